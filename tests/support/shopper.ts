/**
 * A shopper of the gateway over HTTP, with the session cookie a browser would keep, and the steps
 * of a purchase (sign-up with addresses, a cart, a paid order) the integration tests share.
 */
import { randomUUID } from 'node:crypto';
import { payOnCardForm } from '@shop/payment-sandbox';
import { expect } from 'vitest';
import { REGION_HEADERS } from './stack.js';
import type { GraphQLErrorBody, Stack } from './stack.js';

export const SESSION = '__Host-shop_session';

export class Shopper {
  session: string | undefined;
  constructor(private readonly url: string) {}

  async send<T>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: this.url,
        ...REGION_HEADERS,
        ...(this.session ? { cookie: `${SESSION}=${this.session}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      if (pair.startsWith(`${SESSION}=`)) this.session = pair.slice(SESSION.length + 1) || undefined;
    }
    return (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  }

  async ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await this.send<T>(query, variables);
    if (reply.errors !== undefined || reply.data == null)
      throw new Error(`GraphQL errors: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }
}

export interface UserError {
  code: string;
  message: string;
}

/** A new customer with a Martinique address `maison` and a Guadeloupe one `gwada`. */
export async function signedUpShopper(stack: Pick<Stack, 'gatewayUrl'>): Promise<Shopper> {
  const shopper = new Shopper(stack.gatewayUrl);
  const registered = await shopper.ok<{ register: { userErrors: UserError[] } }>(
    `mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code message } } }`,
    {
      input: {
        email: `checkout-${randomUUID().slice(0, 8)}@example.test`,
        firstName: 'Léa',
        lastName: 'Martin',
        password: 'Secret1!pass',
        captcha: 'ok',
      },
    },
  );
  expect(registered.register.userErrors).toEqual([]);
  for (const [name, postCode, country, city, phone] of [
    ['maison', '97200', 'MQ', 'Fort-de-France', '0696123456'],
    ['gwada', '97110', 'GP', 'Pointe-à-Pitre', '0690123456'],
  ]) {
    const created = await shopper.ok<{ createAddress: { userErrors: UserError[] } }>(
      `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { code message } } }`,
      {
        input: {
          name,
          address: {
            firstName: 'Léa',
            lastName: 'Martin',
            street: '12 rue Victor Hugo',
            city,
            postCode,
            country,
            phone,
          },
        },
      },
    );
    expect(created.createAddress.userErrors).toEqual([]);
  }
  return shopper;
}

/** One unit of a plain offer of the first category with stock to spare, `skip` such offers in. */
export async function fillCart(shopper: Shopper, skip = 0): Promise<void> {
  const { categories } = await shopper.ok<{ categories: { path: string }[] }>('{ categories { path } }');
  const { products } = await shopper.ok<{
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
    `query ($path: String!) { products(categoryPath: $path, first: 50) { edges { node {
      defaultOffer { offerId stockQuantity packSize minimalOrderQuantity } } } } }`,
    { path: categories[0]!.path },
  );
  const offer = products.edges
    .map((edge) => edge.node.defaultOffer)
    .filter((o) => o !== null && o.stockQuantity >= 5 && o.packSize === 1 && o.minimalOrderQuantity === 1)
    .at(skip);
  const added = await shopper.ok<{ setCartLineQuantity: { userErrors: UserError[] } }>(
    `mutation ($input: SetCartLineQuantityInput!) { setCartLineQuantity(input: $input) { userErrors { code message } } }`,
    { input: { offerId: offer!.offerId, quantity: 1, method: 'ADD' } },
  );
  expect(added.setCartLineQuantity.userErrors).toEqual([]);
}

/**
 * Takes the shopper's cart to a paid order: address `maison`, the first home method of each
 * shipment, billing `maison`, validation, the card form and the accepted test card. Answers the
 * order's reference.
 */
export async function buy(shopper: Shopper, stack: Pick<Stack, 'sandboxUrl'>): Promise<string> {
  type Cart = {
    shipments: { id: string; shopId: string; availableMethods: { id: string; isRelay: boolean }[] }[];
  };
  const shipping = await shopper.ok<{ setCartShippingAddress: { cart: Cart } }>(
    `mutation { setCartShippingAddress(input: { addressName: "maison" }) { cart { shipments { id shopId availableMethods { id isRelay } } } } }`,
  );
  const { shipments } = shipping.setCartShippingAddress.cart;
  await shopper.ok(
    `mutation ($input: SetCartShipmentMethodsInput!) { setCartShipmentMethods(input: $input) { userErrors { code } } }`,
    {
      input: {
        shipments: shipments.map((shipment) => ({
          shipmentId: shipment.id,
          methodId: shipment.availableMethods.find((method) => !method.isRelay)!.id,
        })),
      },
    },
  );
  await shopper.ok(
    `mutation { setCartBillingAddress(input: { addressName: "maison" }) { userErrors { code } } }`,
  );
  const validated = await shopper.ok<{ validateCart: { userErrors: UserError[] } }>(
    `mutation ($ids: [String!]!) { validateCart(input: { acceptedTermsShopIds: $ids }) { userErrors { code } } }`,
    { ids: shipments.map((shipment) => shipment.shopId) },
  );
  expect(validated.validateCart.userErrors).toEqual([]);
  const prepared = await shopper.ok<{ prepareCardPayment: { payment: { formToken: string } } }>(
    `mutation ($key: String!) { prepareCardPayment(input: { idempotencyKey: $key }) { payment { formToken } } }`,
    { key: randomUUID() },
  );
  const { location } = await payOnCardForm(stack.sandboxUrl, prepared.prepareCardPayment.payment.formToken);
  const query = location.searchParams;
  const confirmed = await shopper.ok<{ confirmCardPayment: { order: { reference: string } | null } }>(
    `mutation ($input: ConfirmCardPaymentInput!) { confirmCardPayment(input: $input) { order { reference } } }`,
    {
      input: {
        answer: query.get('kr-answer'),
        hash: query.get('kr-hash'),
        hashAlgorithm: query.get('kr-hash-algorithm'),
        hashKey: query.get('kr-hash-key'),
      },
    },
  );
  return confirmed.confirmCardPayment.order!.reference;
}
