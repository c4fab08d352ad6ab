import type { TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

/** What a region lists: products (not variants) with an offer in its territory, as its listings. */
const LISTED = `p.parent_id IS NULL
  AND EXISTS (SELECT 1 FROM offers o WHERE o.listing_product_id = p.id AND o.territory = $1)`;

/** UTC to the second, as the sitemap protocol's W3C datetime, the same from both drivers. */
const ISO = `to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function summary(
  db: Queryable,
  territory: TerritoryCode,
): Promise<{ product_count: number; last_modified: string | null }> {
  const [row] = await db.query<{ product_count: number; last_modified: string | null }>(
    `SELECT count(*)::int AS product_count, ${ISO.replace('%s', 'max(p.updated_at)')} AS last_modified
     FROM products p WHERE ${LISTED}`,
    [territory],
  );
  return row ?? { product_count: 0, last_modified: null };
}

/** A page of the region's listed products in id order: the same split every time it is asked. */
export function page(
  db: Queryable,
  territory: TerritoryCode,
  offset: number,
  limit: number,
): Promise<{ slug: string; last_modified: string }[]> {
  return db.query<{ slug: string; last_modified: string }>(
    `SELECT p.slug, ${ISO.replace('%s', 'p.updated_at')} AS last_modified
     FROM products p WHERE ${LISTED}
     ORDER BY p.id LIMIT $2 OFFSET $3`,
    [territory, limit, offset],
  );
}
