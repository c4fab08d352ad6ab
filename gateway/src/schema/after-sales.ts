import type { Resolvers } from './__generated__/resolvers-types.js';
import {
  afterSalesFields,
  afterSalesLineFields,
  cancellableShipmentFields,
  creditNoteFields,
  orderAfterSalesFields,
  orderReturnFields,
  refundFields,
  refundItemFields,
  refundPreviewFields,
  returnInstructionsFields,
  returnItemFields,
  sellerRefundFields,
} from './after-sales/fields.js';
import { afterSalesMutations } from './after-sales/mutations.js';

/**
 * After the sale (issue 32): an order's rights line by line, its withdrawals and returns with their
 * instructions, refunds and credit notes, the refund preview, and the cancellation, withdrawal and
 * return mutations.
 */
export const afterSalesResolvers: Resolvers = {
  Order: orderAfterSalesFields,
  OrderAfterSales: afterSalesFields,
  CancellableShipment: cancellableShipmentFields,
  AfterSalesLine: afterSalesLineFields,
  OrderReturn: orderReturnFields,
  ReturnItem: returnItemFields,
  ReturnInstructions: returnInstructionsFields,
  RefundPreview: refundPreviewFields,
  SellerRefund: sellerRefundFields,
  RefundItem: refundItemFields,
  Refund: refundFields,
  CreditNote: creditNoteFields,
  Mutation: afterSalesMutations,
};
