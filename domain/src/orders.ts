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
  | 'nothing-left-to-ship';

/**
 * What the order's status becomes when something happens to it. `allShipped`: every unit of the order
 * is now in a parcel; `allDelivered`: every parcel is delivered (or returned) and nothing is left to
 * ship.
 */
export type OrderEvent =
  | { type: 'PARCEL_SHIPPED'; allShipped: boolean }
  | { type: 'PARCEL_DELIVERED'; allShipped: boolean; allDelivered: boolean }
  | { type: 'PARCEL_RETURNED'; allShipped: boolean; allDelivered: boolean }
  | { type: 'CANCEL'; anyShipped: boolean };

const SHIPPABLE: readonly OrderStatus[] = ['PROCESSING', 'PARTIALLY_SHIPPED'];
const IN_DELIVERY: readonly OrderStatus[] = ['PARTIALLY_SHIPPED', 'SHIPPED'];

export function nextOrderStatus(current: OrderStatus, event: OrderEvent): TransitionResult<OrderStatus> {
  switch (event.type) {
    case 'PARCEL_SHIPPED':
      if (!SHIPPABLE.includes(current)) return { ok: false, reason: 'order-not-shippable' };
      return { ok: true, status: event.allShipped ? 'SHIPPED' : 'PARTIALLY_SHIPPED' };
    case 'PARCEL_DELIVERED':
    case 'PARCEL_RETURNED':
      if (!IN_DELIVERY.includes(current)) return { ok: false, reason: 'order-not-shippable' };
      return { ok: true, status: event.allShipped && event.allDelivered ? 'COMPLETED' : current };
    case 'CANCEL':
      // Once a parcel left, the order follows its parcels (a return is a refund, not a cancellation).
      if (current !== 'PROCESSING' || event.anyShipped) return { ok: false, reason: 'order-not-cancellable' };
      return { ok: true, status: 'CANCELLED' };
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
