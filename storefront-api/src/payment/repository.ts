/** The SQL of card payment: payments, transactions, idempotency keys, and the order a payment makes. */
import type { Cart, OrderStatus, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface CheckoutRow {
  id: string;
  cart_id: string | null;
  customer_id: string | null;
  territory: TerritoryCode;
  order_reference: string;
  status: 'VALIDATED' | 'PAID' | 'CANCELLED' | 'EXPIRED';
  amount: number;
  expires_at: Date;
  snapshot: Cart;
}

const CHECKOUT_COLUMNS = `id::text, cart_id::text, customer_id::text, territory, order_reference, status, amount,
  expires_at, snapshot`;

/** The customer's live validation (of their cart). */
export async function liveCheckoutOf(db: Queryable, customerId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(
    `SELECT ${CHECKOUT_COLUMNS} FROM checkouts
     WHERE cart_id = (SELECT id FROM carts WHERE customer_id = $1) AND status = 'VALIDATED' AND expires_at > now()`,
    [customerId],
  );
  return row;
}

export async function checkoutByReference(
  db: Queryable,
  reference: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(
    `SELECT ${CHECKOUT_COLUMNS} FROM checkouts WHERE order_reference = $1`,
    [reference],
  );
  return row;
}

/** Locks the checkout's cart first, then the checkout: the order every cart call locks in. */
export async function lockCheckout(db: Queryable, checkout: CheckoutRow): Promise<CheckoutRow> {
  if (checkout.cart_id !== null)
    await db.query('SELECT 1 FROM carts WHERE id = $1 FOR UPDATE', [checkout.cart_id]);
  const [row] = await db.query<CheckoutRow>(
    `SELECT ${CHECKOUT_COLUMNS} FROM checkouts WHERE id = $1 FOR UPDATE`,
    [checkout.id],
  );
  return row!;
}

export async function insertPayment(
  db: Queryable,
  checkoutId: string,
  provider: string,
  amount: number,
): Promise<void> {
  await db.query('INSERT INTO payments (checkout_id, provider, amount) VALUES ($1, $2, $3)', [
    checkoutId,
    provider,
    amount,
  ]);
}

/** Records a transaction; false when it was already recorded (a replayed answer). */
export async function recordTransaction(
  db: Queryable,
  checkoutId: string,
  transaction: {
    uuid: string;
    status: string;
    detailedStatus: string | null;
    refusalCode: string | null;
    maskedPan: string | null;
    amount: number;
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_transactions (uuid, checkout_id, status, detailed_status, refusal_code, masked_pan, amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
    [
      transaction.uuid,
      checkoutId,
      transaction.status,
      transaction.detailedStatus,
      transaction.refusalCode,
      transaction.maskedPan,
      transaction.amount,
    ],
  );
  return rows.length === 1;
}

/**
 * Takes the validated quantities out of stock, all or nothing: the offers are locked in id order and
 * each must still hold its quantity (false leaves every stock as it was).
 */
export async function takeStock(
  db: Queryable,
  lines: { offerId: string; quantity: number }[],
): Promise<boolean> {
  const ids = lines.map((line) => line.offerId);
  const rows = await db.query<{ id: string; stock: number }>(
    'SELECT id::text, stock FROM offers WHERE id = ANY($1) ORDER BY id FOR UPDATE',
    [ids],
  );
  const stock = new Map(rows.map((row) => [row.id, row.stock]));
  if (lines.some((line) => (stock.get(line.offerId) ?? 0) < line.quantity)) return false;
  await db.query(
    `UPDATE offers o SET stock = o.stock - l.quantity
     FROM unnest($1::bigint[], $2::int[]) AS l(id, quantity) WHERE o.id = l.id AND o.stock >= l.quantity`,
    [ids, lines.map((line) => line.quantity)],
  );
  return true;
}

export async function closeCheckout(db: Queryable, checkoutId: string): Promise<void> {
  await db.query(`UPDATE checkouts SET status = 'PAID', closed_at = now() WHERE id = $1`, [checkoutId]);
  await db.query('DELETE FROM stock_reservations WHERE checkout_id = $1', [checkoutId]);
}

/** The cart after its order: empty, its coupon use redeemed, its checkout choices forgotten. */
export async function emptyOrderedCart(db: Queryable, cartId: string): Promise<void> {
  await db.query(
    `UPDATE coupon_uses SET status = 'REDEEMED', cart_id = NULL WHERE cart_id = $1 AND status = 'RESERVED'`,
    [cartId],
  );
  await db.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
  await db.query('DELETE FROM cart_shipments WHERE cart_id = $1', [cartId]);
  await db.query(
    `UPDATE carts SET coupon_id = NULL, shipping_address = NULL, billing_address = NULL, updated_at = now()
     WHERE id = $1`,
    [cartId],
  );
}

export async function insertOrder(
  db: Queryable,
  order: {
    checkout: CheckoutRow;
    status: OrderStatus;
    shippingTaxRate: number;
    transactionReference: string;
    maskedPan: string | null;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO orders (reference, checkout_id, customer_id, territory, status, snapshot, shipping_tax_rate,
                         transaction_reference, masked_pan, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING id::text`,
    [
      order.checkout.order_reference,
      order.checkout.id,
      order.checkout.customer_id,
      order.checkout.territory,
      order.status,
      JSON.stringify(order.checkout.snapshot),
      order.shippingTaxRate,
      order.transactionReference,
      order.maskedPan,
    ],
  );
  return row!.id;
}

export async function insertEvents(
  db: Queryable,
  orderId: string,
  events: { type: string; stage: OrderStatus; message: string | null; payment: unknown }[],
): Promise<void> {
  for (const [index, event] of events.entries())
    await db.query(
      `INSERT INTO order_events (order_id, instant, type, stage, message, payment)
       VALUES ($1, now() + make_interval(secs => $2 / 1000.0), $3, $4, $5, $6)`,
      [
        orderId,
        index,
        event.type,
        event.stage,
        event.message,
        event.payment === null ? null : JSON.stringify(event.payment),
      ],
    );
}

export async function orderReferenceOfCheckout(
  db: Queryable,
  checkoutId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ reference: string }>('SELECT reference FROM orders WHERE checkout_id = $1', [
    checkoutId,
  ]);
  return row?.reference;
}

export async function customerContact(
  db: Queryable,
  customerId: string,
): Promise<{ email: string | null; first_name: string | null; locale: string } | undefined> {
  const [row] = await db.query<{ email: string | null; first_name: string | null; locale: string }>(
    'SELECT email, first_name, locale FROM customers WHERE id = $1',
    [customerId],
  );
  return row;
}

export interface IdempotencyRow {
  fingerprint: string;
  reply: unknown;
}

/** Claims a key for a call; the existing row when another call has it. */
export async function claimKey(
  db: Queryable,
  customerId: string,
  key: string,
  operation: string,
  fingerprint: string,
): Promise<IdempotencyRow | undefined> {
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (customer_id, key, operation, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, key) DO NOTHING RETURNING key`,
    [customerId, key, operation, fingerprint],
  );
  if (inserted.length === 1) return undefined;
  const [row] = await db.query<IdempotencyRow & { operation: string }>(
    'SELECT operation, fingerprint, reply FROM idempotency_keys WHERE customer_id = $1 AND key = $2',
    [customerId, key],
  );
  return row && { fingerprint: `${row.operation}:${row.fingerprint}`, reply: row.reply };
}

export async function storeReply(
  db: Queryable,
  customerId: string,
  key: string,
  reply: unknown,
): Promise<void> {
  await db.query('UPDATE idempotency_keys SET reply = $3 WHERE customer_id = $1 AND key = $2', [
    customerId,
    key,
    JSON.stringify(reply),
  ]);
}

export async function releaseKey(db: Queryable, customerId: string, key: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE customer_id = $1 AND key = $2 AND reply IS NULL', [
    customerId,
    key,
  ]);
}
