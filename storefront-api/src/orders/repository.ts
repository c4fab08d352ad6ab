/** SQL of orders, their history and their parcels. Page-sized reads cost a fixed number of queries. */
import type { Cart, OrderSort, OrderStatus, ParcelStatus, TrackingEventType } from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface OrderRow {
  id: string;
  reference: string;
  customer_id: string;
  status: OrderStatus;
  custom_label: string | null;
  snapshot: Cart;
  shipping_tax_rate: number;
  transaction_reference: string;
  masked_pan: string | null;
  paid_at: Date;
  created_at: Date;
  checkout_id: string;
  territory: string;
  cancelled_shipments: string[];
}

export interface EventRow {
  order_id: string;
  instant: Date;
  type: string;
  stage: OrderStatus;
  message: string | null;
  payment: { status: string; transactionReference: string } | null;
  tracking: { trackingNumber: string; trackingUrl: string | null }[];
}

export interface ParcelRow {
  id: string;
  order_id: string;
  shipment_id: string;
  supplier_parcel_id: string | null;
  status: ParcelStatus;
  tracking_number: string;
  tracking_url: string | null;
  pickup_code: string | null;
  created_at: Date;
  items: { productReference: string; quantity: number }[];
  events: { date: string; type: TrackingEventType; message: string }[];
}

const ORDER_COLUMNS = `id::text, reference, customer_id::text, status, custom_label, snapshot, shipping_tax_rate,
  transaction_reference, masked_pan, paid_at, created_at, checkout_id::text, territory, cancelled_shipments`;

/** The order of this reference or id; only this customer's when one is given. */
export async function orderRow(
  db: Queryable,
  by: { reference: string } | { id: string },
  customerId: string | undefined,
): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders
     WHERE ${'reference' in by ? 'reference = $1' : 'id = $1::bigint'}
       AND ($2::uuid IS NULL OR customer_id = $2::uuid)`,
    ['reference' in by ? by.reference : by.id, customerId ?? null],
  );
  return row;
}

/** The same row, locked for a change of status (operator actions run one at a time per order). */
export async function lockOrder(db: Queryable, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE reference = $1 FOR UPDATE`,
    [reference],
  );
  return row;
}

const SORTS: Record<OrderSort, string> = {
  'paymentDate,desc': 'paid_at DESC, id DESC',
  'paymentDate,asc': 'paid_at ASC, id ASC',
  'reference,asc': 'reference ASC',
  'orderState,asc': 'status ASC, paid_at DESC, id DESC',
};

export async function customerOrderRows(
  db: Queryable,
  customerId: string,
  page: { page: number; size: number; sort: OrderSort },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = $1
       ORDER BY ${SORTS[page.sort]} LIMIT $2 OFFSET $3`,
      [customerId, page.size, page.page * page.size],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE customer_id = $1', [
      customerId,
    ]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The history of these orders, oldest first. */
export async function eventRows(db: Queryable, orderIds: string[]): Promise<EventRow[]> {
  if (orderIds.length === 0) return [];
  return db.query<EventRow>(
    `SELECT order_id::text, instant, type, stage, message, payment, tracking FROM order_events
     WHERE order_id = ANY($1::bigint[]) ORDER BY instant, id`,
    [orderIds],
  );
}

/** The parcels of these orders with their items and tracking events, in the order they were made. */
export async function parcelRows(db: Queryable, orderIds: string[]): Promise<ParcelRow[]> {
  if (orderIds.length === 0) return [];
  return db.query<ParcelRow>(
    `SELECT p.id::text, p.order_id::text, p.shipment_id, p.supplier_parcel_id, p.status, p.tracking_number,
            p.tracking_url, p.pickup_code, p.created_at,
            coalesce((SELECT json_agg(json_build_object('productReference', i.product_reference,
                                                        'quantity', i.quantity) ORDER BY i.product_reference)
                      FROM parcel_items i WHERE i.parcel_id = p.id), '[]') AS items,
            coalesce((SELECT json_agg(json_build_object('date', e.instant, 'type', e.type, 'message', e.message)
                                      ORDER BY e.instant, e.id)
                      FROM parcel_events e WHERE e.parcel_id = p.id), '[]') AS events
     FROM parcels p WHERE p.order_id = ANY($1::bigint[]) ORDER BY p.id`,
    [orderIds],
  );
}

export async function renameOrder(
  db: Queryable,
  reference: string,
  customerId: string,
  label: string | null,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE orders SET custom_label = $3 WHERE reference = $1 AND customer_id = $2 RETURNING id::text',
    [reference, customerId, label],
  );
  return rows.length > 0;
}

/** An order's status, its row locked until the transaction ends (by id: the refund rounds know the id). */
export async function lockedStatus(db: Queryable, orderId: string): Promise<OrderStatus | undefined> {
  const [row] = await db.query<{ status: OrderStatus }>(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return row?.status;
}

/** A shipment of the order cancelled before it left: it ships nothing any more. */
export async function addCancelledShipment(
  db: Queryable,
  orderId: string,
  shipmentId: string,
): Promise<void> {
  await db.query(
    `UPDATE orders SET cancelled_shipments = array_append(cancelled_shipments, $2)
     WHERE id = $1 AND NOT ($2 = ANY (cancelled_shipments))`,
    [orderId, shipmentId],
  );
}

export async function setOrderStatus(db: Queryable, orderId: string, status: OrderStatus): Promise<void> {
  await db.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, status]);
}

export async function insertOrderEvent(
  db: Queryable,
  orderId: string,
  event: {
    type: string;
    stage: OrderStatus;
    message: string | null;
    tracking?: { trackingNumber: string; trackingUrl: string | null }[];
  },
): Promise<void> {
  await db.query(
    `INSERT INTO order_events (order_id, type, stage, message, tracking)
     VALUES ($1, $2, $3, $4, $5)`,
    [orderId, event.type, event.stage, event.message, JSON.stringify(event.tracking ?? [])],
  );
}

export async function parcelsOfOrder(db: Queryable, orderId: string): Promise<ParcelRow[]> {
  return parcelRows(db, [orderId]);
}

export async function insertParcel(
  db: Queryable,
  parcel: {
    orderId: string;
    shipmentId: string;
    supplierParcelId: string | null;
    trackingNumber: string;
    trackingUrl: string | null;
    pickupCode: string | null;
    items: { productReference: string; quantity: number }[];
    message: string;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO parcels (order_id, shipment_id, supplier_parcel_id, status, tracking_number, tracking_url,
                          pickup_code)
     VALUES ($1, $2, $3, 'SHIPPED', $4, $5, $6) RETURNING id::text`,
    [
      parcel.orderId,
      parcel.shipmentId,
      parcel.supplierParcelId,
      parcel.trackingNumber,
      parcel.trackingUrl,
      parcel.pickupCode,
    ],
  );
  const id = row!.id;
  await db.query(
    `INSERT INTO parcel_items (parcel_id, product_reference, quantity)
     SELECT $1, * FROM unnest($2::text[], $3::int[])`,
    [id, parcel.items.map((item) => item.productReference), parcel.items.map((item) => item.quantity)],
  );
  await insertParcelEvent(db, id, { type: 'SHIPMENT', message: parcel.message, date: null });
  return id;
}

/** The parcel and its order's reference, locked with the order (the order's lock comes first). */
export async function parcelOrderReference(db: Queryable, parcelId: string): Promise<string | undefined> {
  const [row] = await db.query<{ reference: string }>(
    'SELECT o.reference FROM parcels p JOIN orders o ON o.id = p.order_id WHERE p.id = $1::bigint',
    [parcelId],
  );
  return row?.reference;
}

export async function insertParcelEvent(
  db: Queryable,
  parcelId: string,
  event: { type: TrackingEventType; message: string; date: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO parcel_events (parcel_id, type, message, instant) VALUES ($1, $2, $3, coalesce($4::timestamptz, now()))`,
    [parcelId, event.type, event.message, event.date],
  );
}

export async function setParcelStatus(db: Queryable, parcelId: string, status: ParcelStatus): Promise<void> {
  await db.query('UPDATE parcels SET status = $2 WHERE id = $1', [parcelId, status]);
}

/** The validation an order is made of. */
export interface OrderedCheckout {
  id: string;
  customer_id: string | null;
  territory: string;
  order_reference: string;
  snapshot: Cart;
}

export async function insertOrder(
  db: Queryable,
  order: {
    checkout: OrderedCheckout;
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

/** An event written with a new order (its payment details, when it has some). */
export interface NewOrderEvent {
  type: string;
  stage: OrderStatus;
  message: string | null;
  payment: unknown;
}

export async function insertEvents(db: Queryable, orderId: string, events: NewOrderEvent[]): Promise<void> {
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

/** A refund done, in the order's history at the stage the order is in. */
export async function insertRefundEvent(db: Queryable, orderId: string, message: string): Promise<void> {
  await db.query(
    `INSERT INTO order_events (order_id, type, stage, message) SELECT id, 'REFUND', status, $2 FROM orders WHERE id = $1`,
    [orderId, message],
  );
}
