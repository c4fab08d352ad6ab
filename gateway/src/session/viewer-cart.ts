import type { Cart, CartSummary } from '@shop/domain';
import { isNotLoggedIn } from './session.js';

/**
 * The session's cart within one GraphQL request: read at most once (`GET shopping-cart`), then
 * replaced by each cart mutation's reply, so a payload's `viewer { cart }` costs no call. Keyed by
 * the session token, because a mutation of the request may have opened or replaced the session.
 */
export interface ViewerCart {
  /** The cart as a mutation of this request left it, for the current session; else undefined. */
  latest(): Cart | undefined;
  /** The cart of the session; null when the upstream no longer knows the session. */
  read(): Promise<Cart | null>;
  /** A cart call answered the cart as it now is. */
  replace(cart: Cart): void;
}

export interface ViewerCartOptions {
  token(): string | undefined;
  /** `GET shopping-cart` with the session, in the request's region (bound late, as `me`). */
  fetch(): Promise<Cart>;
}

export function createViewerCart({ token, fetch }: ViewerCartOptions): ViewerCart {
  let held: { token: string; cart: Promise<Cart | null>; latest?: Cart } | undefined;
  const current = () => {
    const now = token();
    return now !== undefined && held?.token === now ? held : undefined;
  };
  return {
    latest: () => current()?.latest,
    read() {
      const known = current();
      if (known !== undefined) return known.cart;
      const now = token();
      if (now === undefined) return Promise.resolve(null);
      const cart = fetch().catch((error: unknown) => {
        if (isNotLoggedIn(error)) return null;
        throw error;
      });
      held = { token: now, cart };
      return cart;
    },
    replace(cart) {
      const now = token();
      if (now !== undefined) held = { token: now, cart: Promise.resolve(cart), latest: cart };
    },
  };
}

/** What the customer summary (`customers/me`) says of a cart, for the header's badge. */
export function cartSummary(cart: Cart): CartSummary {
  return {
    id: cart.id,
    cartItems: cart.cartItems.map((item) => ({ offerId: item.offer.id, quantity: item.quantity })),
  };
}
