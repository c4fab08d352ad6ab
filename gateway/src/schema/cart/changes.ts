import type { GatewayContext } from '../../context.js';
import { isRootPath, isUnknownRegion, unknownRegion } from '../../region-path.js';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { VIEWER } from '../customers/shared.js';
import { inputFields } from '../user-errors.js';
import { cartAsItIs, changeCart } from './shared.js';

const FIELDS = {
  none: () => null,
  splitting: inputFields(),
  region: inputFields({ rootCategoryPath: 'regionPath' }),
};

/** An unknown region is the shopper's input error here, not the request's (`x-catalog`). */
async function unknownRegionPayload(ctx: GatewayContext, path: string) {
  return {
    cart: ctx.session.token() === undefined ? null : await cartAsItIs(ctx),
    removedLines: [],
    viewer: VIEWER,
    userErrors: [
      {
        code: 'INVALID_INPUT' as const,
        field: ['input', 'regionPath'],
        message: unknownRegion(path).message,
      },
    ],
  };
}

/** Clearing, logistic-class splitting and region change of the viewer's cart. */
export const cartChangeMutations: MutationResolvers = {
  clearCart: (_, __, ctx) =>
    changeCart(ctx, FIELDS.none, async (cart) => {
      // The customer summary names the cart (the shell reads it anyway); the session reaches only its own.
      const known = ctx.viewerCart.latest()?.id ?? (await ctx.session.customer())?.shoppingCart.id;
      return cart.clear(known === undefined || known === '' ? (await cart.get()).id : known);
    }),

  setLogisticClassSplitting: (_, { input }, ctx) =>
    changeCart(ctx, FIELDS.splitting, (cart) => cart.setLogisticClassSplitting(input.enabled)),

  changeCartRegion: async (_, { input: { regionPath } }, ctx) => {
    // A path unfit for a header never leaves the gateway.
    if (!isRootPath(regionPath)) return unknownRegionPayload(ctx, regionPath);
    // A malformed `x-catalog` is the request's error, not the input's: it fails here, as elsewhere.
    await ctx.currentRegion();
    try {
      const payload = await changeCart(ctx, FIELDS.region, (cart) => cart.changeRegion(regionPath));
      const moved = payload.userErrors.length === 0 ? await payload.cart?.cart() : undefined;
      return { ...payload, removedLines: moved?.removedItems ?? [] };
    } catch (error) {
      if (!isUnknownRegion(error)) throw error;
      return unknownRegionPayload(ctx, regionPath);
    }
  },
};
