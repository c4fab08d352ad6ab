import { orderPageSchema, orderSchema, parcelSchema, type Order, type OrderPage } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_CARD_MASKED_PAN } from '@shop/payment-sandbox';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { memoryMailer } from '../mail/mailer.js';
import { buyer } from '../testing/checkout.js';
import { call } from '../testing/customers.js';
import { testDatabase, testMailer } from '../testing/database.js';
import { offersOfSellers, operator, paidOrder } from '../testing/orders.js';

// One customer with three paid orders (the second of two sellers), another customer with one.
let owner: { token: string; email: string };
let stranger: { token: string; email: string };
let orders: Order[];
let strangers: Order;

beforeAll(async () => {
  await testDatabase();
  [owner, stranger] = await Promise.all([buyer(), buyer()]);
  const offers = await offersOfSellers(2);
  orders = [];
  orders.push(await paidOrder(owner.token, [{ offerId: offers[0]!.id, quantity: 2 }]));
  orders.push(
    await paidOrder(owner.token, [
      { offerId: offers[0]!.id, quantity: 1 },
      { offerId: offers[1]!.id, quantity: 3 },
    ]),
  );
  orders.push(await paidOrder(owner.token, [{ offerId: offers[1]!.id, quantity: 1 }]));
  strangers = await paidOrder(stranger.token, [{ offerId: offers[0]!.id, quantity: 1 }]);
}, 60_000);

const list = async (token: string, query = '') => {
  const response = await call('GET', `/orders/${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return orderPageSchema.parse(response.json()) as OrderPage;
};

describe('GET /orders/ and /orders/customer', () => {
  it('lists only the customer’s orders, most recent payment first by default, 10 a page', async () => {
    const page = await list(owner.token);
    expect(page).toMatchObject({ total: 3, page: 0, size: 10, totalPages: 1, sort: 'paymentDate,desc' });
    expect(page.orders.map((order) => order.reference)).toEqual(
      orders.map((order) => order.reference).reverse(),
    );
    const same = await call('GET', '/orders/customer', { token: owner.token });
    expect(same.json<OrderPage>().orders.map((order) => order.reference)).toEqual(
      page.orders.map((order) => order.reference),
    );
  });

  it('sorts by payment date ascending, by reference and by status', async () => {
    const ascending = await list(owner.token, '?sort=paymentDate,asc');
    expect(ascending.orders.map((order) => order.reference)).toEqual(orders.map((order) => order.reference));
    const byReference = await list(owner.token, '?sort=reference,asc');
    expect(byReference.orders.map((order) => order.reference)).toEqual(
      orders.map((order) => order.reference).sort(),
    );
    const byState = await list(owner.token, '?sort=orderState,asc');
    expect(byState.orders.map((order) => order.status)).toEqual(
      byState.orders.map((order) => order.status).sort(),
    );
  });

  it('pages: size 10, 20 or 30 only, pages from 0', async () => {
    const second = await list(owner.token, '?size=20&page=1');
    expect(second).toMatchObject({ total: 3, page: 1, size: 20, totalPages: 1, orders: [] });
    for (const query of ['?size=15', '?size=0', '?page=-1', '?sort=price,asc', '?size=abc']) {
      const response = await call('GET', `/orders/${query}`, { token: owner.token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'invalid-request' });
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/orders/')).statusCode).toBe(401);
  });
});

describe('GET /orders/{reference} and /orders/id/{id}', () => {
  it('answers the order with its history, addresses, payment and shipments', async () => {
    const order = orders[1]!;
    expect(orderSchema.parse(order)).toBeTruthy();
    const byId = await call('GET', `/orders/id/${order.id}`, { token: owner.token });
    expect(byId.statusCode).toBe(200);
    expect(byId.json<Order>()).toEqual(order);
    expect(order.status).toBe('PROCESSING');
    expect(order.shipments).toHaveLength(2);
    expect(order.shipments.every((shipment) => shipment.parcels.length === 0)).toBe(true);
    // Each shipment waits for its offer's picking delay (spec 9 estimated delivery).
    const { db } = await testDatabase();
    for (const shipment of order.shipments) {
      const [offer] = await db.query<{ picking_delay: number }>(
        'SELECT picking_delay FROM offers WHERE id = $1',
        [shipment.items[0]!.offerId],
      );
      expect(shipment.pickingDelay).toBe(offer!.picking_delay);
    }
    expect(order.eventHistory.map((event) => event.type)).toEqual([
      'PENDING_PAYMENT',
      'PAYMENT',
      'PROCESSING',
    ]);
    expect(order.payment).toMatchObject({
      method: 'cb',
      status: 'PAID',
      maskedPan: ACCEPTED_CARD_MASKED_PAN,
    });
  });

  it('answers 404 for another customer’s order, by reference or id, and the same for an unknown one', async () => {
    for (const url of [
      `/orders/${strangers.reference}`,
      `/orders/id/${strangers.id}`,
      '/orders/OM000000-000000',
      '/orders/id/999999999',
      `/order-invoices/pdf/order/${strangers.id}`,
    ]) {
      const response = await call('GET', url, { token: owner.token });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ errorCode: 'order-not-found' });
    }
  });

  it('refuses hostile references and ids with a clear 400', async () => {
    for (const url of [
      '/orders/id/abc',
      '/orders/id/0',
      `/orders/${'x'.repeat(65)}`,
      '/orders/%00',
      '/orders/%F0',
    ]) {
      const response = await call('GET', url, { token: owner.token });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('POST /orders/rename/{reference}', () => {
  it('names the order, trims the name, and an empty name removes it', async () => {
    const reference = orders[0]!.reference;
    const renamed = await call('POST', `/orders/rename/${reference}`, {
      token: owner.token,
      payload: { newName: '  Courses de Noël  ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Order>().customLabel).toBe('Courses de Noël');
    const cleared = await call('POST', `/orders/rename/${reference}`, {
      token: owner.token,
      payload: { newName: '' },
    });
    expect(cleared.json<Order>().customLabel).toBeNull();
  });

  it('refuses a name over 100 characters, a missing one, and another customer’s order', async () => {
    const reference = orders[0]!.reference;
    for (const payload of [
      { newName: 'x'.repeat(101) },
      {},
      { newName: 12 },
      { newName: 'a\u0000b' },
      { newName: '\uD800' },
    ]) {
      const response = await call('POST', `/orders/rename/${reference}`, { token: owner.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const theirs = await call('POST', `/orders/rename/${strangers.reference}`, {
      token: owner.token,
      payload: { newName: 'À moi' },
    });
    expect(theirs.statusCode).toBe(404);
    const { db } = await testDatabase();
    const [row] = await db.query<{ label: string | null }>(
      'SELECT custom_label AS label FROM orders WHERE id = $1',
      [strangers.id],
    );
    expect(row!.label).toBeNull();
  });
});

describe('the operator API', () => {
  it('is off unless a key is configured, and its key must resist guessing', async () => {
    const { db } = await testDatabase();
    const app = await buildApp({
      db,
      mediaBaseUrl: 'http://media.test',
      mailer: memoryMailer(),
      captcha: { provider: 'none' },
    });
    const response = await app.inject({ method: 'GET', url: `/operator/orders/${orders[0]!.reference}` });
    expect(response.statusCode).toBe(404);
    await app.close();
    expect(loadConfig({}).operatorApiKey).toBeUndefined();
    expect(() => loadConfig({ OPERATOR_API_KEY: 'short' })).toThrow(/at least 32 characters/u);
    expect(loadConfig({ OPERATOR_API_KEY: 'k'.repeat(32) }).operatorApiKey).toBe('k'.repeat(32));
  });

  it('is closed without the key, with a wrong key, and to a shopper’s session', async () => {
    const reference = orders[2]!.reference;
    for (const key of ['', 'wrong', owner.token]) {
      const response = await operator('GET', `/operator/orders/${reference}`, undefined, key);
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'operator-unauthorized' });
    }
  });

  it('ships a shipment in two parcels, the order partially shipped then shipped, tracked, then completed', async () => {
    const order = orders[1]!;
    // `second` holds 3 units of one product, shipped in two parcels; `first` ships in one.
    const second = order.shipments.find((shipment) => shipment.items[0]!.quantity === 3);
    const first = order.shipments.find((shipment) => shipment !== second);
    const reference = order.reference;
    const before = testMailer.messages.length;
    const part = second!.items[0]!;
    const one = await operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: second!.id,
      trackingNumber: '6A12345678901',
      items: [{ productReference: part.productReference, quantity: 1 }],
    });
    expect(one.statusCode, one.body).toBe(201);
    const created = one.json<{ parcel: unknown; status: string }>();
    expect(created.status).toBe('PARTIALLY_SHIPPED');
    const parcel = parcelSchema.parse(created.parcel);
    expect(parcel).toMatchObject({
      parcelStatus: 'SHIPPED',
      trackingNumber: '6A12345678901',
      shippedItems: [{ productReference: part.productReference, quantity: 1 }],
      events: [{ type: 'SHIPMENT', message: 'Colis remis au transporteur' }],
    });
    expect(parcel.trackingUrl).toMatch(/^https:\/\/.+6A12345678901$/u);

    // The shopper is told, with the tracking link, and nothing of the card.
    const mail = testMailer.messages.slice(before).find((message) => message.to === owner.email);
    expect(mail?.subject).toBe(`Votre colis de la commande ${reference} est en route`);
    expect(mail?.text).toContain(parcel.trackingUrl!);

    // More than is left of a product, or an unknown shipment, changes nothing.
    const tooMany = await operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: second!.id,
      trackingNumber: '6A12345678902',
      items: [{ productReference: part.productReference, quantity: part.quantity }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ errorCode: 'items-not-left-to-ship' });
    const unknown = await operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: 'nope',
      trackingNumber: '6A12345678903',
    });
    expect(unknown.statusCode).toBe(404);

    // The rest of that shipment, then the other shipment: shipped.
    const rest = await operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: second!.id,
      trackingNumber: '6A12345678904',
    });
    expect(rest.json<{ status: string }>().status).toBe('PARTIALLY_SHIPPED');
    const last = await operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: first!.id,
      trackingNumber: '6A12345678905',
      supplierParcelId: 'SELLER-42',
    });
    expect(last.json<{ status: string }>().status).toBe('SHIPPED');
    const nothingLeft = await operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: first!.id,
      trackingNumber: '6A12345678906',
    });
    expect(nothingLeft.json()).toMatchObject({ errorCode: 'nothing-left-to-ship' });

    // A shipped order cannot be cancelled.
    const cancel = await operator('POST', `/operator/orders/${reference}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ errorCode: 'order-not-cancellable' });

    // Tracking events; every parcel delivered completes the order.
    const shipped = await call('GET', `/orders/${reference}`, { token: owner.token });
    const parcels = shipped.json<Order>().shipments.flatMap((shipment) => shipment.parcels);
    expect(parcels).toHaveLength(3);
    const info = await operator('POST', `/operator/parcels/${parcels[0]!.parcelId}/events`, {
      type: 'INFO',
      message: 'Arrivé au centre de tri de Fort-de-France',
    });
    expect(info.statusCode, info.body).toBe(200);
    for (const [index, delivered] of parcels.entries()) {
      const reply = await operator('POST', `/operator/parcels/${delivered.parcelId}/events`, {
        type: 'DELIVERY',
      });
      expect(reply.json<{ status: string }>().status).toBe(
        index === parcels.length - 1 ? 'COMPLETED' : 'SHIPPED',
      );
    }
    const again = await operator('POST', `/operator/parcels/${parcels[0]!.parcelId}/events`, {
      type: 'DELIVERY',
    });
    expect(again.json()).toMatchObject({ errorCode: 'parcel-already-delivered' });

    const done = (await call('GET', `/orders/${reference}`, { token: owner.token })).json<Order>();
    expect(done.status).toBe('COMPLETED');
    const shippedEvents = done.eventHistory.filter((event) => event.type === 'SHIPPED');
    expect(shippedEvents.map((event) => event.tracking[0]!.trackingNumber)).toEqual([
      '6A12345678901',
      '6A12345678904',
      '6A12345678905',
    ]);
    expect(done.eventHistory.at(-1)).toMatchObject({ type: 'COMPLETED', stage: 'COMPLETED' });
    const instants = done.eventHistory.map((event) => event.instant);
    expect(instants).toEqual([...instants].sort());
    const firstParcel = done.shipments.flatMap((shipment) => shipment.parcels)[0]!;
    expect(firstParcel.events.map((event) => event.type)).toEqual(['SHIPMENT', 'INFO', 'DELIVERY']);
  });

  it('cancels an order nothing of which has shipped: its units go back on sale, and it cannot ship', async () => {
    const order = orders[2]!;
    const { db } = await testDatabase();
    const offerId = order.items[0]!.offerId;
    const stock = async () =>
      (await db.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offerId]))[0]!.stock;
    const before = await stock();
    const cancelled = await operator('POST', `/operator/orders/${order.reference}/cancel`, {
      reason: 'Produit abîmé chez le vendeur',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'CANCELLED' });
    expect(await stock()).toBe(before + order.items[0]!.quantity);
    const ship = await operator('POST', `/operator/orders/${order.reference}/parcels`, {
      shipmentId: order.shipments[0]!.id,
      trackingNumber: '6A99999999999',
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toMatchObject({ errorCode: 'order-not-shippable' });
    const twice = await operator('POST', `/operator/orders/${order.reference}/cancel`);
    expect(twice.statusCode).toBe(409);
    const seen = (await call('GET', `/orders/${order.reference}`, { token: owner.token })).json<Order>();
    expect(seen.eventHistory.at(-1)).toMatchObject({
      type: 'CANCELLED',
      // The payment is asked back from the provider at once (said done by a later event).
      message: expect.stringMatching(
        /^Produit abîmé chez le vendeur\. [0-9]+,[0-9]{2} € vous seront remboursés sur votre carte\.$/u,
      ),
    });
  });

  it('refuses bad parcels and events with clear 400s', async () => {
    const order = orders[0]!;
    for (const payload of [
      { shipmentId: order.shipments[0]!.id },
      { shipmentId: order.shipments[0]!.id, trackingNumber: 'a b' },
      { shipmentId: order.shipments[0]!.id, trackingNumber: '6A1234567', trackingUrl: 'javascript:alert(1)' },
      { shipmentId: order.shipments[0]!.id, trackingNumber: '6A1234567', items: [] },
      { shipmentId: '\uD800', trackingNumber: '6A1234567' },
    ]) {
      const response = await operator('POST', `/operator/orders/${order.reference}/parcels`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const event = await operator('POST', '/operator/parcels/1/events', { type: 'LOST' });
    expect(event.statusCode).toBe(400);
    const missing = await operator('POST', '/operator/parcels/999999999/events', { type: 'INFO' });
    expect(missing.statusCode).toBe(404);
  });
});
