/**
 * The SQL of offers' price history (`offer_price_history`, migration 0021): the prices module is its
 * one writer. A state is recorded when an offer's price, discount price or discount window differs
 * from its last recorded state; the prior price of a reduction reads the states back.
 */
import { prepared } from '../db/database.js';
import type { Queryable } from '../db/database.js';

export type PriceSource = 'import' | 'operator';

export interface PriceStateRow {
  offer_id: string;
  recorded_at: Date;
  price_tax_free: number;
  discount_price_tax_free: number | null;
  discount_start: Date | null;
  discount_end: Date | null;
}

/**
 * Records the offers' current pricing state, for those whose state differs from their last record
 * (or that have none); answers the offers recorded. Runs in the transaction that changed them.
 */
export async function recordStates(
  db: Queryable,
  offerIds: readonly string[],
  source: PriceSource,
): Promise<string[]> {
  const rows = await db.query<{ offer_id: string }>(
    `INSERT INTO offer_price_history (offer_id, price_tax_free, discount_price_tax_free, discount_start,
                                      discount_end, source)
     SELECT o.id, o.price_tax_free, o.discount_price_tax_free, o.discount_start, o.discount_end, $2
     FROM offers o
     WHERE o.id = ANY($1::bigint[])
       AND NOT EXISTS (
         SELECT 1 FROM (SELECT * FROM offer_price_history h WHERE h.offer_id = o.id
                        ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1) last
         WHERE (last.price_tax_free, last.discount_price_tax_free, last.discount_start, last.discount_end)
               IS NOT DISTINCT FROM (o.price_tax_free, o.discount_price_tax_free, o.discount_start, o.discount_end))
     RETURNING offer_id::text`,
    [offerIds, source],
  );
  return rows.map((row) => row.offer_id);
}

const STATE_COLUMNS = `h.offer_id::text, h.recorded_at, h.price_tax_free, h.discount_price_tax_free,
  h.discount_start, h.discount_end`;

/**
 * The states of the territory's offers of these listed products that carry a discount price (only
 * they can have a reduction running: the partial index `offers_discounted` finds them), oldest first.
 */
const STATES_OF_LISTINGS = prepared(
  `SELECT ${STATE_COLUMNS}
   FROM offers o JOIN offer_price_history h ON h.offer_id = o.id
   WHERE o.territory = $2 AND o.listing_product_id = ANY($1::bigint[]) AND o.discount_price_tax_free IS NOT NULL
   ORDER BY h.offer_id, h.recorded_at, h.id`,
);

export function statesOfListings(
  db: Queryable,
  listingIds: readonly string[],
  territory: string,
): Promise<PriceStateRow[]> {
  return db.query<PriceStateRow>(STATES_OF_LISTINGS, [listingIds, territory]);
}

/** The states of these offers that carry a discount price, oldest first. */
export function statesOfOffers(db: Queryable, offerIds: readonly string[]): Promise<PriceStateRow[]> {
  return db.query<PriceStateRow>(
    `SELECT ${STATE_COLUMNS}
     FROM offers o JOIN offer_price_history h ON h.offer_id = o.id
     WHERE o.id = ANY($1::bigint[]) AND o.discount_price_tax_free IS NOT NULL
     ORDER BY h.offer_id, h.recorded_at, h.id`,
    [offerIds],
  );
}
