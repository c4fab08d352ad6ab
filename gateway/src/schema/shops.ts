import type { GatewayContext } from '../context.js';
import { shopModel } from '../models.js';
import type { ShopModel } from '../models.js';
import { fromGlobalId, toGlobalId } from '../relay/global-id.js';
import { productConnection } from './product-connection.js';
import type { ProductListArgs } from './product-connection.js';

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

export const shopResolvers = {
  Query: {
    shop: async (_: unknown, { id }: { id: string }, ctx: GatewayContext) => {
      const key = await shopKey(id, ctx);
      const shop = await ctx.loaders.shopById.load(key);
      return shop && shopModel(shop, key.region);
    },
    shops: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const region = await ctx.currentRegion();
      const shops = await ctx.api(region).shops();
      return shops.map((shop) => shopModel(shop, region));
    },
  },
  Shop: {
    id: (s: ShopModel) => toGlobalId({ type: 'Shop', region: s.region, shopId: s.id }),
    shopId: (s: ShopModel) => s.id,
    products: (s: ShopModel, args: ProductListArgs, ctx: GatewayContext) =>
      productConnection(args, s.region, (listing) => ctx.api(s.region).productsBySeller(s.id, listing)),
  },
};
