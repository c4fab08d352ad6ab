/**
 * Writes the reference data (territories, tax rates, logistic classes, attributes, the category
 * tree) and, unless told not to, the demo shop (sellers, products, coupons) into an empty database
 * in one transaction, with multi-row inserts
 * (`unnest` of array parameters) so 100,000 products take seconds, not hours.
 */
import { TERRITORIES } from '@shop/domain';
import type { Database, Queryable } from '../db/database.js';
import { insertDemoCoupons } from './coupons.js';
import { createDemoCatalogue } from './generator.js';
import type { SeedAttribute, SeedCatalogue, SeedCategory, SeedOffer, SeedProduct } from './model.js';
import { markWithdrawalExclusions } from './withdrawal-exclusions.js';
import { insertPriceHistory } from './price-history.js';

const BATCH = 1000;
/** The region shown when a shopper has chosen none. */
const DEFAULT_REGION = 'MQ';

export interface SeedOptions {
  /** Demo products; more than 0 needs `demo`. */
  productCount: number;
  /** The demo shop (sellers, products, coupons) besides the reference data; default true. */
  demo?: boolean;
  catalogue?: SeedCatalogue;
}

/** Held while an empty database is seeded at start-up (see `seedIfEmpty`). */
const SEED_LOCK_KEY = 72_410_002;

export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM regions');
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the database when it is empty. Several processes started together against one empty server
 * take turns on an advisory lock: one seeds (listings included, in the same transaction), the others
 * then find the catalogue there instead of failing on its duplicate keys.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await isEmpty(tx))) return false;
    await insertCatalogue(tx, options);
    return true;
  });
  if (seeded) await analyze(db);
  return seeded;
}

export async function seed(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction((tx) => insertCatalogue(tx, options));
  await analyze(db);
}

async function insertCatalogue(
  tx: Queryable,
  { productCount, demo = true, catalogue = createDemoCatalogue() }: SeedOptions,
): Promise<void> {
  if (!demo && productCount > 0) throw new Error('Demo products need the demo shop (its sellers)');
  await insertReferenceData(tx, catalogue);
  await insertCategories(tx, catalogue.categories);
  if (demo) {
    await insertShops(tx, catalogue.shops);
    await insertDemoCoupons(tx);
  }
  const labels = categoryLabels(catalogue.categories);
  const attributes = new Map(catalogue.attributes.map((a) => [a.name, a]));
  let batch: SeedProduct[] = [];
  for (const product of catalogue.products(productCount)) {
    batch.push(product);
    if (batch.length === BATCH) {
      await insertProducts(tx, batch, labels, attributes);
      batch = [];
    }
  }
  if (batch.length > 0) await insertProducts(tx, batch, labels, attributes);
  await markWithdrawalExclusions(tx);
  await insertPriceHistory(tx);
  await refreshListings(tx);
}

/**
 * The search reads its view from the index alone once its pages are marked all-visible (vacuum);
 * fresh statistics everywhere, or the planner guesses on the first queries after a large seed.
 * Outside the transaction: VACUUM cannot run in one.
 */
async function analyze(db: Database): Promise<void> {
  await db.exec('VACUUM (ANALYZE) search_entries');
  await db.exec('ANALYZE');
}

/** Rebuilds what listings and counts read; to run after any change to products or offers. */
export async function refreshListings(db: Queryable): Promise<void> {
  await db.exec(
    'REFRESH MATERIALIZED VIEW listings; REFRESH MATERIALIZED VIEW category_product_counts; ' +
      'REFRESH MATERIALIZED VIEW shop_product_counts; REFRESH MATERIALIZED VIEW search_entries; ' +
      'REFRESH MATERIALIZED VIEW search_words; REFRESH MATERIALIZED VIEW search_word_lists; ' +
      // Read by the previous release only (migration 0028), dropped in the next.
      'REFRESH MATERIALIZED VIEW search_lexemes; ' +
      'REFRESH MATERIALIZED VIEW search_lexeme_facets; REFRESH MATERIALIZED VIEW search_prefix_counts',
  );
}

async function insertReferenceData(tx: Queryable, catalogue: SeedCatalogue): Promise<void> {
  await tx.query(
    `INSERT INTO regions (code, root_path, label_fr, label_en, position, is_default)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::bool[])`,
    [
      TERRITORIES.map((t) => t.code),
      TERRITORIES.map((t) => t.rootPath),
      TERRITORIES.map((t) => t.label),
      TERRITORIES.map((t) => t.labelEn),
      TERRITORIES.map((_, i) => i + 1),
      TERRITORIES.map((t) => t.code === DEFAULT_REGION),
    ],
  );
  const rates = catalogue.taxRates;
  await tx.query(
    `INSERT INTO tax_rates (territory, tax_class, rate_bp, kind)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])`,
    [
      rates.map((r) => r.territory),
      rates.map((r) => r.taxClass),
      rates.map((r) => r.rateBasisPoints),
      rates.map((r) => r.kind),
    ],
  );
  const classes = catalogue.logisticClasses;
  await tx.query(
    `INSERT INTO logistic_classes (id, label, description) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
    [classes.map((c) => c.id), classes.map((c) => c.label), classes.map((c) => c.description)],
  );
  const attrs = catalogue.attributes;
  await tx.query(
    `INSERT INTO attributes (name, label_fr, label_en, type, unit, is_facet, is_internal, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[], $8::int[])`,
    [
      attrs.map((a) => a.name),
      attrs.map((a) => a.labelFr),
      attrs.map((a) => a.labelEn),
      attrs.map((a) => a.type),
      attrs.map((a) => a.unit),
      attrs.map((a) => a.facet),
      attrs.map((a) => a.internal),
      attrs.map((a) => a.index),
    ],
  );
}

/** The demo's sellers, with their legal details (invoices name them). */
async function insertShops(tx: Queryable, shops: SeedCatalogue['shops']): Promise<void> {
  await tx.query(
    `INSERT INTO shops (id, name, description, city, territory, terms, created_at, legal_name, street, post_code,
                        siret, vat_number)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[],
                          $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])`,
    [
      shops.map((s) => s.id),
      shops.map((s) => s.name),
      shops.map((s) => s.description),
      shops.map((s) => s.city),
      shops.map((s) => s.territory),
      shops.map((s) => s.generalSalesTermsAndConditions),
      shops.map((s) => s.createdAt),
      shops.map((s) => s.legal.legalName),
      shops.map((s) => s.legal.street),
      shops.map((s) => s.legal.postCode),
      shops.map((s) => s.legal.siret),
      shops.map((s) => s.legal.vatNumber),
    ],
  );
}

/** The same tree under every region, one level at a time so parents exist before children. */
async function insertCategories(tx: Queryable, categories: readonly SeedCategory[]): Promise<void> {
  const depth = (c: SeedCategory) => c.path.split('/').length;
  const maxDepth = Math.max(...categories.map(depth));
  for (let level = 1; level <= maxDepth; level++) {
    const rows = TERRITORIES.flatMap((t) =>
      categories
        .filter((c) => depth(c) === level)
        .map((c) => ({ territory: t.code, root: t.rootPath, category: c })),
    );
    await tx.query(
      `INSERT INTO categories (territory, path, rel_path, parent_id, slug, level, label_fr, label_en,
                               optional_attributes, required_attributes, additional_attributes)
       SELECT r.territory, r.root || '/' || r.rel_path, r.rel_path, parent.id,
              regexp_replace(r.rel_path, '^.*/', ''), $9, r.label_fr, r.label_en,
              ARRAY(SELECT jsonb_array_elements_text(r.optional::jsonb)),
              ARRAY(SELECT jsonb_array_elements_text(r.required::jsonb)),
              ARRAY(SELECT jsonb_array_elements_text(r.additional::jsonb))
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
            AS r(territory, root, rel_path, label_fr, label_en, optional, required, additional)
       LEFT JOIN categories parent
              ON parent.territory = r.territory AND parent.rel_path = regexp_replace(r.rel_path, '/[^/]*$', '')`,
      [
        rows.map((r) => r.territory),
        rows.map((r) => r.root),
        rows.map((r) => r.category.path),
        rows.map((r) => r.category.labelFr),
        rows.map((r) => r.category.labelEn),
        rows.map((r) => JSON.stringify(r.category.optionalAttributes)),
        rows.map((r) => JSON.stringify(r.category.requiredAttributes)),
        rows.map((r) => JSON.stringify(r.category.additionalAttributes)),
        level,
      ],
    );
  }
}

function categoryLabels(categories: readonly SeedCategory[]): Map<string, string> {
  return new Map(categories.map((c) => [c.path, c.labelFr]));
}

/**
 * What a shopper may type to find a product beyond its name and brand: the labels of its category
 * and ancestors, and its displayed attribute values and its variants' (`robe rouge`, `bio`...).
 */
function keywordsOf(
  row: ProductRow,
  labels: Map<string, string>,
  attributes: Map<string, SeedAttribute>,
): string {
  const parts = row.product.categoryPath.split('/');
  const categoryLabels = parts.map((_, i) => labels.get(parts.slice(0, i + 1).join('/')) ?? '');
  const values = [
    row.attributes,
    ...(row.parentReference ? [] : row.product.variants.map((v) => v.attributes)),
  ].flatMap((attrs) =>
    Object.entries(attrs).flatMap(([name, value]) => {
      const attribute = attributes.get(name);
      return attribute && !attribute.internal && attribute.type !== 'BOOLEAN' && attribute.type !== 'PICTURE'
        ? [value]
        : [];
    }),
  );
  return [...categoryLabels, ...new Set(values)].join(' ');
}

interface ProductRow {
  product: SeedProduct;
  reference: string;
  ean: string | null;
  slug: string;
  name: string;
  attributes: Record<string, string>;
  pictureCount: number;
  parentReference: string | null;
}

async function insertProducts(
  tx: Queryable,
  products: readonly SeedProduct[],
  labels: Map<string, string>,
  attributes: Map<string, SeedAttribute>,
): Promise<void> {
  const parents: ProductRow[] = products.map((p) => ({
    product: p,
    reference: p.reference,
    ean: p.ean,
    slug: p.slug,
    name: p.name,
    attributes: p.attributes,
    pictureCount: p.pictureCount,
    parentReference: null,
  }));
  const variants: ProductRow[] = products.flatMap((p) =>
    p.variants.map((v) => ({
      product: p,
      reference: v.reference,
      ean: v.ean,
      slug: v.slug,
      name: v.name,
      attributes: { ...p.attributes, ...v.attributes },
      pictureCount: v.pictureCount,
      parentReference: p.reference,
    })),
  );
  const ids = new Map<string, string>();
  for (const rows of [parents, variants]) {
    if (rows.length === 0) continue;
    const inserted = await tx.query<{ id: string; reference: string }>(
      `INSERT INTO products (reference, slug, parent_id, name, brand, description_short, description, description_long,
                             category_rel_path, tax_class, is_new, is_bestseller, seo_title, seo_description,
                             picture_count, notices, related, pack_size, configurable_attributes, attributes, keywords,
                             ean)
       SELECT r.reference, r.slug, parent.id, r.name, r.brand, r.description_short, r.description, r.description_long,
              r.category, r.tax_class, r.is_new, r.is_bestseller, r.seo_title, r.seo_description,
              r.picture_count, r.notices::jsonb, ARRAY(SELECT jsonb_array_elements_text(r.related::jsonb)),
              r.pack_size, ARRAY(SELECT jsonb_array_elements_text(r.configurable::jsonb)), r.attributes::jsonb, r.keywords,
              r.ean
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::bool[], $12::bool[], $13::text[], $14::text[], $15::int[], $16::text[],
                   $17::text[], $18::int[], $19::text[], $20::text[], $21::text[], $22::text[])
            AS r(reference, slug, parent_reference, name, brand, description_short, description, description_long,
                 category, tax_class, is_new, is_bestseller, seo_title, seo_description, picture_count, notices,
                 related, pack_size, configurable, attributes, keywords, ean)
       LEFT JOIN products parent ON parent.reference = r.parent_reference
       RETURNING id::text, reference`,
      [
        rows.map((r) => r.reference),
        rows.map((r) => r.slug),
        rows.map((r) => r.parentReference),
        rows.map((r) => r.name),
        rows.map((r) => r.product.brand),
        rows.map((r) => r.product.descriptionShort),
        rows.map((r) => r.product.description),
        rows.map((r) => r.product.descriptionLong),
        rows.map((r) => r.product.categoryPath),
        rows.map((r) => r.product.taxClass),
        rows.map((r) => r.product.isNew),
        rows.map((r) => r.product.isBestseller),
        rows.map((r) => (r.parentReference ? `${r.name} | ${r.product.seoTitle}` : r.product.seoTitle)),
        rows.map((r) => r.product.seoDescription),
        rows.map((r) => r.pictureCount),
        rows.map((r) => JSON.stringify(r.parentReference ? [] : r.product.notices)),
        rows.map((r) => JSON.stringify(r.parentReference ? [] : r.product.related)),
        rows.map((r) => r.product.packSize),
        rows.map((r) => JSON.stringify(r.parentReference ? [] : r.product.configurableAttributes)),
        rows.map((r) => JSON.stringify(r.attributes)),
        rows.map((r) => keywordsOf(r, labels, attributes)),
        rows.map((r) => r.ean),
      ],
    );
    for (const row of inserted) ids.set(row.reference, row.id);
  }

  const offers: { productId: string; listingId: string; offer: SeedOffer }[] = [
    ...products.flatMap((p) =>
      p.offers.map((offer) => ({
        productId: ids.get(p.reference)!,
        listingId: ids.get(p.reference)!,
        offer,
      })),
    ),
    ...products.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.offers.map((offer) => ({
          productId: ids.get(v.reference)!,
          listingId: ids.get(p.reference)!,
          offer,
        })),
      ),
    ),
  ];
  if (offers.length > 0) {
    await tx.query(
      `INSERT INTO offers (product_id, listing_product_id, shop_id, territory, price_tax_free, discount_price_tax_free,
                           discount_start, discount_end, stock, picking_delay, logistic_class_id, min_quantity, max_quantity)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::int[], $7::timestamptz[],
                            $8::timestamptz[], $9::int[], $10::int[], $11::text[], $12::int[], $13::int[])`,
      [
        offers.map((o) => o.productId),
        offers.map((o) => o.listingId),
        offers.map((o) => o.offer.shopId),
        offers.map((o) => o.offer.territory),
        offers.map((o) => o.offer.priceTaxFree),
        offers.map((o) => o.offer.discountPriceTaxFree),
        offers.map((o) => o.offer.discountStart),
        offers.map((o) => o.offer.discountEnd),
        offers.map((o) => o.offer.stock),
        offers.map((o) => o.offer.pickingDelay),
        offers.map((o) => o.offer.logisticClassId),
        offers.map((o) => o.offer.minimalOrderQuantity),
        offers.map((o) => o.offer.maximalOrderQuantity),
      ],
    );
  }

  // Facet values of each listing product: its own, and those of its variants.
  const facets = new Map<string, [string, string, string]>();
  const addFacets = (listingId: string, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const attribute = attributes.get(name);
      if (!attribute?.facet || attribute.internal || value === '') continue;
      facets.set(`${listingId}\u0000${name}\u0000${value}`, [listingId, name, value]);
    }
  };
  for (const p of products) {
    const listingId = ids.get(p.reference)!;
    addFacets(listingId, p.attributes);
    for (const v of p.variants) addFacets(listingId, v.attributes);
  }
  const facetRows = [...facets.values()];
  if (facetRows.length > 0) {
    await tx.query(
      `INSERT INTO product_facets (product_id, name, value) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`,
      [facetRows.map((f) => f[0]), facetRows.map((f) => f[1]), facetRows.map((f) => f[2])],
    );
  }
}
