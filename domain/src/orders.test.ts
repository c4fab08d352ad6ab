import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './checkout.js';
import type { PARCEL_STATUSES } from './orders.js';
import {
  carrierTrackingUrl,
  nextOrderStatus,
  nextParcelStatus,
  TRACKING_EVENT_TYPES,
  unitsLeftToShip,
} from './orders.js';

const statusAfter = (current: OrderStatus, event: Parameters<typeof nextOrderStatus>[1]) => {
  const result = nextOrderStatus(current, event);
  return result.ok ? result.status : result.reason;
};

describe('the order state machine', () => {
  it('a parcel shipped moves a paid order to partially shipped, or shipped when nothing is left', () => {
    expect(statusAfter('PROCESSING', { type: 'PARCEL_SHIPPED', allShipped: false })).toBe(
      'PARTIALLY_SHIPPED',
    );
    expect(statusAfter('PROCESSING', { type: 'PARCEL_SHIPPED', allShipped: true })).toBe('SHIPPED');
    expect(statusAfter('PARTIALLY_SHIPPED', { type: 'PARCEL_SHIPPED', allShipped: false })).toBe(
      'PARTIALLY_SHIPPED',
    );
    expect(statusAfter('PARTIALLY_SHIPPED', { type: 'PARCEL_SHIPPED', allShipped: true })).toBe('SHIPPED');
  });

  it('only a paid order in preparation or partly shipped can ship', () => {
    const shippable = ORDER_STATUSES.filter(
      (status) => nextOrderStatus(status, { type: 'PARCEL_SHIPPED', allShipped: true }).ok,
    );
    expect(shippable).toEqual(['PROCESSING', 'PARTIALLY_SHIPPED']);
    expect(statusAfter('CANCELLED', { type: 'PARCEL_SHIPPED', allShipped: false })).toBe(
      'order-not-shippable',
    );
  });

  it('completes once every unit shipped and every parcel arrived (delivered or returned)', () => {
    expect(statusAfter('SHIPPED', { type: 'PARCEL_DELIVERED', allShipped: true, allDelivered: true })).toBe(
      'COMPLETED',
    );
    expect(statusAfter('SHIPPED', { type: 'PARCEL_DELIVERED', allShipped: true, allDelivered: false })).toBe(
      'SHIPPED',
    );
    expect(
      statusAfter('PARTIALLY_SHIPPED', { type: 'PARCEL_DELIVERED', allShipped: false, allDelivered: true }),
    ).toBe('PARTIALLY_SHIPPED');
    expect(statusAfter('SHIPPED', { type: 'PARCEL_RETURNED', allShipped: true, allDelivered: true })).toBe(
      'COMPLETED',
    );
    expect(
      statusAfter('PROCESSING', { type: 'PARCEL_DELIVERED', allShipped: true, allDelivered: true }),
    ).toBe('order-not-shippable');
  });

  it('cancels only an order in preparation nothing of which has left', () => {
    expect(statusAfter('PROCESSING', { type: 'CANCEL', anyShipped: false })).toBe('CANCELLED');
    expect(statusAfter('PROCESSING', { type: 'CANCEL', anyShipped: true })).toBe('order-not-cancellable');
    for (const status of ORDER_STATUSES.filter((s) => s !== 'PROCESSING'))
      expect(statusAfter(status, { type: 'CANCEL', anyShipped: false }), status).toBe(
        'order-not-cancellable',
      );
  });
});

describe('the parcel state machine', () => {
  const after = (current: (typeof PARCEL_STATUSES)[number], event: (typeof TRACKING_EVENT_TYPES)[number]) => {
    const result = nextParcelStatus(current, event);
    return result.ok ? result.status : result.reason;
  };

  it('moves on delivery and return, keeps its status on information', () => {
    expect(after('SHIPPED', 'INFO')).toBe('SHIPPED');
    expect(after('SHIPPED', 'SHIPMENT')).toBe('SHIPPED');
    expect(after('SHIPPED', 'DELIVERY')).toBe('DELIVERED');
    expect(after('SHIPPED', 'RETURN')).toBe('RETURNED');
    expect(after('DELIVERED', 'RETURN')).toBe('RETURNED');
  });

  it('a delivered parcel is not delivered again; a returned one no longer changes', () => {
    expect(after('DELIVERED', 'DELIVERY')).toBe('parcel-already-delivered');
    expect(after('DELIVERED', 'INFO')).toBe('parcel-already-delivered');
    for (const event of TRACKING_EVENT_TYPES) expect(after('RETURNED', event)).toBe('parcel-returned');
  });
});

describe('unitsLeftToShip', () => {
  it('subtracts what parcels hold, per reference, and forgets what is fully shipped', () => {
    const ordered = [
      { productReference: 'A', quantity: 3 },
      { productReference: 'B', quantity: 1 },
    ];
    expect(unitsLeftToShip(ordered, [])).toEqual(
      new Map([
        ['A', 3],
        ['B', 1],
      ]),
    );
    expect(unitsLeftToShip(ordered, [{ productReference: 'A', quantity: 2 }])).toEqual(
      new Map([
        ['A', 1],
        ['B', 1],
      ]),
    );
    expect(
      unitsLeftToShip(ordered, [
        { productReference: 'A', quantity: 3 },
        { productReference: 'B', quantity: 1 },
      ]).size,
    ).toBe(0);
  });
});

describe('carrierTrackingUrl', () => {
  it('builds the carrier’s page with the number encoded, and none for the freight forwarder', () => {
    expect(carrierTrackingUrl('HOME', '6A123')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
    );
    expect(carrierTrackingUrl('EXPRESS', 'XY 1')).toContain('XY%201');
    expect(carrierTrackingUrl('FREIGHT', '123')).toBeNull();
  });
});
