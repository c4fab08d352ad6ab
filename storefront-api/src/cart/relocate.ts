/**
 * The region rule of `domain/src/api/cart.ts`: a cart holds offers of one territory. Moving it
 * there takes each line to the same seller's offer of the same product in that territory, with its
 * quantity brought within the quantity rules (stock, pack, minimum, maximum); a line with no such
 * offer, or none it can have, leaves the cart and is reported.
 */
import { changeLineQuantity, type RemovedItem, type TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type * as cartRepository from './repository.js';
import type { CounterpartRow } from './repository.js';

type Repository = typeof cartRepository;

interface Kept {
  first: CounterpartRow;
  quantity: number;
  addedAt: Date;
}

const removedItem = (row: CounterpartRow, quantity: number): RemovedItem => ({
  offerId: row.offer_id,
  productReference: row.reference,
  productName: row.name,
  quantity,
});

/** Rewrites the cart's lines as lines of `territory`; returns the lines that left. */
export async function relocateLines(
  tx: Queryable,
  repository: Repository,
  cartId: string,
  territory: TerritoryCode,
): Promise<RemovedItem[]> {
  const rows = await repository.counterparts(tx, cartId, territory);
  const removed: RemovedItem[] = [];
  // Lines of two regions (a merged cart) may land on the same offer: their quantities add up.
  const kept = new Map<string, Kept>();
  for (const row of rows) {
    if (row.target_offer_id === null) {
      removed.push(removedItem(row, row.quantity));
      continue;
    }
    const line = kept.get(row.target_offer_id);
    if (line) line.quantity += row.quantity;
    else kept.set(row.target_offer_id, { first: row, quantity: row.quantity, addedAt: row.added_at });
  }
  await repository.deleteLines(tx, cartId);
  for (const [offerId, line] of kept) {
    const row = line.first;
    const result = changeLineQuantity('update', line.quantity, line.quantity, {
      stock: row.target_stock ?? 0,
      packSize: row.pack_size,
      minimalOrderQuantity: row.target_min_quantity,
      maximalOrderQuantity: row.target_max_quantity,
    });
    if ('refused' in result) removed.push(removedItem(row, line.quantity));
    else await repository.setLine(tx, cartId, offerId, result.quantity, line.addedAt);
  }
  return removed;
}

/**
 * At sign-in the guest's lines join the customer's cart, which takes the guest's region (the one
 * the shopper is browsing): the customer's older lines follow the region rule, and every quantity
 * is brought back within stock. The guest's coupon reservation leaves with the guest.
 */
export async function mergeGuestCart(
  tx: Queryable,
  repository: Repository,
  customerId: string,
  guestId: string,
): Promise<void> {
  const cart = await repository.lockCart(tx, customerId);
  const guest = await repository.lockCart(tx, guestId);
  await repository.mergeLines(tx, cart.id, guest.id);
  const territory = guest.territory ?? cart.territory;
  if (territory === null) return;
  if (territory !== cart.territory) await repository.setTerritory(tx, cart.id, territory);
  await relocateLines(tx, repository, cart.id, territory);
}
