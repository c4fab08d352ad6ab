/**
 * SQL of the product table grid (spec 2.4): a category with the attributes of its subtree, and the
 * listed products of some categories, best first, without the long texts a grid never shows.
 */
import type { Locale, TerritoryCode } from '@shop/domain';
import { subtreeProductCountSql } from '../categories/public.js';
import type { Queryable } from '../db/database.js';

/** `d` is the category `c` itself or a descendant (`path/` <= x < `path0` in byte order). */
const IN_SUBTREE = (d: string, c: string) =>
  `(${d}.rel_path = ${c}.rel_path OR (${d}.rel_path > ${c}.rel_path || '/' AND ${d}.rel_path < ${c}.rel_path || '0'))`;

export interface GridCategoryRow {
  path: string;
  level: number;
  label: string;
  /** Attribute names the category and its descendants declare (required, optional, additional). */
  attributes: string[];
  product_count: number;
}

export async function gridCategory(
  db: Queryable,
  territory: TerritoryCode,
  relPath: string,
  locale: Locale,
): Promise<GridCategoryRow | undefined> {
  const [row] = await db.query<GridCategoryRow>(
    `SELECT c.path, c.level, CASE WHEN $3 = 'en' THEN c.label_en ELSE c.label_fr END AS label,
            ARRAY(SELECT DISTINCT a FROM categories d,
                    unnest(d.required_attributes || d.optional_attributes || d.additional_attributes) AS a
                  WHERE d.territory = c.territory AND ${IN_SUBTREE('d', 'c')}) AS attributes,
            ${subtreeProductCountSql('c')} AS product_count
     FROM categories c
     WHERE c.territory = $1 AND c.rel_path = $2`,
    [territory, relPath, locale],
  );
  return row;
}

/** Which of these paths (below the root) are categories of the territory. */
export async function knownCategories(
  db: Queryable,
  territory: TerritoryCode,
  relPaths: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ rel_path: string }>(
    'SELECT rel_path FROM categories WHERE territory = $1 AND rel_path = ANY($2::text[])',
    [territory, relPaths],
  );
  return new Set(rows.map((r) => r.rel_path));
}

/** A page of the listed products of the categories and their descendants, best first, with their total. */
export function gridProductIds(
  db: Queryable,
  territory: TerritoryCode,
  relPaths: readonly string[],
  limit: number,
  offset: number,
): Promise<{ id: string; total: number }[]> {
  return db.query<{ id: string; total: number }>(
    `SELECT l.product_id::text AS id, count(*) OVER ()::int AS total
     FROM listings l
     WHERE l.territory = $1
       AND EXISTS (SELECT 1 FROM unnest($2::text[]) AS p(rel_path)
                   WHERE l.category_rel_path = p.rel_path
                      OR (l.category_rel_path > p.rel_path || '/' AND l.category_rel_path < p.rel_path || '0'))
     ORDER BY l.score DESC, l.product_id
     LIMIT $3 OFFSET $4`,
    [territory, relPaths, limit, offset],
  );
}
