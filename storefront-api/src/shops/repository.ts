import type { TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface ShopRow {
  id: string;
  name: string;
  description: string;
  city: string;
  territory: TerritoryCode;
  terms: string;
  created_at: Date;
  product_count: number;
}

/** Shops (all, or those of `ids`) with the number of listed products they offer in the territory. */
export function findShops(
  db: Queryable,
  territory: TerritoryCode,
  ids: readonly string[] | null,
): Promise<ShopRow[]> {
  return db.query<ShopRow>(
    `SELECT s.id, s.name, s.description, s.city, s.territory, s.terms, s.created_at,
            coalesce(c.product_count, 0) AS product_count
     FROM shops s
     LEFT JOIN shop_product_counts c ON c.shop_id = s.id AND c.territory = $1
     WHERE ($2::text[] IS NULL OR s.id = ANY($2::text[]))
     ORDER BY s.name`,
    [territory, ids],
  );
}

/** The name of a shop; undefined when unknown. */
export async function shopName(db: Queryable, id: string): Promise<string | undefined> {
  const [shop] = await db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [id]);
  return shop?.name;
}
