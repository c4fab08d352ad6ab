/**
 * Helpers of the after-sales tests: orders paid through the payment sandbox (so refunds really go
 * to the provider), calls to the listening API, parcels shipped and delivered by the operator API.
 */
import type { Order } from '@shop/domain';
import { payOnCardForm } from '@shop/payment-sandbox';
import { expect } from 'vitest';
import { cartOk } from './cart.js';
import { prepareAt, readyToValidate, validate, type payingShop } from './checkout.js';
import { TEST_OPERATOR_KEY } from './database.js';

export type PayingShop = Awaited<ReturnType<typeof payingShop>>;

/** A call to the listening API as a customer (`token`), the operator (`operator: true`) or nobody. */
export async function api(
  shop: PayingShop,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; operator?: boolean } = {},
  // The tests read replies of many shapes (and check them with domain's schemas where it matters).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any; raw: Response }> {
  const bearer = options.operator ? TEST_OPERATOR_KEY : options.token;
  const response = await fetch(`${shop.api}${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      'root-category': 'martinique',
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body, raw: response };
}

/** An order of these lines paid with the sandbox's accepted card; answers the order. */
export async function sandboxOrder(
  shop: PayingShop,
  token: string,
  lines: { offerId: string; quantity: number }[],
  coupon?: string,
): Promise<Order> {
  let cart = await readyToValidate(token, lines);
  if (coupon) cart = await cartOk('PUT', '/shopping-cart/set-coupon', { coupon }, { token });
  await validate(token, cart);
  const prepared = await prepareAt(shop.api, token);
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const { location } = await payOnCardForm(shop.sandbox, String(prepared.body.formToken));
  // The browser's return, as the payment tests bring it (through the shared test app).
  const back = (await cartOk(
    'POST',
    '/payment/sandbox/return',
    {},
    {
      token,
      payload: Object.fromEntries(location.searchParams),
    },
  )) as unknown as { orderReference: string };
  const order = await api(shop, 'GET', `/orders/${back.orderReference}`, { token });
  expect(order.status).toBe(200);
  return order.body as Order;
}

/** Every shipment of the order shipped in one parcel and delivered (`deliveredAt`: the carrier's date). */
export async function shipAndDeliver(
  shop: PayingShop,
  order: Order,
  options: { shipmentIds?: string[]; deliveredAt?: string } = {},
): Promise<void> {
  for (const shipment of order.shipments) {
    if (options.shipmentIds && !options.shipmentIds.includes(shipment.id)) continue;
    const parcel = await api(shop, 'POST', `/operator/orders/${order.reference}/parcels`, {
      operator: true,
      body: {
        shipmentId: shipment.id,
        trackingNumber: `TRK-${shipment.id.replace(/[^A-Za-z0-9]/gu, '')}-1`,
        trackingUrl: 'https://carrier.test/t',
      },
    });
    expect(parcel.status, JSON.stringify(parcel.body)).toBe(201);
    const delivered = await api(
      shop,
      'POST',
      `/operator/parcels/${parcel.body.parcel.parcelId as string}/events`,
      {
        operator: true,
        body: { type: 'DELIVERY', ...(options.deliveredAt ? { date: options.deliveredAt } : {}) },
      },
    );
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  }
}
