import type { AttributeType, AttributeDisplayType, Locale, TerritoryCode } from '@shop/domain';
import { prepared } from '../db/database.js';
import type { Queryable } from '../db/database.js';

export interface ProductRow {
  id: string;
  parent_id: string | null;
  reference: string;
  ean: string | null;
  slug: string;
  name: string;
  brand: string | null;
  description_short: string;
  description: string;
  description_long: string;
  category_rel_path: string;
  tax_class: string;
  is_new: boolean;
  is_bestseller: boolean;
  seo_title: string;
  seo_description: string;
  picture_count: number;
  notices: { name: string; url: string }[];
  related: string[];
  pack_size: number;
  configurable_attributes: string[];
  attributes: Record<string, string>;
}

export interface OfferRow {
  id: string;
  product_id: string;
  shop_id: string;
  shop_name: string;
  stock: number;
  price_tax_free: number;
  discount_price_tax_free: number | null;
  discount_start: Date | null;
  discount_end: Date | null;
  picking_delay: number;
  logistic_class_id: string;
  logistic_class_label: string;
  logistic_class_description: string;
  min_quantity: number;
  max_quantity: number | null;
  /** The prior price of the reduction running now (tax-free), set beside the row by `prices`. */
  prior_price_tax_free?: number | null;
}

export interface AttributeRow {
  name: string;
  label: string;
  type: AttributeType;
  unit: string | null;
  is_internal: boolean;
  is_facet: boolean;
  position: number;
  /** Spec 3: `NONE` hides the attribute's grid column. */
  display_type: AttributeDisplayType;
}

/**
 * What a read of products takes of each row: `page` everything; `card` leaves out the texts, SEO
 * fields and notices a card does not carry (`CARD_OMITTED_FIELDS`), `grid` every text a grid row
 * does not show (a category of 5,000 products would otherwise read some 50 MB of descriptions).
 * Left-out columns read as empty, so rows keep one shape.
 */
export type ProductColumns = 'page' | 'card' | 'grid';

const TEXT_COLUMNS = {
  page: 'ean, description_short, description, description_long, seo_title, seo_description, notices, related',
  card: `ean, description_short, '' AS description, '' AS description_long, '' AS seo_title,
         '' AS seo_description, '[]'::jsonb AS notices, related`,
  grid: `NULL AS ean, '' AS description_short, '' AS description, '' AS description_long, '' AS seo_title,
         '' AS seo_description, '[]'::jsonb AS notices, '{}'::text[] AS related`,
} satisfies Record<ProductColumns, string>;

const PRODUCTS_WITH_VARIANTS = Object.fromEntries(
  Object.entries(TEXT_COLUMNS).map(([columns, text]) => [
    columns,
    prepared(
      `SELECT id::text, parent_id::text, reference, slug, name, brand, category_rel_path, tax_class, is_new,
              is_bestseller, picture_count, pack_size, configurable_attributes, attributes, ${text}
       FROM products
       WHERE id = ANY($1::bigint[]) OR parent_id = ANY($1::bigint[])
       ORDER BY id`,
    ),
  ]),
) as Record<ProductColumns, string>;

/** Listed products (parents and simple products) with their variants. */
export function productsWithVariants(
  db: Queryable,
  ids: readonly string[],
  columns: ProductColumns = 'page',
): Promise<ProductRow[]> {
  return db.query<ProductRow>(PRODUCTS_WITH_VARIANTS[columns], [ids]);
}

const OFFERS_OF = prepared(
  `SELECT o.id::text, o.product_id::text, o.shop_id, s.name AS shop_name, o.stock, o.price_tax_free,
          o.discount_price_tax_free, o.discount_start, o.discount_end, o.picking_delay,
          lc.id AS logistic_class_id, lc.label AS logistic_class_label, lc.description AS logistic_class_description,
          o.min_quantity, o.max_quantity
   FROM offers o
   JOIN shops s ON s.id = o.shop_id
   JOIN logistic_classes lc ON lc.id = o.logistic_class_id
   WHERE o.listing_product_id = ANY($1::bigint[]) AND o.territory = $2
   ORDER BY o.id`,
);

export function offersOf(
  db: Queryable,
  listingIds: readonly string[],
  territory: TerritoryCode,
): Promise<OfferRow[]> {
  return db.query<OfferRow>(OFFERS_OF, [listingIds, territory]);
}

/** Every product read asks for these two (`context` of the catalogue service): prepared. */
const TAX_RATES = prepared('SELECT tax_class, rate_bp FROM tax_rates WHERE territory = $1');
const ATTRIBUTE_DEFINITIONS = prepared(
  `SELECT name, CASE WHEN $1 = 'en' THEN label_en ELSE label_fr END AS label, type, unit, is_internal, is_facet, position, display_type
   FROM attributes ORDER BY position`,
);

export async function taxRates(db: Queryable, territory: TerritoryCode): Promise<Map<string, number>> {
  const rows = await db.query<{ tax_class: string; rate_bp: number }>(TAX_RATES, [territory]);
  return new Map(rows.map((r) => [r.tax_class, r.rate_bp]));
}

export function attributeDefinitions(db: Queryable, locale: Locale): Promise<AttributeRow[]> {
  return db.query<AttributeRow>(ATTRIBUTE_DEFINITIONS, [locale]);
}

/**
 * The listed product a slug leads to (a variant's slug leads to its parent), the variant if any,
 * and the listed product's related references (a product page shows them).
 */
export async function findBySlug(
  db: Queryable,
  slug: string,
): Promise<{ listingId: string; variantSlug: string | null; related: string[] } | undefined> {
  const [row] = await db.query<{ listing_id: string; is_variant: boolean; related: string[] }>(
    `SELECT l.id::text AS listing_id, p.parent_id IS NOT NULL AS is_variant, l.related
     FROM products p JOIN products l ON l.id = coalesce(p.parent_id, p.id)
     WHERE p.slug = $1`,
    [slug],
  );
  if (!row) return undefined;
  return { listingId: row.listing_id, variantSlug: row.is_variant ? slug : null, related: row.related };
}

/**
 * Listed products by reference or EAN (a variant's gives its parent), in the order asked: a
 * scanner reads the barcode where a shopper types the reference.
 */
export async function findByReferences(db: Queryable, references: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ reference: string; ean: string | null; listing_id: string }>(
    `SELECT reference, ean, coalesce(parent_id, id)::text AS listing_id FROM products
     WHERE reference = ANY($1::text[]) OR ean = ANY($1::text[])`,
    [references],
  );
  const byReference = new Map(
    rows.flatMap((r) => [
      [r.reference, r.listing_id] as const,
      ...(r.ean ? [[r.ean, r.listing_id] as const] : []),
    ]),
  );
  return [...new Set(references.flatMap((r) => byReference.get(r) ?? []))];
}

export async function categoryExists(
  db: Queryable,
  territory: TerritoryCode,
  relPath: string,
): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM categories WHERE territory = $1 AND rel_path = $2', [
    territory,
    relPath,
  ]);
  return found.length > 0;
}

export async function shopExists(db: Queryable, shopId: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM shops WHERE id = $1', [shopId]);
  return found.length > 0;
}

/**
 * The one SQL form of the current-price rule (`isDiscountActive` and `currentPrice` of
 * `domain/src/money.ts`): an offer's discount applies while `at` lies inside its window, open ends
 * allowed. `offer` is the alias of an `offers` row, `at` a timestamptz expression.
 */
export const discountOpenSql = (offer: string, at: string) => `${offer}.discount_price_tax_free IS NOT NULL
  AND (${offer}.discount_start IS NULL OR ${offer}.discount_start <= ${at})
  AND (${offer}.discount_end IS NULL OR ${offer}.discount_end >= ${at})`;

/** What a shopper pays at `at` for the offer, tax-free. */
export const currentPriceSql = (offer: string, at: string) =>
  `CASE WHEN ${discountOpenSql(offer, at)} THEN ${offer}.discount_price_tax_free ELSE ${offer}.price_tax_free END`;
