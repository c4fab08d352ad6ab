/** The wire replies of after-sales (domain `api/after-sales.ts`), built from an order's picture. */
import {
  AFTER_SALES_ERRORS,
  nextOrderStatus,
  refundSplit,
  RETURN_STATUS_LABELS,
  WITHDRAWAL_EXCLUSION_LABELS,
  type AfterSales,
  type AfterSalesErrorCode,
  type RefundPreview,
  type ReturnRequestReply,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { sellerLegal, type SellerLegal } from '../orders/public.js';
import { Refunds, type OrderRefund } from '../payment/refunds.js';
import type { OrderPicture } from './facts.js';
import * as repository from './repository.js';
import type { ReturnRow } from './repository.js';

/** An after-sales refusal: its status and French message from domain's catalogue. */
export function afterSalesError(code: AfterSalesErrorCode, data?: unknown): HttpError {
  const [status, message] = AFTER_SALES_ERRORS[code];
  return new HttpError(status, code, message, data);
}

export const creditNoteUrl = (number: string) => `/order-credit-notes/pdf/${encodeURIComponent(number)}`;

/** Where one seller's returned items go: its legal address, the return's reference on the parcel. */
export function returnAddress(shopName: string, legal: SellerLegal | undefined, reference: string): string {
  return [
    legal?.legalName ?? shopName,
    `Service retours — ${reference}`,
    legal?.street,
    [legal?.postCode, legal?.city].filter(Boolean).join(' '),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

const refundReply = (refund: OrderRefund, notes: Map<string, string>) => ({
  shopId: refund.shop_id,
  amount: refund.amount,
  status: refund.status,
  providerReference: refund.provider_reference,
  createdAt: refund.created_at.toISOString(),
  doneAt: refund.done_at?.toISOString() ?? null,
  creditNoteNumber: notes.get(refund.id) ?? null,
});

/** A preview of what giving these units back refunds (counting the returns still awaited as given back). */
export async function previewOf(
  db: Queryable,
  picture: OrderPicture,
  request: readonly { offerId: string; quantity: number }[],
  claimedBefore = picture.claimedUnits,
): Promise<RefundPreview> {
  return refundSplit({
    lines: picture.lines,
    shipments: picture.shipments,
    claimedBefore,
    request,
    fullDelivery: false,
    paidLeft: await Refunds.paidLeft(db, picture.order.transaction_reference),
  });
}

export async function returnReply(
  db: Queryable,
  picture: OrderPicture,
  ret: ReturnRow,
  known?: { refunds: OrderRefund[]; notes: Map<string, string>; legal: Record<string, SellerLegal> },
): Promise<ReturnRequestReply> {
  const { lines } = picture;
  const refunds = known?.refunds ?? (await Refunds.ofCheckout(db, picture.order.checkout_id));
  const notes = known?.notes ?? (await notesByRefund(db, picture.order.id));
  const shopIds = [...new Set(ret.lines.map((line) => line.shopId))];
  const legal = known?.legal ?? (await sellerLegal(db, shopIds));
  const lineOf = (offerId: string) => lines.find((line) => line.offerId === offerId);
  // Preview: what the return refunds counted from the units given back before it.
  const others = new Map(picture.claimedUnits);
  for (const line of ret.lines)
    others.set(
      line.offerId,
      (others.get(line.offerId) ?? 0) -
        (ret.status === 'RECEIVED' ? (line.receivedQuantity ?? 0) : line.quantity),
    );
  const given = ret.lines.map((line) => ({
    offerId: line.offerId,
    quantity: ret.status === 'RECEIVED' ? (line.receivedQuantity ?? 0) : line.quantity,
  }));
  return {
    reference: ret.reference,
    orderReference: picture.order.reference,
    kind: ret.kind,
    status: ret.status,
    statusLabel: RETURN_STATUS_LABELS[ret.status],
    reason: ret.reason,
    comment: ret.comment,
    statement: ret.statement,
    requestedAt: ret.requested_at.toISOString(),
    receivedAt: ret.received_at?.toISOString() ?? null,
    lines: ret.lines.map((line) => ({
      offerId: line.offerId,
      productName: lineOf(line.offerId)?.productName ?? line.offerId,
      shopId: line.shopId,
      quantity: line.quantity,
      receivedQuantity: line.receivedQuantity,
      condition: line.condition,
    })),
    refundPreview: await previewOf(db, picture, given, others),
    instructions: shopIds.map((shopId, index) => {
      const shopName = lineOf(ret.lines.find((line) => line.shopId === shopId)!.offerId)?.shopName ?? shopId;
      const reference = `${ret.reference}-${index + 1}`;
      return {
        shopId,
        shopName,
        reference,
        address: returnAddress(shopName, legal[shopId], reference),
        items: ret.lines
          .filter((line) => line.shopId === shopId)
          .map((line) => ({
            offerId: line.offerId,
            productName: lineOf(line.offerId)?.productName ?? line.offerId,
            quantity: line.quantity,
          })),
      };
    }),
    refunds: refunds
      .filter((refund) => refund.idempotency_key.startsWith(`return:${ret.id}:`))
      .map((refund) => refundReply(refund, notes)),
  };
}

async function notesByRefund(db: Queryable, orderId: string): Promise<Map<string, string>> {
  const notes = await repository.creditNotesOfOrder(db, orderId);
  return new Map(notes.map((note) => [note.refund_id, note.number]));
}

export async function afterSalesReply(
  db: Queryable,
  picture: OrderPicture,
  now = new Date(),
): Promise<AfterSales> {
  const { order, lines, shipments, parcels, eligibility } = picture;
  const [refunds, creditNotes, legal] = await Promise.all([
    Refunds.ofCheckout(db, order.checkout_id),
    repository.creditNotesOfOrder(db, order.id),
    sellerLegal(db, [...new Set(lines.map((line) => line.shopId))]),
  ]);
  const notes = new Map(creditNotes.map((note) => [note.refund_id, note.number]));
  const paidLeft = await Refunds.paidLeft(db, order.transaction_reference);
  const shippable = (shipmentId: string) =>
    !picture.shippedShipments.has(shipmentId) && !picture.cancelledShipments.has(shipmentId);
  const cancellableShipments = shipments
    .filter(
      (shipment) =>
        shippable(shipment.id) &&
        nextOrderStatus(order.status, {
          type: 'CANCEL_SHIPMENT',
          shipmentShipped: false,
          restShipped: false,
          allCancelled: false,
        }).ok,
    )
    .map((shipment) => ({
      shipmentId: shipment.id,
      shopId: shipment.shopId,
      shopName: shipment.shopName,
      refund: refundSplit({
        lines,
        shipments,
        claimedBefore: picture.refundedUnits,
        request: lines
          .filter((line) => line.shipmentId === shipment.id)
          .map((line) => ({ offerId: line.offerId, quantity: line.quantity })),
        fullDelivery: true,
        paidLeft,
      }).total,
    }));
  const deadlinePassed = picture.deadline !== null && now > picture.deadline;
  return {
    orderReference: order.reference,
    cancellable: nextOrderStatus(order.status, { type: 'CANCEL', anyShipped: parcels.length > 0 }).ok,
    cancellableShipments,
    withdrawalOpen: !deadlinePassed && eligibility.some((line) => line.withdrawableQuantity > 0),
    withdrawalDeadline: picture.deadline?.toISOString() ?? null,
    lines: lines.map((line, index) => {
      const rights = eligibility[index]!;
      return {
        offerId: line.offerId,
        productReference: line.productReference,
        productName: line.productName,
        shopId: line.shopId,
        shopName: line.shopName,
        shipmentId: line.shipmentId,
        quantity: line.quantity,
        cancellable: rights.cancellable,
        withdrawableQuantity: rights.withdrawableQuantity,
        returnableQuantity: rights.returnableQuantity,
        exclusion: rights.exclusion,
        exclusionLabel: rights.exclusion && WITHDRAWAL_EXCLUSION_LABELS[rights.exclusion],
        withdrawalDeadline: rights.withdrawalDeadline?.toISOString() ?? null,
      };
    }),
    returns: await Promise.all(
      picture.returns.map((ret) => returnReply(db, picture, ret, { refunds, notes, legal })),
    ),
    refunds: refunds.map((refund) => refundReply(refund, notes)),
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      shopId: note.shop_id,
      shopName: note.detail.shopName,
      amount: note.amount,
      createdAt: note.created_at.toISOString(),
      url: creditNoteUrl(note.number),
    })),
    sameRulesEverywhere: true,
  };
}
