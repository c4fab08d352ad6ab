import type {
  Autocomplete,
  Category,
  CollectionName,
  FilterSelection,
  HomeSection,
  HomeSectionName,
  ListingView,
  Product,
  ProductPage,
  RootCategory,
  Shop,
  SitemapProduct,
  SitemapSummary,
} from '@shop/domain';
import type { Query } from './request.js';

/** Page request of the listing endpoints (`page` from 0, `size` 1..100, `sort` as `price,asc`). */
export interface ListingRequest {
  page: number;
  size: number;
  sort: string;
  filters: FilterSelection;
  /** `card`: the products without what only a product page shows (`CARD_OMITTED_FIELDS`). */
  view?: ListingView;
}

/** The catalogue calls of the storefront REST API (contract in `@shop/domain` `api/catalog.ts`). */
export interface CatalogueApi {
  rootCategories(): Promise<RootCategory[]>;
  categories(): Promise<Category[]>;
  productsByCategory(categoryPath: string, listing: ListingRequest): Promise<ProductPage>;
  searchProducts(searchTerm: string, listing: ListingRequest): Promise<ProductPage>;
  productsBySeller(shopId: string, listing: ListingRequest): Promise<ProductPage>;
  /** A collection of spec 2.1 (`products/collection/{name}`): promotions, best offers, made in the islands. */
  productsByCollection(name: CollectionName, listing: ListingRequest): Promise<ProductPage>;
  /** A home page section (spec 7 `products/marketing/homepage`): its products in display order. */
  homeSection(section: HomeSectionName, size: number): Promise<HomeSection>;
  autocomplete(searchTerm: string, size: number): Promise<Autocomplete>;
  /**
   * Fails with NOT_FOUND when the slug is unknown. With `related`, the reply carries the related
   * products (`relatedProducts`): one call for a product page.
   */
  productBySlug(slug: string, options?: { related?: boolean }): Promise<Product>;
  /** At most 100 references (the loaders batch accordingly); unknown ones are omitted. */
  productsByReferences(references: readonly string[]): Promise<Product[]>;
  /** Unknown ids are omitted. */
  shopsByIds(ids: readonly string[]): Promise<Shop[]>;
  /** The sellers of the region. */
  shops(): Promise<Shop[]>;
  /** How many products the region lists, and its latest change (the sitemaps, issue 34). */
  sitemapSummary(): Promise<SitemapSummary>;
  /** A page of the region's listed products, slug and last change, in a stable order. */
  sitemapProducts(page: number, size: number): Promise<SitemapProduct[]>;
}

function listingQuery(listing: ListingRequest): Query {
  const filters = Object.keys(listing.filters).length > 0 ? JSON.stringify(listing.filters) : undefined;
  // The default view is not sent: the call stays spec 7's own.
  const view = listing.view === 'card' ? 'card' : undefined;
  return { page: listing.page, size: listing.size, sort: listing.sort, filters, view };
}

/** The catalogue calls over `get`, one GET of the scope's region and language. */
export function catalogueCalls(get: <T>(path: string, query?: Query) => Promise<T>): CatalogueApi {
  return {
    rootCategories: () => get('/categories/roots'),
    categories: () => get('/categories'),
    productsByCategory: (categoryPath, listing) =>
      get('/products/category', { categoryPath, ...listingQuery(listing) }),
    searchProducts: (searchTerm, listing) =>
      get('/products/search', { searchTerm, ...listingQuery(listing) }),
    productsBySeller: (shopId, listing) => get('/products/seller', { shopId, ...listingQuery(listing) }),
    productsByCollection: (name, listing) =>
      get(`/products/collection/${encodeURIComponent(name)}`, listingQuery(listing)),
    homeSection: (section, size) => get('/products/marketing/homepage', { section, size }),
    autocomplete: (searchTerm, size) => get('/products/search-autocomplete', { searchTerm, size }),
    productBySlug: (slug, options) =>
      get(
        `/products/slug/${encodeURIComponent(slug)}`,
        options?.related ? { include: 'related' } : undefined,
      ),
    productsByReferences: (references) =>
      get('/products/references', { referenceList: references.join(',') }),
    shopsByIds: (ids) => get('/shops', { ids: ids.join(',') }),
    shops: () => get('/shops'),
    sitemapSummary: () => get('/products/sitemap/summary'),
    sitemapProducts: (page, size) => get('/products/sitemap', { page, size }),
  };
}
