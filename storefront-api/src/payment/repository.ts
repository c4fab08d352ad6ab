/** The SQL of card payment: payments, transactions, idempotency keys, and the order a payment makes. */
import type { Cart, TerritoryCode } from '@shop/domain';
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
  coupon_id: string | null;
}

const CHECKOUT_COLUMNS = `id::text, cart_id::text, customer_id::text, territory, order_reference, status, amount,
  expires_at, snapshot, coupon_id::text`;

/** The customer's live validation (of their cart). */
export async function liveCheckoutOf(db: Queryable, customerId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(
    `SELECT ${CHECKOUT_COLUMNS} FROM checkouts
     WHERE cart_id = (SELECT id FROM carts WHERE customer_id = $1) AND status = 'VALIDATED' AND expires_at > now()`,
    [customerId],
  );
  return row;
}

/** Id of the customer's cart's latest validation, whatever became of it. */
export async function latestCheckoutOf(db: Queryable, customerId: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM checkouts WHERE cart_id = (SELECT id FROM carts WHERE customer_id = $1)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [customerId],
  );
  return row?.id;
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

export interface FormRow {
  form_token: string;
  form_url: string;
}

export async function insertPayment(
  db: Queryable,
  payment: {
    checkoutId: string;
    provider: string;
    amount: number;
    formToken: string;
    formUrl: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payments (checkout_id, provider, amount, form_token, form_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      payment.checkoutId,
      payment.provider,
      payment.amount,
      payment.formToken,
      payment.formUrl,
      payment.expiresAt,
    ],
  );
}

/**
 * The checkout's form still payable: the latest one prepared, not expired, with no answer of the
 * provider since (an answer, even a refusal, spends a form).
 */
export async function payableForm(
  db: Queryable,
  checkoutId: string,
  amount: number,
): Promise<FormRow | undefined> {
  const [row] = await db.query<FormRow & { answered: boolean }>(
    `SELECT p.form_token, p.form_url,
            EXISTS (SELECT 1 FROM payment_transactions t WHERE t.checkout_id = p.checkout_id
                    AND t.received_at >= p.created_at) AS answered
     FROM payments p WHERE p.checkout_id = $1 AND p.form_token IS NOT NULL AND p.amount = $2
       AND p.expires_at > now() + interval '1 minute'
     ORDER BY p.id DESC LIMIT 1`,
    [checkoutId, amount],
  );
  return row && !row.answered ? row : undefined;
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
    mode: string | null;
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_transactions (uuid, checkout_id, status, detailed_status, refusal_code, masked_pan, amount, mode)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
    [
      transaction.uuid,
      checkoutId,
      transaction.status,
      transaction.detailedStatus,
      transaction.refusalCode,
      transaction.maskedPan,
      transaction.amount,
      transaction.mode,
    ],
  );
  return rows.length === 1;
}

/** What a paid transaction led to: `order`, or the reason it is refunded. */
export async function setTransactionOutcome(db: Queryable, uuid: string, outcome: string): Promise<void> {
  await db.query('UPDATE payment_transactions SET outcome = $2 WHERE uuid = $1', [uuid, outcome]);
}

export async function transactionOutcome(db: Queryable, uuid: string): Promise<string | null> {
  const [row] = await db.query<{ outcome: string | null }>(
    'SELECT outcome FROM payment_transactions WHERE uuid = $1',
    [uuid],
  );
  return row?.outcome ?? null;
}

/** Transactions counted by the outcome the provider gave (`pending` before any), for the metrics. */
export function transactionCountsByOutcome(db: Queryable): Promise<{ outcome: string; count: number }[]> {
  return db.query<{ outcome: string; count: number }>(
    `SELECT coalesce(outcome, 'pending') AS outcome, count(*)::int AS count FROM payment_transactions GROUP BY 1`,
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

/** Forgets the keys older than their lifetime (the housekeeping rounds call it). */
export async function purgeKeys(db: Queryable, hours: number): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [
    hours,
  ]);
}

export async function releaseKey(db: Queryable, customerId: string, key: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE customer_id = $1 AND key = $2 AND reply IS NULL', [
    customerId,
    key,
  ]);
}
