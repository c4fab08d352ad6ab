import type { Queryable } from '../db/database.js';

export async function pictureSource(
  db: Queryable,
  reference: string,
): Promise<{ name: string; picture_count: number } | undefined> {
  const [product] = await db.query<{ name: string; picture_count: number }>(
    'SELECT name, picture_count FROM products WHERE reference = $1',
    [reference],
  );
  return product;
}

export interface NoticeRow {
  name: string;
  reference: string;
  brand: string | null;
  description: string;
  notices: { name: string; url: string }[];
  characteristics: { label: string; value: string }[] | null;
  shop_name: string | null;
}

/** The product listing the notice of that URL, with its characteristics and first seller. */
export async function noticeSource(db: Queryable, url: string): Promise<NoticeRow | undefined> {
  const [product] = await db.query<NoticeRow>(
    `SELECT p.name, p.reference, p.brand, p.description, p.notices,
            (SELECT json_agg(json_build_object('label', a.label_fr, 'value', kv.value || coalesce(' ' || a.unit, ''))
                             ORDER BY a.position)
               FROM jsonb_each_text(p.attributes) kv JOIN attributes a ON a.name = kv.key AND NOT a.is_internal
            ) AS characteristics,
            (SELECT s.name FROM offers o JOIN shops s ON s.id = o.shop_id
              WHERE o.listing_product_id = p.id ORDER BY o.id LIMIT 1) AS shop_name
     FROM products p
     WHERE p.notices @> $1::jsonb`,
    [JSON.stringify([{ url }])],
  );
  return product;
}
