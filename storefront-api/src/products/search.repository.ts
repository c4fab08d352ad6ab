/** SQL of the search box: totals of a tsquery and the autocomplete's suggestions. */
import type { Locale, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

/**
 * The folded search term (`$1`) as a piece of LIKE pattern: a `%`, `_` or `\` the shopper typed (or
 * that unaccent made of a full-width one) matches itself, not any text (`%%` suggested everything).
 */
const LIKE_TERM = String.raw`replace(replace(replace(lower(shop_unaccent($1)), '\', '\\'), '%', '\%'), '_', '\_')`;

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

/** Products sold here with a word close to the folded term (trigram word similarity), but `except`. */
export async function similarNameMatches(
  db: Queryable,
  folded: string,
  territory: TerritoryCode,
  size: number,
  except: string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT p.id::text FROM products p
     WHERE p.parent_id IS NULL AND lower(shop_unaccent($1)) <% p.name_folded
       AND NOT (p.id = ANY($4::bigint[]))
       AND EXISTS (SELECT 1 FROM search_entries s WHERE s.territory = $2 AND s.product_id = p.id)
     ORDER BY word_similarity(lower(shop_unaccent($1)), p.name_folded) DESC, p.is_bestseller DESC, p.id
     LIMIT $3`,
    [folded, territory, size, except],
  );
  return rows.map((r) => r.id);
}

/** At most 3 categories of the territory whose label contains the folded term, shallowest first. */
export function categoryMatches(
  db: Queryable,
  folded: string,
  territory: TerritoryCode,
  locale: Locale,
): Promise<{ label: string; slug: string; path: string }[]> {
  return db.query<{ label: string; slug: string; path: string }>(
    `SELECT CASE WHEN $3 = 'en' THEN label_en ELSE label_fr END AS label, slug, path
     FROM categories
     WHERE territory = $2
       AND lower(shop_unaccent(CASE WHEN $3 = 'en' THEN label_en ELSE label_fr END)) LIKE '%' || ${LIKE_TERM} || '%'
     ORDER BY level, label_fr
     LIMIT 3`,
    [folded, territory, locale],
  );
}
