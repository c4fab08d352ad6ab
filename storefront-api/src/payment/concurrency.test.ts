/**
 * Money under concurrency: many buyers of the last units validate at once through two storefront-api
 * processes (this test's and a child one, on the PostgreSQL server; on PGlite one process), then the
 * winners pay at once through both. Stock is never sold twice nor below zero, and a coupon's last uses
 * raced by late payments are never given twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Cart } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOk, insertCoupon, offerWhere } from '../testing/cart.js';
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

/** Posts the provider's notification to one process or the other, alternately. */
async function notifyVia(index: number, body: string): Promise<number> {
  if (childUrl && index % 2 === 1) {
    const response = await fetch(`${childUrl}/payment/sandbox/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return response.status;
  }
  const response = await (
    await testApp()
  ).inject({
    method: 'POST',
    url: '/payment/sandbox/notification',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
  return response.statusCode;
}

/** The provider's answer for a validation, as the tests play the provider. */
async function answerFor(checkoutId: string): Promise<string> {
  const { db } = await testDatabase();
  const [checkout] = await db.query<{ reference: string; amount: number; customer: string }>(
    `SELECT order_reference AS reference, amount, customer_id::text AS customer FROM checkouts WHERE id = $1`,
    [checkoutId],
  );
  return providerAnswer(checkout!);
}

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
  // The winners pay all at once, through both processes (each answer notified twice, crosswise).
  const answers = await Promise.all(won.map((cart) => answerFor(cart.validation!.id)));
  const paid = await Promise.all(
    answers.flatMap((answer, index) => [
      notifyVia(index, notificationOf(answer)),
      notifyVia(index + 1, notificationOf(answer)),
    ]),
  );
  expect(paid.every((status) => status === 200)).toBe(true);
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

describe('a coupon’s last uses raced at payment', () => {
  it('late payments of 6 carts for a coupon with 2 uses left: 2 orders carry it, 4 are cancelled and refunded', async () => {
    const { db } = await testDatabase();
    const code = await insertCoupon({ prefix: 'COURSE', type: 'AMOUNT', value: 200, usageLimit: 6 });
    const carts = [];
    for (let i = 0; i < 6; i++) {
      const offer = await offerWhere(
        'MQ',
        "o.stock >= 20 AND o.logistic_class_id = 'colis-standard'",
        40 + i,
      );
      const { token } = await buyer();
      const ready = await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]);
      await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token });
      const validated = await validateVia(0, token, ready);
      expect(validated.status).toBe(200);
      carts.push((validated.body as Cart).validation!.id);
    }
    // The payments come after their reservations lapsed, and the shop took uses back meanwhile: each
    // late payment must count the coupon's uses again, under its lock, while the others do the same.
    await db.query('UPDATE coupons SET usage_limit = 2 WHERE code = $1', [code]);
    await db.query(
      `UPDATE coupon_uses SET expires_at = now() - interval '1 second' WHERE checkout_id = ANY($1::uuid[])`,
      [carts],
    );
    const answers = await Promise.all(carts.map((id) => answerFor(id)));
    const statuses = await Promise.all(
      answers.map((answer, index) => notifyVia(index, notificationOf(answer))),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const orders = await db.query<{ status: string; refund: string | null }>(
      `SELECT o.status, (SELECT r.reason FROM refunds r WHERE r.checkout_id = o.checkout_id) AS refund
       FROM orders o WHERE o.checkout_id = ANY($1::uuid[]) ORDER BY o.status`,
      [carts],
    );
    expect(orders.filter((order) => order.status === 'PROCESSING')).toEqual([
      { status: 'PROCESSING', refund: null },
      { status: 'PROCESSING', refund: null },
    ]);
    expect(orders.filter((order) => order.status === 'CANCELLED')).toEqual(
      Array.from({ length: 4 }, () => ({ status: 'CANCELLED', refund: 'coupon-unavailable' })),
    );
    const [uses] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id
       WHERE c.code = $1 AND u.status = 'REDEEMED'`,
      [code],
    );
    expect(uses!.n).toBe(2);
  }, 120_000);
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
