/**
 * An order as after-sales sees it: its lines and what each cost (domain `afterSalesLinesOf`), what
 * left and arrived (its parcels), what was cancelled, withdrawn or returned, and from that each
 * line's rights now (domain `lineEligibility`). Read in the caller's transaction, under the order's
 * lock when the caller is about to change it.
 */
import {
  afterSalesLinesOf,
  lineEligibility,
  regionTimeZone,
  unitsLeftToShip,
  withdrawalDeadline,
  type AfterSalesLine,
  type AfterSalesShipment,
  type LineEligibility,
  type LineFacts,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { parcelsOf, type OrderRow, type ParcelRow } from '../orders/public.js';
import * as repository from './repository.js';
import type { CancellationRow, ReturnRow } from './repository.js';

export interface OrderPicture {
  order: OrderRow;
  lines: AfterSalesLine[];
  shipments: AfterSalesShipment[];
  parcels: ParcelRow[];
  returns: ReturnRow[];
  cancellations: CancellationRow[];
  facts: LineFacts[];
  eligibility: LineEligibility[];
  shippedShipments: Set<string>;
  cancelledShipments: Set<string>;
  /** Units given back for good (received returns, cancelled shipments): what refunds count from. */
  refundedUnits: Map<string, number>;
  /** `refundedUnits` plus the units of returns still awaited (a preview counts them as given back). */
  claimedUnits: Map<string, number>;
  deadline: Date | null;
  timeZone: string;
}

const add = (map: Map<string, number>, key: string, units: number) =>
  map.set(key, (map.get(key) ?? 0) + units);

export async function pictureOf(db: Queryable, order: OrderRow, now = new Date()): Promise<OrderPicture> {
  const { lines, shipments } = afterSalesLinesOf(order.snapshot);
  const [parcels, returns, cancellations, exclusions] = await Promise.all([
    parcelsOf(db, order.id),
    repository.returnsOfOrder(db, order.id),
    repository.cancellationsOfOrder(db, order.id),
    repository.exclusions(
      db,
      lines.map((line) => line.productReference),
    ),
  ]);
  const cancelledShipments = new Set(
    order.status === 'CANCELLED' ? shipments.map((shipment) => shipment.id) : order.cancelled_shipments,
  );
  const shippedShipments = new Set(parcels.map((parcel) => parcel.shipment_id));

  // Parcels name product references within their shipment; the lines are offers.
  const offerOf = (shipmentId: string, productReference: string) =>
    lines.find((line) => line.shipmentId === shipmentId && line.productReference === productReference)
      ?.offerId;
  const shipped = new Map<string, number>();
  const delivered = new Map<string, number>();
  const deliveredAt = new Map<string, Date>();
  for (const parcel of parcels)
    for (const item of parcel.items) {
      const offerId = offerOf(parcel.shipment_id, item.productReference);
      if (!offerId) continue;
      add(shipped, offerId, item.quantity);
      if (parcel.status !== 'DELIVERED') continue;
      add(delivered, offerId, item.quantity);
      const arrival = parcel.events.filter((event) => event.type === 'DELIVERY').at(-1)?.date;
      const at = new Date(arrival ?? parcel.created_at);
      if (!deliveredAt.has(offerId) || at > deliveredAt.get(offerId)!) deliveredAt.set(offerId, at);
    }

  const claimed = new Map<string, number>();
  const refundedUnits = new Map<string, number>();
  const claimedUnits = new Map<string, number>();
  for (const ret of returns)
    for (const line of ret.lines) {
      const units = ret.status === 'RECEIVED' ? (line.receivedQuantity ?? 0) : line.quantity;
      add(claimed, line.offerId, units);
      add(claimedUnits, line.offerId, units);
      if (ret.status === 'RECEIVED') add(refundedUnits, line.offerId, units);
    }
  for (const line of lines)
    if (cancelledShipments.has(line.shipmentId)) {
      add(refundedUnits, line.offerId, line.quantity);
      add(claimedUnits, line.offerId, line.quantity);
    }

  const facts: LineFacts[] = lines.map((line) => ({
    offerId: line.offerId,
    exclusion: exclusions.get(line.productReference) ?? null,
    shipped: shipped.get(line.offerId) ?? 0,
    delivered: delivered.get(line.offerId) ?? 0,
    lastDeliveredAt: deliveredAt.get(line.offerId) ?? null,
    claimed: claimed.get(line.offerId) ?? 0,
  }));
  const toShip = order.snapshot.shipments.filter((shipment) => !cancelledShipments.has(shipment.id));
  const awaitingDelivery =
    unitsLeftToShip(
      toShip.flatMap((shipment) => shipment.items),
      parcels.flatMap((parcel) => parcel.items),
    ).size > 0 || parcels.some((parcel) => parcel.status === 'SHIPPED');
  const timeZone = regionTimeZone(order.snapshot.rootCategoryPath);
  return {
    order,
    lines,
    shipments,
    parcels,
    returns,
    cancellations,
    facts,
    eligibility: lineEligibility({
      lines,
      facts,
      shippedShipments,
      cancelledShipments,
      awaitingDelivery,
      status: order.status,
      timeZone,
      now,
    }),
    shippedShipments,
    cancelledShipments,
    refundedUnits,
    claimedUnits,
    deadline: withdrawalDeadline(facts, awaitingDelivery, timeZone),
    timeZone,
  };
}
