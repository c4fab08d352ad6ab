/**
 * After the sale (issue 32): cancellation before shipment, the right of withdrawal, returns and the
 * refunds they lead to, as pure rules the storefront-api applies under its order lock. The wire
 * shapes and the REST routes are in `api/after-sales.ts`.
 *
 * The law, summarised: 14 days to withdraw from delivery of the (last) goods, without a reason
 * (Directive 2011/83/EU art. 9, Code de la consommation L221-18); goods excluded per product
 * (L221-28: sealed goods unsealed for hygiene, perishable goods, goods made to measure); a refund
 * within 14 days by the same means of payment, with the standard delivery cost (L221-24); the legal
 * guarantee of conformity lasts 2 years from delivery (L217-3), excluded goods included.
 *
 * Saint-Barthélemy is not part of the EU (an overseas collectivity since 2012, an OCT): EU consumer
 * law does not bind sales there. The shop applies the same protections in all six territories —
 * same periods, same exclusions, same refunds — so a shopper's rights never depend on the island,
 * and one rule set is tested once (`AFTER_SALES_RULES_BY_TERRITORY` says so in code).
 */
import type { CarrierCode, OrderStatus } from './checkout.js';
import type { Cart } from './api/cart.js';
import { TERRITORY_CODES, type TerritoryCode } from './territories.js';

/** L221-18: days to withdraw, counted from the delivery of the last goods of the order. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** L217-3: the legal guarantee of conformity, from delivery; returns for a defect within it. */
export const CONFORMITY_GUARANTEE_DAYS = 730;

/** The same rules everywhere, Saint-Barthélemy (outside the EU) included: see the header. */
export const AFTER_SALES_RULES_BY_TERRITORY: Record<
  TerritoryCode,
  { withdrawalPeriodDays: number; conformityGuaranteeDays: number; euLawApplies: boolean }
> = Object.fromEntries(
  TERRITORY_CODES.map((code) => [
    code,
    {
      withdrawalPeriodDays: WITHDRAWAL_PERIOD_DAYS,
      conformityGuaranteeDays: CONFORMITY_GUARANTEE_DAYS,
      euLawApplies: code !== 'BL',
    },
  ]),
) as never;

/** L221-28 exceptions, set per product (`products.withdrawal_exclusion`). */
export const WITHDRAWAL_EXCLUSIONS = ['SEALED_HYGIENE', 'PERISHABLE', 'MADE_TO_MEASURE'] as const;
export type WithdrawalExclusion = (typeof WITHDRAWAL_EXCLUSIONS)[number];
export const WITHDRAWAL_EXCLUSION_LABELS: Record<WithdrawalExclusion, string> = {
  SEALED_HYGIENE:
    'Produit scellé ne pouvant être renvoyé pour des raisons d’hygiène ou de protection de la santé une fois descellé',
  PERISHABLE: 'Produit susceptible de se détériorer ou de se périmer rapidement',
  MADE_TO_MEASURE: 'Produit confectionné selon vos spécifications ou nettement personnalisé',
};

/** Why a shopper returns goods outside the withdrawal (the guarantee of conformity). */
export const RETURN_REASONS = ['DEFECTIVE', 'DAMAGED_IN_TRANSIT', 'WRONG_ITEM', 'NOT_AS_DESCRIBED'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  DEFECTIVE: 'Article défectueux',
  DAMAGED_IN_TRANSIT: 'Article endommagé pendant le transport',
  WRONG_ITEM: 'Article différent de celui commandé',
  NOT_AS_DESCRIBED: 'Article non conforme à sa description',
};

/** A withdrawal (no reason, within 14 days) or a return for a defect (within the guarantee). */
export const RETURN_KINDS = ['WITHDRAWAL', 'RETURN'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  WITHDRAWAL: 'Rétractation',
  RETURN: 'Retour pour défaut',
};

export const RETURN_STATUSES = ['REQUESTED', 'RECEIVED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'En attente de réception',
  RECEIVED: 'Reçu',
};

/** A refund at the provider: asked, done, or refused (then asked again). */
export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: 'En cours',
  DONE: 'Remboursé',
  FAILED: 'En échec, nouvel essai en cours',
};

/** The condition the operator finds each returned item in: only sellable ones go back on sale. */
export const ITEM_CONDITIONS = ['AS_NEW', 'OPENED', 'DAMAGED'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const ITEM_CONDITION_LABELS: Record<ItemCondition, string> = {
  AS_NEW: 'Comme neuf',
  OPENED: 'Ouvert',
  DAMAGED: 'Endommagé',
};
/** Conditions whose units go back in stock (an opened item is checked and resold as such by the seller). */
export const RESTOCKED_CONDITIONS: readonly ItemCondition[] = ['AS_NEW'];

/** Why after-sales refused (HTTP status, French message): the `errorCode` of an `ApiError` (spec 8). */
export const AFTER_SALES_ERRORS = {
  'order-not-found': [404, 'Commande introuvable.'],
  'order-not-cancellable': [409, 'Cette commande ne peut plus être annulée : un colis est déjà parti.'],
  'shipment-not-found': [404, 'Cette commande n’a pas d’envoi avec cet identifiant.'],
  'shipment-not-cancellable': [409, 'Cet envoi ne peut plus être annulé : un colis est déjà parti.'],
  'item-not-in-order': [400, 'Cet article ne fait pas partie de la commande.'],
  'item-excluded-from-withdrawal': [409, 'Cet article est exclu du droit de rétractation.'],
  'withdrawal-period-over': [409, 'Le délai de rétractation de 14 jours est dépassé pour cet article.'],
  'quantity-not-withdrawable': [409, 'Cette quantité ne peut pas faire l’objet d’une rétractation.'],
  'quantity-not-returnable': [409, 'Cette quantité ne peut pas être retournée.'],
  'return-not-found': [404, 'Retour introuvable.'],
  'return-already-received': [409, 'Ce retour est déjà enregistré comme reçu.'],
  'received-quantity-too-high': [409, 'La quantité reçue dépasse la quantité retournée.'],
  'credit-note-not-found': [404, 'Facture d’avoir introuvable.'],
  'request-id-reused': [409, 'Cette demande a déjà été envoyée avec d’autres articles.'],
} as const satisfies Record<string, readonly [number, string]>;
export type AfterSalesErrorCode = keyof typeof AFTER_SALES_ERRORS;

// ---------------------------------------------------------------------------------------------
// The order's lines and shipments as after-sales sees them: what each cost the shopper.

export interface AfterSalesLine {
  offerId: string;
  productReference: string;
  productName: string;
  shopId: string;
  shopName: string;
  shipmentId: string;
  quantity: number;
  /** Tax-included cents paid for the whole line: its total less its share of the coupon. */
  paid: number;
}

export interface AfterSalesShipment {
  id: string;
  shopId: string;
  shopName: string;
  /** Tax-included cents paid for this shipment's delivery. */
  deliveryPaid: number;
  /** L221-24: the standard (cheapest offered) delivery, never above what was paid for it. */
  standardDelivery: number;
  carrier: CarrierCode | null;
}

/**
 * Splits `total` in proportion to `weights`, largest remainders first, so the parts add up to it
 * exactly (a coupon's discount spread over the lines).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** The lines and shipments of an order's frozen cart, with what each cost. */
export function afterSalesLinesOf(snapshot: Cart): {
  lines: AfterSalesLine[];
  shipments: AfterSalesShipment[];
} {
  const shipmentOf = new Map<string, string>();
  for (const shipment of snapshot.shipments)
    for (const item of shipment.items) shipmentOf.set(item.offerId, shipment.id);
  const paid = allocate(
    snapshot.totalPrice.taxIncluded,
    snapshot.cartItems.map((item) => item.taxIncludedTotalPrice),
  );
  const lines = snapshot.cartItems.map((item, i) => ({
    offerId: item.product.offerId,
    productReference: item.product.reference,
    productName: item.product.name,
    shopId: item.offer.shopId,
    shopName: item.offer.shopName,
    shipmentId: shipmentOf.get(item.product.offerId) ?? item.offer.shopId,
    quantity: item.quantity,
    paid: paid[i]!,
  }));
  const shipments = snapshot.shipments.map((shipment) => {
    const deliveryPaid = shipment.price?.taxIncluded ?? 0;
    const cheapest = Math.min(
      deliveryPaid,
      ...shipment.availableShipmentMethods.map((method) => method.price.taxIncluded),
    );
    return {
      id: shipment.id,
      shopId: shipment.shop.id,
      shopName: shipment.shop.name,
      deliveryPaid,
      standardDelivery: Math.max(0, cheapest),
      carrier: shipment.shipmentMethod?.carrier ?? null,
    };
  });
  return { lines, shipments };
}

// ---------------------------------------------------------------------------------------------
// Eligibility of each line.

/** What the storefront knows of one line beyond the frozen cart. */
export interface LineFacts {
  offerId: string;
  exclusion: WithdrawalExclusion | null;
  /** Units of the line in a parcel that left. */
  shipped: number;
  /** Units of the line in a delivered parcel, and when the last of them arrived. */
  delivered: number;
  lastDeliveredAt: Date | null;
  /** Units already in a withdrawal or a return (received or not). */
  claimed: number;
}

export interface LineEligibility {
  offerId: string;
  /** Nothing of the line's shipment has left and the shipment is not cancelled. */
  cancellable: boolean;
  withdrawableQuantity: number;
  returnableQuantity: number;
  exclusion: WithdrawalExclusion | null;
  /** The end of the withdrawal period; null until every unit of the order shipped is delivered. */
  withdrawalDeadline: Date | null;
}

/**
 * The last instant of the `days`-th calendar day after `instant` in `timeZone` (the island's day:
 * a period ends at midnight where the shopper lives, not in UTC).
 */
export function endOfDayAfter(instant: Date, days: number, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const localAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = localAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
  const endLocal = Date.UTC(part('year'), part('month') - 1, part('day') + days, 23, 59, 59, 999);
  return new Date(endLocal - offset);
}

/**
 * The withdrawal deadline of an order: 14 days after the delivery of its last goods (L221-18, goods
 * delivered separately), once nothing not cancelled is still on its way (or still to ship); null
 * before, the period not having started (the shopper may withdraw meanwhile).
 */
export function withdrawalDeadline(
  facts: readonly LineFacts[],
  awaitingDelivery: boolean,
  timeZone: string,
): Date | null {
  if (awaitingDelivery) return null;
  let last: Date | null = null;
  for (const fact of facts)
    if (fact.lastDeliveredAt && (!last || fact.lastDeliveredAt > last)) last = fact.lastDeliveredAt;
  return last && endOfDayAfter(last, WITHDRAWAL_PERIOD_DAYS, timeZone);
}

const NOT_PAID: readonly OrderStatus[] = [
  'SHOPPING_CART',
  'PENDING_PAYMENT',
  'PAYMENT',
  'PENDING',
  'PAYMENT_FAILED',
  'CANCELLED',
];

/** Each line's rights now: cancel (nothing shipped), withdraw (14 days, not excluded), return (guarantee). */
export function lineEligibility(input: {
  lines: readonly AfterSalesLine[];
  facts: readonly LineFacts[];
  /** Shipments with a parcel that left, and cancelled ones. */
  shippedShipments: ReadonlySet<string>;
  cancelledShipments: ReadonlySet<string>;
  /** Some unit neither cancelled nor in a delivered (or returned-to-sender) parcel. */
  awaitingDelivery: boolean;
  status: OrderStatus;
  timeZone: string;
  now: Date;
}): LineEligibility[] {
  const { lines, facts, now } = input;
  const deadline = withdrawalDeadline(facts, input.awaitingDelivery, input.timeZone);
  const open = deadline === null || now <= deadline;
  const paidStatus = !NOT_PAID.includes(input.status);
  return lines.map((line) => {
    const fact = facts.find((candidate) => candidate.offerId === line.offerId);
    const delivered = fact?.delivered ?? 0;
    const claimed = fact?.claimed ?? 0;
    const openUnits = Math.max(0, Math.min(delivered, line.quantity) - claimed);
    // L221-18: the right runs from the contract's conclusion, so goods on their way may be withdrawn
    // from too (units not shipped are cancelled instead); a return for a defect needs them delivered.
    const withdrawableUnits = Math.max(0, Math.min(fact?.shipped ?? 0, line.quantity) - claimed);
    const guaranteed =
      fact?.lastDeliveredAt != null &&
      now.getTime() <= fact.lastDeliveredAt.getTime() + CONFORMITY_GUARANTEE_DAYS * 86_400_000;
    const exclusion = fact?.exclusion ?? null;
    return {
      offerId: line.offerId,
      cancellable:
        paidStatus &&
        !input.shippedShipments.has(line.shipmentId) &&
        !input.cancelledShipments.has(line.shipmentId),
      withdrawableQuantity: paidStatus && open && exclusion === null ? withdrawableUnits : 0,
      returnableQuantity: paidStatus && guaranteed ? openUnits : 0,
      exclusion,
      withdrawalDeadline: deadline,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Refund amounts.

export interface RefundRequestLine {
  offerId: string;
  quantity: number;
}

export interface SellerRefund {
  shopId: string;
  shopName: string;
  items: { offerId: string; quantity: number; amount: number }[];
  /** The standard delivery cost, refunded when this brings back every unit of a shipment. */
  delivery: number;
  total: number;
}

/**
 * What giving back `request` refunds, split by seller: each unit its share of what its line paid
 * (cumulative, so the units of a line refunded over several returns add up to the line exactly),
 * plus each shipment's delivery when the request completes it (`fullDelivery`: what was paid for it,
 * for a cancellation; otherwise the standard delivery). Never above `paidLeft` (what the payment
 * has left after its earlier refunds): the last sellers give way first.
 */
export function refundSplit(input: {
  lines: readonly AfterSalesLine[];
  shipments: readonly AfterSalesShipment[];
  /** Units of each line already claimed (withdrawn, returned or cancelled) before this request. */
  claimedBefore: ReadonlyMap<string, number>;
  request: readonly RefundRequestLine[];
  fullDelivery: boolean;
  paidLeft: number;
}): { sellers: SellerRefund[]; total: number } {
  const byShop = new Map<string, SellerRefund>();
  const seller = (shopId: string, shopName: string) => {
    let found = byShop.get(shopId);
    if (!found) byShop.set(shopId, (found = { shopId, shopName, items: [], delivery: 0, total: 0 }));
    return found;
  };
  const claimedAfter = new Map(input.claimedBefore);
  for (const asked of input.request) {
    const line = input.lines.find((candidate) => candidate.offerId === asked.offerId);
    if (!line || asked.quantity <= 0) continue;
    const before = input.claimedBefore.get(line.offerId) ?? 0;
    const after = Math.min(line.quantity, before + asked.quantity);
    if (after <= before) continue;
    claimedAfter.set(line.offerId, after);
    const amount =
      Math.floor((line.paid * after) / line.quantity) - Math.floor((line.paid * before) / line.quantity);
    const entry = seller(line.shopId, line.shopName);
    entry.items.push({ offerId: line.offerId, quantity: after - before, amount });
    entry.total += amount;
  }
  for (const shipment of input.shipments) {
    const its = input.lines.filter((line) => line.shipmentId === shipment.id);
    const complete = (claimed: ReadonlyMap<string, number>) =>
      its.length > 0 && its.every((line) => (claimed.get(line.offerId) ?? 0) >= line.quantity);
    if (!complete(claimedAfter) || complete(input.claimedBefore)) continue;
    const delivery = input.fullDelivery ? shipment.deliveryPaid : shipment.standardDelivery;
    if (delivery <= 0) continue;
    const entry = seller(shipment.shopId, shipment.shopName);
    entry.delivery += delivery;
    entry.total += delivery;
  }
  let left = Math.max(0, input.paidLeft);
  const sellers = [...byShop.values()].map((entry) => {
    const total = Math.min(entry.total, left);
    left -= total;
    return total === entry.total ? entry : { ...entry, total };
  });
  return { sellers, total: sellers.reduce((sum, entry) => sum + entry.total, 0) };
}
