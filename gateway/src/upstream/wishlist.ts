import { wishlistReplySchema, type WishlistReply } from '@shop/domain/api/wishlist';
import type { ParsedRequest } from './request.js';

/** The wish list's calls (issue 35), with the scope's session: the shopper's own list only. */
export interface WishlistApi {
  /** The list, the latest first (401 `customer-is-not-logged-in` without a live session). */
  list(): Promise<WishlistReply>;
  /** Adds a product by reference (404 `product-not-found`, 409 `wishlist-full`). */
  add(reference: string): Promise<WishlistReply>;
  remove(reference: string): Promise<WishlistReply>;
}

export function wishlistCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): WishlistApi {
  const path = (reference: string) => `/wishlist/${encodeURIComponent(reference)}`;
  return {
    list: () => call({ path: '/wishlist', reply: wishlistReplySchema }),
    add: (reference) => call({ method: 'PUT', path: path(reference), reply: wishlistReplySchema }),
    remove: (reference) => call({ method: 'DELETE', path: path(reference), reply: wishlistReplySchema }),
  };
}
