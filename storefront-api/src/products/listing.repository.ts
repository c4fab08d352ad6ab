/**
 * SQL of the product listings (category, search, seller, the collections of spec 2.1): which listed
 * products match, in which order, how many, and the facet counts. Facets are disjunctive, as
 * shoppers expect of checkbox lists: the counts of a facet apply every other facet's selection but
 * not its own.
 */
import { MADE_IN_ISLANDS_ATTRIBUTE } from '@shop/domain';
import type { FilterSelection, Sort, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { currentPriceSql } from './repository.js';

export type ListingScope =
  | { kind: 'category'; relPath: string }
  /** `word`: the tsquery is that one whole word, which its lists may answer (`oneWord…` below). */
  | { kind: 'search'; tsquery: string; word?: string }
  | { kind: 'seller'; shopId: string }
  /** Products flagged bestseller (the `best-offers` collection). */
  | { kind: 'bestsellers' }
  /** Products made in the overseas territories (the `made-in-the-islands` collection). */
  | { kind: 'made-in-the-islands' }
  /** Listed products among these ids (the `promotions` collection, once its set is known). */
  | { kind: 'products'; ids: readonly string[] };

/**
 * `listings.score` is 2 for the bestseller flag plus 1 for a new product (0001): a score of 2 or more
 * is exactly the flagged products, a range of `listings_ranked` (joining `products` for the flag
 * cost 260 ms for Martinique's 3,914 bestsellers on the 100,000-product bench, the range 9 ms).
 */
const BESTSELLER_MIN_SCORE = 2;

/** A literal, as the partial index `listings_made_in_islands` (0013) names it: a parameter would not use it. */
const MADE_IN_ISLANDS_FACETS = `'{${MADE_IN_ISLANDS_ATTRIBUTE}:true}'::text[]`;

export interface ListingSpec {
  territory: TerritoryCode;
  scope: ListingScope;
  filters: FilterSelection;
  sort: Sort;
  page: number;
  size: number;
}

const CURRENT_PRICE = currentPriceSql('o', 'now()');

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
  let base: string;
  switch (spec.scope.kind) {
    case 'category': {
      const path = param(spec.scope.relPath);
      // The category itself, or a descendant: `path/` <= x < `path0` in byte order ('0' follows '/').
      base = `SELECT l.product_id AS id, l.score::float8 AS score, l.facets, l.tax_class FROM listings l
        WHERE l.territory = $1
          AND (l.category_rel_path = ${path}
               OR (l.category_rel_path > ${path} || '/' AND l.category_rel_path < ${path} || '0'))`;
      break;
    }
    case 'search': {
      const query = param(spec.scope.tsquery);
      base = `SELECT s.product_id AS id, ts_rank_cd(s.search_vector, to_tsquery('shop_french', ${query}))::float8 AS score,
          s.facets, s.tax_class
        FROM search_entries s
        WHERE s.territory = $1 AND s.search_vector @@ to_tsquery('shop_french', ${query})`;
      break;
    }
    case 'seller': {
      const shop = param(spec.scope.shopId);
      base = `SELECT l.product_id AS id, l.score::float8 AS score, l.facets, l.tax_class FROM listings l
        WHERE l.territory = $1
          AND EXISTS (SELECT 1 FROM offers so
                      WHERE so.listing_product_id = l.product_id AND so.territory = $1 AND so.shop_id = ${shop})`;
      break;
    }
    case 'bestsellers':
      base = `SELECT l.product_id AS id, l.score::float8 AS score, l.facets, l.tax_class FROM listings l
        WHERE l.territory = $1 AND l.score >= ${BESTSELLER_MIN_SCORE}`;
      break;
    case 'made-in-the-islands':
      base = `SELECT l.product_id AS id, l.score::float8 AS score, l.facets, l.tax_class FROM listings l
        WHERE l.territory = $1 AND l.facets @> ${MADE_IN_ISLANDS_FACETS}`;
      break;
    case 'products': {
      const ids = param(spec.scope.ids);
      base = `SELECT l.product_id AS id, l.score::float8 AS score, l.facets, l.tax_class FROM listings l
        WHERE l.territory = $1 AND l.product_id = ANY(${ids}::bigint[])`;
      break;
    }
  }
  const filterNames = Object.keys(spec.filters).sort();
  const flags = filterNames.map((name, i) => {
    const wanted = param((spec.filters[name] ?? []).map((value) => `${name}:${value}`));
    return `b.facets && ${wanted}::text[] AS m${i}`;
  });
  const cte = `WITH base AS (${base}),
    matches AS (SELECT b.id, b.score, b.facets, b.tax_class${flags.map((f) => `, ${f}`).join('')} FROM base b)`;
  return { cte, params, filterNames };
}

const allFlags = (names: string[]) => (names.length ? names.map((_, i) => `m${i}`).join(' AND ') : 'true');

/** One page of product ids in order, with the total of matching products. */
function pageQuery(spec: ListingSpec): { text: string; params: unknown[] } {
  const { cte, params, filterNames } = buildMatches(spec);
  const direction = spec.sort.order === 'asc' ? 'ASC' : 'DESC';
  const order =
    spec.sort.field === 'price'
      ? `pr.price * (10000 + tr.rate_bp) ${direction}, h.id`
      : `h.score ${direction}, h.id ${spec.sort.order === 'asc' ? 'DESC' : 'ASC'}`;
  // The default offer's price (cheapest in stock, else cheapest), read from the covering index of
  // offers, times the tax of the product's class: what the shopper sees, tax included.
  const price =
    spec.sort.field === 'price'
      ? `JOIN tax_rates tr ON tr.territory = $1 AND tr.tax_class = h.tax_class
         CROSS JOIN LATERAL (
           SELECT coalesce(min(${CURRENT_PRICE}) FILTER (WHERE o.stock > 0), min(${CURRENT_PRICE}))::bigint AS price
           FROM offers o WHERE o.territory = $1 AND o.listing_product_id = h.id
         ) pr`
      : '';
  params.push(spec.size, spec.page * spec.size);
  const text = `${cte},
    hits AS (SELECT * FROM matches WHERE ${allFlags(filterNames)})
    SELECT h.id::text AS id, count(*) OVER ()::int AS total
    FROM hits h
    ${price}
    ORDER BY ${order}
    LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { text, params };
}

function countQuery(spec: ListingSpec): { text: string; params: unknown[] } {
  const { cte, params, filterNames } = buildMatches(spec);
  return { text: `${cte} SELECT count(*)::int AS total FROM matches WHERE ${allFlags(filterNames)}`, params };
}

function facetQuery(spec: ListingSpec): { text: string; params: unknown[] } {
  const { cte, params, filterNames } = buildMatches(spec);
  const flags = filterNames.map((_, i) => `m${i}`);
  const conditions = filterNames.map((name, i) => {
    params.push(name);
    return `(g.name = $${params.length} OR g.m${i})`;
  });
  // The `name:value` pairs are counted as they are (with the filters' flags), and only the few
  // distinct ones are split: splitting each pair of each match first cost 4 times as much (a
  // search for "rhum", 3,600 matches: 50 -> 13 ms under EXPLAIN ANALYZE).
  const grouped = ['kv', ...flags].join(', ');
  const text = `${cte}
    SELECT g.name, g.value, sum(g.count)::int AS count
    FROM (
      SELECT split_part(c.kv, ':', 1) AS name, substr(c.kv, strpos(c.kv, ':') + 1) AS value, c.count
        ${flags.map((f) => `, c.${f}`).join('')}
      FROM (SELECT ${grouped}, count(*) AS count FROM matches m, unnest(m.facets) AS kv GROUP BY ${grouped}) c
    ) g
    ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    GROUP BY g.name, g.value`;
  return { text, params };
}

/**
 * The word a search of one whole word, without filters and in its default order (best match
 * first), can be answered for from the lists of `search_word_lists` and `search_lexeme_facets`
 * (migration 0028); undefined for any other listing.
 */
function listedWord(spec: ListingSpec): string | undefined {
  if (spec.scope.kind !== 'search' || Object.keys(spec.filters).length > 0) return undefined;
  if (spec.sort.field !== 'score' || spec.sort.order !== 'desc') return undefined;
  return spec.scope.word;
}

/** The word as the index has it (its one lexeme), or nothing when it makes none or several. */
const TERM_LEXEME = `WITH term AS (SELECT tsvector_to_array(to_tsvector('shop_french', $2)) AS lexemes)`;

/**
 * A page of a one-word search from the word's list, already in the search page's order (rank, then
 * id); null when the word is not one lexeme, for the general query to answer.
 */
async function oneWordPage(
  db: Queryable,
  spec: ListingSpec,
  word: string,
): Promise<{ id: string; total: number }[] | null> {
  const [row] = await db.query<{ one_word: boolean; ids: string[]; total: number }>(
    `${TERM_LEXEME}
     SELECT cardinality(t.lexemes) = 1 AS one_word,
            coalesce(l.product_ids[$3 + 1 : $3 + $4], '{}')::text[] AS ids,
            coalesce(cardinality(l.product_ids), 0) AS total
     FROM term t
     LEFT JOIN search_word_lists l
       ON cardinality(t.lexemes) = 1 AND l.territory = $1 AND l.lexeme = t.lexemes[1]`,
    [spec.territory, word, spec.page * spec.size, spec.size],
  );
  if (!row?.one_word) return null;
  return row.ids.map((id) => ({ id, total: row.total }));
}

/** The facet counts of a one-word search from the word's counts; null when it is not one lexeme. */
async function oneWordFacets(
  db: Queryable,
  spec: ListingSpec,
  word: string,
): Promise<{ name: string; value: string; count: number }[] | null> {
  const rows = await db.query<{ one_word: boolean; name: string | null; value: string; count: number }>(
    `${TERM_LEXEME}
     SELECT cardinality(t.lexemes) = 1 AS one_word,
            split_part(f.kv, ':', 1) AS name, substr(f.kv, strpos(f.kv, ':') + 1) AS value, f.count
     FROM term t
     LEFT JOIN search_lexeme_facets f
       ON cardinality(t.lexemes) = 1 AND f.territory = $1 AND f.lexeme = t.lexemes[1]`,
    [spec.territory, word],
  );
  if (!rows[0]?.one_word) return null;
  return rows.flatMap(({ name, value, count }) => (name === null ? [] : [{ name, value, count }]));
}

/** One page of product ids in order, with the total of matching products (0 rows past the end). */
export async function listingPage(
  db: Queryable,
  spec: ListingSpec,
): Promise<{ id: string; total: number }[]> {
  const word = listedWord(spec);
  const fromList = word === undefined ? null : await oneWordPage(db, spec, word);
  if (fromList) return fromList;
  const { text, params } = pageQuery(spec);
  return db.query<{ id: string; total: number }>(text, params);
}

/** Total when the page is past the end (the window function then has no row to ride on). */
export async function listingTotal(db: Queryable, spec: ListingSpec): Promise<number> {
  const { text, params } = countQuery(spec);
  return (await db.query<{ total: number }>(text, params))[0]?.total ?? 0;
}

/** Value counts of every facet over the matching products, each facet ignoring its own selection. */
export async function facetCounts(
  db: Queryable,
  spec: ListingSpec,
): Promise<{ name: string; value: string; count: number }[]> {
  const word = listedWord(spec);
  const fromCounts = word === undefined ? null : await oneWordFacets(db, spec, word);
  if (fromCounts) return fromCounts;
  const { text, params } = facetQuery(spec);
  return db.query<{ name: string; value: string; count: number }>(text, params);
}

/**
 * Safe tsqueries from what a shopper typed: words of 2+ letters or digits only, every one required.
 * `exact` matches whole (stemmed) words: `robe` finds dresses, not robots. `prefix` also matches
 * word beginnings, for a half-typed term (`telev`); search falls back to it when `exact` finds nothing.
 */
export function searchTsqueries(
  term: string,
): { exact: string; prefix: string; words: string[]; oneWord: string | undefined } | null {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 2)
    .slice(0, 12);
  if (words.length === 0) return null;
  return {
    exact: words.join(' & '),
    prefix: words.map((w) => `${w}:*`).join(' & '),
    words,
    // A term of one word: what the word lists (`search_word_lists`, 0028) may answer.
    oneWord: words.length === 1 ? words[0] : undefined,
  };
}
