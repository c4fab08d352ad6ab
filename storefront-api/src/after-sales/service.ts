/**
 * After the sale (issue 32): the shopper cancels before shipment, withdraws or returns items; the
 * operator records returned goods as received. Each action locks its order first (the same lock a
 * parcel's shipment takes, so a cancellation racing a shipment is one or the other), asks `domain`
 * for the rule, and in the same transaction moves the order, writes its history, asks the refunds
 * (one per seller, each with its idempotency key, never above what is left of the payment) with a
 * credit note each, gives stock back and queues the e-mail. Refunds go to the provider right after
 * the commit (`Refunds.round`), restock alerts fire, the e-mail is sent.
 */
import {
  nextOrderStatus,
  refundSplit,
  RESTOCKED_CONDITIONS,
  RETURN_REASON_LABELS,
  type AfterSales,
  type CancelOrderRequest,
  type ItemCondition,
  type RefundPreview,
  type RefundPreviewRequest,
  type ReturnRequestBody,
  type ReturnRequestReply,
  type WithdrawalRequest,
} from '@shop/domain';
import { releaseOrderCoupon } from '../cart/public.js';
import type { Database, Queryable } from '../db/database.js';
import type { MailOutbox } from '../mail/outbox.js';
import { cancelShipment, lockOrderOf, moveOrder, orderRowOf, type OrderRow } from '../orders/public.js';
import { formatEuros, Refunds, type RefundReason } from '../payment/refunds.js';
import * as stock from '../stock/service.js';
import { pictureOf, type OrderPicture } from './facts.js';
import {
  queueCancelled,
  queueReturnReceived,
  queueReturnRequested,
  queueWithdrawalAcknowledgement,
} from './mails.js';
import { afterSalesError, afterSalesReply, previewOf, returnReply } from './replies.js';
import * as repository from './repository.js';
import { checkRequest, statementOf } from './requests.js';

export interface AfterSalesDeps {
  db: Database;
  outbox: MailOutbox;
  refunds: Refunds;
  publicWebUrl: string;
  /** After commit, the offers units went back on (their restock alerts fire); never throws. */
  stockReturned: (offerIds: string[]) => Promise<unknown>;
}

export class AfterSalesService {
  constructor(private readonly deps: AfterSalesDeps) {}

  /** The order's after-sales; only this customer's order when one is given (the operator: any). */
  async view(reference: string, customerId: string | undefined): Promise<AfterSales> {
    const order = await orderRowOf(this.deps.db, reference, customerId);
    if (!order) throw afterSalesError('order-not-found');
    return afterSalesReply(this.deps.db, await pictureOf(this.deps.db, order));
  }

  async preview(reference: string, customerId: string, body: RefundPreviewRequest): Promise<RefundPreview> {
    const order = await orderRowOf(this.deps.db, reference, customerId);
    if (!order) throw afterSalesError('order-not-found');
    const picture = await pictureOf(this.deps.db, order);
    checkRequest(picture, body.kind, body.lines, new Date());
    return previewOf(this.deps.db, picture, body.lines);
  }

  /** The whole order, or one seller's shipment, cancelled before it left; refunded at once. */
  /**
   * Cancels the whole order, or one seller's shipment, before it leaves: stock back, refunded at once
   * (a credit note each), the coupon use given back when the whole order goes. `customerId` is the
   * shopper's own request; without it the shop cancels, with the operator's `reason` in the history.
   */
  async cancel(
    reference: string,
    customerId: string | undefined,
    body: CancelOrderRequest,
    reason?: string,
  ): Promise<void> {
    const offerIds = await this.deps.db.transaction(async (tx) => {
      const order = await lockOrderOf(tx, reference, customerId);
      if (!order) throw afterSalesError('order-not-found');
      const picture = await pictureOf(tx, order);
      const target = body.shipmentId;
      if (target !== undefined && !picture.shipments.some((shipment) => shipment.id === target))
        throw afterSalesError('shipment-not-found');
      const remaining = picture.shipments.filter((shipment) => !picture.cancelledShipments.has(shipment.id));
      const whole = target === undefined || remaining.every((shipment) => shipment.id === target);
      const next = whole
        ? nextOrderStatus(order.status, { type: 'CANCEL', anyShipped: picture.parcels.length > 0 })
        : nextOrderStatus(order.status, {
            type: 'CANCEL_SHIPMENT',
            shipmentShipped: picture.shippedShipments.has(target!) || picture.cancelledShipments.has(target!),
            restShipped: restShipped(picture, target!),
            allCancelled: false,
          });
      if (!next.ok)
        throw afterSalesError(
          whole && target === undefined ? 'order-not-cancellable' : 'shipment-not-cancellable',
        );
      const cancelled = picture.lines.filter(
        (line) => !picture.cancelledShipments.has(line.shipmentId) && (whole || line.shipmentId === target),
      );
      await stock.giveBack(
        tx,
        cancelled.map((line) => ({ offerId: line.offerId, quantity: line.quantity })),
      );
      if (!whole) await cancelShipment(tx, order.id, target!);
      else await releaseOrderCoupon(tx, order.checkout_id);
      const split = refundSplit({
        lines: picture.lines,
        shipments: picture.shipments,
        claimedBefore: picture.refundedUnits,
        request: cancelled.map((line) => ({
          offerId: line.offerId,
          quantity: line.quantity - (picture.refundedUnits.get(line.offerId) ?? 0),
        })),
        fullDelivery: true,
        paidLeft: await Refunds.paidLeft(tx, order.transaction_reference),
      });
      const refunded = await askRefunds(tx, picture, split, {
        key: `cancel:${order.id}:${whole ? 'all' : target!}`,
        reason: customerId ? 'cancelled-by-customer' : 'cancelled-by-shop',
        label: 'Annulation avant expédition',
      });
      await repository.insertCancellation(tx, {
        orderId: order.id,
        shipmentId: whole ? null : target!,
        byCustomer: customerId !== undefined,
        refund: refunded,
      });
      const shopName = whole ? null : picture.shipments.find((shipment) => shipment.id === target)!.shopName;
      const refundText =
        refunded > 0 ? ` ${formatEuros(refunded)} vous seront remboursés sur votre carte.` : '';
      await moveOrder(tx, order.id, order.status, {
        type: whole ? 'CANCELLED' : 'SHIPMENT_CANCELLED',
        stage: next.status,
        message: `${reason === undefined ? `${whole ? 'Commande annulée' : `Envoi de ${shopName} annulé`}${customerId ? ' à votre demande' : ' par la boutique'}.` : asSentence(reason)}${refundText}`,
      });
      await queueCancelled(this.context(tx, order), { shopName, refund: refunded });
      return cancelled.map((line) => line.offerId);
    });
    await this.afterCommit(offerIds);
  }

  /** The withdrawal function's confirmation: the statement recorded, acknowledged by e-mail. */
  withdraw(reference: string, customerId: string, body: WithdrawalRequest) {
    return this.request(reference, customerId, 'WITHDRAWAL', body);
  }

  /** A return for a defect (guarantee of conformity), with its reason. */
  requestReturn(reference: string, customerId: string, body: ReturnRequestBody) {
    return this.request(reference, customerId, 'RETURN', body);
  }

  private async request(
    reference: string,
    customerId: string,
    kind: 'WITHDRAWAL' | 'RETURN',
    body: WithdrawalRequest | ReturnRequestBody,
  ): Promise<{ created: boolean; reply: ReturnRequestReply }> {
    const result = await this.deps.db.transaction(async (tx) => {
      const order = await lockOrderOf(tx, reference, customerId);
      if (!order) throw afterSalesError('order-not-found');
      const replay = await repository.returnByRequest(tx, order.id, body.requestId);
      if (replay) {
        const same =
          replay.kind === kind &&
          replay.lines.length === body.lines.length &&
          body.lines.every((line) =>
            replay.lines.some((made) => made.offerId === line.offerId && made.quantity === line.quantity),
          );
        if (!same) throw afterSalesError('request-id-reused');
        return { created: false, reply: await returnReply(tx, await pictureOf(tx, order), replay) };
      }
      const now = new Date();
      const picture = await pictureOf(tx, order, now);
      checkRequest(picture, kind, body.lines, now);
      const reason = 'reason' in body ? body.reason : null;
      const statement = statementOf(picture, kind, body.lines, reason, now);
      const returnId = await repository.insertReturn(tx, {
        orderId: order.id,
        orderReference: order.reference,
        requestId: body.requestId,
        kind,
        reason,
        comment: ('comment' in body ? body.comment : undefined) || null,
        statement,
        lines: body.lines.map((line) => ({
          offerId: line.offerId,
          shopId: picture.lines.find((candidate) => candidate.offerId === line.offerId)!.shopId,
          quantity: line.quantity,
        })),
      });
      const next = kind === 'WITHDRAWAL' ? nextOrderStatus(order.status, { type: 'WITHDRAWAL' }) : null;
      if (next && !next.ok) throw afterSalesError('quantity-not-withdrawable');
      const after = await pictureOf(tx, order, now);
      const made = after.returns.find((ret) => ret.id === returnId)!;
      const reply = await returnReply(tx, after, made);
      await moveOrder(tx, order.id, order.status, {
        type: kind === 'WITHDRAWAL' ? 'WITHDRAWAL_REQUESTED' : 'RETURN_REQUESTED',
        stage: next?.status ?? order.status,
        message:
          kind === 'WITHDRAWAL'
            ? `Rétractation ${made.reference} reçue : ${statement}`
            : `Demande de retour ${made.reference} (${RETURN_REASON_LABELS[reason!]}) enregistrée.`,
      });
      const context = this.context(tx, order);
      if (kind === 'WITHDRAWAL') await queueWithdrawalAcknowledgement(context, reply, picture.timeZone);
      else await queueReturnRequested(context, reply);
      return { created: true, reply };
    });
    if (result.created) await this.deps.outbox.deliverSoon();
    return result;
  }

  /** Operator: returned goods received (whole, or what came back with its condition); refunded, restocked. */
  async receive(
    returnReference: string,
    items: { offerId: string; quantity: number; condition: ItemCondition }[] | undefined,
  ): Promise<ReturnRequestReply> {
    const orderReference = await repository.orderReferenceOfReturn(this.deps.db, returnReference);
    if (!orderReference) throw afterSalesError('return-not-found');
    const { reply, offerIds } = await this.deps.db.transaction(async (tx) => {
      const order = (await lockOrderOf(tx, orderReference, undefined))!;
      const ret = (await repository.returnByReference(tx, returnReference))!;
      if (ret.status === 'RECEIVED') throw afterSalesError('return-already-received');
      const received =
        items ??
        ret.lines.map((line) => ({
          offerId: line.offerId,
          quantity: line.quantity,
          condition: 'AS_NEW' as const,
        }));
      for (const item of received) {
        const line = ret.lines.find((candidate) => candidate.offerId === item.offerId);
        if (!line) throw afterSalesError('item-not-in-order', { offerId: item.offerId });
        if (item.quantity > line.quantity)
          throw afterSalesError('received-quantity-too-high', {
            offerId: item.offerId,
            quantity: line.quantity,
          });
      }
      const next = nextOrderStatus(order.status, { type: 'RETURN_RECEIVED' });
      if (!next.ok) throw afterSalesError('return-already-received');
      const before = await pictureOf(tx, order);
      const split = refundSplit({
        lines: before.lines,
        shipments: before.shipments,
        claimedBefore: before.refundedUnits,
        request: received.filter((item) => item.quantity > 0),
        fullDelivery: false,
        paidLeft: await Refunds.paidLeft(tx, order.transaction_reference),
      });
      await repository.markReceived(tx, ret.id, received);
      const refunded = await askRefunds(tx, before, split, {
        key: `return:${ret.id}`,
        reason: ret.kind === 'WITHDRAWAL' ? 'withdrawal' : 'return',
        label: ret.kind === 'WITHDRAWAL' ? `Rétractation ${ret.reference}` : `Retour ${ret.reference}`,
      });
      const restocked = received.filter(
        (item) => item.quantity > 0 && RESTOCKED_CONDITIONS.includes(item.condition),
      );
      await stock.giveBack(
        tx,
        restocked.map(({ offerId, quantity }) => ({ offerId, quantity })),
      );
      const units = received.reduce((sum, item) => sum + item.quantity, 0);
      await moveOrder(tx, order.id, order.status, {
        type: 'RETURN_RECEIVED',
        stage: next.status,
        message: `Retour ${ret.reference} reçu (${units} article(s)).${refunded > 0 ? ` Remboursement de ${formatEuros(refunded)} demandé.` : ''}`,
      });
      const after = await pictureOf(tx, order);
      const reply = await returnReply(
        tx,
        after,
        after.returns.find((candidate) => candidate.id === ret.id)!,
      );
      await queueReturnReceived(this.context(tx, order), reply, refunded);
      return { reply, offerIds: restocked.map((item) => item.offerId) };
    });
    await this.afterCommit(offerIds);
    const order = (await orderRowOf(this.deps.db, orderReference, undefined))!;
    const picture = await pictureOf(this.deps.db, order);
    return returnReply(
      this.deps.db,
      picture,
      picture.returns.find((ret) => ret.reference === reply.reference)!,
    );
  }

  /** Operator: one return as it stands. */
  async showReturn(returnReference: string): Promise<ReturnRequestReply> {
    const orderReference = await repository.orderReferenceOfReturn(this.deps.db, returnReference);
    if (!orderReference) throw afterSalesError('return-not-found');
    const order = (await orderRowOf(this.deps.db, orderReference, undefined))!;
    const picture = await pictureOf(this.deps.db, order);
    return returnReply(
      this.deps.db,
      picture,
      picture.returns.find((ret) => ret.reference === returnReference)!,
    );
  }

  private context(tx: Queryable, order: OrderRow) {
    return { tx, order, publicWebUrl: this.deps.publicWebUrl };
  }

  /** Refunds to the provider now, e-mails out, restock alerts fired. */
  private async afterCommit(offerIds: string[]): Promise<void> {
    await this.deps.refunds.round();
    await this.deps.outbox.deliverSoon();
    if (offerIds.length > 0) await this.deps.stockReturned([...new Set(offerIds)]);
  }
}

/** Every other shipment still to ship has left whole (cancelling this one completes the shipping). */
function restShipped(picture: OrderPicture, target: string): boolean {
  return picture.order.snapshot.shipments
    .filter((shipment) => shipment.id !== target && !picture.cancelledShipments.has(shipment.id))
    .every((shipment) => {
      const shipped = picture.parcels
        .filter((parcel) => parcel.shipment_id === shipment.id)
        .flatMap((parcel) => parcel.items);
      return shipment.items.every(
        (item) =>
          shipped
            .filter((candidate) => candidate.productReference === item.productReference)
            .reduce((sum, candidate) => sum + candidate.quantity, 0) >= item.quantity,
      );
    });
}

/** One refund per seller of `split`, each with its credit note; answers the total asked. */
async function askRefunds(
  tx: Queryable,
  picture: OrderPicture,
  split: ReturnType<typeof refundSplit>,
  what: { key: string; reason: RefundReason; label: string },
): Promise<number> {
  let total = 0;
  for (const seller of split.sellers) {
    if (seller.total <= 0) continue;
    const made = await Refunds.askOnce(tx, {
      transactionUuid: picture.order.transaction_reference,
      checkoutId: picture.order.checkout_id,
      orderId: picture.order.id,
      amount: seller.total,
      reason: what.reason,
      idempotencyKey: `${what.key}:${seller.shopId}`,
      shopId: seller.shopId,
    });
    if (!made) continue;
    total += made.amount;
    await repository.insertCreditNote(tx, {
      orderId: picture.order.id,
      refundId: made.id,
      shopId: seller.shopId,
      amount: made.amount,
      detail: {
        reason: what.label,
        shopName: seller.shopName,
        items: seller.items.map((item) => {
          const line = picture.lines.find((candidate) => candidate.offerId === item.offerId)!;
          return {
            productReference: line.productReference,
            productName: line.productName,
            quantity: item.quantity,
            amount: item.amount,
          };
        }),
        delivery: seller.delivery,
      },
    });
  }
  return total;
}

/** The operator's reason as a sentence, so the refund's sentence can follow it. */
const asSentence = (text: string) => (/[.!?…]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`);
