/** Helpers of the checkout and payment tests: a signed-in buyer with addresses and a cart ready to validate. */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cart } from '@shop/domain';
import { ACCEPTED_CARD_MASKED_PAN, buildSandbox, signAnswer } from '@shop/payment-sandbox';
import { expect } from 'vitest';
import { cartOk, setQuantity } from './cart.js';
import { buildApp } from '../app.js';
import { memoryMailer } from '../mail/mailer.js';
import { DEV_PAYMENT_SETTINGS } from '../payment/provider.js';
import { call, register, uniqueEmail } from './customers.js';
import { TEST_OPERATOR_KEY, testDatabase } from './database.js';

export const MARTINIQUE_ADDRESS = {
  firstName: 'Léa',
  lastName: 'Martin',
  street: '12 rue Victor Hugo',
  city: 'Fort-de-France',
  postCode: '97200',
  country: 'MQ',
  phone: '+596696123456',
};

/** A new signed-in customer with a Martinique address `maison` and a Guadeloupe one `gwada`. */
export async function buyer(): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('buyer');
  const { token } = await register(email);
  if (!token) throw new Error('no session');
  for (const [name, address] of [
    ['maison', MARTINIQUE_ADDRESS],
    ['gwada', { ...MARTINIQUE_ADDRESS, city: 'Pointe-à-Pitre', postCode: '97110', country: 'GP' }],
  ] as const) {
    const response = await call('POST', '/customers/address', { token, payload: { ...address, name } });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { token, email };
}

/**
 * Takes a cart with these lines through the shipping step (address `maison`, the cheapest method
 * of each shipment, billing `maison`): what validate needs.
 */
export async function readyToValidate(
  token: string,
  lines: { offerId: string; quantity: number }[],
  region = 'martinique',
): Promise<Cart> {
  for (const line of lines) await setQuantity(token, line.offerId, 'update', line.quantity, region);
  const cart = await cartOk(
    'PUT',
    '/shopping-cart/shipping-address',
    {},
    { token, payload: { name: 'maison' } },
  );
  const choices = cart.shipments.map((shipment) => {
    const method = shipment.availableShipmentMethods.find((m) => !m.isRelay)!;
    return { shipmentId: shipment.id, shipmentMethodId: method.id };
  });
  await cartOk('PUT', '/shopping-cart/shipment-methods', {}, { token, payload: { shipments: choices } });
  return cartOk('PUT', '/shopping-cart/billing-address', { billingAddressName: 'maison' }, { token });
}

export const validate = (token: string, cart: Cart) =>
  cartOk(
    'POST',
    '/shopping-cart/validate',
    {},
    {
      token,
      payload: { acceptedTermsShopIds: cart.shipments.map((s) => s.shop.id) },
    },
  );

/**
 * The API over the shared database listening on a real port, with the sandbox provider beside it:
 * the provider calls the API's notification route over HTTP, as it would in production.
 */
export async function payingShop(): Promise<{
  api: string;
  sandbox: string;
  mailer: ReturnType<typeof memoryMailer>;
  close: () => Promise<void>;
}> {
  const { db } = await testDatabase();
  const port = await freePort();
  const sandbox = await buildSandbox({
    shopId: DEV_PAYMENT_SETTINGS.shopId,
    password: DEV_PAYMENT_SETTINGS.password,
    hmacKey: DEV_PAYMENT_SETTINGS.hmacKey,
    publicUrl: 'http://sandbox.test',
    frameAncestors: [],
    ipnRetryDelays: [],
  });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const mailer = memoryMailer();
  const app = await buildApp({
    db,
    mediaBaseUrl: 'http://media.test',
    mailer,
    captcha: { provider: 'none' },
    customers: { perAddressLimit: 1_000_000, publicWebUrl: 'http://shop.test' },
    payment: { apiUrl: sandboxUrl, ipnUrl: `http://127.0.0.1:${port}/payment/sandbox/notification` },
    operatorApiKey: TEST_OPERATOR_KEY,
  });
  const api = await app.listen({ port, host: '127.0.0.1' });
  return {
    api,
    sandbox: sandboxUrl,
    mailer,
    close: async () => {
      await app.close();
      await sandbox.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The return URL the tests prepare payments with (under the test app's public web URL). */
export const PAYMENT_RETURN_URL = 'http://shop.test/martinique/fr/commande/paiement/retour';

/** `prepare-checkout` of the session's validation on a listening API, in Martinique. */
export async function prepareAt(api: string, token: string, key?: string, returnUrl = PAYMENT_RETURN_URL) {
  const response = await fetch(`${api}/payment/sandbox/prepare-checkout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'root-category': 'martinique',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ returnUrl }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The provider's notification, posted to a listening API. */
export const notifyAt = (api: string, body: string) =>
  fetch(`${api}/payment/sandbox/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

/** An answer signed as the provider signs it (the tests play the provider). */
export function providerAnswer(
  checkout: { reference: string; amount: number; customer: string },
  fields: { orderStatus?: string; detailedStatus?: string; code?: string | null; uuid?: string } = {},
): string {
  const status = fields.orderStatus ?? 'PAID';
  return JSON.stringify({
    shopId: DEV_PAYMENT_SETTINGS.shopId,
    orderCycle: 'CLOSED',
    orderStatus: status,
    serverDate: new Date().toISOString(),
    orderDetails: {
      orderTotalAmount: checkout.amount,
      orderCurrency: 'EUR',
      orderId: checkout.reference,
      mode: 'TEST',
    },
    customer: { reference: checkout.customer },
    transactions: [
      {
        uuid: fields.uuid ?? randomUUID().replaceAll('-', ''),
        amount: checkout.amount,
        currency: 'EUR',
        paymentMethodType: 'CARD',
        status,
        detailedStatus: fields.detailedStatus ?? (status === 'PAID' ? 'AUTHORISED' : 'REFUSED'),
        errorCode: null,
        detailedErrorCode: fields.code ?? null,
        transactionDetails: {
          cardDetails: {
            pan: ACCEPTED_CARD_MASKED_PAN,
            effectiveBrand: 'CB',
            expiryMonth: 12,
            expiryYear: 2039,
          },
        },
      },
    ],
    _type: 'V4/Payment',
  });
}

/** The form fields of a notification of this answer. */
export function notificationOf(answer: string, key = DEV_PAYMENT_SETTINGS.password): string {
  return new URLSearchParams({
    'kr-answer': answer,
    'kr-hash': signAnswer(answer, key),
    'kr-hash-algorithm': 'sha256_hmac',
    'kr-hash-key': 'password',
    'kr-answer-type': 'V4/Payment',
  }).toString();
}

export function returnOf(answer: string, key = DEV_PAYMENT_SETTINGS.hmacKey) {
  return {
    'kr-answer': answer,
    'kr-hash': signAnswer(answer, key),
    'kr-hash-algorithm': 'sha256_hmac',
    'kr-hash-key': 'sha256_hmac',
    'kr-answer-type': 'V4/Payment',
  };
}
