import type { CartLineMethod, Locale } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { cartLineModel } from '../../models.js';
import { toGlobalId } from '../../relay/global-id.js';
import { isNotLoggedIn } from '../../session/session.js';
import type {
  CartLineMethod as GraphQLCartLineMethod,
  MutationResolvers,
  UserError,
} from '../__generated__/resolvers-types.js';
import { VIEWER } from '../customers/shared.js';
import { failureOf, inputFields } from '../user-errors.js';
import { cartAsItIs, cartChanged } from './shared.js';

const METHODS: Record<GraphQLCartLineMethod, CartLineMethod> = {
  ADD: 'add',
  UPDATE: 'update',
  REMOVE: 'remove',
  ADD_ONE: 'add_one',
};

const FIELDS = inputFields();
const QUANTITY_FIELD = ['input', 'quantity'];

/** Spec 8 `addToCart.maxQty`: the change was made, capped; the web adds the product's name. */
export function maxQuantityReached(stock: number, language: Locale): UserError {
  return {
    code: 'MAX_QUANTITY_REACHED',
    field: QUANTITY_FIELD,
    message:
      language === 'en'
        ? `Maximum quantity reached (${stock} in stock).`
        : `Quantité maximale atteinte (${stock} en stock)`,
  };
}

/** A visitor's first cart change opens a guest session (its cookie is set with this response). */
async function openGuestSession(ctx: GatewayContext): Promise<void> {
  ctx.session.prime(await ctx.customers().createGuest());
}

/**
 * Runs a call that needs a session (the cart's, the wish list's): a new guest one without a cookie,
 * or when the cookie's has ended.
 */
export async function withSession<T>(ctx: GatewayContext, call: () => Promise<T>): Promise<T> {
  if (ctx.session.token() === undefined) await openGuestSession(ctx);
  try {
    return await call();
  } catch (error) {
    if (!isNotLoggedIn(error)) throw error;
    await openGuestSession(ctx);
    return call();
  }
}

export const quantityMutations: MutationResolvers = {
  setCartLineQuantity: async (_, { input }, ctx) => {
    const { offerId } = input;
    const change = { offerId, quantity: input.quantity ?? 1, method: METHODS[input.method] };
    try {
      const cart = await withSession(ctx, async () => (await ctx.cart()).setOfferQuantity(change));
      const item = cart.cartItems.find((line) => line.offer.id === offerId);
      return {
        cart: cartChanged(ctx, cart),
        line: item === undefined ? null : cartLineModel(item, cart),
        // Relay's @deleteRecord takes the line's id; deleting one a client never had is harmless.
        removedLineId: item === undefined ? toGlobalId({ type: 'CartLine', cartId: cart.id, offerId }) : null,
        viewer: VIEWER,
        userErrors: cart.adjustment === null ? [] : [maxQuantityReached(cart.adjustment.stock, ctx.language)],
      };
    } catch (error) {
      const { userErrors } = failureOf(error, FIELDS, ctx.language);
      return {
        cart: await cartAsItIs(ctx),
        line: null,
        removedLineId: null,
        viewer: VIEWER,
        // `invalid-quantity` names no field: the quantity is the only input the shopper chose.
        userErrors: userErrors.map((e) =>
          e.code === 'INVALID_INPUT' && e.field == null ? { ...e, field: QUANTITY_FIELD } : e,
        ),
      };
    }
  },
};
