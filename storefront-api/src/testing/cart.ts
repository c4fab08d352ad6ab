/** Helpers of the cart route tests: sessions, cart calls, offers and coupons picked from the seed. */
import { randomUUID } from 'node:crypto';
import type { ApiError, Cart, TerritoryCode } from '@shop/domain';
import { expect } from 'vitest';
import { call } from './customers.js';
import { testApp, testDatabase } from './database.js';
import { url } from './http.js';

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A new guest session's token. */
export async function guest(): Promise<string> {
  const response = await call('POST', '/customers/guest');
  const token = response.headers['x-session-token'];
  if (typeof token !== 'string') throw new Error(`no guest session: ${response.body}`);
  return token;
}

export interface CartCall {
  token?: string | undefined;
  /** `root-category` header; Martinique unless said otherwise, null for none. */
  region?: string | null;
  payload?: unknown;
}

export async function cartCall(
  method: Method,
  path: string,
  query: Record<string, string | number | undefined> = {},
  options: CartCall = {},
) {
  const region = options.region === undefined ? 'martinique' : options.region;
  const app = await testApp();
  const response = await app.inject({
    method,
    url: url(path, query),
    headers: {
      ...(region === null ? {} : { 'root-category': region }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as unknown, response };
}

/** A cart call expected to succeed. */
export async function cartOk(
  method: Method,
  path: string,
  query: Record<string, string | number | undefined> = {},
  options: CartCall = {},
): Promise<Cart> {
  const reply = await cartCall(method, path, query, options);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body).slice(0, 400)}`).toBe(200);
  return reply.body as Cart;
}

/** A cart call expected to fail with this status and code. */
export async function cartError(
  method: Method,
  path: string,
  query: Record<string, string | number | undefined>,
  options: CartCall,
  status: number,
  errorCode: string,
): Promise<ApiError> {
  const reply = await cartCall(method, path, query, options);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body).slice(0, 400)}`).toBe(status);
  expect(reply.body).toMatchObject({ status, errorCode, errorMessage: expect.any(String) });
  return reply.body as ApiError;
}

export const setQuantity = (
  token: string,
  offerId: string,
  method: string,
  quantity?: number,
  region?: string,
) =>
  cartOk(
    'PUT',
    '/shopping-cart/set-offer-quantity',
    { offerId, quantity, method },
    { token, ...(region === undefined ? {} : { region }) },
  );

export interface TestOffer {
  id: string;
  stock: number;
  name: string;
  price_tax_free: number;
}

/**
 * A plain offer of the territory (pack 1, minimum 1, no maximum, no discount) matching `where`
 * (SQL over `o` the offer, `p` its product, `t` its tax rate), `skip` rows in.
 */
export async function offerWhere(territory: TerritoryCode, where = 'true', skip = 0): Promise<TestOffer> {
  const { db } = await testDatabase();
  const rows = await db.query<TestOffer>(
    `SELECT o.id::text, o.stock, p.name, o.price_tax_free
     FROM offers o JOIN products p ON p.id = o.product_id
     JOIN tax_rates t ON t.territory = o.territory AND t.tax_class = p.tax_class
     WHERE o.territory = $1 AND p.pack_size = 1 AND o.min_quantity = 1 AND o.max_quantity IS NULL
       AND o.discount_price_tax_free IS NULL AND (${where})
     ORDER BY o.id OFFSET $2 LIMIT 1`,
    [territory, skip],
  );
  if (!rows[0]) throw new Error(`no offer in ${territory} where ${where}`);
  return rows[0];
}

/** Inserts a coupon of the test's own (a unique code) and returns its code. */
export async function insertCoupon(fields: {
  prefix: string;
  type?: 'PERCENT' | 'AMOUNT';
  value?: number;
  minimumCart?: number | null;
  territories?: TerritoryCode[];
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
}): Promise<string> {
  const { db } = await testDatabase();
  const code = `${fields.prefix}${randomUUID().slice(0, 8)}`.toUpperCase().replaceAll('-', '');
  await db.query(
    `INSERT INTO coupons (code, name, description, discount_type, value, minimum_cart, territories, usage_limit,
                          per_customer_limit)
     VALUES ($1, 'Test', 'Coupon de test', $2, $3, $4, $5, $6, $7)`,
    [
      code,
      fields.type ?? 'PERCENT',
      fields.value ?? 10,
      fields.minimumCart ?? null,
      fields.territories ?? [],
      fields.usageLimit ?? null,
      fields.perCustomerLimit ?? null,
    ],
  );
  return code;
}
