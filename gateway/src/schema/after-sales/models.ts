import type { AfterSales, Order, RefundPreview, ReturnRequestReply } from '@shop/domain';

/**
 * The after-sales replies name offers and sellers by id; the order they belong to names them (its
 * lines keep the product's and the seller's names as ordered).
 */
export interface OrderNames {
  products: ReadonlyMap<string, string>;
  shops: ReadonlyMap<string, string>;
}

export function orderNames(order: Pick<Order, 'items'>): OrderNames {
  return {
    products: new Map(order.items.map((item) => [item.offerId, item.productName])),
    shops: new Map(order.items.map((item) => [item.shopId, item.shopName])),
  };
}

type CreditNotes = AfterSales['creditNotes'];

export type AfterSalesModel = AfterSales;
export type CancellableShipmentModel = AfterSales['cancellableShipments'][number];
export type AfterSalesLineModel = AfterSales['lines'][number];
/** A withdrawal or return, with the order's names and credit notes (its refunds link theirs). */
export type OrderReturnModel = ReturnRequestReply & { names: OrderNames; creditNotes: CreditNotes };
export type ReturnItemModel = ReturnRequestReply['lines'][number];
export type ReturnInstructionsModel = ReturnRequestReply['instructions'][number];
export type RefundPreviewModel = RefundPreview & { names: OrderNames };
export type SellerRefundModel = RefundPreview['sellers'][number] & { names: OrderNames };
export type RefundItemModel = SellerRefundModel['items'][number] & { productName: string };
export type RefundModel = AfterSales['refunds'][number] & { names: OrderNames; creditNotes: CreditNotes };
export type CreditNoteModel = CreditNotes[number];

export function returnModel(reply: ReturnRequestReply, names: OrderNames, creditNotes: CreditNotes) {
  return { ...reply, names, creditNotes } satisfies OrderReturnModel;
}
