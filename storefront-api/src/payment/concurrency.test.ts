/**
 * Money under concurrency: many buyers of the last units validate at once through two storefront-api
 * processes (this test's and a child one, on the PostgreSQL server; on PGlite one process), then the
 * winners pay. Stock is never sold twice nor below zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Cart } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerWhere } from '../testing/cart.js';
import { buyer, notificationOf, providerAnswer, readyToValidate } from '../testing/checkout.js';
import { testApp, testDatabase } from '../testing/database.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let child: ChildProcess | undefined;
let childUrl: string | undefined;

beforeAll(async () => {
  const { url } = await testDatabase();
  if (url === undefined) return;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'storefront-api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      STOREFRONT_API_PORT: String(port),
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  childUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${childUrl}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second storefront-api process did not start');
}, 90_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

/** Validates through one process or the other, alternately. */
async function validateVia(
  index: number,
  token: string,
  cart: Cart,
): Promise<{ status: number; body: unknown }> {
  const payload = { acceptedTermsShopIds: cart.shipments.map((s) => s.shop.id) };
  const headers = { authorization: `Bearer ${token}`, 'root-category': 'martinique' };
  if (childUrl && index % 2 === 1) {
    const response = await fetch(`${childUrl}/shopping-cart/validate`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: await response.json() };
  }
  const response = await (
    await testApp()
  ).inject({ method: 'POST', url: '/shopping-cart/validate', headers, payload });
  return { status: response.statusCode, body: response.json() };
}

async function race(buyers: number, quantity: number, stock: number, skip: number) {
  const { db } = await testDatabase();
  const offer = await offerWhere('MQ', "o.stock >= 1 AND o.logistic_class_id = 'colis-standard'", skip);
  await db.query('UPDATE offers SET stock = $2 WHERE id = $1', [offer.id, stock]);
  const carts = [];
  for (let i = 0; i < buyers; i++) {
    const { token } = await buyer();
    carts.push({ token, cart: await readyToValidate(token, [{ offerId: offer.id, quantity }]) });
  }
  const replies = await Promise.all(carts.map(({ token, cart }, index) => validateVia(index, token, cart)));
  const won = replies.filter((reply) => reply.status === 200).map((reply) => reply.body as Cart);
  const lost = replies.filter((reply) => reply.status !== 200);
  for (const reply of lost) expect(reply).toMatchObject({ status: 409, body: { errorCode: 'out-of-stock' } });
  // The winners pay: one notification each.
  for (const cart of won) {
    const [checkout] = await db.query<{ reference: string; amount: number; customer: string }>(
      `SELECT order_reference AS reference, amount, customer_id::text AS customer FROM checkouts WHERE id = $1`,
      [cart.validation!.id],
    );
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/payment/sandbox/notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: notificationOf(providerAnswer(checkout!)),
    });
    expect(response.statusCode).toBe(200);
  }
  const [after] = await db.query<{ stock: number; orders: number }>(
    `SELECT o.stock, (SELECT count(*)::int FROM orders r JOIN checkouts c ON c.id = r.checkout_id
                      WHERE c.snapshot->'cartItems'->0->'product'->>'offerId' = o.id::text) AS orders
     FROM offers o WHERE o.id = $1`,
    [offer.id],
  );
  return { won: won.length, lost: lost.length, ...after! };
}

describe('buyers racing for the last units', () => {
  it('50 buyers of the last unit: exactly 1 order and 49 clean out-of-stock answers', async () => {
    const result = await race(50, 1, 1, 11);
    expect(result).toEqual({ won: 1, lost: 49, stock: 0, orders: 1 });
  }, 120_000);

  it('100 buyers of 10 units: 10 orders, stock 0', async () => {
    const result = await race(100, 1, 10, 12);
    expect(result).toEqual({ won: 10, lost: 90, stock: 0, orders: 10 });
  }, 180_000);
});

describe('a reservation that expires', () => {
  it('frees the stock for another buyer; the late payment of the first makes a cancelled order to refund', async () => {
    const { db } = await testDatabase();
    const offer = await offerWhere('MQ', "o.stock >= 1 AND o.logistic_class_id = 'colis-standard'", 13);
    await db.query('UPDATE offers SET stock = 1 WHERE id = $1', [offer.id]);
    const first = await buyer();
    const second = await buyer();
    const firstCart = await readyToValidate(first.token, [{ offerId: offer.id, quantity: 1 }]);
    const secondCart = await readyToValidate(second.token, [{ offerId: offer.id, quantity: 1 }]);

    const held = await validateVia(0, first.token, firstCart);
    expect(held.status).toBe(200);
    // While the first buyer's reservation holds, the last unit is not for sale.
    expect(await validateVia(0, second.token, secondCart)).toMatchObject({
      status: 409,
      body: { errorCode: 'out-of-stock' },
    });

    // The first buyer's reservation runs out (as STOCK_RESERVATION_MINUTES later).
    const firstCheckout = (held.body as Cart).validation!.id;
    await db.query(`UPDATE checkouts SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      firstCheckout,
    ]);
    await db.query(
      `UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE checkout_id = $1`,
      [firstCheckout],
    );
    const freed = await validateVia(0, second.token, secondCart);
    expect(freed.status).toBe(200);

    const pay = async (checkoutId: string) => {
      const [checkout] = await db.query<{ reference: string; amount: number; customer: string }>(
        `SELECT order_reference AS reference, amount, customer_id::text AS customer FROM checkouts WHERE id = $1`,
        [checkoutId],
      );
      const response = await (
        await testApp()
      ).inject({
        method: 'POST',
        url: '/payment/sandbox/notification',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: notificationOf(providerAnswer(checkout!)),
      });
      expect(response.statusCode).toBe(200);
      return checkout!.reference;
    };
    const secondReference = await pay((freed.body as Cart).validation!.id);
    // The first buyer's payment arrives late: the unit is gone, so the order is cancelled for a refund.
    const firstReference = await pay(firstCheckout);

    const orders = await db.query<{ reference: string; status: string; events: string[] }>(
      `SELECT o.reference, o.status,
              array(SELECT e.type FROM order_events e WHERE e.order_id = o.id ORDER BY e.id) AS events
       FROM orders o WHERE o.reference = ANY($1) ORDER BY o.reference`,
      [[firstReference, secondReference]],
    );
    expect(orders).toEqual(
      [
        {
          reference: secondReference,
          status: 'PROCESSING',
          events: ['PENDING_PAYMENT', 'PAYMENT', 'PROCESSING'],
        },
        {
          reference: firstReference,
          status: 'CANCELLED',
          events: ['PENDING_PAYMENT', 'PAYMENT', 'CANCELLED'],
        },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    );
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offer.id]);
    expect(after!.stock).toBe(0);
  }, 60_000);
});
