/**
 * Checkout figures of `pnpm bench`: the server time of each checkout step through the gateway
 * (shipping address, methods, billing, validation with its stock reservation, the card form's
 * preparation at the sandbox provider) and of the provider's payment notification on the
 * storefront-api, which makes the order. Each sample is a new customer with one line.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { ACCEPTED_CARD_MASKED_PAN } from '@shop/payment-sandbox';
import { Pool } from 'undici';
import { stats, type LatencyStats } from './measure.js';

const REGION = 'martinique';
const HEADERS = { 'content-type': 'application/json', 'x-catalog': REGION, 'x-locale': 'fr' };
const SESSION = '__Host-shop_session';
/** The sandbox's development keys, which the bench's storefront-api runs with. */
const SHOP_ID = '69876357';
const PASSWORD = 'testpassword_SbxDevOnly';

export const CHECKOUT_STEPS = [
  'shipping address',
  'shipment method',
  'billing address',
  'validate (stock reserved)',
  'prepare card payment',
  'payment notification (order made)',
] as const;

export interface CheckoutFigures {
  steps: { label: string; latency: LatencyStats }[];
  /** The whole checkout, per sample: the sum of its steps. */
  total: LatencyStats;
}

export class Shopper {
  session: string | undefined;
  constructor(
    private readonly pool: Pool,
    /** Mutations must come from the shop's own pages: the gateway's origin. */
    private readonly origin: string,
  ) {}

  async send<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { statusCode, headers, body } = await this.pool.request({
      method: 'POST',
      path: '/graphql',
      headers: {
        ...HEADERS,
        origin: this.origin,
        ...(this.session ? { cookie: `${SESSION}=${this.session}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      if (pair.startsWith(`${SESSION}=`)) this.session = pair.slice(SESSION.length + 1) || undefined;
    }
    const reply = (await body.json()) as { data?: T; errors?: unknown[] };
    if (statusCode !== 200 || reply.errors || !reply.data)
      throw new Error(`GraphQL ${statusCode}: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }
}

async function timed<T>(durations: number[], task: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  const result = await task();
  durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  return result;
}

/** Offers with stock to spare in the category, for one line per sample. */
export async function offers(gateway: Pool, origin: string, categoryPath: string): Promise<string[]> {
  const shopper = new Shopper(gateway, origin);
  const data = await shopper.send<{
    products: {
      edges: {
        node: {
          defaultOffer: {
            offerId: string;
            stockQuantity: number;
            packSize: number;
            minimalOrderQuantity: number;
          } | null;
        };
      }[];
    };
  }>(
    `query ($path: String!) { products(categoryPath: $path, first: 100) { edges { node {
      defaultOffer { offerId stockQuantity packSize minimalOrderQuantity } } } } }`,
    { path: categoryPath },
  );
  return data.products.edges
    .map((edge) => edge.node.defaultOffer)
    .filter((o) => o !== null && o.stockQuantity >= 20 && o.packSize === 1 && o.minimalOrderQuantity === 1)
    .map((o) => o!.offerId);
}

function notification(reference: string, amount: number): string {
  const answer = JSON.stringify({
    shopId: SHOP_ID,
    orderCycle: 'CLOSED',
    orderStatus: 'PAID',
    serverDate: new Date().toISOString(),
    orderDetails: { orderTotalAmount: amount, orderCurrency: 'EUR', orderId: reference, mode: 'TEST' },
    customer: { reference: 'bench' },
    transactions: [
      {
        uuid: randomUUID().replaceAll('-', ''),
        amount,
        currency: 'EUR',
        paymentMethodType: 'CARD',
        status: 'PAID',
        detailedStatus: 'AUTHORISED',
        errorCode: null,
        detailedErrorCode: null,
        transactionDetails: { cardDetails: { pan: ACCEPTED_CARD_MASKED_PAN, effectiveBrand: 'CB' } },
      },
    ],
    _type: 'V4/Payment',
  });
  return new URLSearchParams({
    'kr-answer': answer,
    'kr-hash': createHmac('sha256', PASSWORD).update(answer).digest('hex'),
    'kr-hash-algorithm': 'sha256_hmac',
    'kr-hash-key': 'password',
    'kr-answer-type': 'V4/Payment',
  }).toString();
}

/** A new customer with a Martinique address `maison` (not measured). */
export async function signUpBuyer(shopper: Shopper): Promise<void> {
  await shopper.send(
    `mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code } } }`,
    {
      input: {
        email: `bench-${randomUUID()}@example.test`,
        firstName: 'Léa',
        lastName: 'Martin',
        password: 'Secret1!pass',
        captcha: 'ok',
      },
    },
  );
  await shopper.send(
    `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { code } } }`,
    {
      input: {
        name: 'maison',
        address: {
          firstName: 'Léa',
          lastName: 'Martin',
          street: '12 rue Victor Hugo',
          city: 'Fort-de-France',
          postCode: '97200',
          country: 'MQ',
          phone: '0696123456',
        },
      },
    },
  );
}

/**
 * Buys one unit of the offer: the checkout steps through the gateway, then the provider's
 * notification on the storefront-api, each step's time pushed to `durations`. Answers the order's reference.
 */
export async function buyOnce(
  shopper: Shopper,
  api: Pool,
  offerId: string,
  durations: number[][] = CHECKOUT_STEPS.map(() => []),
): Promise<string> {
  await shopper.send(
    `mutation ($input: SetCartLineQuantityInput!) { setCartLineQuantity(input: $input) { userErrors { code } } }`,
    {
      input: { offerId: offerId, quantity: 1, method: 'ADD' },
    },
  );
  const shipping = await timed(durations[0]!, () =>
    shopper.send<{
      setCartShippingAddress: {
        cart: {
          shipments: {
            id: string;
            shopId: string;
            availableMethods: { id: string; isRelay: boolean }[];
          }[];
        };
      };
    }>(
      `mutation { setCartShippingAddress(input: { addressName: "maison" }) { cart { shipments { id shopId availableMethods { id isRelay } } } } }`,
    ),
  );
  const shipments = shipping.setCartShippingAddress.cart.shipments;
  await timed(durations[1]!, () =>
    shopper.send(
      `mutation ($input: SetCartShipmentMethodsInput!) { setCartShipmentMethods(input: $input) { cart { shippingPrice { taxIncluded { amount } } } userErrors { code } } }`,
      {
        input: {
          shipments: shipments.map((s) => ({
            shipmentId: s.id,
            methodId: s.availableMethods.find((m) => !m.isRelay)!.id,
          })),
        },
      },
    ),
  );
  await timed(durations[2]!, () =>
    shopper.send(
      `mutation { setCartBillingAddress(input: { addressName: "maison" }) { cart { billingAddress { name } } userErrors { code } } }`,
    ),
  );
  await timed(durations[3]!, () =>
    shopper.send(
      `mutation ($ids: [String!]!) { validateCart(input: { acceptedTermsShopIds: $ids }) { cart { validation { expiresAt } } userErrors { code } } }`,
      {
        ids: shipments.map((s) => s.shopId),
      },
    ),
  );
  const prepared = await timed(durations[4]!, () =>
    shopper.send<{
      prepareCardPayment: {
        payment: { orderReference: string; amount: { amount: string } } | null;
        userErrors: unknown[];
      };
    }>(
      `mutation ($key: String!) { prepareCardPayment(input: { idempotencyKey: $key }) { payment { orderReference amount { amount } } userErrors { code } } }`,
      { key: randomUUID() },
    ),
  );
  const payment = prepared.prepareCardPayment.payment;
  if (!payment)
    throw new Error(
      `the card payment could not be prepared: ${JSON.stringify(prepared.prepareCardPayment.userErrors)}`,
    );
  await timed(durations[5]!, async () => {
    const { statusCode, body } = await api.request({
      method: 'POST',
      path: '/payment/sandbox/notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: notification(payment.orderReference, Math.round(Number(payment.amount.amount) * 100)),
    });
    const text = await body.text();
    if (statusCode !== 200) throw new Error(`notification: ${statusCode} ${text}`);
  });
  return payment.orderReference;
}

export async function checkoutFigures(
  apiUrl: string,
  gatewayUrl: string,
  categoryPath: string,
  samples: number,
): Promise<CheckoutFigures> {
  const gateway = new Pool(gatewayUrl);
  const api = new Pool(apiUrl);
  const durations: number[][] = CHECKOUT_STEPS.map(() => []);
  const totals: number[] = [];
  try {
    const candidates = await offers(gateway, gatewayUrl, categoryPath);
    if (candidates.length === 0) throw new Error(`no offer with stock in ${categoryPath}`);
    for (let i = 0; i < samples; i++) {
      const shopper = new Shopper(gateway, gatewayUrl);
      // Setting up the customer is not checkout: not measured.
      await signUpBuyer(shopper);
      const before = totals.length;
      const step = durations.map((list) => list.length);
      await buyOnce(shopper, api, candidates[i % candidates.length]!, durations);
      totals.splice(
        before,
        0,
        durations.reduce((sum, list, index) => sum + (list[step[index]!] ?? 0), 0),
      );
    }
  } finally {
    await gateway.close();
    await api.close();
  }
  return {
    steps: CHECKOUT_STEPS.map((label, index) => ({ label, latency: stats(durations[index]!) })),
    total: stats(totals),
  };
}
