/**
 * The cart's resolvers and mutations through the whole gateway (Yoga, context, client) against a
 * fake upstream answering the contract's shapes: what each query costs, how replies and refusals
 * become fields and `userErrors`. The real storefront-api is in `tests/gateway-cart.test.ts`.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cart, Customer, ShipmentMethod } from '@shop/domain';
import { loadShopConfig } from '@shop/domain';
import type { ShopConfig } from '@shop/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../../server.js';
import type { Gateway } from '../../server.js';
import { CART, UNIT_PRICE } from '../../upstream/cart.fixture.js';

const TOKEN = 'guest-token-0123456789abcdefghij';
const EXPIRED = 'ended-token-0123456789abcdefghij';
const SESSION = '__Host-shop_session';
const ORIGIN = 'http://shop.test';

const customer = (cart: Cart): Customer => ({
  id: 'g1',
  isGuest: true,
  gender: null,
  firstName: null,
  lastName: null,
  email: null,
  birthDate: null,
  locale: 'fr',
  customerGroup: { label: 'Grand public' },
  addresses: [],
  defaultShippingAddress: null,
  defaultBillingAddress: null,
  newsLetterSubscribed: false,
  twoFactorAuthenticationEnabled: false,
  shoppingCart: {
    id: cart.id,
    cartItems: cart.cartItems.map((i) => ({ offerId: i.offer.id, quantity: i.quantity })),
  },
});

const EMPTY: Cart = { ...CART, cartItems: [] };
const discount = { ...UNIT_PRICE, taxFree: 800, taxIncluded: 868, taxAmount: 68 };
const prior = { ...UNIT_PRICE, taxFree: 900, taxIncluded: 977, taxAmount: 77 };
const line = { ...CART.cartItems[0]!, unitPrice: { regular: UNIT_PRICE, discount }, price: discount };
/** The fixture's line on discount (with its prior price), with a coupon and the franco. */
const RICH: Cart = {
  ...CART,
  cartItems: [{ ...line, offer: { ...line.offer, priorPrice: prior } }],
  coupon: {
    id: 'c1',
    cartPriceRuleId: 'r1',
    code: 'BIENVENUE10',
    name: 'Bienvenue',
    description: '10 % sur tout',
    discountType: 'PERCENT',
    value: 10,
    minimumCart: 5000,
    isApplicable: false,
  },
};

/** What the fake upstream answers next, by `METHOD /path`; it records every call. */
let replies: Record<string, { status: number; body: unknown }> = {};
let calls: { method: string; path: string; query: string; authorization: string | undefined }[] = [];
let server: Server;
let upstreamUrl: string;
const gateways: Gateway[] = [];

const error = (status: number, errorCode: string, errorMessage = 'Refusé.') => ({
  status,
  body: { status, errorCode, errorMessage },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const authorization = req.headers.authorization;
    calls.push({ method: req.method ?? '', path: url.pathname, query: url.search, authorization });
    const key = `${req.method} ${url.pathname}`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    let answer = replies[key] ?? {
      status: 404,
      body: { status: 404, errorCode: 'not-found', errorMessage: '?' },
    };
    if (key === 'POST /customers/guest') {
      headers['x-session-token'] = TOKEN;
      headers['x-session-expires-at'] = '2030-01-31T00:00:00.000Z';
      answer = { status: 200, body: customer(EMPTY) };
    } else if (authorization === `Bearer ${EXPIRED}`) {
      answer = error(401, 'customer-is-not-logged-in');
    }
    res.writeHead(answer.status, headers);
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = [];
  replies = {
    'GET /shopping-cart': { status: 200, body: CART },
    // The session asks `view=summary`: the badge's quantities, not the whole cart.
    'GET /customers/me': { status: 200, body: customer(CART) },
  };
});

interface Reply {
  data: Record<string, unknown> | null | undefined;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  setCookie: string | null;
}

function gateway(shop: ShopConfig = loadShopConfig({})) {
  const instance = createGateway({
    storefrontApiUrl: upstreamUrl,
    shop,
    operations: { operations: new Map(), allowArbitraryOperations: true, apiKeys: [] },
  });
  gateways.push(instance);
  return async (
    query: string,
    variables: object = {},
    options: { session?: string; locale?: string } = {},
  ) => {
    const response = await instance.yoga.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        host: new URL(ORIGIN).host,
        'x-catalog': 'martinique',
        'x-locale': options.locale ?? 'fr',
        ...(options.session === undefined ? {} : { cookie: `${SESSION}=${options.session}` }),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<Reply, 'setCookie'>;
    return { ...body, setCookie: response.headers.get('set-cookie') } as Reply;
  };
}

const paths = () => calls.map((c) => `${c.method} ${c.path}`);

const SET_QUANTITY = `mutation ($input: SetCartLineQuantityInput!) {
  setCartLineQuantity(input: $input) {
    cart { lineCount } line { quantity } removedLineId
    viewer { cart { lineCount } } userErrors { code field message }
  }
}`;

describe('Viewer.cart', () => {
  it('is null without a session, and costs no call', async () => {
    const send = gateway();
    expect((await send('{ viewer { cart { id lines { quantity } } } }')).data).toEqual({
      viewer: { cart: null },
    });
    expect(calls).toEqual([]);
  });

  it('answers the badge from the customer summary, the rest from one cart read', async () => {
    const send = gateway();
    const badge = await send(
      '{ viewer { customer { cartLineCount } cart { lineCount ... on Cart { id } } } }',
      {},
      { session: TOKEN },
    );
    expect(badge.data).toMatchObject({ viewer: { customer: { cartLineCount: 1 }, cart: { lineCount: 1 } } });
    expect(paths()).toEqual(['GET /customers/me']);
    expect(calls[0]?.query).toMatch(/^\?view=summary\b/);
    calls = [];
    const page = await send(
      '{ viewer { cart { id lineCount itemCount logisticClassSplitting taxes { rate } } } }',
      {},
      { session: TOKEN },
    );
    expect(page.data).toMatchObject({
      viewer: { cart: { lineCount: 1, itemCount: 2, taxes: [{ rate: 8.5 }] } },
    });
    expect(paths()).toEqual(['GET /shopping-cart']);
    expect(calls[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('maps a line’s discount, the coupon, the totals in the shop’s mode and the franco flag', async () => {
    replies['GET /shopping-cart'] = { status: 200, body: RICH };
    const query = `{ viewer { cart {
      lines { maxQuantity unitPrice { isDiscounted percentPromo current { displayed { amount } } regular { taxIncluded { amount } } priorPrice { displayed { amount } } } }
      coupon { code percent amount { amount } minimumCart { amount } isApplicable }
      totalPrice { taxRate displayed { amount } } franco { progress remaining { amount } }
    } } }`;
    const b2c = await gateway()(query, {}, { session: TOKEN });
    expect(b2c.data).toEqual({
      viewer: {
        cart: {
          lines: [
            {
              maxQuantity: 5,
              unitPrice: {
                // Measured against the prior price (L112-1-1), not the regular 10.85.
                isDiscounted: true,
                percentPromo: 11,
                current: { displayed: { amount: '8.68' } },
                regular: { taxIncluded: { amount: '9.77' } },
                priorPrice: { displayed: { amount: '9.77' } },
              },
            },
          ],
          coupon: {
            code: 'BIENVENUE10',
            percent: 10,
            amount: null,
            minimumCart: { amount: '50.00' },
            isApplicable: false,
          },
          totalPrice: { taxRate: null, displayed: { amount: '21.70' } },
          franco: { progress: 14, remaining: { amount: '128.30' } },
        },
      },
    });
    const b2b = await gateway(loadShopConfig({ SHOP_B2B: 'true', SHOP_FRANCO_MESSAGE: 'false' }))(
      query,
      {},
      { session: TOKEN },
    );
    expect(b2b.data).toMatchObject({
      viewer: { cart: { totalPrice: { displayed: { amount: '20.00' } }, franco: null } },
    });
  });
});

describe('estimated delivery (spec 9)', () => {
  const shippingPrice = { actualAmount: 900, taxFree: 830, taxIncluded: 900, taxAmount: 70 };
  const method = (
    id: ShipmentMethod['carrier'],
    deliveryTime: number,
    unit: 'DAY' | 'HOUR',
  ): ShipmentMethod => ({
    id,
    name: id,
    carrier: id,
    deliveryTime,
    deliveryTimeUnit: unit,
    price: shippingPrice,
    priceDetails: [],
    isRelay: false,
    isAir: false,
    isFree: false,
  });
  const express = method('EXPRESS', 24, 'HOUR');
  /** Martinique's cart: one shipment whose slowest line ships within 2 days, express chosen. */
  const SHIPPING: Cart = {
    ...CART,
    shipments: [
      {
        id: 's1',
        shop: { id: 's1', name: 'Boutique Léa Martin', generalSalesTermsAndConditions: null },
        logisticClass: null,
        items: [
          {
            offerId: 'o1',
            productReference: 'REF-1',
            productName: 'Ventilateur',
            quantity: 2,
            weightGrams: 3000,
          },
        ],
        weightGrams: 3000,
        pickingDelay: 2,
        availableShipmentMethods: [method('HOME', 3, 'DAY'), express],
        shipmentMethod: express,
        address: null,
        relayPoint: null,
        price: shippingPrice,
        trackingInfo: null,
        parcels: [],
      },
    ],
  };
  const estimate = '{ minDays maxDays earliest latest }';

  // 22:00 on 28 November in Martinique: UTC is already on the 29th.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T02:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts each method from the island’s today, after the shipment’s picking delay', async () => {
    replies['GET /shopping-cart'] = { status: 200, body: SHIPPING };
    const reply = await gateway()(
      `{ viewer { cart { shipments {
        availableMethods { id estimatedDelivery ${estimate} }
        method { estimatedDelivery ${estimate} }
      } } } }`,
      {},
      { session: TOKEN },
    );
    const express = { minDays: 1, maxDays: 3, earliest: '2026-11-29', latest: '2026-12-01' };
    expect(reply.data).toEqual({
      viewer: {
        cart: {
          shipments: [
            {
              availableMethods: [
                {
                  id: 'HOME',
                  estimatedDelivery: { minDays: 3, maxDays: 5, earliest: '2026-12-01', latest: '2026-12-03' },
                },
                { id: 'EXPRESS', estimatedDelivery: express },
              ],
              method: { estimatedDelivery: express },
            },
          ],
        },
      },
    });
  });

  it('gives an offer its picking delay, then fast delivery in 72 h', async () => {
    const reply = await gateway()(
      `{ viewer { cart { lines { offer { pickingDelay estimatedDelivery ${estimate} } } } } }`,
      {},
      { session: TOKEN },
    );
    expect(reply.data).toEqual({
      viewer: {
        cart: {
          lines: [
            {
              offer: {
                pickingDelay: 1,
                estimatedDelivery: { minDays: 3, maxDays: 4, earliest: '2026-12-01', latest: '2026-12-02' },
              },
            },
          ],
        },
      },
    });
  });
});

describe('setCartLineQuantity', () => {
  it('opens a guest session for a visitor, sends the method and says when the quantity was capped', async () => {
    replies['PUT /shopping-cart/set-offer-quantity'] = {
      status: 200,
      body: {
        ...CART,
        adjustment: { offerId: 'o1', requested: 9, quantity: 5, stock: 5, productName: 'Ventilateur' },
      },
    };
    const reply = await gateway()(SET_QUANTITY, { input: { offerId: 'o1', quantity: 9, method: 'UPDATE' } });
    expect(paths()).toEqual(['POST /customers/guest', 'PUT /shopping-cart/set-offer-quantity']);
    expect(calls[1]).toMatchObject({
      query: '?offerId=o1&quantity=9&method=update&locale=fr',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(reply.setCookie).toContain(`${SESSION}=${TOKEN}`);
    expect(reply.data).toEqual({
      setCartLineQuantity: {
        cart: { lineCount: 1 },
        line: { quantity: 2 },
        removedLineId: null,
        viewer: { cart: { lineCount: 1 } },
        userErrors: [
          {
            code: 'MAX_QUANTITY_REACHED',
            field: ['input', 'quantity'],
            message: 'Quantité maximale atteinte (5 en stock)',
          },
        ],
      },
    });
  });

  it('opens a new guest session when the cookie’s one has ended', async () => {
    replies['PUT /shopping-cart/set-offer-quantity'] = { status: 200, body: CART };
    const reply = await gateway()(
      SET_QUANTITY,
      { input: { offerId: 'o1', method: 'ADD_ONE' } },
      { session: EXPIRED },
    );
    expect(paths()).toEqual([
      'PUT /shopping-cart/set-offer-quantity',
      'POST /customers/guest',
      'PUT /shopping-cart/set-offer-quantity',
    ]);
    expect(reply.setCookie).toContain(`${SESSION}=${TOKEN}`);
    expect(reply.data).toMatchObject({ setCartLineQuantity: { line: { quantity: 2 }, userErrors: [] } });
  });

  it('gives the id of a line that left, and the refusals with the cart as it is', async () => {
    const send = gateway();
    replies['PUT /shopping-cart/set-offer-quantity'] = { status: 200, body: EMPTY };
    const removed = await send(
      SET_QUANTITY,
      { input: { offerId: 'o1', method: 'REMOVE' } },
      { session: TOKEN },
    );
    expect(removed.data).toMatchObject({
      setCartLineQuantity: {
        line: null,
        removedLineId: Buffer.from('CartLine:cart-1:o1').toString('base64'),
        viewer: { cart: { lineCount: 0 } },
      },
    });
    replies['PUT /shopping-cart/set-offer-quantity'] = error(400, 'invalid-quantity', 'Quantité invalide.');
    const invalid = await send(
      SET_QUANTITY,
      { input: { offerId: 'o1', quantity: 0, method: 'UPDATE' } },
      { session: TOKEN },
    );
    expect(invalid.data).toMatchObject({
      setCartLineQuantity: {
        cart: { lineCount: 1 },
        line: null,
        userErrors: [{ code: 'INVALID_INPUT', field: ['input', 'quantity'], message: 'Quantité invalide.' }],
      },
    });
    replies['PUT /shopping-cart/set-offer-quantity'] = error(409, 'out-of-stock', 'Rupture de stock.');
    const english = gateway(loadShopConfig({ SHOP_MULTILINGUAL: 'true' }));
    const outOfStock = await english(
      SET_QUANTITY,
      { input: { offerId: 'o2', method: 'ADD_ONE' } },
      { session: TOKEN, locale: 'en' },
    );
    expect(outOfStock.data).toMatchObject({
      setCartLineQuantity: {
        userErrors: [{ code: 'OUT_OF_STOCK', field: null, message: 'This product is out of stock.' }],
      },
    });
  });
});

describe('other cart mutations', () => {
  it('clear the cart named by the customer summary', async () => {
    replies['DELETE /shopping-cart/cart-1'] = { status: 200, body: EMPTY };
    const reply = await gateway()(
      'mutation { clearCart { cart { lineCount } viewer { cart { lineCount } } userErrors { code } } }',
      {},
      { session: TOKEN },
    );
    expect(paths()).toEqual(['GET /customers/me', 'DELETE /shopping-cart/cart-1']);
    expect(reply.data).toEqual({
      clearCart: { cart: { lineCount: 0 }, viewer: { cart: { lineCount: 0 } }, userErrors: [] },
    });
  });

  it('map the coupon codes of spec 8 to user errors with the upstream’s French message', async () => {
    replies['PUT /shopping-cart/set-coupon'] = error(
      409,
      'coupon-already-applied',
      'Ce coupon est déjà appliqué.',
    );
    const reply = await gateway()(
      'mutation { applyCoupon(input: { code: "bienvenue10" }) { cart { lineCount } userErrors { code field message } } }',
      {},
      { session: TOKEN },
    );
    expect(calls[0]?.query).toBe('?coupon=bienvenue10&locale=fr');
    expect(reply.data).toEqual({
      applyCoupon: {
        cart: { lineCount: 1 },
        userErrors: [
          { code: 'COUPON_ALREADY_APPLIED', field: null, message: 'Ce coupon est déjà appliqué.' },
        ],
      },
    });
  });

  it('move the cart to another region and list the lines that left; an unknown region is an input error', async () => {
    const removedItems = [
      { offerId: 'o1', productReference: 'REF-1', productName: 'Ventilateur', quantity: 2 },
    ];
    replies['POST /shopping-cart/catalog'] = {
      status: 200,
      body: { ...EMPTY, rootCategoryPath: 'guadeloupe', removedItems },
    };
    const send = gateway();
    const CHANGE =
      'mutation ($p: String!) { changeCartRegion(input: { regionPath: $p }) { cart { lineCount } removedLines { offerId quantity } userErrors { code field } } }';
    const moved = await send(CHANGE, { p: 'guadeloupe' }, { session: TOKEN });
    expect(moved.data).toEqual({
      changeCartRegion: {
        cart: { lineCount: 0 },
        removedLines: [{ offerId: 'o1', quantity: 2 }],
        userErrors: [],
      },
    });
    replies['POST /shopping-cart/catalog'] = error(400, 'unknown-root-category', 'Région inconnue.');
    for (const p of ['atlantide', '../etc']) {
      const refused = await send(CHANGE, { p }, { session: TOKEN });
      expect(refused.data).toEqual({
        changeCartRegion: {
          cart: { lineCount: 1 },
          removedLines: [],
          userErrors: [{ code: 'INVALID_INPUT', field: ['input', 'regionPath'] }],
        },
      });
    }
  });
});
