/**
 * What other modules may ask of orders (orders alone writes `orders` and `order_events`): payment
 * places the order of a paid validation, and tells it of a refund done.
 */
import { nextOrderStatus, type OrderStatus } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { queueRefundDone } from './mails.js';
import * as repository from './repository.js';
import type { OrderedCheckout } from './repository.js';

export type { OrderedCheckout };

export type OrderEvent = repository.NewOrderEvent;

/** A new order and its first events (a millisecond apart, so they keep their order); its id. */
export async function placeOrder(
  tx: Queryable,
  order: {
    checkout: OrderedCheckout;
    status: OrderStatus;
    shippingTaxRate: number;
    transactionReference: string;
    maskedPan: string | null;
    events: OrderEvent[];
  },
): Promise<string> {
  const orderId = await repository.insertOrder(tx, order);
  await repository.insertEvents(tx, orderId, order.events);
  return orderId;
}

/**
 * The refund of an order's payment, done: the shopper reads it in the order's history, and an order
 * whose returned goods were received becomes partly or fully refunded (`fullyRefunded`: nothing of
 * the payment is left). With `refund`, the customer is e-mailed.
 */
export async function recordRefundDone(
  tx: Queryable,
  orderId: string,
  message: string,
  fullyRefunded = false,
  refund?: { id: string; amount: number },
): Promise<void> {
  // The order's lock first: an event's insert takes a key-share lock on the order, and two refunds
  // of one order (one per seller) recorded at once each held that, then waited for the other to
  // release it before taking this lock (a deadlock on PostgreSQL).
  const status = await repository.lockedStatus(tx, orderId);
  if (status === undefined) return;
  await repository.insertRefundEvent(tx, orderId, message);
  if (refund) await queueRefundDone(tx, orderId, refund);
  const next = nextOrderStatus(status, { type: 'REFUND_DONE', fullyRefunded });
  if (!next.ok || next.status === status) return;
  await repository.setOrderStatus(tx, orderId, next.status);
  await repository.insertOrderEvent(tx, orderId, {
    type: next.status,
    stage: next.status,
    message:
      next.status === 'REFUNDED' ? 'Commande entièrement remboursée.' : 'Commande partiellement remboursée.',
  });
}
