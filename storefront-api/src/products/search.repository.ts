/** SQL of the search box: totals of a tsquery and the autocomplete's suggestions. */
import type { Locale, TerritoryCode } from '@shop/domain';
import { prepared } from '../db/database.js';
import type { Queryable } from '../db/database.js';

/** The text of `expression` as a piece of LIKE pattern: a `%`, `_` or `\` in it matches itself. */
const likeLiteral = (expression: string) =>
  String.raw`replace(replace(replace(${expression}, '\', '\\'), '%', '\%'), '_', '\_')`;

/**
 * The folded search term (`$1`) as a piece of LIKE pattern: a `%`, `_` or `\` the shopper typed (or
 * that unaccent made of a full-width one) matches itself, not any text (`%%` suggested everything).
 */
const LIKE_TERM = likeLiteral('lower(shop_unaccent($1))');

/** Listed products of the territory matching the tsquery. */
export async function countMatches(
  db: Queryable,
  tsquery: string,
  territory: TerritoryCode,
): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM search_entries
     WHERE territory = $2 AND search_vector @@ to_tsquery('shop_french', $1)`,
    [tsquery, territory],
  );
  return row?.total ?? 0;
}

/** The lengths of the prefixes `search_prefix_counts` counts (migration 0029). */
const PREFIX_COUNTED = { min: 2, max: 4 };

/**
 * Listed products of the territory matching one word, as `countMatches` counts the word's tsquery:
 * `exact` for `word`, `prefix` for `word:*`, both in one statement (the autocomplete asks the
 * second whenever the first is 0, which is what a half-typed word gives). Read from the word lists
 * of `search_entries` (`search_word_lists`, migration 0028) without rechecking each match in its
 * table, a short prefix from its count (`search_prefix_counts`, 0029). Null when the word is not
 * one lexeme (a stop word, a word the parser splits): `countMatches` then counts.
 */
export async function wordMatchCounts(
  db: Queryable,
  word: string,
  territory: TerritoryCode,
): Promise<{ exact: number; prefix: number } | null> {
  const [row] = await db.query<{ exact: number | null; prefix: number | null }>(
    `WITH term AS (SELECT tsvector_to_array(to_tsvector('shop_french', $1)) AS lexemes)
     SELECT
       CASE WHEN cardinality(term.lexemes) = 1 THEN coalesce(
         (SELECT cardinality(l.product_ids) FROM search_word_lists l
          WHERE l.territory = $2 AND l.lexeme = term.lexemes[1]), 0) END AS exact,
       CASE
         WHEN cardinality(term.lexemes) <> 1 THEN NULL
         WHEN char_length(term.lexemes[1]) BETWEEN ${PREFIX_COUNTED.min} AND ${PREFIX_COUNTED.max} THEN coalesce(
           (SELECT c.count FROM search_prefix_counts c WHERE c.territory = $2 AND c.prefix = term.lexemes[1]), 0)
         ELSE (
           -- One word of the catalogue starting so (a longer prefix, mostly): its list's length;
           -- several: their lists' distinct products.
           SELECT CASE WHEN count(*) <= 1 THEN coalesce(sum(cardinality(l.product_ids)), 0)::int ELSE (
             SELECT count(DISTINCT id)::int FROM search_word_lists m, unnest(m.product_ids) AS id
             WHERE m.territory = $2 AND m.lexeme LIKE ${likeLiteral('term.lexemes[1]')} || '%') END
           FROM search_word_lists l
           WHERE l.territory = $2 AND l.lexeme LIKE ${likeLiteral('term.lexemes[1]')} || '%')
       END AS prefix
     FROM term`,
    [word, territory],
  );
  if (row?.exact == null || row.prefix == null) return null;
  return { exact: row.exact, prefix: row.prefix };
}

/** Products sold here whose name starts with the folded term (bestsellers first). */
export async function namePrefixMatches(
  db: Queryable,
  folded: string,
  territory: TerritoryCode,
  size: number,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT product_id::text AS id FROM search_entries
     WHERE territory = $2 AND name_folded LIKE ${LIKE_TERM} || '%'
     ORDER BY is_bestseller DESC, name_folded, product_id
     LIMIT $3`,
    [folded, territory, size],
  );
  return rows.map((r) => r.id);
}

/** Products sold here matching the tsquery but not `except`, bestsellers first, then by name. */
export async function wordMatches(
  db: Queryable,
  tsquery: string,
  territory: TerritoryCode,
  size: number,
  except: string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT product_id::text AS id FROM search_entries
     WHERE territory = $2 AND search_vector @@ to_tsquery('shop_french', $1)
       AND NOT (product_id = ANY($4::bigint[]))
     ORDER BY is_bestseller DESC, name_folded, product_id
     LIMIT $3`,
    [tsquery, territory, size, except],
  );
  return rows.map((r) => r.id);
}

/**
 * Each word of 3 letters or more replaced by the closest word of the catalogue's product names
 * (trigram similarity over pg_trgm's threshold), or kept when none is close: a typo's correction.
 */
export async function closestWords(db: Queryable, words: string[]): Promise<string[]> {
  const rows = await db.query<{ word: string }>(
    `SELECT CASE WHEN length(t.term) < 3 THEN t.term ELSE coalesce(
       (SELECT w.word FROM search_words w
        WHERE w.word % lower(shop_unaccent(t.term))
        ORDER BY similarity(w.word, lower(shop_unaccent(t.term))) DESC, w.word
        LIMIT 1),
       t.term) END AS word
     FROM unnest($1::text[]) WITH ORDINALITY AS t(term, n)
     ORDER BY t.n`,
    [words],
  );
  return rows.map((r) => r.word);
}

/**
 * At most 3 categories of the territory whose label contains the folded term, shallowest first.
 * Prepared: a pattern that starts with `%` uses no index, so its plan is the same for every term.
 */
const CATEGORY_MATCHES = prepared(
  `SELECT CASE WHEN $3 = 'en' THEN label_en ELSE label_fr END AS label, slug, path
   FROM categories
   WHERE territory = $2
     AND lower(shop_unaccent(CASE WHEN $3 = 'en' THEN label_en ELSE label_fr END)) LIKE '%' || ${LIKE_TERM} || '%'
   ORDER BY level, label_fr
   LIMIT 3`,
);

export function categoryMatches(
  db: Queryable,
  folded: string,
  territory: TerritoryCode,
  locale: Locale,
): Promise<{ label: string; slug: string; path: string }[]> {
  return db.query<{ label: string; slug: string; path: string }>(CATEGORY_MATCHES, [
    folded,
    territory,
    locale,
  ]);
}
