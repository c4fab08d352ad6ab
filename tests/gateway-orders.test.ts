/**
 * The customer's orders through the gateway, over HTTP, against the real storefront-api: orders paid
 * through the sandbox provider, shipped through the operator API, read as a Relay connection and as
 * nodes, renamed, and their invoice downloaded with the session cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, fillCart, SESSION, signedUpShopper, type Shopper, type UserError } from './support/shopper.js';
import { startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let owner: Shopper;
let references: string[];
beforeAll(async () => {
  stack = await startStack();
  owner = await signedUpShopper(stack);
  references = [];
  for (const skip of [0, 1, 2]) {
    await fillCart(owner, skip);
    references.push(await buy(owner, stack));
  }
}, 120_000);
afterAll(() => stack.close());

interface OrderView {
  id: string;
  reference: string;
  customLabel: string | null;
  status: string;
  statusLabel: string;
  unitCount: number;
  invoicePath: string;
  timeZone: string;
  events: {
    type: string;
    stageLabel: string;
    tracking: { trackingNumber: string; trackingUrl: string | null }[];
  }[];
  shipments: {
    shopName: string;
    parcels: {
      parcelId: string;
      status: string;
      statusLabel: string;
      trackingNumber: string;
      trackingUrl: string | null;
      items: { productName: string; quantity: number }[];
      events: { type: string; typeLabel: string; message: string }[];
    }[];
  }[];
}

const ORDER = `id reference customLabel status statusLabel unitCount invoicePath timeZone
  events { type stageLabel tracking { trackingNumber trackingUrl } }
  shipments { shopName parcels { parcelId status statusLabel trackingNumber trackingUrl
    items { productName quantity } events { type typeLabel message } } }`;

const PAGE = `query ($first: Int, $after: String, $page: Int, $sort: OrderSort) { viewer { orders(first: $first, after: $after, page: $page, sort: $sort) {
  totalCount pageCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { ${ORDER} } } } } }`;

interface Page {
  viewer: {
    orders: {
      totalCount: number;
      pageCount: number;
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
      edges: { cursor: string; node: OrderView }[];
    };
  };
}

describe('the viewer’s orders', () => {
  it('a page of orders, most recent first, in one upstream call whatever its size', async () => {
    stack.resetCalls();
    const page = await owner.ok<Page>(PAGE, { first: 10 });
    const orders = page.viewer.orders;
    expect(orders.totalCount).toBe(3);
    expect(orders.pageCount).toBe(1);
    expect(orders.edges.map((edge) => edge.node.reference)).toEqual([...references].reverse());
    expect(orders.edges[0]!.node).toMatchObject({
      status: 'PROCESSING',
      statusLabel: 'En préparation',
      unitCount: 1,
      // Bought in the default region: its dates are shown in Martinique's time.
      timeZone: 'America/Martinique',
    });
    expect(stack.calls.map((call) => call.path)).toEqual(['/orders/customer']);
  });

  it('sorts and pages by page number or cursor; sizes other than 10, 20, 30 are refused', async () => {
    const ascending = await owner.ok<Page>(PAGE, { sort: 'PAYMENT_DATE_ASC' });
    expect(ascending.viewer.orders.edges.map((edge) => edge.node.reference)).toEqual(references);
    const byReference = await owner.ok<Page>(PAGE, { sort: 'REFERENCE_ASC', first: 20 });
    expect(byReference.viewer.orders.edges.map((edge) => edge.node.reference)).toEqual(
      [...references].sort(),
    );
    const second = await owner.ok<Page>(PAGE, { page: 2 });
    expect(second.viewer.orders).toMatchObject({
      edges: [],
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
    const odd = await owner.send(PAGE, { first: 15 });
    expect(odd.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'invalid-first' });
  });

  it('a visitor and another customer see none of them, by list, reference or node', async () => {
    const stranger = await signedUpShopper(stack);
    const theirs = await stranger.ok<Page>(PAGE);
    expect(theirs.viewer.orders).toMatchObject({ totalCount: 0, edges: [] });
    const mine = await owner.ok<Page>(PAGE);
    const node = mine.viewer.orders.edges[0]!.node;
    const peek = await stranger.ok<{ node: unknown; viewer: { order: unknown } }>(
      `query ($id: ID!, $ref: String!) { node(id: $id) { id } viewer { order(reference: $ref) { id } } }`,
      { id: node.id, ref: node.reference },
    );
    expect(peek).toEqual({ node: null, viewer: { order: null } });
    const invoice = await fetch(`${stack.gatewayUrl}${node.invoicePath}`, {
      headers: { cookie: `${SESSION}=${stranger.session}` },
    });
    expect(invoice.status).toBe(404);
    const anonymous = await fetch(`${stack.gatewayUrl}${node.invoicePath}`);
    expect(anonymous.status).toBe(401);
  });

  it('renames an order; a too long name and someone else’s order are user errors', async () => {
    const mine = await owner.ok<Page>(PAGE);
    const id = mine.viewer.orders.edges[0]!.node.id;
    const rename = `mutation ($input: RenameOrderInput!) { renameOrder(input: $input) { order { customLabel } userErrors { code field message } } }`;
    const renamed = await owner.ok<{
      renameOrder: { order: { customLabel: string } | null; userErrors: UserError[] };
    }>(rename, { input: { orderId: id, name: 'Rentrée scolaire' } });
    expect(renamed.renameOrder).toEqual({ order: { customLabel: 'Rentrée scolaire' }, userErrors: [] });
    const tooLong = await owner.ok<{ renameOrder: { userErrors: { code: string; field: string[] }[] } }>(
      rename,
      {
        input: { orderId: id, name: 'x'.repeat(101) },
      },
    );
    expect(tooLong.renameOrder.userErrors[0]).toMatchObject({
      code: 'INVALID_INPUT',
      field: ['input', 'name'],
    });
    const stranger = await signedUpShopper(stack);
    const theirs = await stranger.ok<{ renameOrder: { order: unknown; userErrors: { code: string }[] } }>(
      rename,
      {
        input: { orderId: id, name: 'À moi' },
      },
    );
    expect(theirs.renameOrder).toMatchObject({ order: null, userErrors: [{ code: 'ORDER_NOT_FOUND' }] });
  });

  it('a parcel shipped by the operator shows with its tracking, in the history and in the e-mail', async () => {
    const reference = references[0]!;
    const order = await stack.operator<{ shipments: { id: string }[] }>(
      'GET',
      `/operator/orders/${reference}`,
    );
    await stack.operator('POST', `/operator/orders/${reference}/parcels`, {
      shipmentId: order.shipments[0]!.id,
      trackingNumber: '6A10000000001',
    });
    const shipped = await owner.ok<{ viewer: { order: OrderView } }>(
      `query ($ref: String!) { viewer { order(reference: $ref) { ${ORDER} } } }`,
      { ref: reference },
    );
    const view = shipped.viewer.order;
    expect(view).toMatchObject({ status: 'SHIPPED', statusLabel: 'Expédiée' });
    const parcel = view.shipments[0]!.parcels[0]!;
    expect(parcel).toMatchObject({
      status: 'SHIPPED',
      statusLabel: 'Expédié',
      trackingNumber: '6A10000000001',
      items: [{ quantity: 1 }],
      events: [{ type: 'SHIPMENT', typeLabel: 'Expédition', message: 'Colis remis au transporteur' }],
    });
    expect(parcel.items[0]!.productName).not.toBe('');
    expect(view.events.at(-1)).toMatchObject({
      type: 'SHIPPED',
      stageLabel: 'Expédiée',
      tracking: [{ trackingNumber: '6A10000000001', trackingUrl: parcel.trackingUrl }],
    });
    const mail = stack.mail.find(
      (message) => message.subject === `Votre colis de la commande ${reference} est en route`,
    );
    expect(mail?.text).toContain(parcel.trackingUrl!);
  });

  it('downloads the invoice through the gateway with the session cookie', async () => {
    const mine = await owner.ok<Page>(PAGE);
    const node = mine.viewer.orders.edges[0]!.node;
    expect(node.invoicePath).toMatch(/^\/factures\/[0-9]+$/u);
    const response = await fetch(`${stack.gatewayUrl}${node.invoicePath}`, {
      headers: { cookie: `${SESSION}=${owner.session}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain(`facture-${node.reference}.pdf`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
