/**
 * Parallel changes lose nothing: each cart call locks its cart row, and applying a coupon locks the
 * coupon while its uses are counted. On PGlite the calls queue on one connection; on PostgreSQL
 * (`scripts/test-postgres.mjs`) they really run side by side on the pool.
 */
import type { Cart } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cartCall, cartOk, guest, insertCoupon, offerWhere } from '../testing/cart.js';
import { testDatabase } from '../testing/database.js';

const QUANTITY = '/shopping-cart/set-offer-quantity';
const PARALLEL = 20;

describe('concurrent cart changes', () => {
  it('20 parallel add_one on one line give exactly 20', async () => {
    const token = await guest();
    const offer = await offerWhere('MQ', `o.stock >= ${PARALLEL + 10}`);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        cartCall('PUT', QUANTITY, { offerId: offer.id, method: 'add_one' }, { token }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    const cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]!.quantity).toBe(PARALLEL);
    const seen = replies.map((r) => (r.body as Cart).cartItems[0]!.quantity).sort((a, b) => a - b);
    expect(seen, 'each call saw the one before it').toEqual(
      Array.from({ length: PARALLEL }, (_, i) => i + 1),
    );
  });

  it('stop at the stock when it is lower, with the cap said', async () => {
    const token = await guest();
    const offer = await offerWhere('MQ', `o.stock BETWEEN 3 AND ${PARALLEL - 5}`);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        cartCall('PUT', QUANTITY, { offerId: offer.id, method: 'add_one' }, { token }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(cart.cartItems[0]!.quantity).toBe(offer.stock);
    const capped = replies.filter((r) => (r.body as Cart).adjustment !== null);
    expect(capped.length).toBe(PARALLEL - offer.stock + 1);
  });

  it('a coupon limited to N uses, applied by 20 customers at once, is applied exactly N times', async () => {
    const limit = 5;
    const code = await insertCoupon({ prefix: 'RACE', usageLimit: limit });
    const tokens = await Promise.all(Array.from({ length: PARALLEL }, () => guest()));
    const replies = await Promise.all(
      tokens.map((token) => cartCall('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 404)).toHaveLength(PARALLEL - limit);
    for (const reply of replies.filter((r) => r.status === 404))
      expect(reply.body).toMatchObject({ errorCode: 'coupon-not-valid' });
    const { db } = await testDatabase();
    const [uses] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = $1',
      [code],
    );
    expect(uses!.n).toBe(limit);
    // A released use is free again: the next customer gets it.
    const holder = tokens[statuses.indexOf(200)]!;
    await cartOk('DELETE', '/shopping-cart/remove-coupon', { coupon: code }, { token: holder });
    const late = await guest();
    expect(
      (await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token: late })).coupon?.code,
    ).toBe(code);
  });

  it('one customer applying a coupon 5 times at once holds it once', async () => {
    const code = await insertCoupon({ prefix: 'SELF', perCustomerLimit: 1 });
    const token = await guest();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        cartCall('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect((reply.body as { errorCode: string }).errorCode).toMatch(/^coupon-already-(applied|used)$/);
  });
});
