import { orderPageSchema, orderSchema } from '@shop/domain';
import type { Order, OrderPage, OrderSort } from '@shop/domain';
import type { ParsedRequest } from './request.js';

/** The order calls of spec 7 for the session's customer (contract in `domain/src/api/orders.ts`). */
export interface OrdersApi {
  /** One page of the customer's orders, each whole (history, parcels): one call per page. */
  list(query: { page: number; size: number; sort: OrderSort }): Promise<OrderPage>;
  /** NOT_FOUND for an order that is not the session's. */
  byReference(reference: string): Promise<Order>;
  /** NOT_FOUND for an order that is not the session's. */
  rename(reference: string, newName: string): Promise<Order>;
}

export function orderCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): OrdersApi {
  return {
    list: (query) => call({ path: '/orders/customer', query, reply: orderPageSchema }),
    byReference: (reference) =>
      call({ path: `/orders/${encodeURIComponent(reference)}`, reply: orderSchema }),
    rename: (reference, newName) =>
      call({
        method: 'POST',
        path: `/orders/rename/${encodeURIComponent(reference)}`,
        body: { newName },
        reply: orderSchema,
      }),
  };
}
