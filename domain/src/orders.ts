/**
 * Orders after payment (spec 3 Order / Parcel, 4 order statuses, 9 orders list): parcels and their
 * tracking events, and the one state machine that moves an order and its parcels. The storefront-api
 * applies it under a lock; the operator's API and command only ever ask it.
 */
import type { CarrierCode, OrderStatus } from './checkout.js';
import { ORDER_PAGE_SIZES } from './constants.js';

/** Spec 9: the orders list's page sizes are `ORDER_PAGE_SIZES` (constants), the first the default. */
export const DEFAULT_ORDER_PAGE_SIZE: (typeof ORDER_PAGE_SIZES)[number] = ORDER_PAGE_SIZES[0];

/** Spec 9: the orders list's sorts (`field,direction` as the REST call takes them), default first. */
export const ORDER_SORTS = [
  'paymentDate,desc',
  'paymentDate,asc',
  'reference,asc',
  'orderState,asc',
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const DEFAULT_ORDER_SORT: OrderSort = 'paymentDate,desc';

/** Spec 4: the statuses an orders list labels. */
export const ORDER_LIST_STATUSES = [
  'PROCESSING',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'PAYMENT_FAILED',
] as const;

/** Spec 3 tracking event types. */
export const TRACKING_EVENT_TYPES = ['SHIPMENT', 'INFO', 'DELIVERY', 'RETURN'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** A parcel is created when the seller hands it to the carrier; the carrier's events move it on. */
export const PARCEL_STATUSES = ['SHIPPED', 'DELIVERED', 'RETURNED'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const PARCEL_STATUS_LABELS: Record<ParcelStatus, string> = {
  SHIPPED: 'Expédié',
  DELIVERED: 'Livré',
  RETURNED: 'Retourné à l’expéditeur',
};

export const TRACKING_EVENT_LABELS: Record<TrackingEventType, string> = {
  SHIPMENT: 'Expédition',
  INFO: 'Information',
  DELIVERY: 'Livraison',
  RETURN: 'Retour',
};

/** The message a tracking event carries when the operator gives none. */
export const DEFAULT_TRACKING_MESSAGES: Record<TrackingEventType, string> = {
  SHIPMENT: 'Colis remis au transporteur',
  INFO: 'Colis en cours d’acheminement',
  DELIVERY: 'Colis livré',
  RETURN: 'Colis retourné à l’expéditeur',
};

/**
 * Where a carrier's parcels are followed (`{number}` replaced); the freight forwarder has no public
 * page, so its parcels need the link from the operator.
 */
const TRACKING_PAGES: Record<CarrierCode, string | null> = {
  HOME: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  OVERSEAS: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  RELAY: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={number}',
  EXPRESS: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={number}',
  INTERNATIONAL_EXPRESS: 'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id={number}',
  FREIGHT: null,
  TRACKED_PARCEL: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  TRACKED_LETTER: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
};

/** The carrier's tracking page of a parcel, or null when the carrier has none. */
export function carrierTrackingUrl(carrier: CarrierCode, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier];
  return page === null ? null : page.replace('{number}', encodeURIComponent(trackingNumber));
}

/** Tracking numbers are carriers' references: letters, digits and dashes. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/u;

/** Spec 3 Order customLabel: what the shopper calls an order (`POST orders/rename`). */
export const ORDER_LABEL_MAX_LENGTH = 100;

export type TransitionResult<S> = { ok: true; status: S } | { ok: false; reason: TransitionRefusal };

/** Why the state machine refused a move (the operator API answers them as 409 codes). */
export type TransitionRefusal =
  | 'order-not-shippable'
  | 'order-not-cancellable'
  | 'parcel-already-delivered'
  | 'parcel-returned'
  | 'nothing-left-to-ship'
  | 'shipment-not-cancellable'
  | 'order-not-withdrawable'
  | 'order-not-returnable';

/**
 * What the order's status becomes when something happens to it. `allShipped`: every unit of the order
 * is now in a parcel; `allDelivered`: every parcel is delivered (or returned) and nothing is left to
 * ship.
 */
export type OrderEvent =
  | { type: 'PARCEL_SHIPPED'; allShipped: boolean }
  | { type: 'PARCEL_DELIVERED'; allShipped: boolean; allDelivered: boolean }
  | { type: 'PARCEL_RETURNED'; allShipped: boolean; allDelivered: boolean }
  | { type: 'CANCEL'; anyShipped: boolean }
  /**
   * One seller's shipment cancelled before it left (issue 32). `restShipped`: every other shipment
   * not cancelled has left whole; `allCancelled`: no shipment is left.
   */
  | { type: 'CANCEL_SHIPMENT'; shipmentShipped: boolean; restShipped: boolean; allCancelled: boolean }
  /** The shopper's withdrawal statement (the withdrawal function). */
  | { type: 'WITHDRAWAL' }
  /** The operator received returned goods (a withdrawal's or a return's). */
  | { type: 'RETURN_RECEIVED' }
  /** A refund of the order done at the provider; `fullyRefunded`: nothing of the payment is left. */
  | { type: 'REFUND_DONE'; fullyRefunded: boolean };

const SHIPPABLE: readonly OrderStatus[] = ['PROCESSING', 'PARTIALLY_SHIPPED'];
const IN_DELIVERY: readonly OrderStatus[] = ['PARTIALLY_SHIPPED', 'SHIPPED'];
/**
 * The statuses after the sale: parcels still on their way keep moving (a delivery does not change
 * them), and they take further withdrawals, receipts and refunds.
 */
export const AFTER_SALES_STATUSES: readonly OrderStatus[] = [
  'WITHDRAWAL_REQUESTED',
  'RETURN_RECEIVED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
];
/** Where goods have reached the shopper (some may still be on their way while partially shipped). */
const GOODS_OUT: readonly OrderStatus[] = [
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'COMPLETED',
  ...AFTER_SALES_STATUSES,
];

export function nextOrderStatus(current: OrderStatus, event: OrderEvent): TransitionResult<OrderStatus> {
  switch (event.type) {
    case 'PARCEL_SHIPPED':
      if (!SHIPPABLE.includes(current)) return { ok: false, reason: 'order-not-shippable' };
      return { ok: true, status: event.allShipped ? 'SHIPPED' : 'PARTIALLY_SHIPPED' };
    case 'PARCEL_DELIVERED':
    case 'PARCEL_RETURNED':
      if (AFTER_SALES_STATUSES.includes(current)) return { ok: true, status: current };
      if (!IN_DELIVERY.includes(current)) return { ok: false, reason: 'order-not-shippable' };
      return { ok: true, status: event.allShipped && event.allDelivered ? 'COMPLETED' : current };
    case 'CANCEL':
      // Once a parcel left, the order follows its parcels (a return is a refund, not a cancellation).
      if (current !== 'PROCESSING' || event.anyShipped) return { ok: false, reason: 'order-not-cancellable' };
      return { ok: true, status: 'CANCELLED' };
    case 'CANCEL_SHIPMENT':
      if (!SHIPPABLE.includes(current) || event.shipmentShipped)
        return { ok: false, reason: 'shipment-not-cancellable' };
      if (event.allCancelled) return { ok: true, status: 'CANCELLED' };
      return { ok: true, status: event.restShipped && current === 'PARTIALLY_SHIPPED' ? 'SHIPPED' : current };
    case 'WITHDRAWAL':
      if (!GOODS_OUT.includes(current)) return { ok: false, reason: 'order-not-withdrawable' };
      // Parcels still to ship keep the order in its shipping status; the history records the statement.
      return { ok: true, status: current === 'PARTIALLY_SHIPPED' ? current : 'WITHDRAWAL_REQUESTED' };
    case 'RETURN_RECEIVED':
      if (!GOODS_OUT.includes(current)) return { ok: false, reason: 'order-not-returnable' };
      return { ok: true, status: current === 'PARTIALLY_SHIPPED' ? current : 'RETURN_RECEIVED' };
    case 'REFUND_DONE':
      // A cancellation's refund leaves the order cancelled (or shipping the rest); a return's moves it.
      if (current !== 'RETURN_RECEIVED' && current !== 'PARTIALLY_REFUNDED')
        return { ok: true, status: current };
      return { ok: true, status: event.fullyRefunded ? 'REFUNDED' : 'PARTIALLY_REFUNDED' };
  }
}

/** What a parcel's status becomes on a tracking event. */
export function nextParcelStatus(
  current: ParcelStatus,
  event: TrackingEventType,
): TransitionResult<ParcelStatus> {
  if (current === 'RETURNED') return { ok: false, reason: 'parcel-returned' };
  switch (event) {
    case 'SHIPMENT':
    case 'INFO':
      if (current === 'DELIVERED') return { ok: false, reason: 'parcel-already-delivered' };
      return { ok: true, status: current };
    case 'DELIVERY':
      if (current === 'DELIVERED') return { ok: false, reason: 'parcel-already-delivered' };
      return { ok: true, status: 'DELIVERED' };
    case 'RETURN':
      return { ok: true, status: 'RETURNED' };
  }
}

/** Units still to ship per product reference: ordered minus what the parcels already hold. */
export function unitsLeftToShip(
  ordered: readonly { productReference: string; quantity: number }[],
  shipped: readonly { productReference: string; quantity: number }[],
): Map<string, number> {
  const left = new Map<string, number>();
  for (const item of ordered)
    left.set(item.productReference, (left.get(item.productReference) ?? 0) + item.quantity);
  for (const item of shipped)
    left.set(item.productReference, (left.get(item.productReference) ?? 0) - item.quantity);
  for (const [reference, units] of left) if (units <= 0) left.delete(reference);
  return left;
}
