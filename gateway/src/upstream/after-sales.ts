import { afterSalesSchema, refundPreviewSchema, returnRequestReplySchema } from '@shop/domain';
// The request shapes are the storefront-api's own (`domain/src/api/after-sales.ts`): the contract is
// written once, for the server that parses it and the client here.
import type {
  AfterSales,
  CancelOrderRequest as CancelBody,
  RefundPreview,
  RefundPreviewRequest as RefundPreviewBody,
  ReturnRequestBody as ReturnBody,
  ReturnRequestReply,
  WithdrawalRequest as WithdrawalBody,
} from '@shop/domain';
import type { ParsedRequest } from './request.js';

/**
 * The after-sales calls of issue 32 for the session's customer: one order's rights and what was done
 * (returns, refunds, credit notes), its cancellation, the withdrawal function's confirmation, a return
 * and the refund preview. Another customer's order is NOT_FOUND, as for the order calls.
 */
export interface AfterSalesApi {
  get(reference: string): Promise<AfterSales>;
  cancel(reference: string, body: CancelBody): Promise<AfterSales>;
  preview(reference: string, body: RefundPreviewBody): Promise<RefundPreview>;
  /** The same `requestId` answers the same statement. */
  withdraw(reference: string, body: WithdrawalBody): Promise<ReturnRequestReply>;
  /** The same `requestId` answers the same return. */
  requestReturn(reference: string, body: ReturnBody): Promise<ReturnRequestReply>;
}

export function afterSalesCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): AfterSalesApi {
  const path = (reference: string, action: string) => `/orders/${encodeURIComponent(reference)}/${action}`;
  return {
    get: (reference) => call({ path: path(reference, 'after-sales'), reply: afterSalesSchema }),
    cancel: (reference, body) =>
      call({ method: 'POST', path: path(reference, 'cancel'), body, reply: afterSalesSchema }),
    preview: (reference, body) =>
      call({ method: 'POST', path: path(reference, 'refund-preview'), body, reply: refundPreviewSchema }),
    withdraw: (reference, body) =>
      call({ method: 'POST', path: path(reference, 'withdrawal'), body, reply: returnRequestReplySchema }),
    requestReturn: (reference, body) =>
      call({ method: 'POST', path: path(reference, 'returns'), body, reply: returnRequestReplySchema }),
  };
}
