/**
 * SQL of after-sales: cancellations, returns (withdrawals and returns for a defect) with their lines,
 * credit notes. The caller holds the order's lock for every write.
 */
import type {
  ItemCondition,
  ReturnKind,
  ReturnReason,
  ReturnStatus,
  WithdrawalExclusion,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface ReturnRow {
  id: string;
  reference: string;
  order_id: string;
  request_id: string;
  kind: ReturnKind;
  reason: ReturnReason | null;
  comment: string | null;
  statement: string;
  status: ReturnStatus;
  requested_at: Date;
  received_at: Date | null;
  lines: {
    offerId: string;
    shopId: string;
    quantity: number;
    receivedQuantity: number | null;
    condition: ItemCondition | null;
  }[];
}

const RETURN_COLUMNS = `r.id::text, r.reference, r.order_id::text, r.request_id::text, r.kind, r.reason, r.comment,
  r.statement, r.status, r.requested_at, r.received_at,
  coalesce((SELECT json_agg(json_build_object('offerId', l.offer_id, 'shopId', l.shop_id, 'quantity', l.quantity,
                                              'receivedQuantity', l.received_quantity, 'condition', l.condition)
                            ORDER BY l.offer_id)
            FROM order_return_lines l WHERE l.return_id = r.id), '[]') AS lines`;

export function returnsOfOrder(db: Queryable, orderId: string): Promise<ReturnRow[]> {
  return db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM order_returns r WHERE r.order_id = $1 ORDER BY r.id`,
    [orderId],
  );
}

export async function returnByReference(db: Queryable, reference: string): Promise<ReturnRow | undefined> {
  const [row] = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM order_returns r WHERE r.reference = $1`,
    [reference],
  );
  return row;
}

export async function returnByRequest(
  db: Queryable,
  orderId: string,
  requestId: string,
): Promise<ReturnRow | undefined> {
  const [row] = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM order_returns r WHERE r.order_id = $1 AND r.request_id = $2`,
    [orderId, requestId],
  );
  return row;
}

/** The order's reference of a return (to lock the order before the return). */
export async function orderReferenceOfReturn(db: Queryable, reference: string): Promise<string | undefined> {
  const [row] = await db.query<{ reference: string }>(
    `SELECT o.reference FROM order_returns r JOIN orders o ON o.id = r.order_id WHERE r.reference = $1`,
    [reference],
  );
  return row?.reference;
}

export async function insertReturn(
  tx: Queryable,
  ret: {
    orderId: string;
    orderReference: string;
    requestId: string;
    kind: ReturnKind;
    reason: ReturnReason | null;
    comment: string | null;
    statement: string;
    lines: { offerId: string; shopId: string; quantity: number }[];
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO order_returns (reference, order_id, request_id, kind, reason, comment, statement)
     SELECT $2 || '-' || (count(*) + 1), $1, $3, $4, $5, $6, $7 FROM order_returns WHERE order_id = $1
     RETURNING id::text`,
    [ret.orderId, `R-${ret.orderReference}`, ret.requestId, ret.kind, ret.reason, ret.comment, ret.statement],
  );
  const id = row!.id;
  await tx.query(
    `INSERT INTO order_return_lines (return_id, offer_id, shop_id, quantity)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::int[])`,
    [
      id,
      ret.lines.map((line) => line.offerId),
      ret.lines.map((line) => line.shopId),
      ret.lines.map((line) => line.quantity),
    ],
  );
  return id;
}

export async function markReceived(
  tx: Queryable,
  returnId: string,
  lines: { offerId: string; quantity: number; condition: ItemCondition }[],
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE order_returns SET status = 'RECEIVED', received_at = now()
     WHERE id = $1 AND status = 'REQUESTED' RETURNING id`,
    [returnId],
  );
  if (rows.length === 0) return false;
  // Lines the operator did not name did not come back.
  await tx.query('UPDATE order_return_lines SET received_quantity = 0 WHERE return_id = $1', [returnId]);
  await tx.query(
    `UPDATE order_return_lines l SET received_quantity = v.quantity, condition = v.condition
     FROM unnest($2::text[], $3::int[], $4::text[]) AS v(offer_id, quantity, condition)
     WHERE l.return_id = $1 AND l.offer_id = v.offer_id`,
    [
      returnId,
      lines.map((line) => line.offerId),
      lines.map((line) => line.quantity),
      lines.map((line) => line.condition),
    ],
  );
  return true;
}

export interface CancellationRow {
  shipment_id: string | null;
  by_customer: boolean;
  refund: number;
  created_at: Date;
}

export function cancellationsOfOrder(db: Queryable, orderId: string): Promise<CancellationRow[]> {
  return db.query<CancellationRow>(
    'SELECT shipment_id, by_customer, refund, created_at FROM order_cancellations WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
}

export async function insertCancellation(
  tx: Queryable,
  cancellation: { orderId: string; shipmentId: string | null; byCustomer: boolean; refund: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_cancellations (order_id, shipment_id, by_customer, refund) VALUES ($1, $2, $3, $4)`,
    [cancellation.orderId, cancellation.shipmentId, cancellation.byCustomer, cancellation.refund],
  );
}

/** The L221-28 exclusion of each product reference (null: none). */
export async function exclusions(
  db: Queryable,
  references: readonly string[],
): Promise<Map<string, WithdrawalExclusion | null>> {
  const rows = await db.query<{ reference: string; withdrawal_exclusion: WithdrawalExclusion | null }>(
    // A variant without its own exclusion takes its configurable parent's.
    `SELECT p.reference, coalesce(p.withdrawal_exclusion, parent.withdrawal_exclusion) AS withdrawal_exclusion
     FROM products p LEFT JOIN products parent ON parent.id = p.parent_id WHERE p.reference = ANY($1::text[])`,
    [references],
  );
  return new Map(rows.map((row) => [row.reference, row.withdrawal_exclusion]));
}

export interface CreditNoteRow {
  id: string;
  number: string;
  order_id: string;
  refund_id: string;
  shop_id: string | null;
  detail: CreditNoteDetail;
  amount: number;
  created_at: Date;
}

/** What a credit note prints: the lines given back and the delivery, as decided. */
export interface CreditNoteDetail {
  reason: string;
  shopName: string | null;
  items: { productReference: string; productName: string; quantity: number; amount: number }[];
  delivery: number;
}

export async function insertCreditNote(
  tx: Queryable,
  note: {
    orderId: string;
    refundId: string;
    shopId: string | null;
    detail: CreditNoteDetail;
    amount: number;
  },
): Promise<string> {
  const [row] = await tx.query<{ number: string }>(
    `INSERT INTO credit_notes (number, order_id, refund_id, shop_id, detail, amount)
     VALUES ('AV-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('credit_note_numbers')::text, 6, '0'),
             $1, $2, $3, $4, $5)
     RETURNING number`,
    [note.orderId, note.refundId, note.shopId, JSON.stringify(note.detail), note.amount],
  );
  return row!.number;
}

export function creditNotesOfOrder(db: Queryable, orderId: string): Promise<CreditNoteRow[]> {
  return db.query<CreditNoteRow>(
    `SELECT id::text, number, order_id::text, refund_id::text, shop_id, detail, amount, created_at
     FROM credit_notes WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

/** A credit note with its order's reference, only when the order is this customer's. */
export async function creditNoteOf(
  db: Queryable,
  number: string,
  customerId: string,
): Promise<(CreditNoteRow & { order_reference: string }) | undefined> {
  const [row] = await db.query<CreditNoteRow & { order_reference: string }>(
    `SELECT c.id::text, c.number, c.order_id::text, c.refund_id::text, c.shop_id, c.detail, c.amount, c.created_at,
            o.reference AS order_reference
     FROM credit_notes c JOIN orders o ON o.id = c.order_id WHERE c.number = $1 AND o.customer_id = $2`,
    [number, customerId],
  );
  return row;
}
