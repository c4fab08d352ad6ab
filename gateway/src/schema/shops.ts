import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../errors.js';
import { shopModel } from '../models.js';
import type { ShopModel } from '../models.js';
import type { Shop } from '@shop/domain';
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

/** A field of the seller, read from `/shops` (batched, once per request) when the model lacks it. */
async function shopField<K extends keyof Shop>(
  ctx: GatewayContext,
  s: ShopModel,
  field: K,
): Promise<Shop[K]> {
  const known = s[field];
  if (known !== undefined) return known as Shop[K];
  const shop = await ctx.loaders.shopById.load({ region: s.region, key: s.id });
  if (!shop) throw gatewayError(ErrorCode.NOT_FOUND, `Vendeur introuvable : ${s.id.slice(0, 100)}`);
  return shop[field];
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
    description: (s, _, ctx) => shopField(ctx, s, 'description'),
    logo: (s, _, ctx) => shopField(ctx, s, 'logo'),
    city: (s, _, ctx) => shopField(ctx, s, 'city'),
    countryCode: (s, _, ctx) => shopField(ctx, s, 'countryCode'),
    generalSalesTermsAndConditions: (s, _, ctx) => shopField(ctx, s, 'generalSalesTermsAndConditions'),
    productCount: (s, _, ctx) => shopField(ctx, s, 'productCount'),
    createdAt: (s, _, ctx) => shopField(ctx, s, 'createdAt'),
    products: (s, args, ctx, info) =>
      productConnection(args, s.region, info, (listing) => ctx.api(s.region).productsBySeller(s.id, listing)),
  },
};
