/**
 * What other modules may ask of orders besides placing one (orders alone writes `orders`,
 * `order_events` and the parcels): after-sales locks an order, reads its parcels, moves its status
 * through `domain`'s state machine and writes its history, all in the caller's transaction.
 */
import type { OrderStatus } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import * as repository from './repository.js';

export type { OrderRow, ParcelRow } from './repository.js';
export { sellerLegal, type SellerLegal } from './sellers.js';
export { loadOrder } from './service.js';
export { invoiceNumber } from './invoice.js';

/** The order of this reference (only this customer's when given), its row locked until the transaction ends. */
export async function lockOrderOf(
  tx: Queryable,
  reference: string,
  customerId: string | undefined,
): Promise<repository.OrderRow | undefined> {
  const order = await repository.lockOrder(tx, reference);
  return order && (customerId === undefined || order.customer_id === customerId) ? order : undefined;
}

/** The order's row unlocked (a read), only this customer's when one is given. */
export const orderRowOf = (db: Queryable, reference: string, customerId: string | undefined) =>
  repository.orderRow(db, { reference }, customerId);

export const parcelsOf = (db: Queryable, orderId: string) => repository.parcelsOfOrder(db, orderId);

/** A status the state machine allowed, and the event that tells the shopper. */
export async function moveOrder(
  tx: Queryable,
  orderId: string,
  from: OrderStatus,
  event: { type: string; stage: OrderStatus; message: string },
): Promise<void> {
  if (event.stage !== from) await repository.setOrderStatus(tx, orderId, event.stage);
  await repository.insertOrderEvent(tx, orderId, event);
}

export const cancelShipment = (tx: Queryable, orderId: string, shipmentId: string) =>
  repository.addCancelledShipment(tx, orderId, shipmentId);
