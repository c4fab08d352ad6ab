import type {
  Autocomplete,
  Filter,
  HomeSection,
  HomeSectionName,
  ListingQuery,
  Product,
  ProductPage,
  Suggestion,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import type { RegionContext } from '../http/region.js';
import { assembleProducts, type AssembleContext } from './assemble.js';
import { homeSectionIds } from './home-sections.js';
import { countQuery, facetQuery, pageQuery, searchTsqueries, type ListingScope } from './listing-query.js';
import {
  attributeDefinitions,
  findByReferences,
  findBySlug,
  offersOf,
  productsWithVariants,
  taxRates,
  type AttributeRow,
} from './repository.js';

/**
 * The folded search term (`$1`) as a piece of LIKE pattern: a `%`, `_` or `\` the shopper typed (or
 * that unaccent made of a full-width one) matches itself, not any text (`%%` suggested everything).
 */
const LIKE_TERM = String.raw`replace(replace(replace(lower(shop_unaccent($1)), '\', '\\'), '%', '\%'), '_', '\_')`;

export class ProductService {
  constructor(
    private readonly db: Queryable,
    private readonly mediaBaseUrl: () => string,
  ) {}

  private async context(region: RegionContext): Promise<AssembleContext & { definitions: AttributeRow[] }> {
    const [rates, definitions] = await Promise.all([
      taxRates(this.db, region.territory),
      attributeDefinitions(this.db, region.locale),
    ]);
    return {
      rootPath: region.rootPath,
      rates,
      attributes: new Map(definitions.map((d) => [d.name, d])),
      definitions,
      mediaBaseUrl: this.mediaBaseUrl(),
      now: new Date(),
    };
  }

  private async load(
    listingIds: string[],
    region: RegionContext,
    context: AssembleContext,
    options: Parameters<typeof assembleProducts>[4] = {},
  ): Promise<Product[]> {
    if (listingIds.length === 0) return [];
    const [rows, offers] = await Promise.all([
      productsWithVariants(this.db, listingIds),
      offersOf(this.db, listingIds, region.territory),
    ]);
    return assembleProducts(listingIds, rows, offers, context, options);
  }

  /** An unknown category or seller is a 404, not an empty page: a shopper followed a dead link. */
  private async assertScopeExists(region: RegionContext, scope: ListingScope): Promise<void> {
    if (scope.kind === 'category') {
      const found = await this.db.query('SELECT 1 FROM categories WHERE territory = $1 AND rel_path = $2', [
        region.territory,
        scope.relPath,
      ]);
      if (found.length === 0) {
        throw notFound(
          'category-not-found',
          `Catégorie inconnue dans ${region.rootPath} : ${scope.relPath.slice(0, 200)}`,
        );
      }
    } else if (scope.kind === 'seller') {
      const found = await this.db.query('SELECT 1 FROM shops WHERE id = $1', [scope.shopId]);
      if (found.length === 0)
        throw notFound('shop-not-found', `Vendeur introuvable : ${scope.shopId.slice(0, 100)}`);
    }
  }

  async listing(region: RegionContext, scope: ListingScope, query: ListingQuery): Promise<ProductPage> {
    const [context] = await Promise.all([this.context(region), this.assertScopeExists(region, scope)]);
    const facetNames = new Set(
      context.definitions.filter((d) => d.is_facet && !d.is_internal).map((d) => d.name),
    );
    const unknown = Object.keys(query.filters).filter((name) => !facetNames.has(name));
    if (unknown.length > 0) {
      throw badRequest('unknown-filter', `Filtre inconnu : ${unknown.join(', ')}`, {
        unknown,
        known: [...facetNames],
      });
    }
    const spec = { territory: region.territory, scope, ...query };
    const page = pageQuery(spec);
    const facets = facetQuery(spec);
    const [rows, facetRows] = await Promise.all([
      this.db.query<{ id: string; total: number }>(page.text, page.params),
      this.db.query<{ name: string; value: string; count: number }>(facets.text, facets.params),
    ]);
    const total =
      rows[0]?.total ??
      (query.page === 0
        ? 0
        : ((await this.db.query<{ total: number }>(countQuery(spec).text, countQuery(spec).params))[0]
            ?.total ?? 0));
    const products = await this.load(
      rows.map((r) => r.id),
      region,
      context,
      { includeVariants: false },
    );
    return {
      products,
      total,
      page: query.page,
      size: query.size,
      totalPages: Math.ceil(total / query.size),
      sort: `${query.sort.field},${query.sort.order}`,
      filters: toFilters(facetRows, context.definitions),
    };
  }

  /** A home page section: its products in display order, variants left out as in listings. */
  async homeSection(region: RegionContext, section: HomeSectionName, size: number): Promise<HomeSection> {
    const context = await this.context(region);
    const ids = await homeSectionIds(this.db, section, region.territory, size, context.now);
    return { section, products: await this.load(ids, region, context, { includeVariants: false }) };
  }

  async search(region: RegionContext, term: string, query: ListingQuery): Promise<ProductPage> {
    const tsqueries = searchTsqueries(term);
    if (!tsqueries)
      throw badRequest('invalid-request', 'la recherche doit contenir au moins un mot de 2 caractères');
    const exact = await this.listing(region, { kind: 'search', tsquery: tsqueries.exact }, query);
    if (exact.total > 0) return exact;
    return this.listing(region, { kind: 'search', tsquery: tsqueries.prefix }, query);
  }

  /** What the search page would find for the term (same exact-then-prefix rule). */
  private async searchTotal(region: RegionContext, term: string): Promise<number> {
    const tsqueries = searchTsqueries(term);
    if (!tsqueries) return 0;
    for (const tsquery of [tsqueries.exact, tsqueries.prefix]) {
      const [row] = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM products p
         JOIN listings l ON l.product_id = p.id AND l.territory = $2
         WHERE p.parent_id IS NULL AND p.search_vector @@ to_tsquery('shop_french', $1)`,
        [tsquery, region.territory],
      );
      if ((row?.total ?? 0) > 0) return row!.total;
    }
    return 0;
  }

  async bySlug(region: RegionContext, slug: string): Promise<Product | undefined> {
    const found = await findBySlug(this.db, slug);
    if (!found) return undefined;
    const [product] = await this.load([found.listingId], region, await this.context(region), {
      preferredVariantSlug: found.variantSlug,
    });
    return product;
  }

  /** Products (or variants) by reference, in the order asked; unknown references are left out. */
  async byReferences(region: RegionContext, references: string[]): Promise<Product[]> {
    const listingIds = await findByReferences(this.db, references);
    const products = await this.load(listingIds, region, await this.context(region));
    const byReference = new Map<string, Product>();
    for (const product of products) {
      byReference.set(product.reference, product);
      for (const child of product.children) byReference.set(child.reference, child);
    }
    return references.flatMap((r) => byReference.get(r) ?? []);
  }

  /**
   * Names starting with the typed text first (a prefix index keeps 2-letter terms fast), then, from
   * 3 letters, names with a word close to it (trigram word similarity: typos still find).
   */
  private async suggestedProductIds(
    folded: string,
    region: RegionContext,
    size: number,
  ): Promise<{ id: string }[]> {
    const soldHere = 'EXISTS (SELECT 1 FROM listings l WHERE l.product_id = p.id AND l.territory = $2)';
    const prefix = await this.db.query<{ id: string }>(
      `SELECT p.id::text FROM products p
       WHERE p.parent_id IS NULL AND p.name_folded LIKE ${LIKE_TERM} || '%'
         AND ${soldHere}
       ORDER BY p.is_bestseller DESC, p.name_folded, p.id
       LIMIT $3`,
      [folded, region.territory, size],
    );
    if (prefix.length >= size || [...folded.replace(/\s+/gu, '')].length < 3) return prefix;
    const words = await this.db.query<{ id: string }>(
      `SELECT p.id::text FROM products p
       WHERE p.parent_id IS NULL AND lower(shop_unaccent($1)) <% p.name_folded
         AND NOT (p.id = ANY($4::bigint[])) AND ${soldHere}
       ORDER BY word_similarity(lower(shop_unaccent($1)), p.name_folded) DESC, p.is_bestseller DESC, p.id
       LIMIT $3`,
      [folded, region.territory, size - prefix.length, prefix.map((r) => r.id)],
    );
    return [...prefix, ...words];
  }

  async autocomplete(region: RegionContext, term: string, size: number): Promise<Autocomplete> {
    const folded = term.normalize('NFC').trim().toLowerCase();
    const [productRows, categoryRows, total] = await Promise.all([
      this.suggestedProductIds(folded, region, size),
      this.db.query<{ label: string; slug: string; path: string }>(
        `SELECT CASE WHEN $3 = 'en' THEN label_en ELSE label_fr END AS label, slug, path
         FROM categories
         WHERE territory = $2
           AND lower(shop_unaccent(CASE WHEN $3 = 'en' THEN label_en ELSE label_fr END)) LIKE '%' || ${LIKE_TERM} || '%'
         ORDER BY level, label_fr
         LIMIT 3`,
        [folded, region.territory, region.locale],
      ),
      this.searchTotal(region, term),
    ]);
    const products = await this.load(
      productRows.map((r) => r.id),
      region,
      await this.context(region),
      { includeVariants: false },
    );
    const suggestions: Suggestion[] = [
      ...products.map((p): Suggestion => ({
        type: 'PRODUCT',
        label: p.name,
        slug: p.slug,
        path: null,
        reference: p.reference,
        image: p.pictureCover,
        taxIncludedPrice: p.taxIncludedPrice,
      })),
      ...categoryRows.map((c): Suggestion => ({
        type: 'CATEGORY',
        label: c.label,
        slug: c.slug,
        path: c.path,
        reference: null,
        image: null,
        taxIncludedPrice: null,
      })),
    ];
    return { searchTerm: term, suggestions, total };
  }
}

const valueCollator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

function toFilters(
  rows: { name: string; value: string; count: number }[],
  definitions: AttributeRow[],
): Filter[] {
  const byName = new Map<string, { value: string; count: number }[]>();
  for (const row of rows) {
    const list = byName.get(row.name) ?? [];
    list.push({ value: row.value, count: row.count });
    byName.set(row.name, list);
  }
  return definitions
    .filter((d) => d.is_facet && !d.is_internal && byName.has(d.name))
    .map((d) => ({
      name: d.name,
      label: d.label,
      unit: d.unit,
      dbType: d.type === 'NUMBER' ? 'NUMBER' : d.type === 'BOOLEAN' ? 'BOOLEAN' : 'STRING',
      filterType: 'CHECKBOX',
      index: d.position,
      values: byName.get(d.name)!.sort((a, b) => valueCollator.compare(a.value, b.value)),
      step: 1,
      hidden: false,
    }));
}
