import type { Cart } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { cartModel } from '../../models.js';
import type { CartModel } from '../../models.js';
import { isNotLoggedIn } from '../../session/session.js';
import { cartSummary } from '../../session/viewer-cart.js';
import type { CartApi } from '../../upstream/cart.js';
import type { UserError } from '../__generated__/resolvers-types.js';
import { VIEWER } from '../customers/shared.js';
import { failureOf } from '../user-errors.js';
import type { FieldMap } from '../user-errors.js';

/**
 * A cart call answered the cart as it now is: the rest of the request (the payload's `viewer`, the
 * badge, the customer's `cartLineCount`, `node`) sees that cart, with no further call.
 */
export function cartChanged(ctx: GatewayContext, cart: Cart): CartModel {
  ctx.viewerCart.replace(cart);
  ctx.session.cartChanged(cartSummary(cart));
  return cartModel(cart);
}

/** The cart a refused change left as it was: read if there is a session, null otherwise. */
export async function cartAsItIs(ctx: GatewayContext): Promise<CartModel | null> {
  const cart = await ctx.viewerCart.read();
  return cart && cartModel(cart);
}

export interface CartPayloadModel {
  cart: CartModel | null;
  viewer: typeof VIEWER;
  userErrors: UserError[];
}

/**
 * The course of a change to an existing cart: nothing to change without a session (a visitor's
 * cart is opened by `setCartLineQuantity` only), the reply's cart on success, the refusal in
 * `userErrors` with the cart as it is.
 */
export async function changeCart(
  ctx: GatewayContext,
  fields: FieldMap,
  call: (api: CartApi) => Promise<Cart>,
): Promise<CartPayloadModel> {
  if (ctx.session.token() === undefined) return { cart: null, viewer: VIEWER, userErrors: [] };
  try {
    return { cart: cartChanged(ctx, await call(await ctx.cart())), viewer: VIEWER, userErrors: [] };
  } catch (error) {
    // A session the upstream no longer knows has no cart to change.
    if (isNotLoggedIn(error)) return { cart: null, viewer: VIEWER, userErrors: [] };
    const { userErrors } = failureOf(error, fields, ctx.language);
    return { cart: await cartAsItIs(ctx), viewer: VIEWER, userErrors };
  }
}
