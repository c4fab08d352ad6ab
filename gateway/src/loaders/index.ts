import DataLoader from 'dataloader';
import type { Category, CategoryGrid, GridRows, Location, Product, RootCategory, Shop } from '@shop/domain';
import { MAX_PAGE_SIZE } from '@shop/domain';
import { nullIfNotFound } from '../errors.js';
import type { LocalStoreModule } from '../upstream/content.js';
import type { StorefrontApi } from '../upstream/storefront-client.js';
import { gridRowsBatch } from './grid-rows.js';
import type { UpstreamActivity } from './upstream-activity.js';

/** A key read in one region: the same reference has other offers and prices elsewhere. */
export interface RegionKey {
  region: string;
  key: string;
}

export interface Loaders {
  /** The regions (root categories), fetched at most once per request. */
  regions: () => Promise<RootCategory[]>;
  /** Category tree of a region, fetched at most once per region and request. */
  categoryTree: DataLoader<string, Category[]>;
  /**
   * A product by slug; with `related`, its related products come in the same call and the
   * references loader answers them without one of its own.
   */
  productBySlug: DataLoader<SlugKey, Product | null, string>;
  productByReference: DataLoader<RegionKey, Product | null, string>;
  shopById: DataLoader<RegionKey, Shop | null, string>;
  /** A category's grid columns and filters (`key`: its path), once per category and request. */
  categoryGrid: DataLoader<RegionKey, CategoryGrid, string>;
  /** A page of a category's grid rows (`key`: `gridRowsKey`); first pages of one region share a call. */
  gridRows: DataLoader<RegionKey, GridRows, string>;
  /**
   * The local stores of a module in a region's territory (none for a region without one), once per
   * module, region and request: every product of a page asks which of them sell it.
   */
  localStores: DataLoader<LocalStoreKey, Location[], string>;
}

export interface LocalStoreKey extends RegionKey {
  key: LocalStoreModule;
}

export interface SlugKey extends RegionKey {
  related?: boolean;
}

const cacheKeyFn = ({ region, key }: RegionKey) => `${region}\u0000${key}`;

/**
 * A loader whose batch function takes many keys of one region at once: keys are grouped by region
 * (normally there is one) and each group costs one upstream call of at most 100 keys.
 */
function regionBatchLoader<T>(
  fetch: (region: string, keys: string[]) => Promise<T[]>,
  index: (item: T) => [key: string, value: T][],
  options: Pick<DataLoader.Options<RegionKey, T | null, string>, 'batchScheduleFn'> = {},
): DataLoader<RegionKey, T | null, string> {
  return new DataLoader<RegionKey, T | null, string>(
    async (keys) => {
      const regions = [...new Set(keys.map((k) => k.region))];
      const found = new Map<string, T>();
      await Promise.all(
        regions.map(async (region) => {
          const wanted = [...new Set(keys.filter((k) => k.region === region).map((k) => k.key))];
          for (const item of await fetch(region, wanted)) {
            for (const [key, value] of index(item)) found.set(cacheKeyFn({ region, key }), value);
          }
        }),
      );
      return keys.map((k) => found.get(cacheKeyFn(k)) ?? null);
    },
    { cacheKeyFn, maxBatchSize: MAX_PAGE_SIZE, ...options },
  );
}

/**
 * Indexes a product and its variants by reference and barcode (a scanner asks by EAN), in case the
 * upstream answers a variant's key with its parent.
 */
function byReference(product: Product): [string, Product][] {
  return [...product.children, product].flatMap((item) =>
    [item.reference, item.ean].flatMap((key): [string, Product][] => (key ? [[key, item]] : [])),
  );
}

/**
 * Loaders of one GraphQL request. Never share them between requests: their caches hold what one
 * shopper's request read (and will hold customer data once sessions exist).
 */
export function createLoaders(api: (region?: string) => StorefrontApi, activity: UpstreamActivity): Loaders {
  let regions: Promise<RootCategory[]> | undefined;
  const regionList = () => (regions ??= api().rootCategories());
  const productByReference = regionBatchLoader(
    (region, refs) => api(region).productsByReferences(refs),
    byReference,
  );
  return {
    regions: regionList,
    // Async batch functions: DataLoader turns a synchronous throw (a bad `x-locale` refused by
    // `api()`) into a TypeError of its own, which would reach the shopper as an internal error.
    categoryTree: new DataLoader(async (roots) => Promise.all(roots.map((root) => api(root).categories())), {
      batch: false,
    }),
    productBySlug: new DataLoader(
      async (keys) =>
        Promise.all(
          keys.map(async ({ region, key, related = false }) => {
            const product = await nullIfNotFound(api(region).productBySlug(key, { related }));
            for (const item of product?.relatedProducts ?? []) {
              for (const [reference, value] of byReference(item)) {
                productByReference.prime({ region, key: reference }, value);
              }
            }
            return product;
          }),
        ),
      { cacheKeyFn: (k) => `${cacheKeyFn(k)}\u0000${k.related ? 'related' : ''}`, batch: false },
    ),
    productByReference,
    shopById: regionBatchLoader(
      (region, ids) => api(region).shopsByIds(ids),
      (shop) => [[shop.id, shop]],
      {
        batchScheduleFn: activity.afterIdle,
      },
    ),
    categoryGrid: new DataLoader(
      async (keys) => Promise.all(keys.map(({ region, key }) => api(region).grid.category(key))),
      { cacheKeyFn, batch: false },
    ),
    gridRows: new DataLoader(
      gridRowsBatch((region, paths, page) => api(region).grid.rows(paths, page)),
      { cacheKeyFn },
    ),
    localStores: new DataLoader<LocalStoreKey, Location[], string>(
      async (keys) =>
        Promise.all(
          keys.map(async ({ region, key }) => {
            const territory = (await regionList()).find((root) => root.path === region)?.countryCode;
            return territory ? api(region).content.localStores(key, territory) : [];
          }),
        ),
      { cacheKeyFn, batch: false },
    ),
  };
}
