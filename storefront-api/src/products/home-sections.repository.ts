/**
 * Which products the home page sections show (spec 7 `products/marketing/homepage`), as ids of
 * listed products in display order. No totals and no facets: a section is a short row of cards.
 *
 * - bestsellers: products flagged bestseller that the region lists, best score first. The
 *   `listings_ranked` index (0003) walks the region's products by score, bestsellers first.
 * - promotions: products whose default offer (cheapest in stock, else cheapest, at the current
 *   tax-included price, ties to the first variant then the first offer: as `assemble.ts` picks it)
 *   has a discount running at `now` (window as `isDiscountActive`: start <= now <= end, open ends
 *   allowed) that lowers the price; largest percentPromo (tax included, rounded as `percentPromo`)
 *   first, then score. Candidates are the region's discounted offers, read with the score and tax
 *   class of their listing from two covering indexes (0003): about 40 ms on 100,000 products.
 *
 * The promotions page (`GET products/collection/promotions`) lists every product of that rule:
 * `promotedProductIds` below, with the same fragments (`DISCOUNT_LOWERS_PRICE`, `DEFAULT_OFFER_ORDER`).
 */
import type { HomeSectionName, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { currentPriceSql, discountOpenSql } from './repository.js';

const BESTSELLERS_SQL = `
  SELECT l.product_id::text AS id
  FROM listings l JOIN products p ON p.id = l.product_id
  WHERE l.territory = $1 AND p.is_bestseller
  ORDER BY l.score DESC, l.product_id
  LIMIT $2`;

/** Discounts are judged at `$3`, the `now` of the request. */
const AT = '$3::timestamptz';

/** Tax-included amount of a tax-free one, tax rounded half up to the cent (`priceFromTaxFree`). */
const TAX_INCLUDED = (amount: string, rate: string) =>
  `(${amount}::bigint + (${amount}::bigint * ${rate} + 5000) / 10000)`;

const RATE = 'coalesce(tr.rate_bp, 0)';

/** The offer `o` has a discount open at `at` that lowers its price. */
const DISCOUNT_LOWERS_PRICE = (o: string, at: string) =>
  `${o}.discount_price_tax_free < ${o}.price_tax_free AND ${discountOpenSql(o, at)}`;

/** Offers `d` of one product, best first: the first is its default offer (as `assemble.ts` picks it). */
const DEFAULT_OFFER_ORDER = (d: string, rate: string, at: string) =>
  `(${d}.stock > 0) DESC, ${TAX_INCLUDED(currentPriceSql(d, at), rate)}, ${d}.product_id, ${d}.id`;

/**
 * The region's offers with a discount running now, by their own tax-included percentage (then the
 * product's score and id), each kept when it is its product's default offer: that offer's
 * percentage is the product's percentPromo, and a product has one default offer, so the first
 * `size` kept are the answer and the nested loop stops there.
 */
const PROMOTIONS_SQL = `
  SELECT c.listing_product_id::text AS id
  FROM (
    SELECT o.id, o.listing_product_id, l.score, coalesce(tr.rate_bp, 0)::bigint AS rate_bp,
           round((${TAX_INCLUDED('o.price_tax_free', RATE)} - ${TAX_INCLUDED('o.discount_price_tax_free', RATE)})
                 * 100.0 / ${TAX_INCLUDED('o.price_tax_free', RATE)})::int AS percent
    FROM offers o
    JOIN listings l ON l.territory = $1 AND l.product_id = o.listing_product_id
    LEFT JOIN tax_rates tr ON tr.territory = $1 AND tr.tax_class = l.tax_class
    WHERE o.territory = $1 AND ${DISCOUNT_LOWERS_PRICE('o', AT)}
    ORDER BY percent DESC, l.score DESC, o.listing_product_id
  ) c
  CROSS JOIN LATERAL (
    SELECT d.id FROM offers d
    WHERE d.territory = $1 AND d.listing_product_id = c.listing_product_id
    ORDER BY ${DEFAULT_OFFER_ORDER('d', 'c.rate_bp', AT)}
    LIMIT 1
  ) def
  WHERE def.id = c.id
  ORDER BY c.percent DESC, c.score DESC, c.listing_product_id
  LIMIT $2`;

/** Ids of the listed products of a section, in display order, at most `size`. */
export async function homeSectionIds(
  db: Queryable,
  section: HomeSectionName,
  territory: TerritoryCode,
  size: number,
  now: Date,
): Promise<string[]> {
  const rows =
    section === 'bestsellers'
      ? await db.query<{ id: string }>(BESTSELLERS_SQL, [territory, size])
      : await db.query<{ id: string }>(PROMOTIONS_SQL, [territory, size, now.toISOString()]);
  return rows.map((r) => r.id);
}

/**
 * Every listed product of the region whose default offer has a discount running at `now` that
 * lowers its price, in no particular order: the promotions page's set, which the listing then
 * sorts, filters, counts and pages like any other. The candidates are the products of the region's
 * discounted offers (`offers_discounted`); each one's offers are read in default-offer order from
 * `offers_default` (0013) and the product is kept when the first is discounted now. On the
 * 100,000-product bench: 11,125 candidates in Martinique, 10,538 kept.
 */
const NOW = '$2::timestamptz';
const PROMOTED_SQL = `
  SELECT def.id
  FROM (
    SELECT DISTINCT ON (d.listing_product_id) d.listing_product_id::text AS id,
           (${DISCOUNT_LOWERS_PRICE('d', NOW)}) AS promoted
    FROM (SELECT DISTINCT o.listing_product_id AS id FROM offers o
          WHERE o.territory = $1 AND ${DISCOUNT_LOWERS_PRICE('o', NOW)}) c
    JOIN listings l ON l.territory = $1 AND l.product_id = c.id
    LEFT JOIN tax_rates tr ON tr.territory = $1 AND tr.tax_class = l.tax_class
    JOIN offers d ON d.territory = $1 AND d.listing_product_id = c.id
    ORDER BY d.listing_product_id, ${DEFAULT_OFFER_ORDER('d', RATE, NOW)}
  ) def
  WHERE def.promoted`;

/** Ids of the region's listed products in promotion at `now` (see `PROMOTED_SQL`). */
export async function promotedProductIds(
  db: Queryable,
  territory: TerritoryCode,
  now: Date,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(PROMOTED_SQL, [territory, now.toISOString()]);
  return rows.map((r) => r.id);
}
