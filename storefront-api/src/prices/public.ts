/**
 * What other modules may ask of prices (prices alone writes the price history): the prior prices of
 * the reductions running now, one query for a whole page of products or a whole cart, and the
 * recording of the changes a catalogue import made.
 */
import type { TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { priorPricesOf } from './prior-prices.js';
import * as repository from './repository.js';

/** Offer id → tax-free prior price, for the territory's offers of these listed products. */
export async function priorPricesOfListings(
  db: Queryable,
  listingIds: readonly string[],
  territory: TerritoryCode,
  now: Date,
): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  return priorPricesOf(await repository.statesOfListings(db, listingIds, territory), now);
}

/** Offer id → tax-free prior price, for these offers. */
export async function priorPricesOfOffers(
  db: Queryable,
  offerIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (offerIds.length === 0) return new Map();
  return priorPricesOf(await repository.statesOfOffers(db, offerIds), now);
}

interface PricedRow {
  id: string;
  discount_price_tax_free: number | null;
  prior_price_tax_free?: number | null;
}

/** The offers' rows with the prior prices of their running reductions (offer id → tax-free cents). */
export function withPriorPrices<R extends PricedRow>(rows: R[], prior: Map<string, number>): R[] {
  return prior.size === 0
    ? rows
    : rows.map((row) => ({ ...row, prior_price_tax_free: prior.get(row.id) ?? null }));
}

/** The offers' rows with their prior prices, read when one of them has a discount price at all. */
export async function withRunningPriorPrices<R extends PricedRow>(
  db: Queryable,
  rows: R[],
  now: Date = new Date(),
): Promise<R[]> {
  const discounted = rows.filter((row) => row.discount_price_tax_free !== null).map((row) => row.id);
  return withPriorPrices(rows, await priorPricesOfOffers(db, discounted, now));
}

/** Records the prices a catalogue import set (only the offers whose prices changed get a row). */
export function recordImportedPrices(tx: Queryable, offerIds: readonly string[]): Promise<string[]> {
  return repository.recordStates(tx, offerIds, 'import');
}
