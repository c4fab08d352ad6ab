/**
 * Stock, the one module that changes it. What an offer can still sell is its stock less what live
 * validations of others reserve; every change locks the offers in id order first. Validation
 * reserves, payment takes (all or nothing), cancellation gives back, the operator's feed sets.
 */
import type { Queryable } from '../db/database.js';
import * as repository from './repository.js';
import type { Line, LockedOffer, OfferStockRow } from './repository.js';

export type { Line, LockedOffer, OfferStockRow };

/** The offers locked for a validation, with what other live validations hold of each. */
export function lockForValidation(
  tx: Queryable,
  offerIds: readonly string[],
): Promise<Map<string, LockedOffer>> {
  return repository.lockOffers(tx, offerIds, null);
}

/** Units an offer can sell to this buyer: its stock less what others' live validations hold. */
export const available = (offer: LockedOffer): number => Math.max(0, offer.stock - offer.reserved);

export function reserve(tx: Queryable, checkoutId: string, expiresAt: Date, lines: Line[]): Promise<void> {
  return repository.reserve(tx, checkoutId, expiresAt, lines);
}

/** Ends validations' reservations (paid, replaced, or changed). */
export function release(tx: Queryable, checkoutIds: readonly string[]): Promise<void> {
  return checkoutIds.length === 0 ? Promise.resolve() : repository.release(tx, checkoutIds);
}

/**
 * Takes a paid validation's lines out of stock, all or nothing: each offer must still hold its
 * quantity besides what other live validations reserve (a payment that comes after its own
 * reservation lapsed never takes units another shopper holds); false leaves every stock as it was.
 */
export async function take(tx: Queryable, checkoutId: string, lines: Line[]): Promise<boolean> {
  const offers = await repository.lockOffers(
    tx,
    lines.map((line) => line.offerId),
    checkoutId,
  );
  const short = lines.some((line) => {
    const offer = offers.get(line.offerId);
    return offer === undefined || available(offer) < line.quantity;
  });
  if (short) return false;
  await repository.decrement(tx, lines);
  return true;
}

/** Puts a cancelled order's units back on sale. */
export function giveBack(tx: Queryable, lines: Line[]): Promise<void> {
  return repository.increment(tx, lines);
}

/** The operator's feed: offers locked, then their stock set. */
export const lockStocks = (tx: Queryable, offerIds: readonly string[]): Promise<OfferStockRow[]> =>
  repository.lockStocks(tx, offerIds);
export const setStocks = (tx: Queryable, changes: readonly { offerId: string; stock: number }[]) =>
  repository.setStocks(tx, changes);
