/**
 * Checkout through the gateway, over HTTP, against the real storefront-api and the sandbox card
 * provider: a signed-in shopper sets addresses and methods (a relay point included), validates,
 * prepares the card form, pays on the provider's form, and comes back with its signed answer. An
 * order with nothing to pay (a 100 % coupon, free delivery) is placed at once, without a card form.
 */
import { randomUUID } from 'node:crypto';
import { addCalendarDays, calendarDayIn, regionTimeZone, transportDays } from '@shop/domain';
import { ACCEPTED_CARD_MASKED_PAN, payOnCardForm } from '@shop/payment-sandbox';
import { startStorefrontApi } from '@shop/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';
import { fillCart, Shopper, signedUpShopper, type UserError } from './support/shopper.js';

const CART = `
  id
  shippingAddress { name postCode isRelayPoint }
  billingAddress { name }
  shipments {
    id shopName generalSalesTermsAndConditions weightGrams
    shopId
    availableMethods { id name carrier carrierName carrierLogo deliveryTime deliveryTimeUnit isRelay isFree price { taxIncluded { amount } } estimatedDelivery { minDays maxDays earliest latest } }
    method { id }
    address { name company isRelayPoint }
    relayPoint { code }
  }
  shippingPrice { taxIncluded { amount } }
  orderTotalPrice { taxIncluded { amount } }
  validation { expiresAt amount { taxIncluded { amount } } }`;

interface CartView {
  id: string;
  shippingAddress: { name: string; postCode: string; isRelayPoint: boolean } | null;
  billingAddress: { name: string } | null;
  shipments: {
    id: string;
    shopName: string;
    weightGrams: number;
    shopId: string;
    availableMethods: {
      id: string;
      carrier: string;
      carrierLogo: string;
      isRelay: boolean;
      deliveryTime: number;
      deliveryTimeUnit: 'HOUR' | 'DAY';
      estimatedDelivery: { minDays: number; maxDays: number; earliest: string; latest: string };
    }[];
    method: { id: string } | null;
    address: { name: string; company: string | null; isRelayPoint: boolean } | null;
    relayPoint: { code: string } | null;
  }[];
  shippingPrice: { taxIncluded: { amount: string } } | null;
  orderTotalPrice: { taxIncluded: { amount: string } };
  validation: { expiresAt: string; amount: { taxIncluded: { amount: string } } } | null;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(() => stack.close());

describe('checkout through the gateway', () => {
  it('is for signed-in customers only', async () => {
    const visitor = new Shopper(stack.gatewayUrl);
    const reply = await visitor.send(
      `mutation { setCartShippingAddress(input: { addressName: "maison" }) { userErrors { code } } }`,
    );
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shipping and billing addresses, a relay point, validation, the card form, payment and the order', async () => {
    const shopper = await signedUpShopper(stack);
    await fillCart(shopper);

    const outside = await shopper.ok<{ setCartShippingAddress: { userErrors: UserError[] } }>(
      `mutation { setCartShippingAddress(input: { addressName: "gwada" }) { userErrors { code message } } }`,
    );
    expect(outside.setCartShippingAddress.userErrors).toEqual([
      {
        code: 'ADDRESS_OUTSIDE_TERRITORY',
        message: 'Veuillez ajouter une adresse de livraison située en Martinique.',
      },
    ]);
    const shipping = await shopper.ok<{ setCartShippingAddress: { cart: CartView } }>(
      `mutation { setCartShippingAddress(input: { addressName: "maison" }) { cart { ${CART} } userErrors { code } } }`,
    );
    const cart = shipping.setCartShippingAddress.cart;
    expect(cart.shippingAddress).toMatchObject({ name: 'maison', isRelayPoint: false });
    const shipment = cart.shipments[0]!;
    expect(shipment.availableMethods.length).toBeGreaterThan(0);
    expect(shipment.availableMethods[0]!.carrierLogo).toMatch(/^\/carriers\/[a-z-]+\.svg$/u);
    // Spec 9: each method's estimated delivery runs from its transport alone to the shipment's picking
    // delay plus the transport (the same delay for every method), from today in Martinique.
    const today = calendarDayIn(new Date(), regionTimeZone('martinique'));
    const pickingDelays = new Set(
      shipment.availableMethods.map((m) => m.estimatedDelivery.maxDays - m.estimatedDelivery.minDays),
    );
    expect(pickingDelays.size).toBe(1);
    for (const method of shipment.availableMethods) {
      const { minDays, maxDays } = method.estimatedDelivery;
      expect(minDays).toBe(transportDays(method.deliveryTime, method.deliveryTimeUnit));
      expect(method.estimatedDelivery).toMatchObject({
        earliest: addCalendarDays(today, minDays),
        latest: addCalendarDays(today, maxDays),
      });
    }

    const relays = await shopper.ok<{
      relayPoints: {
        origin: string;
        relayPoints: { code: string; distance: number; openingTimes: { closed: boolean }[] }[];
      };
    }>(
      `query ($input: RelayPointSearchInput!) { relayPoints(input: $input) { origin relayPoints { code distance openingTimes { day closed hours { open close } } } } }`,
      {
        input: {
          address: '12 rue Victor Hugo',
          postCode: '97200',
          city: 'Fort-de-France',
          countryCode: 'MQ',
          weightGrams: shipment.weightGrams,
        },
      },
    );
    expect(relays.relayPoints.origin).toBe('97200 Fort-de-France');
    expect(relays.relayPoints.relayPoints[0]!.distance).toBeLessThanOrEqual(
      relays.relayPoints.relayPoints[1]!.distance,
    );
    const outsideFrance = await shopper.send(
      `{ relayPoints(input: { address: "1 Main St", postCode: "10001", city: "New York", countryCode: "US", weightGrams: 100 }) { origin } }`,
    );
    expect(outsideFrance.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'relay-outside-france',
    });

    const relayMethod = shipment.availableMethods.find((m) => m.isRelay);
    const choice = relayMethod
      ? {
          shipmentId: shipment.id,
          methodId: relayMethod.id,
          relayCode: relays.relayPoints.relayPoints[0]!.code,
        }
      : { shipmentId: shipment.id, methodId: shipment.availableMethods[0]!.id };
    const chosen = await shopper.ok<{ setCartShipmentMethods: { cart: CartView; userErrors: UserError[] } }>(
      `mutation ($input: SetCartShipmentMethodsInput!) { setCartShipmentMethods(input: $input) { cart { ${CART} } userErrors { code } } }`,
      { input: { shipments: [choice] } },
    );
    expect(chosen.setCartShipmentMethods.userErrors).toEqual([]);
    const afterChoice = chosen.setCartShipmentMethods.cart;
    expect(afterChoice.shipments[0]!.method?.id).toBe(choice.methodId);
    if (relayMethod) expect(afterChoice.shipments[0]!.address).toMatchObject({ isRelayPoint: true });
    expect(afterChoice.shippingPrice).not.toBeNull();

    const noTerms = await shopper.ok<{ validateCart: { userErrors: UserError[] } }>(
      `mutation { validateCart(input: { acceptedTermsShopIds: [] }) { userErrors { code } } }`,
    );
    expect(noTerms.validateCart.userErrors.map((e) => e.code)).toEqual(['BILLING_ADDRESS_MISSING']);
    await shopper.ok(
      `mutation { setCartBillingAddress(input: { addressName: "maison" }) { userErrors { code } } }`,
    );
    const validated = await shopper.ok<{
      validateCart: { cart: CartView; userErrors: UserError[]; shortItems: unknown[] };
    }>(
      `mutation ($ids: [String!]!) { validateCart(input: { acceptedTermsShopIds: $ids }) { cart { ${CART} } shortItems { offerId } userErrors { code } } }`,
      { ids: afterChoice.shipments.map((s) => s.shopId) },
    );
    expect(validated.validateCart.userErrors).toEqual([]);
    const validation = validated.validateCart.cart.validation!;
    expect(validation.amount.taxIncluded.amount).toBe(
      validated.validateCart.cart.orderTotalPrice.taxIncluded.amount,
    );

    const key = randomUUID();
    const prepare = `mutation ($key: String!) { prepareCardPayment(input: { idempotencyKey: $key }) {
      payment { formToken formUrl orderReference expiresAt amount { amount currencyCode } } userErrors { code } } }`;
    type Prepared = {
      prepareCardPayment: {
        payment: { formToken: string; formUrl: string; orderReference: string; amount: { amount: string } };
        userErrors: UserError[];
      };
    };
    const [first, second] = await Promise.all([
      shopper.ok<Prepared>(prepare, { key }),
      shopper.ok<Prepared>(prepare, { key }),
    ]);
    const payment = first.prepareCardPayment.payment;
    expect(second.prepareCardPayment.payment.formToken).toBe(payment.formToken);
    expect(payment.amount.amount).toBe(validation.amount.taxIncluded.amount);

    // The shopper types the card on the provider's form, which sends the browser back to the shop.
    const { location: back } = await payOnCardForm(stack.sandboxUrl, payment.formToken);
    expect(back.pathname).toBe('/martinique/fr/commande/paiement/retour');
    const q = back.searchParams;
    const confirmed = await shopper.ok<{
      confirmCardPayment: {
        outcome: string;
        order: {
          id: string;
          reference: string;
          status: string;
          statusLabel: string;
          totalPrice: { taxIncluded: { amount: string } };
          payment: { method: string; maskedPan: string };
        } | null;
        viewer: { cart: { lineCount: number } | null };
        userErrors: UserError[];
      };
    }>(
      `mutation ($input: ConfirmCardPaymentInput!) { confirmCardPayment(input: $input) {
        outcome refusalCode order { id reference status statusLabel totalPrice { taxIncluded { amount } } payment { method maskedPan } }
        viewer { cart { lineCount } } userErrors { code } } }`,
      {
        input: {
          answer: q.get('kr-answer'),
          hash: q.get('kr-hash'),
          hashAlgorithm: q.get('kr-hash-algorithm'),
          hashKey: q.get('kr-hash-key'),
          answerType: q.get('kr-answer-type'),
        },
      },
    );
    const result = confirmed.confirmCardPayment;
    expect(result.outcome).toBe('RECEIVED');
    expect(result.order).toMatchObject({
      reference: payment.orderReference,
      status: 'PROCESSING',
      statusLabel: 'En préparation',
      totalPrice: { taxIncluded: { amount: payment.amount.amount } },
      payment: { method: 'cb', maskedPan: ACCEPTED_CARD_MASKED_PAN },
    });
    expect(result.viewer.cart?.lineCount).toBe(0);

    // The order by reference and as a node, for its owner only.
    const mine = await shopper.ok<{
      viewer: { order: { reference: string } | null };
      node: { reference?: string } | null;
    }>(
      `query ($ref: String!, $id: ID!) { viewer { order(reference: $ref) { reference } } node(id: $id) { ... on Order { reference } } }`,
      { ref: payment.orderReference, id: result.order!.id },
    );
    expect(mine).toEqual({
      viewer: { order: { reference: payment.orderReference } },
      node: { reference: payment.orderReference },
    });
    const stranger = await signedUpShopper(stack);
    const theirs = await stranger.ok<{ viewer: { order: unknown }; node: unknown }>(
      `query ($ref: String!, $id: ID!) { viewer { order(reference: $ref) { reference } } node(id: $id) { id } }`,
      { ref: payment.orderReference, id: result.order!.id },
    );
    expect(theirs).toEqual({ viewer: { order: null }, node: null });

    // A forged answer is refused.
    const forged = await shopper.ok<{
      confirmCardPayment: { outcome: string | null; userErrors: UserError[] };
    }>(
      `mutation ($input: ConfirmCardPaymentInput!) { confirmCardPayment(input: $input) { outcome userErrors { code } } }`,
      {
        input: {
          answer: q.get('kr-answer'),
          hash: '0'.repeat(64),
          hashAlgorithm: 'sha256_hmac',
          hashKey: 'sha256_hmac',
        },
      },
    );
    expect(forged.confirmCardPayment).toEqual({
      outcome: null,
      userErrors: [{ code: 'PAYMENT_SIGNATURE_INVALID' }],
    });
  }, 60_000);
});

describe('an order with nothing to pay', () => {
  // A shop of its own: the 100 % coupon and the free delivery method are written in its database.
  let shop: { gatewayUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    const api = await startStorefrontApi({
      port: 0,
      host: '127.0.0.1',
      dataDir: undefined,
      databaseUrl: undefined,
      seedProducts: 400,
      captcha: { provider: 'none' },
      perAddressLimit: 1_000_000,
    });
    await api.db.query(
      `INSERT INTO coupons (code, name, description, discount_type, value)
       VALUES ('OFFERT100', 'Offert', '100 % de remise', 'PERCENT', 100)`,
    );
    await api.db.query(
      `INSERT INTO shipping_rates VALUES ('HOME:offerte', 'HOME', 'Livraison offerte',
       '{colis-standard,fragile,froid,lettre-suivie,volumineux}', '{}', NULL, 0, 0, 5, 'DAY', false, false, 10)`,
    );
    const { url, gateway } = await startGateway({ storefrontApiUrl: api.url, upstreamTimeoutMs: 10_000 });
    shop = {
      gatewayUrl: url,
      async close() {
        await gateway.close();
        await api.close();
      },
    };
  }, 120_000);
  afterAll(() => shop.close());

  it('a 100 % coupon and a free method: prepareCardPayment places the order, the cart is empty', async () => {
    const shopper = await signedUpShopper(shop);
    await fillCart(shopper);
    const coupon = await shopper.ok<{ applyCoupon: { userErrors: UserError[] } }>(
      `mutation { applyCoupon(input: { code: "OFFERT100" }) { userErrors { code message } } }`,
    );
    expect(coupon.applyCoupon.userErrors).toEqual([]);
    type Cart = {
      shipments: {
        id: string;
        shopId: string;
        availableMethods: { id: string; price: { taxIncluded: { amount: string } } }[];
      }[];
    };
    const shipping = await shopper.ok<{ setCartShippingAddress: { cart: Cart } }>(
      `mutation { setCartShippingAddress(input: { addressName: "maison" }) {
        cart { shipments { id shopId availableMethods { id price { taxIncluded { amount } } } } } } }`,
    );
    const { shipments } = shipping.setCartShippingAddress.cart;
    const chosen = await shopper.ok<{ setCartShipmentMethods: { userErrors: UserError[] } }>(
      `mutation ($input: SetCartShipmentMethodsInput!) { setCartShipmentMethods(input: $input) { userErrors { code } } }`,
      {
        input: {
          shipments: shipments.map((shipment) => {
            const free = shipment.availableMethods.find((m) => m.id === 'HOME:offerte');
            expect(free?.price.taxIncluded.amount).toBe('0.00');
            return { shipmentId: shipment.id, methodId: free!.id };
          }),
        },
      },
    );
    expect(chosen.setCartShipmentMethods.userErrors).toEqual([]);
    await shopper.ok(
      `mutation { setCartBillingAddress(input: { addressName: "maison" }) { userErrors { code } } }`,
    );
    const validated = await shopper.ok<{
      validateCart: {
        cart: { validation: { amount: { taxIncluded: { amount: string } } } | null };
        userErrors: UserError[];
      };
    }>(
      `mutation ($ids: [String!]!) { validateCart(input: { acceptedTermsShopIds: $ids }) {
        cart { validation { amount { taxIncluded { amount } } } } userErrors { code } } }`,
      { ids: shipments.map((s) => s.shopId) },
    );
    expect(validated.validateCart.userErrors).toEqual([]);
    expect(validated.validateCart.cart.validation?.amount.taxIncluded.amount).toBe('0.00');

    const prepare = `mutation ($key: String!) { prepareCardPayment(input: { idempotencyKey: $key }) {
      payment { formToken } placedOrder { reference status totalPrice { taxIncluded { amount } } }
      viewer { cart { lineCount } } userErrors { code } } }`;
    type Prepared = {
      prepareCardPayment: {
        payment: { formToken: string } | null;
        placedOrder: {
          reference: string;
          status: string;
          totalPrice: { taxIncluded: { amount: string } };
        } | null;
        viewer: { cart: { lineCount: number } | null };
        userErrors: UserError[];
      };
    };
    const placed = (await shopper.ok<Prepared>(prepare, { key: randomUUID() })).prepareCardPayment;
    expect(placed).toEqual({
      payment: null,
      placedOrder: {
        reference: expect.any(String),
        status: 'PROCESSING',
        totalPrice: { taxIncluded: { amount: '0.00' } },
      },
      viewer: { cart: { lineCount: 0 } },
      userErrors: [],
    });
    const reference = placed.placedOrder!.reference;

    // The order is the viewer's; the cart stays empty.
    const after = await shopper.ok<{
      viewer: { order: { reference: string; status: string } | null; cart: { lineCount: number } | null };
    }>(
      `query ($ref: String!) { viewer { order(reference: $ref) { reference status } cart { lineCount } } }`,
      {
        ref: reference,
      },
    );
    expect(after.viewer).toEqual({ order: { reference, status: 'PROCESSING' }, cart: { lineCount: 0 } });
  }, 60_000);
});
