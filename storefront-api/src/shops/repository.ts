import type { Image, Shop, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

interface ShopRow {
  id: string;
  name: string;
  description: string;
  city: string;
  territory: TerritoryCode;
  terms: string;
  created_at: Date;
  product_count: number;
}

/** Shops with the number of listed products they offer in the territory. */
export async function findShops(
  db: Queryable,
  territory: TerritoryCode,
  where: { ids?: readonly string[]; activeOnly?: boolean },
  mediaBaseUrl: string,
): Promise<Shop[]> {
  const rows = await db.query<ShopRow>(
    `SELECT s.id, s.name, s.description, s.city, s.territory, s.terms, s.created_at,
            coalesce(c.product_count, 0) AS product_count
     FROM shops s
     LEFT JOIN shop_product_counts c ON c.shop_id = s.id AND c.territory = $1
     WHERE ($2::text[] IS NULL OR s.id = ANY($2::text[]))
     ORDER BY s.name`,
    [territory, where.ids ?? null],
  );
  return rows
    .filter((r) => !where.activeOnly || r.product_count > 0)
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      logo: logoOf(r.id, r.name, mediaBaseUrl),
      city: r.city,
      countryCode: r.territory,
      generalSalesTermsAndConditions: r.terms,
      productCount: r.product_count,
      createdAt: r.created_at.toISOString(),
    }));
}

function logoOf(id: string, name: string, mediaBaseUrl: string): Image {
  const base = `${mediaBaseUrl}/media/shops/${encodeURIComponent(id)}`;
  return {
    title: name,
    src: `${base}/large.svg`,
    srcMedium: `${base}/medium.svg`,
    srcThumb: `${base}/thumb.svg`,
  };
}
