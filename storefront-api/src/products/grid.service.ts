import { currentPrice, DEFAULT_SORT } from '@shop/domain';
import type { CategoryGrid, GridFindOne, GridRow, GridRows, Product } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { priorPricesOfListings, withPriorPrices } from '../prices/public.js';
import type { RegionContext } from '../http/region.js';
import { assembleProducts } from './assemble.js';
import type * as gridRepository from './grid.repository.js';
import type { GridCategoryRow } from './grid.repository.js';
import type * as listingRepository from './listing.repository.js';
import type * as productRepository from './repository.js';
import { toFilters } from './service.js';

export interface GridDeps {
  db: Queryable;
  mediaBaseUrl: () => string;
  products: typeof productRepository;
  listings: typeof listingRepository;
  grid: typeof gridRepository;
}

const unknownCategory = (path: string) =>
  notFound('category-not-found', `Catégorie inconnue : ${path.slice(0, 200)}`);

/**
 * The product table grid of spec 2.4: a category's columns (the attributes its subtree declares,
 * internal ones left out) and filters (their values over the category), then its rows, read whole
 * so the browser sorts and filters them without asking again.
 */
export class GridService {
  constructor(private readonly deps: GridDeps) {}

  /** The path below the region's root, or null when the path is not the region's. */
  private relPath(region: RegionContext, path: string): string | null {
    const [root, ...rest] = path.split('/');
    return root === region.rootPath && rest.length > 0 ? rest.join('/') : null;
  }

  /** `findOne` of `categ_path`; with `categoryUp`, the nearest known ancestor of an unknown path. */
  async category(region: RegionContext, query: GridFindOne): Promise<CategoryGrid> {
    const { db, grid, products, listings } = this.deps;
    const relPath = this.relPath(region, query.attrValue);
    if (relPath === null) throw unknownCategory(query.attrValue);
    const segments = relPath.split('/');
    const candidates = query.categoryUp
      ? segments.map((_, i) => segments.slice(0, segments.length - i).join('/'))
      : [relPath];
    let found: GridCategoryRow | undefined;
    let foundRel = relPath;
    for (const candidate of candidates) {
      found = await grid.gridCategory(db, region.territory, candidate, region.locale);
      foundRel = candidate;
      if (found) break;
    }
    if (!found) throw unknownCategory(query.attrValue);
    const [definitions, facetRows] = await Promise.all([
      products.attributeDefinitions(db, region.locale),
      listings.facetCounts(db, {
        territory: region.territory,
        scope: { kind: 'category', relPath: foundRel },
        filters: {},
        sort: DEFAULT_SORT,
        page: 0,
        size: 1,
      }),
    ]);
    const declared = new Set(found.attributes);
    const columns = definitions.filter((d) => !d.is_internal && declared.has(d.name));
    const names = new Set(columns.map((c) => c.name));
    return {
      path: found.path,
      label: found.label,
      level: found.level,
      productCount: found.product_count,
      columnDefs: columns.map((c) => ({
        field: c.name,
        headerName: c.label,
        unit: c.unit,
        type: c.type,
        filterable: c.is_facet,
        displayType: c.display_type,
      })),
      filters: toFilters(facetRows, definitions).filter((f) => names.has(f.name)),
    };
  }

  /** A page of the rows of `columnFilters`' categories (and their descendants), best first. */
  async rows(
    region: RegionContext,
    paths: readonly string[],
    { page, size }: { page: number; size: number },
  ): Promise<GridRows> {
    const { db, grid, products } = this.deps;
    const relPaths = [...new Set(paths)].map((path) => {
      const rel = this.relPath(region, path);
      if (rel === null) throw unknownCategory(path);
      return rel;
    });
    const known = await grid.knownCategories(db, region.territory, relPaths);
    const unknown = relPaths.find((rel) => !known.has(rel));
    if (unknown !== undefined) throw unknownCategory(`${region.rootPath}/${unknown}`);

    const [hits, rates, definitions] = await Promise.all([
      grid.gridProductIds(db, region.territory, relPaths, size, page * size),
      products.taxRates(db, region.territory),
      products.attributeDefinitions(db, region.locale),
    ]);
    const ids = hits.map((h) => h.id);
    if (ids.length === 0) {
      // Past the end, the window function has no row to ride on: the total is counted alone.
      const total =
        page === 0 ? 0 : (await grid.gridProductIds(db, region.territory, relPaths, 1, 0))[0]?.total;
      return { rows: [], total: total ?? 0 };
    }
    const [rows, offers, prior] = await Promise.all([
      products.productsWithVariants(db, ids, 'grid'),
      products.offersOf(db, ids, region.territory),
      priorPricesOfListings(db, ids, region.territory, new Date()),
    ]);
    const assembled = assembleProducts(
      ids,
      rows,
      withPriorPrices(offers, prior),
      {
        rootPath: region.rootPath,
        rates,
        attributes: new Map(definitions.map((d) => [d.name, d])),
        mediaBaseUrl: this.deps.mediaBaseUrl(),
        now: new Date(),
      },
      { includeVariants: false },
    );
    return { rows: assembled.map(toGridRow), total: hits[0]!.total };
  }
}

function toGridRow(product: Product): GridRow {
  const offer = product.defaultOffer;
  const price = offer ? currentPrice(offer) : null;
  return {
    id: product.id,
    reference: product.reference,
    slug: product.slug,
    name: product.name,
    categoryPath: product.categoryPaths[0] ?? '',
    image: product.pictureCover,
    isConfigurable: product.isConfigurable,
    price,
    regularPrice: offer && price !== offer.price ? offer.price : null,
    priorPrice: offer?.priorPrice ?? null,
    percentPromo: product.percentPromo,
    defaultOfferId: product.defaultOfferId,
    stockQuantity: product.stockQuantity,
    packSize: product.packSize,
    minimalOrderQuantity: product.minimalOrderQuantity,
    maximalOrderQuantity: product.maximalOrderQuantity,
    attributes: Object.fromEntries(
      Object.entries(product.attributeValuesByAttributeName).map(([name, value]) => [name, value.value]),
    ),
  };
}
