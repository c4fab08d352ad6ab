/**
 * The demo's price history (issue 32), so its reductions show a prior price: fixed dates, like the
 * discount windows of generator.ts (`DISCOUNT_WINDOWS`: most reductions run from 2024-01-01), so
 * the same data comes out on every run and the prior prices never depend on the clock.
 * - An offer without a discount: its price since `LISTED_AT`.
 * - An offer with a discount (running, ended or to come): listed at its regular price, and its
 *   discount recorded on `DISCOUNT_SET_AT`. One in three was cheaper (92 % of its price) from
 *   `CHEAPER_FROM` until the raise of `DISCOUNT_SET_AT`: its prior price is that lower price, not
 *   the struck-through one, the case the rule exists for.
 */
import type { Queryable } from '../db/database.js';

const LISTED_AT = '2023-10-01T00:00:00.000Z';
/** 40 days before the reductions of 2024-01-01. */
const CHEAPER_FROM = '2023-11-22T00:00:00.000Z';
/** 20 days before the reductions of 2024-01-01. */
const DISCOUNT_SET_AT = '2023-12-12T00:00:00.000Z';

/** Writes the history of every offer of the seeded catalogue (one statement, after the offers). */
export async function insertPriceHistory(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO offer_price_history (offer_id, recorded_at, price_tax_free, discount_price_tax_free,
                                      discount_start, discount_end, source)
     SELECT o.id, $1::timestamptz, o.price_tax_free, NULL::int, NULL::timestamptz, NULL::timestamptz, 'import'
     FROM offers o WHERE o.discount_price_tax_free IS NULL OR o.price_tax_free / 10 % 3 <> 0
     UNION ALL
     SELECT o.id, $2::timestamptz, o.price_tax_free * 92 / 100, NULL, NULL, NULL, 'import'
     FROM offers o WHERE o.discount_price_tax_free IS NOT NULL AND o.price_tax_free / 10 % 3 = 0
     UNION ALL
     SELECT o.id, $3::timestamptz, o.price_tax_free, o.discount_price_tax_free, o.discount_start, o.discount_end,
            'import'
     FROM offers o WHERE o.discount_price_tax_free IS NOT NULL`,
    [LISTED_AT, CHEAPER_FROM, DISCOUNT_SET_AT],
  );
}
