/** The SQL of refunds: asked in the transaction that decides them, sent to the provider afterwards. */
import type { Queryable } from '../db/database.js';

export interface RefundRow {
  id: string;
  transaction_uuid: string;
  order_id: string | null;
  amount: number;
  reason: string;
  attempts: number;
}

/**
 * Asks for a refund of a paid transaction, at most what its earlier refunds left of it; the same
 * transaction and reason ask once. The transaction's row is locked first, so two askers never both
 * take the same remainder. Answers the amount asked (0: nothing left, or asked already).
 */
export async function insertRefund(
  db: Queryable,
  refund: {
    transactionUuid: string;
    checkoutId: string;
    orderId: string | null;
    amount: number;
    reason: string;
    /** What makes the refund once (the reason when absent): one seller's part of one fact. */
    idempotencyKey?: string;
    shopId?: string | null;
  },
): Promise<number> {
  return (await insertKeyedRefund(db, refund))?.amount ?? 0;
}

/** `insertRefund`, answering the refund's id too; undefined when nothing was asked. */
export async function insertKeyedRefund(
  db: Queryable,
  refund: Parameters<typeof insertRefund>[1],
): Promise<{ id: string; amount: number } | undefined> {
  const [paid] = await db.query<{ amount: number; refunded: number }>(
    `SELECT t.amount, (SELECT coalesce(sum(r.amount), 0)::int FROM refunds r
                       WHERE r.transaction_uuid = t.uuid AND r.status <> 'FAILED') AS refunded
     FROM payment_transactions t WHERE t.uuid = $1 FOR UPDATE`,
    [refund.transactionUuid],
  );
  if (!paid) return undefined;
  const amount = Math.min(refund.amount, paid.amount - paid.refunded);
  if (amount <= 0) return undefined;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO refunds (transaction_uuid, checkout_id, order_id, amount, reason, idempotency_key, shop_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (transaction_uuid, idempotency_key) DO NOTHING RETURNING id::text`,
    [
      refund.transactionUuid,
      refund.checkoutId,
      refund.orderId,
      amount,
      refund.reason,
      refund.idempotencyKey ?? refund.reason,
      refund.shopId ?? null,
    ],
  );
  return row && { id: row.id, amount };
}

/** What a paid transaction has left to refund: its amount less its refunds not failed. */
export async function paidLeft(db: Queryable, transactionUuid: string): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    `SELECT t.amount - (SELECT coalesce(sum(r.amount), 0)::int FROM refunds r
                        WHERE r.transaction_uuid = t.uuid AND r.status <> 'FAILED') AS left
     FROM payment_transactions t WHERE t.uuid = $1`,
    [transactionUuid],
  );
  return Math.max(0, row?.left ?? 0);
}

/** Whether the refunds done of a transaction gave back all it paid. */
export async function fullyRefunded(db: Queryable, transactionUuid: string): Promise<boolean> {
  const [row] = await db.query<{ left: number }>(
    `SELECT t.amount - (SELECT coalesce(sum(r.amount), 0)::int FROM refunds r
                        WHERE r.transaction_uuid = t.uuid AND r.status = 'DONE') AS left
     FROM payment_transactions t WHERE t.uuid = $1`,
    [transactionUuid],
  );
  return row !== undefined && row.left <= 0;
}

/**
 * Claims the refunds due (pending, their next attempt come): each claimed one is put off by
 * `retryAfterSeconds` at once, so another process's round skips it while this one calls the provider.
 */
export function claimDue(db: Queryable, limit: number, retryAfterSeconds: number): Promise<RefundRow[]> {
  return db.query<RefundRow>(
    `UPDATE refunds SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     WHERE id IN (SELECT id FROM refunds WHERE status = 'PENDING' AND next_attempt_at <= now()
                  ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id::text, transaction_uuid, order_id::text, amount, reason, attempts`,
    [limit, retryAfterSeconds],
  );
}

export async function markDone(db: Queryable, id: string, providerReference: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refunds SET status = 'DONE', provider_reference = $2, done_at = now(), last_error = NULL
     WHERE id = $1 AND status = 'PENDING' RETURNING id`,
    [id, providerReference],
  );
  return rows.length === 1;
}

/** A failed attempt: retried after `retryAfterSeconds`, or left FAILED for an operator. */
export async function markFailed(
  db: Queryable,
  id: string,
  error: string,
  retryAfterSeconds: number | null,
): Promise<void> {
  await db.query(
    `UPDATE refunds SET last_error = $2,
       status = CASE WHEN $3::int IS NULL THEN 'FAILED' ELSE status END,
       next_attempt_at = CASE WHEN $3::int IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $3::int) END
     WHERE id = $1 AND status = 'PENDING'`,
    [id, error.slice(0, 500), retryAfterSeconds],
  );
}

export interface OrderRefund {
  id: string;
  amount: number;
  status: 'PENDING' | 'DONE' | 'FAILED';
  reason: string;
  provider_reference: string | null;
  shop_id: string | null;
  idempotency_key: string;
  created_at: Date;
  done_at: Date | null;
}

export function refundsOfCheckout(db: Queryable, checkoutId: string): Promise<OrderRefund[]> {
  return db.query<OrderRefund>(
    `SELECT id::text, amount, status, reason, provider_reference, shop_id, idempotency_key, created_at, done_at
     FROM refunds WHERE checkout_id = $1 ORDER BY id`,
    [checkoutId],
  );
}
