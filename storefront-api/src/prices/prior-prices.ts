/** Offers' price states turned into the prior prices of their running reductions. Pure: no I/O. */
import { priorPrice, type PriceRecord } from '@shop/domain';
import type { PriceStateRow } from './repository.js';

/** Offer id → tax-free prior price, for the offers whose reduction runs at `now`. */
export function priorPricesOf(rows: readonly PriceStateRow[], now: Date): Map<string, number> {
  const histories = new Map<string, PriceRecord[]>();
  for (const row of rows) {
    const history = histories.get(row.offer_id) ?? [];
    history.push({
      recordedAt: row.recorded_at,
      price: row.price_tax_free,
      discountPrice: row.discount_price_tax_free,
      discountStart: row.discount_start,
      discountEnd: row.discount_end,
    });
    histories.set(row.offer_id, history);
  }
  const prior = new Map<string, number>();
  for (const [offerId, history] of histories) {
    const price = priorPrice(history, now);
    if (price !== null) prior.set(offerId, price);
  }
  return prior;
}
