/**
 * After-sales under concurrency, on the PostgreSQL server in `pnpm test:postgres` (each request on
 * its own connection of the pool; on PGlite they run one after the other): a return received by 20
 * calls at once is refunded once; a cancellation racing its parcel's shipment is one or the other;
 * whatever the shopper and the operator do, in any order, the refunds never exceed what was paid.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Order } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRefundDone } from '../orders/placing.js';
import { api, sandboxOrder, shipAndDeliver, type PayingShop } from '../testing/after-sales.js';
import { buyer, payingShop } from '../testing/checkout.js';
import { testDatabase } from '../testing/database.js';
import { offersOfSellers } from '../testing/orders.js';

let shop: PayingShop;
let owner: { token: string; email: string };
let offers: Awaited<ReturnType<typeof offersOfSellers>>;

beforeAll(async () => {
  await testDatabase();
  shop = await payingShop();
  owner = await buyer();
  offers = await offersOfSellers(2, 1);
}, 60_000);
afterAll(() => shop.close());

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const { db } = await testDatabase();
  return db.query<T>(text, values);
}

/** The refunds of an order not failed, and what its payment took. */
async function moneyOf(reference: string) {
  const refunds = await sql<{ amount: number; idempotency_key: string; status: string }>(
    `SELECT r.amount, r.idempotency_key, r.status FROM refunds r JOIN orders o ON o.checkout_id = r.checkout_id
     WHERE o.reference = $1 AND r.status <> 'FAILED' ORDER BY r.id`,
    [reference],
  );
  const [paid] = await sql<{ amount: number }>(
    `SELECT t.amount FROM payment_transactions t JOIN orders o ON o.transaction_reference = t.uuid
     WHERE o.reference = $1`,
    [reference],
  );
  const [notes] = await sql<{ total: number; count: number }>(
    `SELECT coalesce(sum(c.amount), 0)::int AS total, count(*)::int AS count
     FROM credit_notes c JOIN orders o ON o.id = c.order_id WHERE o.reference = $1`,
    [reference],
  );
  return {
    refunds,
    refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
    paid: paid!.amount,
    notes: notes!,
  };
}

/** The refunds of an order left FAILED, with why. */
function failedRefunds(reference: string) {
  return sql<{ amount: number; last_error: string | null }>(
    `SELECT r.amount, r.last_error FROM refunds r JOIN orders o ON o.checkout_id = r.checkout_id
     WHERE o.reference = $1 AND r.status = 'FAILED'`,
    [reference],
  );
}

describe('after-sales under concurrency', () => {
  it('20 simultaneous receipts of one return: one answer received, one refund', async () => {
    const order = await sandboxOrder(shop, owner.token, [{ offerId: offers[0]!.id, quantity: 2 }]);
    await shipAndDeliver(shop, order);
    const made = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
      token: owner.token,
      body: { requestId: randomUUID(), confirmed: true, lines: [{ offerId: offers[0]!.id, quantity: 2 }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const reference = made.body.reference as string;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(shop, 'POST', `/operator/returns/${reference}/receive`, { operator: true, body: {} }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const money = await moneyOf(order.reference);
    expect(money.refunds).toHaveLength(1);
    expect(money.refunds[0]!.idempotency_key).toMatch(/^return:\d+:/u);
    // Both units and, the whole shipment being back, the standard delivery: here, all that was paid
    // but the part of the delivery above the standard one.
    expect(money.refunded).toBeLessThanOrEqual(money.paid);
    expect(money.notes).toEqual({ total: money.refunded, count: 1 });
    const [status] = await sql<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [
      order.reference,
    ]);
    expect(['RETURN_RECEIVED', 'PARTIALLY_REFUNDED', 'REFUNDED']).toContain(status!.status);
  }, 60_000);

  it('refunds of one order recorded at once (one per seller): each recorded, no deadlock', async () => {
    const order = await sandboxOrder(shop, owner.token, [{ offerId: offers[0]!.id, quantity: 1 }]);
    const [row] = await sql<{ id: string }>('SELECT id::text FROM orders WHERE reference = $1', [
      order.reference,
    ]);
    const { db } = await testDatabase();
    const before = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM order_events WHERE order_id = $1',
      [row!.id],
    );
    // Each transaction inserted the order's event (a key-share lock) before locking the order: two
    // at once waited for each other's share, and PostgreSQL ended one of them.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db.transaction((tx) => recordRefundDone(tx, row!.id, `Remboursement ${i} effectué.`)),
      ),
    );
    const after = await sql<{ count: number }>(
      "SELECT count(*)::int AS count FROM order_events WHERE order_id = $1 AND message LIKE 'Remboursement % effectué.'",
      [row!.id],
    );
    expect(after[0]!.count).toBe(6);
    expect(before[0]!.count).toBeGreaterThan(0);
  });

  it('a cancellation racing its parcel’s shipment: cancelled and refunded, or shipped and not cancelled', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 4; i++)
      orders.push(await sandboxOrder(shop, owner.token, [{ offerId: offers[i % 2]!.id, quantity: 1 }]));
    const outcomes = await Promise.all(
      orders.map(async (order, i) => {
        const cancel = () =>
          api(shop, 'POST', `/orders/${order.reference}/cancel`, { token: owner.token, body: {} });
        const ship = () =>
          api(shop, 'POST', `/operator/orders/${order.reference}/parcels`, {
            operator: true,
            body: {
              shipmentId: order.shipments[0]!.id,
              trackingNumber: `RACE-${i}-${order.reference.slice(-6)}`,
              trackingUrl: 'https://carrier.test/t',
            },
          });
        // Alternate which one is asked first; both are in flight together.
        const [cancelled, shipped] =
          i % 2 === 0
            ? await Promise.all([cancel(), ship()])
            : (await Promise.all([ship(), cancel()])).reverse();
        return { order, cancelled: cancelled!.status, shipped: shipped!.status };
      }),
    );
    for (const { order, cancelled, shipped } of outcomes) {
      const [row] = await sql<{ status: string; parcels: number }>(
        `SELECT o.status, (SELECT count(*)::int FROM parcels p WHERE p.order_id = o.id) AS parcels
         FROM orders o WHERE o.reference = $1`,
        [order.reference],
      );
      const money = await moneyOf(order.reference);
      if (cancelled === 200) {
        expect(shipped, order.reference).toBe(409);
        expect(row).toEqual({ status: 'CANCELLED', parcels: 0 });
        expect(money.refunded).toBe(money.paid);
      } else {
        expect([cancelled, shipped], order.reference).toEqual([409, 201]);
        expect(row).toEqual({ status: 'SHIPPED', parcels: 1 });
        expect(money.refunds).toEqual([]);
      }
    }
  }, 90_000);

  it('never refunds above what was paid, whatever is cancelled, withdrawn, returned and received, and in what order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          quantities: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
          cancelSecond: fc.boolean(),
          requests: fc.array(
            fc.record({
              line: fc.integer({ min: 0, max: 1 }),
              units: fc.integer({ min: 1, max: 3 }),
              kind: fc.constantFrom('withdrawal', 'returns'),
              received: fc.integer({ min: 0, max: 3 }),
            }),
            { minLength: 1, maxLength: 4 },
          ),
        }),
        async ({ quantities, cancelSecond, requests }) => {
          const order = await sandboxOrder(
            shop,
            owner.token,
            quantities.map((quantity, i) => ({ offerId: offers[i]!.id, quantity })),
          );
          const second = order.shipments.find((shipment) =>
            shipment.items.some((item) => item.offerId === offers[1]!.id),
          )!;
          if (cancelSecond) {
            const cancelled = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
              token: owner.token,
              body: { shipmentId: second.id },
            });
            expect(cancelled.status).toBe(200);
          }
          await shipAndDeliver(shop, order, {
            shipmentIds: order.shipments.filter((s) => !cancelSecond || s.id !== second.id).map((s) => s.id),
          });
          const made: { reference: string; offerId: string; received: number }[] = [];
          for (const request of requests) {
            const offerId = offers[request.line]!.id;
            const reply = await api(shop, 'POST', `/orders/${order.reference}/${request.kind}`, {
              token: owner.token,
              body: {
                requestId: randomUUID(),
                lines: [{ offerId, quantity: request.units }],
                ...(request.kind === 'withdrawal' ? { confirmed: true } : { reason: 'DEFECTIVE' }),
              },
            });
            // Too many units, or a cancelled line: refused, nothing recorded.
            expect([201, 409]).toContain(reply.status);
            if (reply.status === 201)
              made.push({
                reference: reply.body.reference as string,
                offerId,
                received: Math.min(request.received, request.units),
              });
          }
          // The operator receives them all at once, each twice.
          await Promise.all(
            [...made, ...made].map((ret) =>
              api(shop, 'POST', `/operator/returns/${ret.reference}/receive`, {
                operator: true,
                body: { items: [{ offerId: ret.offerId, quantity: ret.received, condition: 'OPENED' }] },
              }),
            ),
          );
          const money = await moneyOf(order.reference);
          expect(money.refunded).toBeLessThanOrEqual(money.paid);
          // The sandbox refunds everything asked: a refund left FAILED was given back at the provider
          // but lost in the books (a deadlock between a refund's record and a return's receipt did it).
          expect(await failedRefunds(order.reference)).toEqual([]);
          expect(money.notes.total).toBe(money.refunded);
          expect(new Set(money.refunds.map((refund) => refund.idempotency_key)).size).toBe(
            money.refunds.length,
          );
        },
      ),
      {
        numRuns: Number(process.env.AFTER_SALES_RUNS ?? 4),
        // A counterexample a run printed, tried first: AFTER_SALES_EXAMPLE='{"quantities":[1,1],…}'.
        examples: process.env.AFTER_SALES_EXAMPLE ? [[JSON.parse(process.env.AFTER_SALES_EXAMPLE)]] : [],
      },
    );
  }, 180_000);
});
