import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_RULES_BY_TERRITORY,
  allocate,
  endOfDayAfter,
  lineEligibility,
  refundSplit,
  withdrawalDeadline,
  type AfterSalesLine,
  type AfterSalesShipment,
  type LineFacts,
} from './after-sales.js';
import { nextOrderStatus } from './orders.js';

const line = (offerId: string, shopId: string, quantity: number, paid: number): AfterSalesLine => ({
  offerId,
  productReference: `REF-${offerId}`,
  productName: `Produit ${offerId}`,
  shopId,
  shopName: `Vendeur ${shopId}`,
  shipmentId: shopId,
  quantity,
  paid,
});
const shipment = (shopId: string, deliveryPaid: number, standardDelivery: number): AfterSalesShipment => ({
  id: shopId,
  shopId,
  shopName: `Vendeur ${shopId}`,
  deliveryPaid,
  standardDelivery,
  carrier: null,
});

describe('allocate', () => {
  it('splits a total in proportion, the parts adding up to it exactly', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((part) => part >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('the withdrawal deadline', () => {
  it('ends at midnight of the 14th day in the island, not in UTC', () => {
    // Delivered 1 March 2026 at 22:00 in Martinique (UTC−4) = 2 March 02:00 UTC.
    const delivered = new Date('2026-03-02T02:00:00Z');
    expect(endOfDayAfter(delivered, 14, 'America/Martinique').toISOString()).toBe('2026-03-16T03:59:59.999Z');
    // Réunion (UTC+4): delivered 2 March 06:00 local.
    expect(endOfDayAfter(delivered, 14, 'Indian/Reunion').toISOString()).toBe('2026-03-16T19:59:59.999Z');
  });

  it('starts only once nothing is on its way, from the last delivery', () => {
    const facts: LineFacts[] = [
      {
        offerId: '1',
        exclusion: null,
        shipped: 1,
        delivered: 1,
        lastDeliveredAt: new Date('2026-03-01T12:00:00Z'),
        claimed: 0,
      },
      {
        offerId: '2',
        exclusion: null,
        shipped: 1,
        delivered: 1,
        lastDeliveredAt: new Date('2026-03-05T12:00:00Z'),
        claimed: 0,
      },
    ];
    expect(withdrawalDeadline(facts, true, 'America/Martinique')).toBeNull();
    expect(withdrawalDeadline(facts, false, 'America/Martinique')?.toISOString()).toBe(
      '2026-03-20T03:59:59.999Z',
    );
  });

  it('is the same in the six territories, Saint-Barthélemy (outside the EU) included', () => {
    const rules = Object.values(AFTER_SALES_RULES_BY_TERRITORY);
    expect(rules).toHaveLength(6);
    expect(
      new Set(rules.map((rule) => `${rule.withdrawalPeriodDays}/${rule.conformityGuaranteeDays}`)).size,
    ).toBe(1);
    expect(AFTER_SALES_RULES_BY_TERRITORY.BL.euLawApplies).toBe(false);
  });
});

describe('lineEligibility', () => {
  const lines = [line('1', 'A', 2, 2000), line('2', 'A', 1, 500), line('3', 'B', 1, 900)];
  const deliveredAt = new Date('2026-03-01T12:00:00Z');
  const facts = (claimed = 0): LineFacts[] => [
    { offerId: '1', exclusion: null, shipped: 2, delivered: 2, lastDeliveredAt: deliveredAt, claimed },
    {
      offerId: '2',
      exclusion: 'PERISHABLE',
      shipped: 1,
      delivered: 1,
      lastDeliveredAt: deliveredAt,
      claimed: 0,
    },
    { offerId: '3', exclusion: null, shipped: 0, delivered: 0, lastDeliveredAt: null, claimed: 0 },
  ];
  const rights = (now: string, claimed = 0) =>
    lineEligibility({
      lines,
      facts: facts(claimed),
      shippedShipments: new Set(['A']),
      cancelledShipments: new Set(),
      awaitingDelivery: true,
      status: 'PARTIALLY_SHIPPED',
      timeZone: 'America/Martinique',
      now: new Date(now),
    });

  it('cancels what has not left, withdraws delivered units not excluded, returns any delivered unit', () => {
    const [a, b, c] = rights('2026-03-05T12:00:00Z');
    expect(a).toMatchObject({
      cancellable: false,
      withdrawableQuantity: 2,
      returnableQuantity: 2,
      exclusion: null,
    });
    expect(b).toMatchObject({
      cancellable: false,
      withdrawableQuantity: 0,
      returnableQuantity: 1,
      exclusion: 'PERISHABLE',
    });
    expect(c).toMatchObject({ cancellable: true, withdrawableQuantity: 0, returnableQuantity: 0 });
  });

  it('withdraws goods on their way too (L221-18: from the contract), returns only delivered ones', () => {
    const [inTransit] = lineEligibility({
      lines: lines.slice(0, 1),
      facts: [{ offerId: '1', exclusion: null, shipped: 2, delivered: 0, lastDeliveredAt: null, claimed: 0 }],
      shippedShipments: new Set(['A']),
      cancelledShipments: new Set(),
      awaitingDelivery: true,
      status: 'SHIPPED',
      timeZone: 'America/Martinique',
      now: new Date('2026-03-05T12:00:00Z'),
    });
    expect(inTransit).toMatchObject({
      cancellable: false,
      withdrawableQuantity: 2,
      returnableQuantity: 0,
      withdrawalDeadline: null,
    });
  });

  it('takes off the units already withdrawn or returned', () => {
    expect(rights('2026-03-05T12:00:00Z', 1)[0]).toMatchObject({
      withdrawableQuantity: 1,
      returnableQuantity: 1,
    });
  });

  it('closes the withdrawal 14 days after the last delivery; the guarantee of conformity stays', () => {
    const closed = lineEligibility({
      lines: lines.slice(0, 1),
      facts: facts().slice(0, 1),
      shippedShipments: new Set(['A']),
      cancelledShipments: new Set(),
      awaitingDelivery: false,
      status: 'COMPLETED',
      timeZone: 'America/Martinique',
      now: new Date('2026-03-16T12:00:00Z'),
    });
    expect(closed[0]).toMatchObject({ withdrawableQuantity: 0, returnableQuantity: 2 });
  });
});

describe('refundSplit', () => {
  const lines = [line('1', 'A', 3, 3000), line('2', 'B', 1, 1001)];
  const shipments = [shipment('A', 800, 500), shipment('B', 0, 0)];
  const split = (
    request: { offerId: string; quantity: number }[],
    claimed: [string, number][] = [],
    paidLeft = 10_000,
  ) =>
    refundSplit({
      lines,
      shipments,
      claimedBefore: new Map(claimed),
      request,
      fullDelivery: false,
      paidLeft,
    });

  it('refunds items by seller, and the standard delivery once a whole shipment comes back', () => {
    expect(split([{ offerId: '1', quantity: 1 }])).toEqual({
      sellers: [
        {
          shopId: 'A',
          shopName: 'Vendeur A',
          items: [{ offerId: '1', quantity: 1, amount: 1000 }],
          delivery: 0,
          total: 1000,
        },
      ],
      total: 1000,
    });
    const all = split([
      { offerId: '1', quantity: 3 },
      { offerId: '2', quantity: 1 },
    ]);
    expect(all.sellers.map((seller) => [seller.shopId, seller.total, seller.delivery])).toEqual([
      ['A', 3500, 500],
      ['B', 1001, 0],
    ]);
    // The last unit of the shipment brings its delivery back, once.
    expect(split([{ offerId: '1', quantity: 1 }], [['1', 2]]).sellers[0]).toMatchObject({
      delivery: 500,
      total: 1500,
    });
  });

  it('refunds what was paid for the delivery when the shipment is cancelled', () => {
    const cancelled = refundSplit({
      lines,
      shipments,
      claimedBefore: new Map(),
      request: [{ offerId: '1', quantity: 3 }],
      fullDelivery: true,
      paidLeft: 10_000,
    });
    expect(cancelled.total).toBe(3800);
  });

  it('never refunds above what the payment has left, nor a line above what it paid, over any sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ offer: fc.constantFrom('1', '2'), units: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 10,
        }),
        (requests) => {
          const paid = 3000 + 1001 + 800;
          const claimed = new Map<string, number>();
          let refunded = 0;
          for (const request of requests) {
            const result = refundSplit({
              lines,
              shipments,
              claimedBefore: claimed,
              request: [{ offerId: request.offer, quantity: request.units }],
              fullDelivery: false,
              paidLeft: paid - refunded,
            });
            refunded += result.total;
            for (const seller of result.sellers)
              for (const item of seller.items)
                claimed.set(item.offerId, (claimed.get(item.offerId) ?? 0) + item.quantity);
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          // Everything back: the lines exactly, plus the standard delivery.
          if ((claimed.get('1') ?? 0) === 3 && (claimed.get('2') ?? 0) === 1)
            expect(refunded).toBe(3000 + 1001 + 500);
        },
      ),
    );
  });

  it('gives way to what is left of the payment', () => {
    expect(split([{ offerId: '1', quantity: 3 }], [], 1200).total).toBe(1200);
  });
});

describe('order statuses after the sale', () => {
  it('follows the state machine of spec 4, extended', () => {
    expect(nextOrderStatus('COMPLETED', { type: 'WITHDRAWAL' })).toEqual({
      ok: true,
      status: 'WITHDRAWAL_REQUESTED',
    });
    expect(nextOrderStatus('PARTIALLY_SHIPPED', { type: 'WITHDRAWAL' })).toEqual({
      ok: true,
      status: 'PARTIALLY_SHIPPED',
    });
    expect(nextOrderStatus('PROCESSING', { type: 'WITHDRAWAL' }).ok).toBe(false);
    expect(nextOrderStatus('WITHDRAWAL_REQUESTED', { type: 'RETURN_RECEIVED' })).toEqual({
      ok: true,
      status: 'RETURN_RECEIVED',
    });
    expect(nextOrderStatus('RETURN_RECEIVED', { type: 'REFUND_DONE', fullyRefunded: false })).toEqual({
      ok: true,
      status: 'PARTIALLY_REFUNDED',
    });
    expect(nextOrderStatus('PARTIALLY_REFUNDED', { type: 'REFUND_DONE', fullyRefunded: true })).toEqual({
      ok: true,
      status: 'REFUNDED',
    });
    expect(nextOrderStatus('CANCELLED', { type: 'REFUND_DONE', fullyRefunded: true })).toEqual({
      ok: true,
      status: 'CANCELLED',
    });
    // A parcel still on its way arrives whatever after-sales did meanwhile.
    expect(
      nextOrderStatus('WITHDRAWAL_REQUESTED', {
        type: 'PARCEL_DELIVERED',
        allShipped: true,
        allDelivered: true,
      }),
    ).toEqual({
      ok: true,
      status: 'WITHDRAWAL_REQUESTED',
    });
    const cancelShipment = (
      current: 'PROCESSING' | 'PARTIALLY_SHIPPED',
      shipped: boolean,
      restShipped: boolean,
    ) =>
      nextOrderStatus(current, {
        type: 'CANCEL_SHIPMENT',
        shipmentShipped: shipped,
        restShipped,
        allCancelled: false,
      });
    expect(cancelShipment('PROCESSING', false, false)).toEqual({ ok: true, status: 'PROCESSING' });
    expect(cancelShipment('PARTIALLY_SHIPPED', false, true)).toEqual({ ok: true, status: 'SHIPPED' });
    expect(cancelShipment('PARTIALLY_SHIPPED', true, true).ok).toBe(false);
  });
});
