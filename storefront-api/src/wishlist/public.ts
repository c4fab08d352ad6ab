/** What other modules may ask of the wish list: a signing-in guest's items handed to the account. */
import type { Queryable } from '../db/database.js';
import { copyItems } from './repository.js';

export function mergeGuestWishlist(tx: Queryable, customerId: string, guestId: string): Promise<void> {
  return copyItems(tx, customerId, guestId);
}
