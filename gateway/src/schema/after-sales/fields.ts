import {
  CURRENCY,
  ITEM_CONDITION_LABELS,
  REFUND_STATUS_LABELS,
  RETURN_KIND_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type AfterSales,
} from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { creditNotePath } from '../../http/invoice-proxy.js';
import type { OrderModel } from '../../models.js';
import type {
  AfterSalesLineResolvers,
  CancellableShipmentResolvers,
  CreditNoteResolvers,
  OrderAfterSalesResolvers,
  OrderResolvers,
  OrderReturnResolvers,
  RefundItemResolvers,
  RefundPreviewResolvers,
  RefundResolvers,
  ReturnInstructionsResolvers,
  ReturnItemResolvers,
  SellerRefundResolvers,
} from '../__generated__/resolvers-types.js';
import { money } from '../prices.js';
import { orderNames, returnModel, type OrderNames } from './models.js';

const euros = (cents: number) => money(cents, CURRENCY);

const afterSalesCache = new WeakMap<GatewayContext, Map<string, Promise<AfterSales>>>();

function cacheOf(ctx: GatewayContext): Map<string, Promise<AfterSales>> {
  let cache = afterSalesCache.get(ctx);
  if (!cache) afterSalesCache.set(ctx, (cache = new Map()));
  return cache;
}

/** An order's after-sales reply, read once per request whatever the fields asked of it. */
export function afterSalesOf(ctx: GatewayContext, reference: string): Promise<AfterSales> {
  const cache = cacheOf(ctx);
  let found = cache.get(reference);
  if (!found) cache.set(reference, (found = ctx.afterSales().get(reference)));
  return found;
}

/** A mutation's reply is what the order's after-sales fields read next. */
export function primeAfterSales(ctx: GatewayContext, afterSales: AfterSales): void {
  cacheOf(ctx).set(afterSales.orderReference, Promise.resolve(afterSales));
}

/** Spec 4: the status is dated by the last history event that reached it. */
function statusDate(order: OrderModel): string {
  const reached = order.eventHistory.findLast((event) => event.stage === order.status);
  return reached?.instant ?? order.creationDate;
}

function refundsOf(afterSales: AfterSales, names: OrderNames) {
  return afterSales.refunds.map((refund) => ({ ...refund, names, creditNotes: afterSales.creditNotes }));
}

export const orderAfterSalesFields: OrderResolvers = {
  statusDate,
  afterSales: (o, _, ctx) => afterSalesOf(ctx, o.reference),
  returns: async (o, _, ctx) => {
    const afterSales = await afterSalesOf(ctx, o.reference);
    const names = orderNames(o);
    return afterSales.returns.map((reply) => returnModel(reply, names, afterSales.creditNotes));
  },
  refunds: async (o, _, ctx) => refundsOf(await afterSalesOf(ctx, o.reference), orderNames(o)),
  creditNotes: async (o, _, ctx) => (await afterSalesOf(ctx, o.reference)).creditNotes,
  refundPreview: async (o, { kind, items }, ctx) => {
    const preview = await ctx.afterSales().preview(o.reference, { kind, lines: items });
    return { ...preview, names: orderNames(o) };
  },
};

export const afterSalesFields: OrderAfterSalesResolvers = {
  cancellationRefund: (a) =>
    euros(a.cancellableShipments.reduce((sum, shipment) => sum + shipment.refund, 0)),
};

export const cancellableShipmentFields: CancellableShipmentResolvers = {
  refund: (s) => euros(s.refund),
};

export const afterSalesLineFields: AfterSalesLineResolvers = {
  withdrawalExclusion: (l) => l.exclusion,
  withdrawalExclusionLabel: (l) => l.exclusionLabel,
};

export const orderReturnFields: OrderReturnResolvers = {
  kindLabel: (r) => RETURN_KIND_LABELS[r.kind],
  statusLabel: (r) => RETURN_STATUS_LABELS[r.status],
  reasonLabel: (r) => (r.reason === null ? null : RETURN_REASON_LABELS[r.reason]),
  items: (r) => r.lines,
  refundPreview: (r) => ({ ...r.refundPreview, names: r.names }),
  refunds: (r) => r.refunds.map((refund) => ({ ...refund, names: r.names, creditNotes: r.creditNotes })),
};

export const returnItemFields: ReturnItemResolvers = {
  conditionLabel: (i) => (i.condition === null ? null : ITEM_CONDITION_LABELS[i.condition]),
};

export const returnInstructionsFields: ReturnInstructionsResolvers = {
  addressLines: (i) =>
    i.address
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
};

export const refundPreviewFields: RefundPreviewResolvers = {
  sellers: (p) => p.sellers.map((seller) => ({ ...seller, names: p.names })),
  total: (p) => euros(p.total),
};

export const sellerRefundFields: SellerRefundResolvers = {
  items: (s) =>
    s.items.map((item) => ({ ...item, productName: s.names.products.get(item.offerId) ?? item.offerId })),
  delivery: (s) => euros(s.delivery),
  total: (s) => euros(s.total),
};

export const refundItemFields: RefundItemResolvers = {
  amount: (i) => euros(i.amount),
};

export const refundFields: RefundResolvers = {
  shopName: (r) => (r.shopId === null ? null : (r.names.shops.get(r.shopId) ?? null)),
  amount: (r) => euros(r.amount),
  statusLabel: (r) => REFUND_STATUS_LABELS[r.status],
  creditNote: (r) =>
    r.creditNoteNumber === null
      ? null
      : (r.creditNotes.find((note) => note.number === r.creditNoteNumber) ?? null),
};

export const creditNoteFields: CreditNoteResolvers = {
  amount: (n) => euros(n.amount),
  pdfPath: (n) => creditNotePath(n.number),
};
