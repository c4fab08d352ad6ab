/**
 * The operator's side of orders (a back office, or `pnpm shop`): parcels handed to carriers, their
 * tracking events (the shop's cancellation is after-sales'). Each action locks its order and asks `domain`'s state machine, so
 * concurrent calls on one order apply one after the other and a refused move changes nothing.
 */
import { randomInt } from 'node:crypto';
import {
  carrierTrackingUrl,
  DEFAULT_TRACKING_MESSAGES,
  nextOrderStatus,
  nextParcelStatus,
  unitsLeftToShip,
  type OrderStatus,
  type Parcel,
  type TrackingEventType,
  type TransitionRefusal,
} from '@shop/domain';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { MailOutbox } from '../mail/outbox.js';
import { parcelOf, queueParcelShipped } from './mails.js';
import { orderNotFound } from './params.js';
import * as repository from './repository.js';
import { loadOrder } from './service.js';

const REFUSALS: Record<TransitionRefusal, string> = {
  'order-not-shippable': 'Cette commande ne peut plus être expédiée (annulée, terminée ou pas encore payée).',
  'order-not-cancellable': 'Cette commande ne peut plus être annulée : un colis est déjà parti.',
  'parcel-already-delivered': 'Ce colis est déjà livré.',
  'parcel-returned': 'Ce colis est retourné à l’expéditeur : il ne change plus.',
  'nothing-left-to-ship': 'Tout cet envoi est déjà expédié.',
  'shipment-not-cancellable': 'Cet envoi ne peut plus être annulé : un colis est déjà parti.',
  'order-not-withdrawable': 'Aucun article de cette commande n’a encore été livré.',
  'order-not-returnable': 'Aucun article de cette commande n’a encore été livré.',
};

const refused = (reason: TransitionRefusal) => new HttpError(409, reason, REFUSALS[reason]);

export interface OperationsDeps {
  db: Database;
  /** Sends the e-mails an action queued, right after its commit (retried by the outbox's rounds). */
  outbox: MailOutbox;
  publicWebUrl: string;
  log: (message: string, error: unknown) => void;
}

export interface ParcelInput {
  shipmentId: string;
  trackingNumber: string;
  trackingUrl?: string | undefined;
  supplierParcelId?: string | undefined;
  items?: { productReference: string; quantity: number }[] | undefined;
}

export class OrderOperations {
  constructor(private readonly deps: OperationsDeps) {}

  /** A parcel of a shipment leaves: the order moves to partially shipped or shipped, the shopper is told. */
  async createParcel(
    reference: string,
    input: ParcelInput,
  ): Promise<{ parcel: Parcel; status: OrderStatus }> {
    const { parcelId, status } = await this.deps.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, reference);
      const shipment = order.snapshot.shipments.find((candidate) => candidate.id === input.shipmentId);
      if (!shipment)
        throw new HttpError(
          404,
          'shipment-not-found',
          'Cette commande n’a pas d’envoi avec cet identifiant.',
        );
      if (order.cancelled_shipments.includes(shipment.id))
        throw new HttpError(409, 'shipment-cancelled', 'Cet envoi a été annulé : il n’est plus à expédier.');
      const parcels = await repository.parcelsOfOrder(tx, order.id);
      const shippedHere = parcels
        .filter((parcel) => parcel.shipment_id === shipment.id)
        .flatMap((p) => p.items);
      const left = unitsLeftToShip(shipment.items, shippedHere);
      if (left.size === 0) throw refused('nothing-left-to-ship');
      const items = mergeByReference(
        input.items ?? [...left].map(([productReference, quantity]) => ({ productReference, quantity })),
      );
      for (const item of items)
        if ((left.get(item.productReference) ?? 0) < item.quantity)
          throw new HttpError(
            409,
            'items-not-left-to-ship',
            `L’envoi n’a plus ${item.quantity} unité(s) de ${item.productReference} à expédier.`,
            { productReference: item.productReference, left: left.get(item.productReference) ?? 0 },
          );
      const allShipped =
        unitsLeftToShip(
          shipmentsToShip(order).flatMap((candidate) => candidate.items),
          [...parcels.flatMap((parcel) => parcel.items), ...items],
        ).size === 0;
      const next = nextOrderStatus(order.status, { type: 'PARCEL_SHIPPED', allShipped });
      if (!next.ok) throw refused(next.reason);
      const carrier = shipment.shipmentMethod?.carrier;
      const trackingUrl =
        input.trackingUrl ?? (carrier ? carrierTrackingUrl(carrier, input.trackingNumber) : null);
      if (trackingUrl === null)
        throw new HttpError(
          400,
          'tracking-url-required',
          'Ce transporteur n’a pas de page de suivi publique : donnez le lien de suivi (trackingUrl).',
        );
      const parcelId = await repository.insertParcel(tx, {
        orderId: order.id,
        shipmentId: shipment.id,
        supplierParcelId: input.supplierParcelId ?? null,
        trackingNumber: input.trackingNumber,
        trackingUrl,
        // The relay point hands the parcel over against this code.
        pickupCode: shipment.shipmentMethod?.isRelay
          ? String(randomInt(0, 1_000_000)).padStart(6, '0')
          : null,
        items,
        message: DEFAULT_TRACKING_MESSAGES.SHIPMENT,
      });
      await repository.setOrderStatus(tx, order.id, next.status);
      await repository.insertOrderEvent(tx, order.id, {
        type: 'SHIPPED',
        stage: next.status,
        message: `Colis expédié par ${shipment.shop.name}`,
        tracking: [{ trackingNumber: input.trackingNumber, trackingUrl }],
      });
      await queueParcelShipped(tx, reference, parcelId, this.deps.publicWebUrl);
      return { parcelId, status: next.status };
    });
    await this.deps.outbox.deliverSoon();
    const loaded = (await loadOrder(this.deps.db, { reference }, undefined))!;
    return { parcel: parcelOf(loaded.order, parcelId), status };
  }

  /** A carrier's event: a delivery or a return may complete the order once every parcel has arrived. */
  async addTrackingEvent(
    parcelId: string,
    event: { type: TrackingEventType; message?: string | undefined; date?: string | undefined },
  ): Promise<{ parcel: Parcel; status: OrderStatus }> {
    const parcelNotFound = () => new HttpError(404, 'parcel-not-found', 'Colis introuvable.');
    const reference = await repository.parcelOrderReference(this.deps.db, parcelId);
    if (reference === undefined) throw parcelNotFound();
    const status = await this.deps.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, reference);
      const parcels = await repository.parcelsOfOrder(tx, order.id);
      const parcel = parcels.find((candidate) => candidate.id === parcelId);
      if (!parcel) throw parcelNotFound();
      const next = nextParcelStatus(parcel.status, event.type);
      if (!next.ok) throw refused(next.reason);
      await repository.insertParcelEvent(tx, parcelId, {
        type: event.type,
        message: event.message ?? DEFAULT_TRACKING_MESSAGES[event.type],
        date: event.date ?? null,
      });
      if (next.status === parcel.status) return order.status;
      await repository.setParcelStatus(tx, parcelId, next.status);
      parcel.status = next.status;
      const allShipped =
        unitsLeftToShip(
          shipmentsToShip(order).flatMap((shipment) => shipment.items),
          parcels.flatMap((candidate) => candidate.items),
        ).size === 0;
      const allDelivered = parcels.every((candidate) => candidate.status !== 'SHIPPED');
      const moved = nextOrderStatus(order.status, {
        type: next.status === 'DELIVERED' ? 'PARCEL_DELIVERED' : 'PARCEL_RETURNED',
        allShipped,
        allDelivered,
      });
      if (!moved.ok) throw refused(moved.reason);
      await repository.insertOrderEvent(tx, order.id, {
        type: next.status,
        stage: moved.status,
        message: `Colis ${parcel.tracking_number} : ${(event.message ?? DEFAULT_TRACKING_MESSAGES[event.type]).toLowerCase()}`,
      });
      if (moved.status !== order.status) {
        await repository.setOrderStatus(tx, order.id, moved.status);
        await repository.insertOrderEvent(tx, order.id, {
          type: moved.status,
          stage: moved.status,
          message: 'Tous les colis sont arrivés : commande terminée.',
        });
      }
      return moved.status;
    });
    const loaded = (await loadOrder(this.deps.db, { reference }, undefined))!;
    return { parcel: parcelOf(loaded.order, parcelId), status };
  }
}

/** The order's shipments a seller still has to ship (a shipment cancelled before it left ships nothing). */
const shipmentsToShip = (order: repository.OrderRow) =>
  order.snapshot.shipments.filter((shipment) => !order.cancelled_shipments.includes(shipment.id));

async function lockedOrder(tx: Queryable, reference: string) {
  const order = await repository.lockOrder(tx, reference);
  if (!order) throw orderNotFound();
  return order;
}

function mergeByReference(items: { productReference: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const item of items)
    merged.set(item.productReference, (merged.get(item.productReference) ?? 0) + item.quantity);
  return [...merged].map(([productReference, quantity]) => ({ productReference, quantity }));
}
