import type { Locale, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface RegionRow {
  code: TerritoryCode;
  root_path: string;
  label: string;
  is_default: boolean;
}

/** The region of a root path, or the default region when no path is given. */
export async function findRegion(
  db: Queryable,
  rootPath: string | undefined,
): Promise<{ code: TerritoryCode; root_path: string } | undefined> {
  const [region] = rootPath
    ? await db.query<{ code: TerritoryCode; root_path: string }>(
        'SELECT code, root_path FROM regions WHERE root_path = $1',
        [rootPath],
      )
    : await db.query<{ code: TerritoryCode; root_path: string }>(
        'SELECT code, root_path FROM regions WHERE is_default',
      );
  return region;
}

/** Every region's code and root path, and which is the default: a handful of rows, read whole. */
export function regionRoots(
  db: Queryable,
): Promise<{ code: TerritoryCode; root_path: string; is_default: boolean }[]> {
  return db.query('SELECT code, root_path, is_default FROM regions');
}

export function listRegions(db: Queryable, locale: Locale): Promise<RegionRow[]> {
  return db.query<RegionRow>(
    `SELECT code, root_path, CASE WHEN $1 = 'en' THEN label_en ELSE label_fr END AS label, is_default
     FROM regions ORDER BY position`,
    [locale],
  );
}

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  path: string;
  rel_path: string;
  slug: string;
  level: number;
  label: string;
  optional_attributes: string[];
  required_attributes: string[];
  additional_attributes: string[];
  product_count: number;
}

/** Listed products of the territory in category `c` (an alias of `categories`) and below it. */
export const subtreeProductCountSql = (c: string) => `(SELECT coalesce(sum(s.product_count), 0)::int
     FROM category_product_counts s
     WHERE s.territory = ${c}.territory
       AND (s.category_rel_path = ${c}.rel_path
            OR (s.category_rel_path > ${c}.rel_path || '/' AND s.category_rel_path < ${c}.rel_path || '0')))`;

/** Every category of a region with the number of listed products sold there, in it or below. */
export function listCategories(
  db: Queryable,
  territory: TerritoryCode,
  locale: Locale,
): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `     SELECT c.id::text, c.parent_id::text, c.path, c.rel_path, c.slug, c.level,
            CASE WHEN $2 = 'en' THEN c.label_en ELSE c.label_fr END AS label,
            c.optional_attributes, c.required_attributes, c.additional_attributes,
            ${subtreeProductCountSql('c')} AS product_count
     FROM categories c
     WHERE c.territory = $1`,
    [territory, locale],
  );
}
