import type { WishlistReply } from '@shop/domain/api/wishlist';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../errors.js';
import { productModel, type ProductModel } from '../models.js';
import { isNotLoggedIn } from '../session/session.js';
import type { MutationResolvers, Resolvers } from './__generated__/resolvers-types.js';
import { withSession } from './cart/quantity.js';
import { VIEWER } from './customers/shared.js';
import { failureOf, inputFields } from './user-errors.js';

/**
 * The wish list (issue 35; spec 9 flag `wishlist`): read once per request (every product's
 * `inWishlist` and the viewer's `wishlist` share the call), replaced by the request's mutations.
 */
const lists = new WeakMap<GatewayContext['session'], Promise<WishlistReply | null>>();
const FIELDS = inputFields();

/** The shopper's list; null without a session, or when the shop has no wish list. */
function listOf(ctx: GatewayContext): Promise<WishlistReply | null> {
  if (!ctx.shop.features.wishlist || ctx.session.token() === undefined) return Promise.resolve(null);
  let list = lists.get(ctx.session);
  if (!list) {
    list = (async () => {
      try {
        return await ctx.api(await ctx.currentRegion()).wishlist.list();
      } catch (error) {
        // A session that ended is a visitor's: no list (the customer fields tell the web).
        if (isNotLoggedIn(error)) return null;
        throw error;
      }
    })();
    lists.set(ctx.session, list);
  }
  return list;
}

async function productsOf(ctx: GatewayContext, list: WishlistReply): Promise<ProductModel[]> {
  const region = await ctx.currentRegion();
  const found = await Promise.all(
    list.items.map((item) => ctx.loaders.productByReference.load({ region, key: item.reference })),
  );
  // A product the region does not sell stays on the list, unseen here.
  return found.flatMap((product) => (product ? [productModel(product, region)] : []));
}

function changeWith(
  call: (
    api: { add(r: string): Promise<WishlistReply>; remove(r: string): Promise<WishlistReply> },
    r: string,
  ) => Promise<WishlistReply>,
): NonNullable<MutationResolvers['addToWishlist']> {
  return async (_, { input }, ctx) => {
    // A flag that is off means the feature is not there (spec 9): not even through the graph.
    if (!ctx.shop.features.wishlist)
      throw gatewayError(ErrorCode.FORBIDDEN, 'La liste d’envies n’est pas proposée.', {
        errorCode: 'feature-disabled',
      });
    const region = await ctx.currentRegion();
    const product = async () => {
      const found = await ctx.loaders.productByReference.load({ region, key: input.reference });
      return found && productModel(found, region);
    };
    try {
      const reply = withSession(ctx, async () => call(ctx.api(region).wishlist, input.reference));
      lists.set(ctx.session, reply);
      await reply;
      return { product: await product(), viewer: VIEWER, userErrors: [] };
    } catch (error) {
      lists.delete(ctx.session);
      const { userErrors } = failureOf(error, FIELDS, ctx.language);
      return { product: await product(), viewer: VIEWER, userErrors };
    }
  };
}

export const wishlistResolvers: Resolvers = {
  Viewer: {
    wishlist: async (_, __, ctx) => {
      const list = await listOf(ctx);
      return list && { count: list.items.length, products: await productsOf(ctx, list) };
    },
  },
  Product: {
    inWishlist: async (product, _, ctx) => {
      const list = await listOf(ctx);
      return list !== null && list.items.some((item) => item.reference === product.reference);
    },
  },
  Mutation: {
    addToWishlist: changeWith((api, reference) => api.add(reference)),
    removeFromWishlist: changeWith((api, reference) => api.remove(reference)),
  },
};
