import {
  restockAlertReplySchema,
  restockAlertUnsubscribeReplySchema,
  type RestockAlertInput,
  type RestockAlertReply,
  type RestockAlertUnsubscribeReply,
} from '@shop/domain';
import type { ParsedRequest } from './request.js';

/** The restock alert calls of spec 7 (`products/offer/restock-alert`), in the scope's region and language. */
export interface RestockAlertsApi {
  /** Stores the alert (409 `restock-alert-exists`, 404 `offer-not-found`, 400 `offer-in-stock`). */
  subscribe(input: RestockAlertInput): Promise<RestockAlertReply>;
  /** The e-mail's unsubscribe link (404 `restock-alert-not-found`). */
  unsubscribe(token: string): Promise<RestockAlertUnsubscribeReply>;
}

export function restockAlertCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): RestockAlertsApi {
  return {
    subscribe: (input) =>
      call({
        method: 'POST',
        path: '/products/offer/restock-alert',
        body: input,
        reply: restockAlertReplySchema,
      }),
    unsubscribe: (token) =>
      call({
        method: 'POST',
        path: '/products/offer/restock-alert/unsubscribe',
        body: { token },
        reply: restockAlertUnsubscribeReplySchema,
      }),
  };
}
