/** Helpers of the order tests: paid orders made through the real checkout and notification calls. */
import type { Order } from '@shop/domain';
import { expect } from 'vitest';
import { offerWhere, type TestOffer } from './cart.js';
import { notificationOf, providerAnswer, readyToValidate, validate } from './checkout.js';
import { call } from './customers.js';
import { TEST_OPERATOR_KEY, testApp, testDatabase } from './database.js';

/**
 * A paid order of this customer: the lines are validated, then the provider's notification is
 * played (signed as the sandbox signs it).
 */
export async function paidOrder(
  token: string,
  lines: { offerId: string; quantity: number }[],
): Promise<Order> {
  const cart = await validate(token, await readyToValidate(token, lines));
  const { db } = await testDatabase();
  const [checkout] = await db.query<{ reference: string; amount: number; customer: string }>(
    `SELECT order_reference AS reference, amount, customer_id::text AS customer FROM checkouts WHERE id = $1`,
    [cart.validation!.id],
  );
  const app = await testApp();
  const notified = await app.inject({
    method: 'POST',
    url: '/payment/sandbox/notification',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: notificationOf(providerAnswer(checkout!)),
  });
  expect(notified.statusCode, notified.body).toBe(200);
  const order = await call('GET', `/orders/${checkout!.reference}`, { token });
  expect(order.statusCode, order.body).toBe(200);
  return order.json<Order>();
}

/** Offers of Martinique with stock to spare, from `count` different sellers (`skip` sellers in). */
export async function offersOfSellers(count: number, skip = 0): Promise<TestOffer[]> {
  const { db } = await testDatabase();
  const shops = await db.query<{ id: string }>(
    `SELECT DISTINCT shop_id AS id FROM offers
     WHERE territory = 'MQ' AND stock >= 20 AND logistic_class_id = 'colis-standard' ORDER BY shop_id`,
  );
  const offers: TestOffer[] = [];
  for (const shop of shops.slice(skip)) {
    if (offers.length === count) break;
    const where = `o.stock >= 20 AND o.logistic_class_id = 'colis-standard' AND o.shop_id = '${shop.id}'`;
    const offer = await offerWhere('MQ', where).catch(() => null);
    if (offer) offers.push(offer);
  }
  if (offers.length < count) throw new Error(`fewer than ${count} sellers with plain offers in Martinique`);
  return offers;
}

/** A call of the operator API with the test key (or another `key`). */
export function operator(method: 'GET' | 'POST', url: string, payload?: unknown, key = TEST_OPERATOR_KEY) {
  return call(method, url, { payload: payload ?? {}, headers: { authorization: `Bearer ${key}` } });
}
