/**
 * SQL of the product listings (category, search, seller): which listed products match, in which
 * order, how many, and the facet counts. Facets are disjunctive, as shoppers expect of checkbox
 * lists: the counts of a facet apply every other facet's selection but not its own.
 */
import type { FilterSelection, Sort, TerritoryCode } from '@shop/domain';

export type ListingScope =
  | { kind: 'category'; relPath: string }
  | { kind: 'search'; tsquery: string }
  | { kind: 'seller'; shopId: string };

export interface ListingSpec {
  territory: TerritoryCode;
  scope: ListingScope;
  filters: FilterSelection;
  sort: Sort;
  page: number;
  size: number;
}

/** The price a shopper pays now for an offer, tax-free, discount included when its window is open. */
export const CURRENT_PRICE_SQL = `CASE WHEN o.discount_price_tax_free IS NOT NULL
  AND (o.discount_start IS NULL OR o.discount_start <= now())
  AND (o.discount_end IS NULL OR o.discount_end >= now())
  THEN o.discount_price_tax_free ELSE o.price_tax_free END`;

interface Built {
  cte: string;
  params: unknown[];
  filterNames: string[];
}

/** The common part: `matches(id, score, m0..mN)` where mI tells whether the I-th filter holds. */
function buildMatches(spec: ListingSpec): Built {
  const params: unknown[] = [spec.territory];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let scope: string;
  let score: string;
  switch (spec.scope.kind) {
    case 'category': {
      const path = param(spec.scope.relPath);
      scope = `(p.category_rel_path = ${path} OR p.category_rel_path LIKE ${path} || '/%')`;
      score = '(CASE WHEN p.is_bestseller THEN 2 ELSE 0 END + CASE WHEN p.is_new THEN 1 ELSE 0 END)::float8';
      break;
    }
    case 'search': {
      const query = param(spec.scope.tsquery);
      scope = `p.search_vector @@ to_tsquery('shop_french', ${query})`;
      score = `ts_rank_cd(p.search_vector, to_tsquery('shop_french', ${query}))::float8`;
      break;
    }
    case 'seller': {
      const shop = param(spec.scope.shopId);
      scope = `EXISTS (SELECT 1 FROM offers so WHERE so.listing_product_id = p.id AND so.territory = $1 AND so.shop_id = ${shop})`;
      score = '(CASE WHEN p.is_bestseller THEN 2 ELSE 0 END + CASE WHEN p.is_new THEN 1 ELSE 0 END)::float8';
      break;
    }
  }
  const filterNames = Object.keys(spec.filters).sort();
  const flags = filterNames.map((name, i) => {
    const n = param(name);
    const values = param(spec.filters[name]);
    return `EXISTS (SELECT 1 FROM product_facets f WHERE f.product_id = b.id AND f.name = ${n} AND f.value = ANY(${values}::text[])) AS m${i}`;
  });
  const cte = `WITH base AS (
      SELECT p.id, ${score} AS score
      FROM products p
      WHERE p.parent_id IS NULL AND ${scope}
        AND EXISTS (SELECT 1 FROM offers o WHERE o.listing_product_id = p.id AND o.territory = $1)
    ),
    matches AS (SELECT b.id, b.score${flags.map((f) => `, ${f}`).join('')} FROM base b)`;
  return { cte, params, filterNames };
}

const allFlags = (names: string[]) => (names.length ? names.map((_, i) => `m${i}`).join(' AND ') : 'true');

/** One page of product ids in order, with the total of matching products. */
export function pageQuery(spec: ListingSpec): { text: string; params: unknown[] } {
  const { cte, params, filterNames } = buildMatches(spec);
  const direction = spec.sort.order === 'asc' ? 'ASC' : 'DESC';
  const order =
    spec.sort.field === 'price'
      ? `pr.price * (10000 + tr.rate_bp) ${direction}, h.id`
      : `h.score ${direction}, h.id ${spec.sort.order === 'asc' ? 'DESC' : 'ASC'}`;
  // One grouped pass over the hits' offers: far cheaper than a subquery per product.
  const prices =
    spec.sort.field === 'price'
      ? `, prices AS (
          SELECT o.listing_product_id AS id,
                 coalesce(min(${CURRENT_PRICE_SQL}) FILTER (WHERE o.stock > 0), min(${CURRENT_PRICE_SQL}))::bigint AS price
          FROM offers o JOIN hits h ON h.id = o.listing_product_id
          WHERE o.territory = $1
          GROUP BY o.listing_product_id
        )`
      : '';
  params.push(spec.size, spec.page * spec.size);
  const text = `${cte},
    hits AS (SELECT * FROM matches WHERE ${allFlags(filterNames)})${prices}
    SELECT h.id::text AS id, count(*) OVER ()::int AS total
    FROM hits h
    ${
      spec.sort.field === 'price'
        ? `JOIN products p ON p.id = h.id
           JOIN tax_rates tr ON tr.territory = $1 AND tr.tax_class = p.tax_class
           JOIN prices pr ON pr.id = h.id`
        : ''
    }
    ORDER BY ${order}
    LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { text, params };
}

/** Total when the page is past the end (the window function then has no row to ride on). */
export function countQuery(spec: ListingSpec): { text: string; params: unknown[] } {
  const { cte, params, filterNames } = buildMatches(spec);
  return { text: `${cte} SELECT count(*)::int AS total FROM matches WHERE ${allFlags(filterNames)}`, params };
}

/** Value counts of every facet over the matching products, each facet ignoring its own selection. */
export function facetQuery(spec: ListingSpec): { text: string; params: unknown[] } {
  const { cte, params, filterNames } = buildMatches(spec);
  const conditions = filterNames.map((_, i) => {
    const name = `$${params.length + 1 + i}`;
    return `(f.name = ${name} OR m.m${i})`;
  });
  params.push(...filterNames);
  const text = `${cte}
    SELECT f.name, f.value, count(*)::int AS count
    FROM matches m JOIN product_facets f ON f.product_id = m.id
    ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    GROUP BY f.name, f.value`;
  return { text, params };
}

/**
 * A safe tsquery from what a shopper typed: words of 2+ letters or digits only, every one required,
 * each also matching as a prefix so a half-typed word already finds something.
 */
export function toPrefixTsquery(term: string): string | null {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 2)
    .slice(0, 12);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
