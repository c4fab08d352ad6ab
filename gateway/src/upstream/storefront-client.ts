import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { ROOT_CATEGORY_HEADER } from '@shop/domain';
import type {
  Autocomplete,
  Category,
  FilterSelection,
  HomeSection,
  HomeSectionName,
  Product,
  ProductPage,
  RootCategory,
  Shop,
} from '@shop/domain';
import type { Logger } from '../logger.js';
import { errorFromResponse, unavailableError } from './upstream-error.js';

/** Page request of the listing endpoints (`page` from 0, `size` 1..100, `sort` as `price,asc`). */
export interface ListingRequest {
  page: number;
  size: number;
  sort: string;
  filters: FilterSelection;
}

/** What one GraphQL request tells the upstream about itself. */
export interface StorefrontScope {
  /** Root category path sent as the `root-category` header; omitted: the upstream's default region. */
  rootCategory?: string;
  /** Sent as `?locale=`; omitted: the upstream's default language. */
  locale?: string;
  /** Correlates the gateway and upstream logs of one request. */
  requestId?: string;
  /** Runs every upstream call of the request (to count them and time the loaders' batches). */
  track?: <T>(call: () => Promise<T>) => Promise<T>;
}

/** Typed calls of the storefront REST API (contract in `@shop/domain` `api/catalog.ts`). */
export interface StorefrontApi {
  rootCategories(): Promise<RootCategory[]>;
  categories(): Promise<Category[]>;
  productsByCategory(categoryPath: string, listing: ListingRequest): Promise<ProductPage>;
  searchProducts(searchTerm: string, listing: ListingRequest): Promise<ProductPage>;
  productsBySeller(shopId: string, listing: ListingRequest): Promise<ProductPage>;
  /** A home page section (spec 7 `products/marketing/homepage`): its products in display order. */
  homeSection(section: HomeSectionName, size: number): Promise<HomeSection>;
  autocomplete(searchTerm: string, size: number): Promise<Autocomplete>;
  /** Fails with NOT_FOUND when the slug is unknown. */
  productBySlug(slug: string): Promise<Product>;
  /** At most 100 references (the loaders batch accordingly); unknown ones are omitted. */
  productsByReferences(references: readonly string[]): Promise<Product[]>;
  /** Unknown ids are omitted. */
  shopsByIds(ids: readonly string[]): Promise<Shop[]>;
  /** The sellers of the region. */
  shops(): Promise<Shop[]>;
}

export interface StorefrontClient {
  scope(scope: StorefrontScope): StorefrontApi;
  /** True when the upstream's own readiness route answers 2xx in time. */
  isReady(): Promise<boolean>;
  /** A GET passed through as is (media files): the reply's status, headers and streamed body. */
  passThrough(pathAndQuery: string, headers: Record<string, string>): Promise<Dispatcher.ResponseData>;
  close(): Promise<void>;
}

export interface StorefrontClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** Kept-alive sockets to the upstream; enough for a busy gateway process on loopback. */
  connections?: number;
}

type Query = Record<string, string | number | undefined>;

function listingQuery(listing: ListingRequest): Query {
  const filters = Object.keys(listing.filters).length > 0 ? JSON.stringify(listing.filters) : undefined;
  return { page: listing.page, size: listing.size, sort: listing.sort, filters };
}

/**
 * One undici Pool per upstream origin, shared by all requests (sockets are reused), while each
 * GraphQL request gets its own `scope` carrying its region, language and request id.
 */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/u, '');
  const timeout = options.timeoutMs;
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    connectTimeout: timeout,
    headersTimeout: timeout,
    bodyTimeout: timeout,
    keepAliveTimeout: 10_000,
  });
  const { logger } = options;

  async function send(
    scope: StorefrontScope,
    path: string,
    query: Query = {},
  ): Promise<{ status: number; body: string }> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, locale: scope.locale })) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.size > 0 ? `?${params.toString()}` : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (scope.rootCategory !== undefined) headers[ROOT_CATEGORY_HEADER] = scope.rootCategory;
    if (scope.requestId !== undefined) headers['x-request-id'] = scope.requestId;
    const started = performance.now();
    try {
      const response = await pool.request({
        method: 'GET',
        path: `${basePath}${path}${search}`,
        headers,
        // The socket timeouts bound each phase; this bounds the whole call.
        signal: AbortSignal.timeout(timeout),
      });
      const body = await response.body.text();
      const fields = { path, status: response.statusCode, ms: Math.round(performance.now() - started) };
      if (response.statusCode >= 500)
        logger.warn('upstream error', { ...fields, requestId: scope.requestId });
      else logger.debug('upstream call', { ...fields, requestId: scope.requestId });
      return { status: response.statusCode, body };
    } catch (error) {
      logger.warn('upstream unreachable', { path, requestId: scope.requestId, error });
      throw unavailableError();
    }
  }

  async function getJson<T>(scope: StorefrontScope, path: string, query?: Query): Promise<T> {
    const call = async () => {
      const { status, body } = await send(scope, path, query);
      if (status < 200 || status >= 300) throw errorFromResponse(status, body);
      try {
        return JSON.parse(body) as T;
      } catch (error) {
        logger.error('upstream reply is not JSON', { path, status, requestId: scope.requestId, error });
        throw unavailableError(status);
      }
    };
    return scope.track ? scope.track(call) : call();
  }

  return {
    scope(scope) {
      return {
        rootCategories: () => getJson(scope, '/categories/roots'),
        categories: () => getJson(scope, '/categories'),
        productsByCategory: (categoryPath, listing) =>
          getJson(scope, '/products/category', { categoryPath, ...listingQuery(listing) }),
        searchProducts: (searchTerm, listing) =>
          getJson(scope, '/products/search', { searchTerm, ...listingQuery(listing) }),
        productsBySeller: (shopId, listing) =>
          getJson(scope, '/products/seller', { shopId, ...listingQuery(listing) }),
        homeSection: (section, size) => getJson(scope, '/products/marketing/homepage', { section, size }),
        autocomplete: (searchTerm, size) =>
          getJson(scope, '/products/search-autocomplete', { searchTerm, size }),
        productBySlug: (slug) => getJson(scope, `/products/slug/${encodeURIComponent(slug)}`),
        productsByReferences: (references) =>
          getJson(scope, '/products/references', { referenceList: references.join(',') }),
        shopsByIds: (ids) => getJson(scope, '/shops', { ids: ids.join(',') }),
        shops: () => getJson(scope, '/shops'),
      };
    },
    async isReady() {
      try {
        const { status } = await send({}, '/ready');
        return status >= 200 && status < 300;
      } catch {
        return false;
      }
    },
    passThrough(pathAndQuery, headers) {
      return pool.request({
        method: 'GET',
        path: `${basePath}${pathAndQuery}`,
        headers,
        signal: AbortSignal.timeout(timeout),
      });
    },
    async close() {
      await pool.close();
    },
  };
}
