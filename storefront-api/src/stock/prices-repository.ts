/**
 * The SQL of offers' prices: the stock module writes every `offers` row after the catalogue import
 * (one writer per table); the `prices` module asks for a price change here and records it.
 */
import type { Queryable } from '../db/database.js';

export interface OfferPriceRow {
  id: string;
  price_tax_free: number;
  discount_price_tax_free: number | null;
  discount_start: Date | null;
  discount_end: Date | null;
}

export interface OfferPriceTerms {
  priceTaxFree: number;
  discountPriceTaxFree: number | null;
  discountStart: string | null;
  discountEnd: string | null;
}

/** Sets the offer's regular price, discount price and window; its row, or undefined for no offer. */
export async function setPrice(
  db: Queryable,
  offerId: string,
  terms: OfferPriceTerms,
): Promise<OfferPriceRow | undefined> {
  const [row] = await db.query<OfferPriceRow>(
    `UPDATE offers SET price_tax_free = $2, discount_price_tax_free = $3, discount_start = $4, discount_end = $5
     WHERE id = $1::bigint
     RETURNING id::text, price_tax_free, discount_price_tax_free, discount_start, discount_end`,
    [offerId, terms.priceTaxFree, terms.discountPriceTaxFree, terms.discountStart, terms.discountEnd],
  );
  return row;
}
