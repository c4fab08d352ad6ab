import type { GatewayContext } from '../context.js';
import { shopModel } from '../models.js';
import type { ShopModel } from '../models.js';
import { fromGlobalId, toGlobalId } from '../relay/global-id.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { productConnection } from './product-connection.js';

/** `shop(id:)` takes the shop id of the route `prestataires/{shopId}`, or a Shop global id. */
async function shopKey(id: string, ctx: GatewayContext): Promise<{ region: string; key: string }> {
  try {
    const ref = fromGlobalId(id);
    if (ref.type === 'Shop') return { region: ref.region, key: ref.shopId };
  } catch {
    // Not a global id: a plain shop id.
  }
  return { region: await ctx.currentRegion(), key: id };
}

/**
 * A seller, the one way every field reaches one: a shop that is not a marketplace has no sellers to
 * show (spec 1), so none is found, whichever field or global id asks.
 */
export async function findSeller(
  ctx: GatewayContext,
  key: { region: string; key: string },
): Promise<ShopModel | null> {
  if (!ctx.shop.marketplace) return null;
  const shop = await ctx.loaders.shopById.load(key);
  return shop && shopModel(shop, key.region);
}

export const shopResolvers: Resolvers = {
  Query: {
    shop: async (_, { id }, ctx) => findSeller(ctx, await shopKey(id, ctx)),
    shops: async (_, __, ctx) => {
      if (!ctx.shop.marketplace) return [];
      const region = await ctx.currentRegion();
      const shops = await ctx.api(region).shops();
      return shops.map((shop) => shopModel(shop, region));
    },
  },
  Shop: {
    id: (s) => toGlobalId({ type: 'Shop', region: s.region, shopId: s.id }),
    shopId: (s) => s.id,
    products: (s, args, ctx) =>
      productConnection(args, s.region, (listing) => ctx.api(s.region).productsBySeller(s.id, listing)),
  },
};
