import type {
  Autocomplete,
  CollectionName,
  Filter,
  HomeSection,
  HomeSectionName,
  ListingQuery,
  Product,
  ProductCard,
  ProductCardPage,
  ProductPage,
  Suggestion,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import type { RegionContext } from '../http/region.js';
import { priorPricesOfListings, withPriorPrices } from '../prices/public.js';
import { assembleProducts, type AssembleContext } from './assemble.js';
import type * as homeSectionRepository from './home-sections.repository.js';
import type * as listingRepository from './listing.repository.js';
import type { ListingScope } from './listing.repository.js';
import type * as productRepository from './repository.js';
import type { AttributeRow, OfferRow, ProductColumns, ProductRow } from './repository.js';
import type * as searchRepository from './search.repository.js';

export interface ProductDeps {
  db: Queryable;
  mediaBaseUrl: () => string;
  products: typeof productRepository;
  listings: typeof listingRepository;
  homeSections: typeof homeSectionRepository;
  search: typeof searchRepository;
}

export class ProductService {
  private readonly db: Queryable;

  constructor(private readonly deps: ProductDeps) {
    this.db = deps.db;
  }

  private async context(region: RegionContext): Promise<AssembleContext & { definitions: AttributeRow[] }> {
    const [rates, definitions] = await Promise.all([
      this.deps.products.taxRates(this.db, region.territory),
      this.deps.products.attributeDefinitions(this.db, region.locale),
    ]);
    return {
      rootPath: region.rootPath,
      rates,
      attributes: new Map(definitions.map((d) => [d.name, d])),
      definitions,
      mediaBaseUrl: this.deps.mediaBaseUrl(),
      now: new Date(),
    };
  }

  private async load(
    listingIds: string[],
    region: RegionContext,
    context: AssembleContext,
    options: Parameters<typeof assembleProducts>[4] = {},
  ): Promise<Product[]> {
    const [rows, offers] = await this.rowsOf(listingIds, region, 'page');
    return assembleProducts(listingIds, rows, offers, context, options);
  }

  /** Cards read and build only what a card carries (`view=card`). */
  private async loadCards(
    listingIds: string[],
    region: RegionContext,
    context: AssembleContext,
  ): Promise<ProductCard[]> {
    const [rows, offers] = await this.rowsOf(listingIds, region, 'card');
    return assembleProducts(listingIds, rows, offers, context, { view: 'card' });
  }

  private async rowsOf(
    listingIds: string[],
    region: RegionContext,
    columns: ProductColumns,
  ): Promise<[ProductRow[], OfferRow[]]> {
    if (listingIds.length === 0) return [[], []];
    // The prior prices of running reductions come beside the offers: one more query, not one per offer.
    const [rows, offers, prior] = await Promise.all([
      this.deps.products.productsWithVariants(this.db, listingIds, columns),
      this.deps.products.offersOf(this.db, listingIds, region.territory),
      priorPricesOfListings(this.db, listingIds, region.territory, new Date()),
    ]);
    return [rows, withPriorPrices(offers, prior)];
  }

  /** An unknown category or seller is a 404, not an empty page: a shopper followed a dead link. */
  private async assertScopeExists(region: RegionContext, scope: ListingScope): Promise<void> {
    if (scope.kind === 'category') {
      if (!(await this.deps.products.categoryExists(this.db, region.territory, scope.relPath))) {
        throw notFound(
          'category-not-found',
          `Catégorie inconnue dans ${region.rootPath} : ${scope.relPath.slice(0, 200)}`,
        );
      }
    } else if (scope.kind === 'seller') {
      if (!(await this.deps.products.shopExists(this.db, scope.shopId)))
        throw notFound('shop-not-found', `Vendeur introuvable : ${scope.shopId.slice(0, 100)}`);
    }
  }

  async listing(
    region: RegionContext,
    scope: ListingScope,
    { view, ...query }: ListingQuery,
  ): Promise<ProductPage | ProductCardPage> {
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
    const [rows, facetRows] = await Promise.all([
      this.deps.listings.listingPage(this.db, spec),
      this.deps.listings.facetCounts(this.db, spec),
    ]);
    const total =
      rows[0]?.total ?? (query.page === 0 ? 0 : await this.deps.listings.listingTotal(this.db, spec));
    const ids = rows.map((r) => r.id);
    return {
      products:
        view === 'card'
          ? await this.loadCards(ids, region, context)
          : await this.load(ids, region, context, { includeVariants: false }),
      total,
      page: query.page,
      size: query.size,
      totalPages: Math.ceil(total / query.size),
      sort: `${query.sort.field},${query.sort.order}`,
      filters: toFilters(facetRows, context.definitions),
    };
  }

  /**
   * A collection of spec 2.1 (`domain/src/collections.ts`), listed like a category: facets, sort,
   * paging. Promotions depend on the clock and on stock, so their set is found first, then listed.
   */
  async collection(
    region: RegionContext,
    name: CollectionName,
    query: ListingQuery,
  ): Promise<ProductPage | ProductCardPage> {
    switch (name) {
      case 'best-offers':
        return this.listing(region, { kind: 'bestsellers' }, query);
      case 'made-in-the-islands':
        return this.listing(region, { kind: 'made-in-the-islands' }, query);
      case 'promotions': {
        const ids = await this.deps.homeSections.promotedProductIds(this.db, region.territory, new Date());
        return this.listing(region, { kind: 'products', ids }, query);
      }
    }
  }

  /** A home page section: its products in display order, variants left out as in listings. */
  async homeSection(region: RegionContext, section: HomeSectionName, size: number): Promise<HomeSection> {
    const context = await this.context(region);
    const ids = await this.deps.homeSections.homeSectionIds(
      this.db,
      section,
      region.territory,
      size,
      context.now,
    );
    return { section, products: await this.load(ids, region, context, { includeVariants: false }) };
  }

  /** Listed products by id, in the order given, variants left out as in listings (content's featured products). */
  async listedProducts(region: RegionContext, listingIds: string[]): Promise<Product[]> {
    if (listingIds.length === 0) return [];
    return this.load(listingIds, region, await this.context(region), { includeVariants: false });
  }

  async search(
    region: RegionContext,
    term: string,
    query: ListingQuery,
  ): Promise<ProductPage | ProductCardPage> {
    const tsqueries = this.deps.listings.searchTsqueries(term);
    if (!tsqueries)
      throw badRequest('invalid-request', 'la recherche doit contenir au moins un mot de 2 caractères');
    const { oneWord } = tsqueries;
    const exact = await this.listing(
      region,
      { kind: 'search', tsquery: tsqueries.exact, ...(oneWord === undefined ? {} : { word: oneWord }) },
      query,
    );
    if (exact.total > 0) return exact;
    return this.listing(region, { kind: 'search', tsquery: tsqueries.prefix }, query);
  }

  /**
   * What the search page would find for the term (same exact-then-prefix rule). A one-word term,
   * what the shopper types first, is counted from its word's product lists.
   */
  private async searchTotal(region: RegionContext, term: string): Promise<number> {
    const tsqueries = this.deps.listings.searchTsqueries(term);
    if (!tsqueries) return 0;
    const { search } = this.deps;
    const counts =
      tsqueries.oneWord === undefined
        ? null
        : await search.wordMatchCounts(this.db, tsqueries.oneWord, region.territory);
    if (counts) return counts.exact > 0 ? counts.exact : counts.prefix;
    for (const tsquery of [tsqueries.exact, tsqueries.prefix]) {
      const total = await search.countMatches(this.db, tsquery, region.territory);
      if (total > 0) return total;
    }
    return 0;
  }

  /**
   * With `related`, the related products come along (`relatedProducts`): a product page in one call.
   * They are read alongside the product itself, from the references its slug's row names.
   */
  async bySlug(
    region: RegionContext,
    slug: string,
    { related = false }: { related?: boolean } = {},
  ): Promise<Product | undefined> {
    const [found, context] = await Promise.all([
      this.deps.products.findBySlug(this.db, slug),
      this.context(region),
    ]);
    if (!found) return undefined;
    const [[product], relatedProducts] = await Promise.all([
      this.load([found.listingId], region, context, { preferredVariantSlug: found.variantSlug }),
      related && found.related.length > 0
        ? this.byReferences(region, found.related, context)
        : Promise.resolve([]),
    ]);
    if (product && related) product.relatedProducts = relatedProducts;
    return product;
  }

  /** Products (or variants) by reference or EAN, in the order asked; unknown ones are left out. */
  async byReferences(
    region: RegionContext,
    references: string[],
    knownContext?: AssembleContext,
  ): Promise<Product[]> {
    const [listingIds, context] = await Promise.all([
      this.deps.products.findByReferences(this.db, references),
      knownContext ?? this.context(region),
    ]);
    const products = await this.load(listingIds, region, context);
    const byReference = new Map<string, Product>();
    for (const product of [...products, ...products.flatMap((p) => p.children)]) {
      byReference.set(product.reference, product);
      if (product.ean) byReference.set(product.ean, product);
    }
    return references.flatMap((r) => byReference.get(r) ?? []);
  }

  /**
   * Names starting with the typed text first (a prefix index keeps 2-letter terms fast), then, from
   * 3 letters, names with its words (as the search page finds them), then with its words corrected
   * against the catalogue's own (typos still find).
   */
  private async suggestedProductIds(folded: string, region: RegionContext, size: number): Promise<string[]> {
    const { search, listings } = this.deps;
    const ids = await search.namePrefixMatches(this.db, folded, region.territory, size);
    if (ids.length >= size || [...folded.replace(/\s+/gu, '')].length < 3) return ids;
    const addMatches = async (term: string) => {
      const tsqueries = listings.searchTsqueries(term);
      if (!tsqueries) return;
      for (const tsquery of [tsqueries.exact, tsqueries.prefix]) {
        if (ids.length >= size) return;
        ids.push(...(await search.wordMatches(this.db, tsquery, region.territory, size - ids.length, ids)));
      }
    };
    await addMatches(folded);
    if (ids.length < size) {
      const words = folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
      const corrected = await search.closestWords(this.db, words);
      if (corrected.join(' ') !== words.join(' ')) await addMatches(corrected.join(' '));
    }
    return ids;
  }

  async autocomplete(region: RegionContext, term: string, size: number): Promise<Autocomplete> {
    const folded = term.normalize('NFC').trim().toLowerCase();
    const [productRows, categoryRows, total, context] = await Promise.all([
      this.suggestedProductIds(folded, region, size),
      this.deps.search.categoryMatches(this.db, folded, region.territory, region.locale),
      this.searchTotal(region, term),
      this.context(region),
    ]);
    // A suggestion shows what a card does: its name, picture and price.
    const products = await this.loadCards(productRows, region, context);
    const suggestions: Suggestion[] = [
      ...products.map((p): Suggestion => ({
        type: 'PRODUCT',
        label: p.name,
        slug: p.slug,
        path: null,
        reference: p.reference,
        image: p.pictureCover,
        taxIncludedPrice: p.taxIncludedPrice,
        taxFreePrice: p.taxFreePrice,
      })),
      ...categoryRows.map((c): Suggestion => ({
        type: 'CATEGORY',
        label: c.label,
        slug: c.slug,
        path: c.path,
        reference: null,
        image: null,
        taxIncludedPrice: null,
        taxFreePrice: null,
      })),
    ];
    return { searchTerm: term, suggestions, total };
  }
}

const valueCollator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** The facets of a listing from its value counts, in the attributes' display order. */
export function toFilters(
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
