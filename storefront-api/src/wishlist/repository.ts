/** The wish list's SQL: it alone writes `wishlist_items`. */
import type { Queryable } from '../db/database.js';

export interface WishlistRow {
  reference: string;
  addedAt: string;
}

/** The customer's list, the latest addition first. */
export function listItems(db: Queryable, customerId: string): Promise<WishlistRow[]> {
  return db.query<WishlistRow>(
    `SELECT product_reference AS reference, to_char(added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"
       FROM wishlist_items WHERE customer_id = $1 ORDER BY added_at DESC, product_reference`,
    [customerId],
  );
}

/** Whether the catalogue has a product of that reference. */
export async function productExists(db: Queryable, reference: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE reference = $1', [reference]);
  return rows.length > 0;
}

export async function countItems(db: Queryable, customerId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM wishlist_items WHERE customer_id = $1',
    [customerId],
  );
  return row?.count ?? 0;
}

/** Adds the product; one already there keeps its date. */
export async function insertItem(db: Queryable, customerId: string, reference: string): Promise<void> {
  await db.query(
    `INSERT INTO wishlist_items (customer_id, product_reference) VALUES ($1, $2)
     ON CONFLICT (customer_id, product_reference) DO NOTHING`,
    [customerId, reference],
  );
}

export async function deleteItem(db: Queryable, customerId: string, reference: string): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_reference = $2', [
    customerId,
    reference,
  ]);
}

/**
 * A guest's items go to the customer signing in (their dates kept; a product on both lists stays
 * once, at the customer's date). The guest's own rows leave with the guest.
 */
export async function copyItems(db: Queryable, customerId: string, guestId: string): Promise<void> {
  await db.query(
    `INSERT INTO wishlist_items (customer_id, product_reference, added_at)
     SELECT $1, product_reference, added_at FROM wishlist_items WHERE customer_id = $2
     ON CONFLICT (customer_id, product_reference) DO NOTHING`,
    [customerId, guestId],
  );
}
