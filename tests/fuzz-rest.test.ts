/**
 * Issue 16's fuzz suite for the storefront-api: every route its OpenAPI document lists (a new route
 * is fuzzed the day it is documented), with path and query parameters and JSON bodies generated
 * from the document's own schemas, hostile text and extreme numbers mixed with real values, sent
 * anonymously, as a guest with a cart, as a signed-in customer with addresses, a cart and orders,
 * and with the operator's key. Whatever is sent, the answer is never a 5xx: bad input is a 4xx with
 * its error code. Invariant: no stock goes below zero.
 *
 * Issue 29: refusing junk is not enough, the routes' success paths must be reached too. Many routes
 * document no body (and some not their query), so each route may have an example built from real
 * data (`examples()`), sent as is or with some of its values replaced by generated ones; the suite
 * records which routes ever answered 2xx and holds a floor on their number.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_HEADER, TWO_FACTOR_TOKEN_HEADER } from '@shop/domain';
import { payOnCardForm } from '@shop/payment-sandbox';
import { FUZZ_SEED, float, integer, text } from './support/fuzz.js';
import { STACK_OPERATOR_KEY, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';
import type { MailMessage } from '@shop/storefront-api';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/**
 * Routes that must have answered 2xx at least once (issue 29). With 20 runs and the default seed,
 * 80 of 83 did when this floor was set (26 before the signed-in customers and the examples); never:
 * the restock alert's unsubscribe (its token is only e-mailed once the offer is back), the signed
 * payment notification, and the footer's replacement.
 */
const REACHED_FLOOR = 78;
const PASSWORD = 'Secret1!pass';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let stack: Stack;
let doc: OpenApiDocument;
let guest = '';
let real: string[] = [];
let world: World;

/** What the examples are made of: a signed-in customer with addresses, a cart and orders. */
interface World {
  /** Session of the customer the examples act as (never signed out). */
  customer: string;
  /**
   * A customer whose cart only the checkout's examples touch (the cart's own examples and the
   * generated requests change the first customer's), sent to the address `maison`.
   */
  buyer: string;
  /** The seller of the buyer's one shipment. */
  buyerShipment: string;
  /** A guest with a cart, which the example of DELETE /shopping-cart/{id} empties. */
  visitor: string;
  visitorCart: string;
  email: string;
  /** Another customer, whose sessions the password reset may end. */
  spare: string;
  spareEmail: string;
  resetToken: string;
  /** A customer with two-factor on, signed in up to the code. */
  twoFactorEmail: string;
  twoFactorToken: string;
  oneTimePassword: string;
  /** Two offers of two sellers in the customer's cart (the second may be removed). */
  offers: { id: string; shopId: string; reference: string; slug: string }[];
  /** An offer set out of stock, for restock alerts. */
  soldOut: string;
  categoryPath: string;
  /** A paid order of the customer, with a parcel, and another to cancel. */
  order: { id: string; reference: string; shipmentId: string; parcelId: string };
  orderToCancel: string;
  /** The browser return of the last payment (sent back again: answered as received). */
  paymentReturn: Record<string, string>;
}

type Auth = 'none' | 'guest' | 'visitor' | 'customer' | 'buyer' | 'spare' | 'operator' | 'junk';

async function call<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ json: T; headers: Headers }> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      'root-category': 'martinique',
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { json: (text === '' ? null : JSON.parse(text)) as T, headers: response.headers };
}

const ADDRESS = {
  firstName: 'Léa',
  lastName: 'Martin',
  street: '12 rue Victor Hugo',
  city: 'Fort-de-France',
  postCode: '97200',
  country: 'MQ',
  phone: '0696123456',
};

async function register(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { headers } = await call('POST', '/customers/register', {
    body: { email, firstName: 'Léa', lastName: 'Martin', password: PASSWORD, recaptchaData: 'ok', ...extra },
  });
  return headers.get(SESSION_TOKEN_HEADER) ?? '';
}

type Shipments = {
  shipments: { id: string; availableShipmentMethods: { id: string; isRelay: boolean }[] }[];
};

/** Puts `quantity` units of each offer in the cart and sends it to the address `maison`, home delivery. */
async function fillCart(
  token: string,
  offers: readonly { id: string }[],
  quantity = 1,
): Promise<Shipments['shipments']> {
  for (const offer of offers)
    await call(
      'PUT',
      `/shopping-cart/set-offer-quantity?offerId=${offer.id}&quantity=${quantity}&method=add`,
      {
        token,
      },
    );
  const { json } = await call<Shipments>('PUT', '/shopping-cart/shipping-address', {
    token,
    body: { name: 'maison' },
  });
  return json.shipments;
}

/** Pays the customer's cart with the sandbox's accepted card; answers the order's reference. */
async function purchase(token: string, offer: { id: string }, quantity = 1): Promise<string> {
  const shipments = await fillCart(token, [offer], quantity);
  await call('PUT', '/shopping-cart/shipment-methods', {
    token,
    body: {
      shipments: shipments.map((s) => ({
        shipmentId: s.id,
        shipmentMethodId: s.availableShipmentMethods.find((m) => !m.isRelay)!.id,
      })),
    },
  });
  await call('PUT', '/shopping-cart/billing-address?billingAddressName=maison', { token });
  await call('POST', '/shopping-cart/validate', {
    token,
    body: { acceptedTermsShopIds: shipments.map((s) => s.id) },
  });
  const { json: prepared } = await call<{ formToken: string; orderReference: string }>(
    'POST',
    '/payment/sandbox/prepare-checkout',
    {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { returnUrl: 'http://localhost:4000/fr/commande' },
    },
  );
  const { location } = await payOnCardForm(stack.sandboxUrl, prepared.formToken);
  world.paymentReturn = Object.fromEntries(
    ['kr-answer', 'kr-hash', 'kr-hash-algorithm', 'kr-hash-key'].map((name) => [
      name,
      location.searchParams.get(name) ?? '',
    ]),
  );
  await call('POST', '/payment/sandbox/return', { token, body: world.paymentReturn });
  return prepared.orderReference;
}

/** The newest e-mail to `to` that `matches`, waited for (some leave after the reply). */
async function mailTo(to: string, matches: (mail: MailMessage) => boolean): Promise<MailMessage> {
  for (let i = 0; i < 100; i++) {
    const mail = stack.mail.findLast((message) => message.to === to && matches(message));
    if (mail !== undefined) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such e-mail to ${to}`);
}

/** The customers, cart and orders of `World`, made through the API itself. */
async function buildWorld(): Promise<void> {
  world = {} as World;
  type Found = {
    products: {
      slug: string;
      reference: string;
      categoryPaths: string[];
      offers: {
        id: string;
        shopId: string;
        stockQuantity: number;
        packSize: number;
        minimalOrderQuantity: number;
      }[];
    }[];
  };
  const found: Found = { products: [] };
  for (const term of ['caf%C3%A9', 'chocolat', 'rhum', 'savon', 'confiture'])
    found.products.push(
      ...(await call<Found>('GET', `/products/search?searchTerm=${term}&size=50`)).json.products,
    );
  const offers = found.products.flatMap((p) =>
    p.offers
      .filter((o) => o.stockQuantity >= 10 && o.packSize === 1 && o.minimalOrderQuantity === 1)
      .map((o) => ({ id: o.id, shopId: o.shopId, reference: p.reference, slug: p.slug })),
  );
  const first = offers[0]!;
  const second = offers.find((o) => o.shopId !== first.shopId)!;
  world.offers = [first, second];
  world.soldOut = offers.find((o) => o.reference !== first.reference && o.reference !== second.reference)!.id;
  world.categoryPath = found.products[0]!.categoryPaths[0]!;
  await call('PUT', `/operator/offers/${world.soldOut}/stock`, {
    token: STACK_OPERATOR_KEY,
    body: { stock: 0 },
  });

  world.email = 'fuzz-customer@example.test';
  world.customer = await register(world.email);
  for (const [name, street] of [
    ['maison', ADDRESS.street],
    ['jetable', '3 rue Schoelcher'],
  ])
    await call('POST', '/customers/address', { token: world.customer, body: { ...ADDRESS, name, street } });
  // Two units: a parcel ships one here, the parcels example the other.
  const reference = await purchase(world.customer, first, 2);
  world.orderToCancel = await purchase(world.customer, first);
  const { json: order } = await call<{ id: string; shipments: { id: string }[] }>(
    'GET',
    `/operator/orders/${reference}`,
    { token: STACK_OPERATOR_KEY },
  );
  const shipmentId = order.shipments[0]!.id;
  const { json: shipped } = await call<{ parcel: { parcelId: string } }>(
    'POST',
    `/operator/orders/${reference}/parcels`,
    {
      token: STACK_OPERATOR_KEY,
      body: {
        shipmentId,
        trackingNumber: 'FUZZ-0001',
        items: [{ productReference: first.reference, quantity: 1 }],
      },
    },
  );
  world.order = { id: order.id, reference, shipmentId, parcelId: shipped.parcel.parcelId };
  await fillCart(world.customer, world.offers);

  world.buyer = await register('fuzz-buyer@example.test');
  await call('POST', '/customers/address', { token: world.buyer, body: { ...ADDRESS, name: 'maison' } });
  world.buyerShipment = (await fillCart(world.buyer, [first]))[0]!.id;

  world.spareEmail = 'fuzz-spare@example.test';
  world.spare = await register(world.spareEmail);
  await call('POST', '/customers/reset-password', { body: { email: world.spareEmail, recaptchaData: 'ok' } });
  const link = await mailTo(world.spareEmail, (mail) => mail.text.includes('token='));
  world.resetToken = /token=([A-Za-z0-9_-]+)/u.exec(link.text)?.[1] ?? '';

  world.twoFactorEmail = 'fuzz-two-factor@example.test';
  await register(world.twoFactorEmail, { twoFactorAuthenticationEnabled: true });
  const { headers } = await call('POST', '/customers/sign-in', {
    body: { email: world.twoFactorEmail, password: PASSWORD, recaptchaData: 'ok' },
  });
  world.twoFactorToken = headers.get(TWO_FACTOR_TOKEN_HEADER) ?? '';
  const code = await mailTo(world.twoFactorEmail, (mail) => /\d{6}/u.test(mail.subject));
  world.oneTimePassword = /(\d{6})/u.exec(code.subject)?.[1] ?? '';

  const opened = await fetch(`${stack.apiUrl}/customers/guest`, { method: 'POST' });
  world.visitor = opened.headers.get(SESSION_TOKEN_HEADER) ?? '';
  await call('PUT', `/shopping-cart/set-offer-quantity?offerId=${first.id}&quantity=1&method=add`, {
    token: world.visitor,
  });
  world.visitorCart = (await call<{ id: string }>('GET', '/shopping-cart', { token: world.visitor })).json.id;
}

/**
 * A request each route is known to succeed with, from `world` and the catalogue (keyed by method
 * and path template). Routes missing here only succeed when the generator happens on it.
 */
interface Example {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  auth?: Auth;
  headers?: Record<string, string>;
}

function examples(w: World): Record<string, Example> {
  const [offer, other] = w.offers as [World['offers'][number], World['offers'][number]];
  const customer = { auth: 'customer' } as const;
  const buyer = { auth: 'buyer' } as const;
  const operator = { auth: 'operator' } as const;
  const today = new Date();
  const inTwoDays = new Date(today.getTime() + 2 * 86_400_000);
  const frDate = `${String(inTwoDays.getUTCDate()).padStart(2, '0')}/${String(inTwoDays.getUTCMonth() + 1).padStart(2, '0')}/${inTwoDays.getUTCFullYear()}`;
  return {
    'POST /customers/register': {
      body: {
        email: 'fuzz-new@example.test',
        firstName: 'Noé',
        lastName: 'Petit',
        password: PASSWORD,
        recaptchaData: 'ok',
      },
    },
    'POST /customers/sign-in': { body: { email: w.email, password: PASSWORD, recaptchaData: 'ok' } },
    'GET /customers/me': customer,
    'POST /customers/one-time-password': {
      body: { email: w.twoFactorEmail, password: PASSWORD, oneTimePassword: w.oneTimePassword },
      headers: { [TWO_FACTOR_TOKEN_HEADER]: w.twoFactorToken },
    },
    // Another customer's: a new request would void the spare customer's token.
    'POST /customers/reset-password': { body: { email: w.twoFactorEmail, recaptchaData: 'ok' } },
    'POST /customers/reset-password/{resetToken}': {
      path: { resetToken: w.resetToken },
      body: { newPassword: PASSWORD, recaptchaData: 'ok' },
    },
    'PATCH /customers': { ...customer, body: { firstName: 'Léa', locale: 'fr' } },
    'POST /customers/change-password': {
      ...customer,
      body: { currentPassword: PASSWORD, newPassword: PASSWORD },
    },
    'POST /customers/address': {
      ...customer,
      body: { ...ADDRESS, name: 'bureau', street: '8 avenue des Caraïbes' },
    },
    'PUT /customers/address/{name}': { ...customer, path: { name: 'maison' }, body: ADDRESS },
    'DELETE /customers/address/{name}': { ...customer, path: { name: 'jetable' } },
    'PUT /customers/newsletter/subscribe': { body: { customerEmail: w.email } },
    'PUT /customers/newsletter/unsubscribe': { body: { customerEmail: w.email } },
    'POST /products/category/findOne': { body: { attrId: 'categ_path', attrValue: w.categoryPath } },
    'GET /products/category': { query: { categoryPath: w.categoryPath, page: '1', size: '10' } },
    'GET /products/search': { query: { searchTerm: 'café', page: '1', size: '10' } },
    'GET /products/search-autocomplete': { query: { searchTerm: 'caf', size: '5' } },
    'GET /products/seller': { query: { shopId: offer.shopId, size: '10' } },
    'GET /products/collection/{name}': { path: { name: 'promotions' }, query: { size: '10' } },
    'GET /products/slug/{slug}': { path: { slug: offer.slug } },
    'GET /products/marketing/homepage': { query: { section: 'bestsellers', size: '4' } },
    'GET /products/marketing/{slug}': { path: { slug: 'guide-d-achat' } },
    'POST /platform/contact': {
      body: {
        name: 'Léa Martin',
        email: w.email,
        subject: 'other',
        message: 'Bonjour, une question sur ma commande.',
        recaptchaData: 'ok',
      },
    },
    'GET /locations/{module}': { path: { module: 'location_relay' } },
    'GET /locations/merchants/{id}': { path: { id: 'ti-kaz-maison' } },
    'GET /shops/{id}': { path: { id: offer.shopId } },
    'GET /shopping-cart': customer,
    'DELETE /shopping-cart/{id}': { auth: 'visitor', path: { id: w.visitorCart } },
    'PUT /shopping-cart/set-offer-quantity': {
      ...customer,
      query: { offerId: offer.id, quantity: '1', method: 'update' },
    },
    'PUT /shopping-cart/set-coupon': { ...customer, query: { coupon: 'BIENVENUE10' } },
    'DELETE /shopping-cart/remove-coupon': { ...customer, query: { coupon: 'BIENVENUE10' } },
    'PUT /shopping-cart/set-logistic-class-splitting': { ...customer, query: { enabled: 'false' } },
    'POST /shopping-cart/catalog': { ...customer, body: { rootCategoryPath: 'martinique' } },
    'PUT /shopping-cart/shipping-address': { ...buyer, body: { name: 'maison' } },
    'PUT /shopping-cart/shipment-methods': {
      ...buyer,
      body: { shipments: [{ shipmentId: w.buyerShipment, shipmentMethodId: 'HOME' }] },
    },
    'PUT /shopping-cart/billing-address': { ...buyer, query: { billingAddressName: 'maison' } },
    'POST /shopping-cart/validate': { ...buyer, body: { acceptedTermsShopIds: [w.buyerShipment] } },
    'POST /{carrier}/relays': {
      ...customer,
      path: { carrier: 'relay' },
      body: {
        address: ADDRESS.street,
        countryCode: 'MQ',
        zipCode: '97200',
        city: ADDRESS.city,
        weight: 1500,
        shippingDate: frDate,
      },
    },
    'GET /orders/': customer,
    'GET /orders/customer': customer,
    'GET /orders/id/{id}': { ...customer, path: { id: w.order.id } },
    'GET /orders/{reference}': { ...customer, path: { reference: w.order.reference } },
    'POST /orders/rename/{reference}': {
      ...customer,
      path: { reference: w.order.reference },
      body: { newName: 'Cadeaux' },
    },
    'GET /order-invoices/pdf/order/{id}': { ...customer, path: { id: w.order.id } },
    'GET /orders/{reference}/after-sales': { ...customer, path: { reference: w.order.reference } },
    'POST /products/offer/restock-alert': { body: { email: w.email, offerId: w.soldOut } },
    'POST /payment/{provider}/prepare-checkout': {
      ...buyer,
      path: { provider: 'sandbox' },
      headers: { 'idempotency-key': 'fuzz-prepare-0001' },
      body: { returnUrl: 'http://localhost:4000/fr/commande' },
    },
    'POST /payment/{provider}/return': { ...customer, path: { provider: 'sandbox' }, body: w.paymentReturn },
    'GET /operator/orders/{reference}': { ...operator, path: { reference: w.order.reference } },
    'POST /operator/orders/{reference}/parcels': {
      ...operator,
      path: { reference: w.order.reference },
      body: {
        shipmentId: w.order.shipmentId,
        trackingNumber: 'FUZZ-0002',
        items: [{ productReference: offer.reference, quantity: 1 }],
      },
    },
    'POST /operator/parcels/{parcelId}/events': {
      ...operator,
      path: { parcelId: w.order.parcelId },
      body: { type: 'INFO', message: 'En transit' },
    },
    'POST /operator/orders/{reference}/cancel': {
      ...operator,
      path: { reference: w.orderToCancel },
      body: {},
    },
    'PUT /operator/content/home': { ...operator, body: {} },
    'PUT /operator/content/footer': { ...operator, body: { columns: [] } },
    'PUT /operator/offers/{offerId}/stock': {
      ...operator,
      path: { offerId: offer.id },
      body: { stock: 500 },
    },
    'PUT /operator/offers/{offerId}/price': {
      ...operator,
      path: { offerId: offer.id },
      body: { priceTaxFree: 5000, discountPriceTaxFree: 4000 },
    },
    'POST /operator/stock/import': {
      ...operator,
      body: { lines: [{ reference: other.reference, shopId: other.shopId, territory: 'MQ', stock: 500 }] },
    },
    'GET /operator/marketing-events/counts': operator,
  };
}

beforeAll(async () => {
  stack = await startStack({ seedProducts: 80 });
  doc = (await (await fetch(`${stack.apiUrl}/openapi.json`)).json()) as OpenApiDocument;
  const opened = await fetch(`${stack.apiUrl}/customers/guest`, { method: 'POST' });
  guest = opened.headers.get(SESSION_TOKEN_HEADER) ?? '';
  await buildWorld();
  real = [
    'martinique',
    'martinique/maison',
    'guide-d-achat',
    'sandbox',
    'location_relay',
    'promotions',
    'maison',
    world.categoryPath,
    world.order.reference,
    world.order.id,
    ...world.offers.flatMap((o) => [o.slug, o.reference, o.id, o.shopId]),
  ].filter((value) => value !== '');
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

function resolve(schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let i = 0; current.$ref && i < 10; i++) {
    current = doc.components?.schemas?.[current.$ref.split('/').pop() ?? ''] ?? {};
  }
  return current;
}

/** Values shaped like `schema` (types, required properties), with hostile ones in every leaf. */
function valueOf(raw: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => valueOf(v, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), text(real));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (depth > 4) return fc.constant(null);
  switch (type) {
    case 'integer':
      return fc.oneof({ weight: 4, arbitrary: integer }, { weight: 1, arbitrary: text(real) });
    case 'number':
      return float;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constant('true'));
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0)
        return fc.dictionary(text([]), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      return fc.record(Object.fromEntries(properties.map(([name, p]) => [name, valueOf(p, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]),
      });
    }
    default:
      return text(real);
  }
}

/** A path segment or query value as a client would put it in the URL, broken UTF-8 included. */
function encode(value: unknown): string {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(raw);
  } catch {
    // A lone surrogate cannot be encoded: send the bytes a careless client would (broken UTF-8).
    return '%ED%A0%80' + encodeURIComponent(raw.replace(/[\uD800-\uDFFF]/gu, ''));
  }
}

interface Target {
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

function targets(): Target[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation: item[method]!,
    })),
  );
}

const REPLACE_SESSION = new Set([
  'POST /customers/guest',
  'POST /customers/register',
  'POST /customers/sign-in',
  'POST /customers/one-time-password',
  'POST /customers/sign-out',
]);

/** Where a request's credential comes from, mostly the one the route asks for. */
function authOf(target: Target): fc.Arbitrary<Auth> {
  if (target.path.startsWith('/operator'))
    return fc.constantFrom<Auth>('operator', 'operator', 'operator', 'guest', 'junk');
  // These end the session they are sent with (and open another): never the customer's, which the
  // examples act as.
  if (REPLACE_SESSION.has(target.name))
    return fc.constantFrom<Auth>('guest', 'guest', 'spare', 'none', 'junk');
  return fc.constantFrom<Auth>('customer', 'customer', 'guest', 'guest', 'none', 'operator', 'junk');
}

const REGIONS = ['martinique', 'martinique', 'guadeloupe', 'atlantide', undefined, 'x'.repeat(300)];

/** Requests made up from the route's documented parameters and body. */
function generated(target: Target): fc.Arbitrary<FuzzRequest> {
  const parameters = target.operation.parameters ?? [];
  const body = target.operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, valueOf(p.schema)])),
    ),
    query: fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, valueOf(p.schema)])),
      { requiredKeys: [] },
    ),
    body: body
      ? fc.oneof(
          { weight: 5, arbitrary: valueOf(body) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        )
      : fc.constant(undefined),
    region: fc.constantFrom(...REGIONS),
    auth: authOf(target),
    headers: fc.constant({}),
  });
}

/** Mostly `value`, now and then a generated value in its place. */
function mostly<T>(value: T, instead: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: instead });
}

function record(values: Record<string, unknown> | undefined): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      Object.entries(values ?? {}).map(([name, value]) => [name, mostly(value, text(real))]),
    ),
  );
}

/** The route's example, as is or with some of its values (and its credential) replaced. */
function nearExample(target: Target, example: Example): fc.Arbitrary<FuzzRequest> {
  const body = example.body;
  return fc.record({
    path: record(example.path),
    query: record(example.query),
    body:
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant(body) },
            { weight: 1, arbitrary: record(body as Record<string, unknown>) },
          )
        : fc.constant(body),
    region: mostly('martinique', fc.constantFrom(...REGIONS)) as fc.Arbitrary<string | undefined>,
    auth: mostly(example.auth ?? 'none', authOf(target)) as fc.Arbitrary<Auth>,
    headers: fc.constant(example.headers ?? {}),
  });
}

function requestOf(target: Target, example: Example | undefined): fc.Arbitrary<FuzzRequest> {
  if (example === undefined) return generated(target);
  return fc.oneof(
    { weight: 1, arbitrary: generated(target) },
    { weight: 2, arbitrary: nearExample(target, example) },
  );
}

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  region: string | undefined;
  auth: Auth;
  headers: Record<string, string>;
}

const TOKENS: Record<Auth, () => string | undefined> = {
  none: () => undefined,
  guest: () => guest,
  visitor: () => world.visitor,
  customer: () => world.customer,
  buyer: () => world.buyer,
  spare: () => world.spare,
  operator: () => STACK_OPERATOR_KEY,
  junk: () => '\u00e9\u00e9',
};

async function send(target: Target, request: FuzzRequest) {
  let path = target.path;
  for (const [name, value] of Object.entries(request.path)) path = path.replace(`{${name}}`, encode(value));
  const query = Object.entries(request.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
    .join('&');
  const headers: Record<string, string> = { ...request.headers };
  if (request.region !== undefined) headers['root-category'] = request.region;
  const token = TOKENS[request.auth]();
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.apiUrl}${path}${query ? `?${query}` : ''}`, {
    method: target.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, text: (await response.text()).slice(0, 200) };
}

describe('fuzzed REST routes', () => {
  it('lists the routes of every module', () => {
    expect(targets().length).toBeGreaterThan(60);
  });

  it('answers every generated request of every documented route without a 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    const known = examples(world);
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(requestOf(target, known[target.name]), async (request) => {
          const { status, text: body } = await send(target, request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status < 300) reached.add(target.name);
          if (status >= 500)
            failures.push(`${target.name} ${status} ${body} ${JSON.stringify(request).slice(0, 300)}`);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
    }
    const missed = targets()
      .filter((target) => !reached.has(target.name))
      .map((target) => target.name);
    console.log(
      `${reached.size} of ${targets().length} routes answered 2xx; statuses`,
      [...statuses].sort(),
      '; never 2xx:',
      missed,
    );
    expect(failures).toEqual([]);
    expect(reached.size).toBeGreaterThanOrEqual(REACHED_FLOOR);
  }, 300_000);

  it('leaves no stock below zero', async () => {
    const products = await stack.upstream<{
      products: { offers: { stockQuantity: number }[] }[];
    }>('/products/search?searchTerm=caf%C3%A9&size=100');
    const stocks = products.products.flatMap((p) => p.offers.map((o) => o.stockQuantity));
    expect(stocks.length).toBeGreaterThan(0);
    expect(stocks.every((stock) => stock >= 0)).toBe(true);
  });
});
