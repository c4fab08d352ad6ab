/**
 * The SQL of stock: what offers hold (`offers.stock`) and what live validations reserve of it
 * (`stock_reservations`). The only module that writes either: validations, payments, cancellations
 * and the operator's stock feed all come through `stock/service.ts`.
 */
import type { Queryable } from '../db/database.js';

export interface Line {
  offerId: string;
  quantity: number;
}

export interface LockedOffer {
  id: string;
  name: string;
  stock: number;
  /** Units other live validations hold. */
  reserved: number;
}

/**
 * Locks the offers (in id order, the order every stock change locks in, so two buyers never wait on
 * each other crosswise) and counts what live validations other than `exceptCheckout` hold of them.
 */
export async function lockOffers(
  db: Queryable,
  offerIds: readonly string[],
  exceptCheckout: string | null,
): Promise<Map<string, LockedOffer>> {
  const locked = await db.query<{ id: string; stock: number; name: string }>(
    `SELECT o.id::text, o.stock, p.name FROM offers o JOIN products p ON p.id = o.product_id
     WHERE o.id = ANY($1::bigint[]) ORDER BY o.id FOR UPDATE OF o`,
    [offerIds],
  );
  const reserved = await db.query<{ offer_id: string; quantity: number }>(
    `SELECT offer_id::text, sum(quantity)::int AS quantity FROM stock_reservations
     WHERE offer_id = ANY($1::bigint[]) AND expires_at > now() AND checkout_id::text <> $2 GROUP BY offer_id`,
    [offerIds, exceptCheckout ?? ''],
  );
  const held = new Map(reserved.map((row) => [row.offer_id, row.quantity]));
  return new Map(locked.map((row) => [row.id, { ...row, reserved: held.get(row.id) ?? 0 }]));
}

/** Holds the lines for a validation until it expires. */
export async function reserve(
  db: Queryable,
  checkoutId: string,
  expiresAt: Date,
  lines: Line[],
): Promise<void> {
  await db.query(
    `INSERT INTO stock_reservations (checkout_id, offer_id, quantity, expires_at)
     SELECT $1, offer_id, quantity, $2 FROM unnest($3::bigint[], $4::int[]) AS l(offer_id, quantity)`,
    [checkoutId, expiresAt, lines.map((line) => line.offerId), lines.map((line) => line.quantity)],
  );
}

export async function release(db: Queryable, checkoutIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM stock_reservations WHERE checkout_id = ANY($1::uuid[])', [checkoutIds]);
}

/** Takes the quantities out of the (locked) offers. */
export async function decrement(db: Queryable, lines: Line[]): Promise<void> {
  await db.query(
    `UPDATE offers o SET stock = o.stock - l.quantity
     FROM unnest($1::bigint[], $2::int[]) AS l(id, quantity) WHERE o.id = l.id AND o.stock >= l.quantity`,
    [lines.map((line) => line.offerId), lines.map((line) => line.quantity)],
  );
}

export async function increment(db: Queryable, lines: Line[]): Promise<void> {
  await db.query(
    `UPDATE offers o SET stock = o.stock + l.quantity
     FROM unnest($1::bigint[], $2::int[]) AS l(id, quantity) WHERE o.id = l.id`,
    [lines.map((line) => line.offerId), lines.map((line) => line.quantity)],
  );
}

export interface OfferStockRow {
  id: string;
  territory: string;
  stock: number;
}

/** The offers' stock, locked in id order. */
export function lockStocks(db: Queryable, offerIds: readonly string[]): Promise<OfferStockRow[]> {
  return db.query<OfferStockRow>(
    `SELECT id::text, territory, stock FROM offers WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE`,
    [offerIds],
  );
}

/** Sets each offer's stock (the rows locked by `lockStocks` first). */
export async function setStocks(
  db: Queryable,
  changes: readonly { offerId: string; stock: number }[],
): Promise<void> {
  await db.query(
    `UPDATE offers o SET stock = l.stock
     FROM unnest($1::bigint[], $2::int[]) AS l(id, stock) WHERE o.id = l.id`,
    [changes.map((c) => c.offerId), changes.map((c) => c.stock)],
  );
}
