import { cartSchema } from '@shop/domain';
import type {
  Cart,
  CartCatalogBody,
  CouponQuery,
  LogisticClassSplittingQuery,
  SetOfferQuantityQuery,
} from '@shop/domain';
import type { ParsedRequest } from './request.js';

/**
 * A quantity call of `PUT shopping-cart/set-offer-quantity`: its query (`domain/src/api/cart.ts`),
 * the quantity given as the number it stands for (ignored by `remove` and `add_one`).
 */
export type OfferQuantityChange = Omit<SetOfferQuantityQuery, 'quantity'> & { quantity: number };

/**
 * The cart calls of spec 7 (contract in `domain/src/api/cart.ts`). Each one carries the session as
 * a bearer token and the request's region as `root-category`, and answers the whole cart, checked
 * against `cartSchema`: a reply off the contract is a failure here, not a wrong price on a page.
 */
export interface CartApi {
  get(): Promise<Cart>;
  /** Empties the cart; another cart's id is NOT_FOUND (`cart-not-found`). */
  clear(cartId: string): Promise<Cart>;
  /** The reply's `adjustment` says when the quantity was capped. */
  setOfferQuantity(change: OfferQuantityChange): Promise<Cart>;
  setCoupon(code: string): Promise<Cart>;
  removeCoupon(code: string): Promise<Cart>;
  setLogisticClassSplitting(enabled: boolean): Promise<Cart>;
  /** Moves the cart to another region; the lines that could not follow are in `removedItems`. */
  changeRegion(rootCategoryPath: string): Promise<Cart>;
}

/** The calls, over the scope's `call` (session, region and parsing handled by the client). */
export function cartCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): CartApi {
  const cart = (request: Omit<ParsedRequest<Cart>, 'reply'>) => call({ ...request, reply: cartSchema });
  return {
    get: () => cart({ path: '/shopping-cart' }),
    clear: (cartId) => cart({ method: 'DELETE', path: `/shopping-cart/${encodeURIComponent(cartId)}` }),
    setOfferQuantity: ({ offerId, quantity, method }) =>
      cart({
        method: 'PUT',
        path: '/shopping-cart/set-offer-quantity',
        query: { offerId, quantity: String(quantity), method } satisfies SetOfferQuantityQuery,
      }),
    setCoupon: (coupon) =>
      cart({ method: 'PUT', path: '/shopping-cart/set-coupon', query: { coupon } satisfies CouponQuery }),
    removeCoupon: (coupon) =>
      cart({
        method: 'DELETE',
        path: '/shopping-cart/remove-coupon',
        query: { coupon } satisfies CouponQuery,
      }),
    setLogisticClassSplitting: (enabled) =>
      cart({
        method: 'PUT',
        path: '/shopping-cart/set-logistic-class-splitting',
        query: { enabled: enabled ? 'true' : 'false' } satisfies LogisticClassSplittingQuery,
      }),
    changeRegion: (rootCategoryPath) =>
      cart({
        method: 'POST',
        path: '/shopping-cart/catalog',
        body: { rootCategoryPath } satisfies CartCatalogBody,
      }),
  };
}
