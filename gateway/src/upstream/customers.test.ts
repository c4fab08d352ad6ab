import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogFields, Logger } from '../logger.js';
import { CART } from './cart.fixture.js';
import { createStorefrontClient } from './storefront-client.js';
import type { StorefrontClient, UpstreamSession } from './storefront-client.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const SESSION_TOKEN = 'session-token-0123456789abcdef';
const TWO_FACTOR_TOKEN = 'two-factor-token-0123456789ab';
const RESET_TOKEN = 'reset-token-0123456789abcdefgh';

let server: Server;
let client: StorefrontClient;
let received: Received[] = [];
let answer: Answer = { status: 200, body: {} };
const logs: { msg: string; fields: LogFields }[] = [];
const record = (msg: string, fields: LogFields = {}) => void logs.push({ msg, fields });
const logger: Logger = { debug: record, info: record, warn: record, error: record };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createStorefrontClient({ baseUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 2000, logger });
});

afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  logs.length = 0;
  answer = { status: 200, body: {} };
});

function recordingSession(token?: string, twoFactor?: string) {
  const events: string[] = [];
  const session: UpstreamSession = {
    token: () => token,
    twoFactorToken: () => twoFactor,
    renewed: (newToken, expiresAt) => void events.push(`renewed ${newToken} ${expiresAt.toISOString()}`),
    twoFactorStarted: (newToken) => void events.push(`two-factor ${newToken}`),
  };
  return { session, events };
}

describe('customer calls', () => {
  it('sends the session as bearer, the shopper’s address and a JSON body', async () => {
    const { session } = recordingSession(SESSION_TOKEN);
    const api = client.scope({ session, clientIp: '203.0.113.7', locale: 'fr', rootCategory: 'martinique' });
    await api.customers.changePassword({ currentPassword: 'a', newPassword: 'b' });
    expect(received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/customers/change-password?locale=fr',
        body: JSON.stringify({ currentPassword: 'a', newPassword: 'b' }),
        headers: expect.objectContaining({
          authorization: `Bearer ${SESSION_TOKEN}`,
          'x-forwarded-for': '203.0.113.7',
          'content-type': 'application/json',
          'root-category': 'martinique',
        }),
      }),
    ]);
  });

  it('sends no credentials the request does not have, and none on catalogue calls', async () => {
    await client
      .scope({})
      .customers.me()
      .catch(() => undefined);
    const { session } = recordingSession(SESSION_TOKEN);
    answer = { status: 200, body: [] };
    await client.scope({ session }).shops();
    expect(received.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
    expect(received[0]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('hands the credentials of a reply to the session', async () => {
    const { session, events } = recordingSession();
    answer = {
      status: 200,
      body: { twoFactorAuthenticationRequired: true, email: 'a@b.c', remainingAttempts: 3, expiresAt: 'x' },
      headers: { 'x-two-factor-token': TWO_FACTOR_TOKEN },
    };
    const reply = await client
      .scope({ session })
      .customers.signIn({ email: 'a@b.c', password: 'p', recaptchaData: 'r' });
    expect(reply).toMatchObject({ twoFactorAuthenticationRequired: true, remainingAttempts: 3 });
    answer = {
      status: 200,
      body: { id: '1' },
      headers: { 'x-session-token': SESSION_TOKEN, 'x-session-expires-at': '2030-01-31T00:00:00.000Z' },
    };
    await client.scope({ session }).customers.signOut();
    expect(events).toEqual([
      `two-factor ${TWO_FACTOR_TOKEN}`,
      `renewed ${SESSION_TOKEN} 2030-01-31T00:00:00.000Z`,
    ]);
  });

  it('sends the two-factor token back with the code, and only there', async () => {
    const { session } = recordingSession(undefined, TWO_FACTOR_TOKEN);
    const api = client.scope({ session }).customers;
    await api.verifyOneTimePassword({ email: 'a@b.c', password: 'p', oneTimePassword: '123456' });
    await api.signIn({ email: 'a@b.c', password: 'p', recaptchaData: 'r' });
    expect(received.map((r) => r.headers['x-two-factor-token'])).toEqual([TWO_FACTOR_TOKEN, undefined]);
  });

  it('sends the address defaults that are given, and only those', async () => {
    const api = client.scope({}).customers;
    const address = {
      firstName: 'Léa',
      lastName: 'Martin',
      street: 'rue',
      city: 'ville',
      postCode: '97200',
      country: 'MQ',
      phone: '+596696123456',
    };
    await api.createAddress({ ...address, name: 'maison' }, { shipping: true });
    await api.updateAddress('maison / 2', address, { shipping: false, billing: true });
    await api.deleteAddress('maison');
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/customers/address?defaultShipping=true',
      'PUT /api/customers/address/maison%20%2F%202?defaultShipping=false&defaultBilling=true',
      'DELETE /api/customers/address/maison',
    ]);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ ...address, name: 'maison' });
  });

  it('puts the newsletter e-mail in the body, never in the URL', async () => {
    answer = { status: 200, body: { email: 'a+b@c.fr', subscribed: true } };
    expect(await client.scope({}).customers.subscribeNewsletter('a+b@c.fr')).toEqual({
      email: 'a+b@c.fr',
      subscribed: true,
    });
    await client.scope({}).customers.unsubscribeNewsletter('a+b@c.fr');
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/customers/newsletter/subscribe',
      'PUT /api/customers/newsletter/unsubscribe',
    ]);
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      { customerEmail: 'a+b@c.fr' },
      { customerEmail: 'a+b@c.fr' },
    ]);
  });

  it('takes a reply without a body, and never logs the reset token', async () => {
    answer = { status: 204 };
    await expect(
      client.scope({}).customers.resetPassword(RESET_TOKEN, { newPassword: 'x', recaptchaData: 'r' }),
    ).resolves.toBeUndefined();
    expect(received[0]?.url).toBe(`/api/customers/reset-password/${RESET_TOKEN}`);
    expect(JSON.stringify(logs)).not.toContain(RESET_TOKEN);
    expect(logs.map((l) => l.fields.path)).toEqual(['/customers/reset-password/[redacted]']);
  });

  it('fails with the upstream error and its code', async () => {
    const { session, events } = recordingSession();
    answer = {
      status: 401,
      body: { status: 401, errorCode: 'unauthorized', errorMessage: 'Email ou mot de passe invalide.' },
    };
    await expect(
      client.scope({ session }).customers.signIn({ email: 'a@b.c', password: 'p', recaptchaData: 'r' }),
    ).rejects.toMatchObject({
      message: 'Email ou mot de passe invalide.',
      extensions: { code: 'UNAUTHENTICATED', errorCode: 'unauthorized', status: 401 },
    });
    expect(events).toEqual([]);
  });
});

describe('cart calls', () => {
  it('send the session, the region and the change, and answer the checked cart', async () => {
    const { session } = recordingSession(SESSION_TOKEN);
    const api = client.scope({ session, locale: 'fr', rootCategory: 'guadeloupe' }).cart;
    answer = { status: 200, body: CART };
    await expect(api.setOfferQuantity({ offerId: 'o1', quantity: 2, method: 'add_one' })).resolves.toEqual(
      CART,
    );
    await api.get();
    await api.clear('cart/1');
    await api.setCoupon('BIENVENUE10');
    await api.removeCoupon('BIENVENUE10');
    await api.setLogisticClassSplitting(true);
    await api.changeRegion('reunion');
    expect(received.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'PUT /api/shopping-cart/set-offer-quantity?offerId=o1&quantity=2&method=add_one&locale=fr ',
      'GET /api/shopping-cart?locale=fr ',
      'DELETE /api/shopping-cart/cart%2F1?locale=fr ',
      'PUT /api/shopping-cart/set-coupon?coupon=BIENVENUE10&locale=fr ',
      'DELETE /api/shopping-cart/remove-coupon?coupon=BIENVENUE10&locale=fr ',
      'PUT /api/shopping-cart/set-logistic-class-splitting?enabled=true&locale=fr ',
      'POST /api/shopping-cart/catalog?locale=fr {"rootCategoryPath":"reunion"}',
    ]);
    for (const { headers } of received) {
      expect(headers).toMatchObject({
        authorization: `Bearer ${SESSION_TOKEN}`,
        'root-category': 'guadeloupe',
      });
    }
  });

  it('open a guest session for a visitor’s first cart change', async () => {
    const { session, events } = recordingSession();
    answer = {
      status: 200,
      body: { id: 'g1' },
      headers: { 'x-session-token': SESSION_TOKEN, 'x-session-expires-at': '2030-01-31T00:00:00.000Z' },
    };
    await client.scope({ session }).customers.createGuest();
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/customers/guest']);
    expect(events).toEqual([`renewed ${SESSION_TOKEN} 2030-01-31T00:00:00.000Z`]);
  });

  it('fail on a reply off the contract, logging where and not what', async () => {
    answer = { status: 200, body: { ...CART, cartItems: [{ ...CART.cartItems[0]!, quantity: -1 }] } };
    await expect(client.scope({}).cart.get()).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(logs).toContainEqual({
      msg: 'upstream reply breaks its contract',
      fields: expect.objectContaining({ path: '/shopping-cart', issues: ['cartItems.0.quantity'] }),
    });
    expect(JSON.stringify(logs)).not.toContain('Léa Martin');
  });
});
