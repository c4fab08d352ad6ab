/**
 * After the sale through the gateway (issue 32), over HTTP, against the real storefront-api: an
 * order's rights in one after-sales call, its cancellation with the refund and the credit note PDF,
 * the withdrawal function's confirmation (preview first, replay-safe, acknowledged by e-mail), and
 * what another customer and bad input get.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, fillCart, SESSION, signedUpShopper, type Shopper, type UserError } from './support/shopper.js';
import { startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let owner: Shopper;
let toCancel: string;
let delivered: string;
beforeAll(async () => {
  stack = await startStack();
  owner = await signedUpShopper(stack);
  await fillCart(owner, 0);
  toCancel = await buy(owner, stack);
  await fillCart(owner, 1);
  delivered = await buy(owner, stack);
  const order = await stack.operator<{ shipments: { id: string }[] }>('GET', `/operator/orders/${delivered}`);
  for (const [index, shipment] of order.shipments.entries()) {
    const { parcel } = await stack.operator<{ parcel: { parcelId: string } }>(
      'POST',
      `/operator/orders/${delivered}/parcels`,
      { shipmentId: shipment.id, trackingNumber: `6A2000000000${index}` },
    );
    await stack.operator('POST', `/operator/parcels/${parcel.parcelId}/events`, { type: 'DELIVERY' });
  }
}, 120_000);
afterAll(() => stack.close());

const AFTER_SALES = `id reference status statusDate totalPrice { displayed { amount } }
  afterSales { cancellable cancellationRefund { amount } cancellableShipments { shipmentId shopName refund { amount } }
    withdrawalOpen withdrawalDeadline
    lines { offerId productName quantity cancellable withdrawableQuantity returnableQuantity withdrawalExclusion
      withdrawalExclusionLabel } }
  returns { reference kind status statusLabel statement instructions { shopName reference addressLines } }
  refunds { shopName amount { amount } status statusLabel creditNote { number pdfPath } }
  creditNotes { number amount { amount } pdfPath }`;

interface View {
  id: string;
  reference: string;
  status: string;
  statusDate: string;
  totalPrice: { displayed: { amount: string } };
  afterSales: {
    cancellable: boolean;
    cancellationRefund: { amount: string };
    cancellableShipments: { shipmentId: string; shopName: string; refund: { amount: string } }[];
    withdrawalOpen: boolean;
    withdrawalDeadline: string | null;
    lines: {
      offerId: string;
      productName: string;
      quantity: number;
      cancellable: boolean;
      withdrawableQuantity: number;
      returnableQuantity: number;
      withdrawalExclusion: string | null;
      withdrawalExclusionLabel: string | null;
    }[];
  };
  returns: {
    reference: string;
    kind: string;
    status: string;
    statusLabel: string;
    statement: string;
    instructions: { shopName: string; reference: string; addressLines: string[] }[];
  }[];
  refunds: {
    shopName: string | null;
    amount: { amount: string };
    status: string;
    statusLabel: string;
    creditNote: { number: string; pdfPath: string } | null;
  }[];
  creditNotes: { number: string; amount: { amount: string }; pdfPath: string }[];
}

const view = async (shopper: Shopper, reference: string) =>
  (
    await shopper.ok<{ viewer: { order: View | null } }>(
      `query ($ref: String!) { viewer { order(reference: $ref) { ${AFTER_SALES} } } }`,
      { ref: reference },
    )
  ).viewer.order;

const WITHDRAW = `mutation ($input: WithdrawFromOrderInput!) { withdrawFromOrder(input: $input) {
  return { reference kind statusLabel statement requestedAt instructions { shopName reference addressLines items { productName quantity } } }
  order { status statusLabel }
  userErrors { code field message } } }`;

interface Withdrawn {
  withdrawFromOrder: {
    return: {
      reference: string;
      kind: string;
      statement: string;
      instructions: { addressLines: string[] }[];
    } | null;
    order: { status: string; statusLabel: string } | null;
    userErrors: (UserError & { field: string[] | null })[];
  };
}

describe('after the sale, through the gateway', () => {
  it('reads an unshipped order’s rights, returns, refunds and credit notes in one after-sales call', async () => {
    stack.resetCalls();
    const order = (await view(owner, toCancel))!;
    expect(stack.calls.map((call) => call.path)).toEqual([
      `/orders/${toCancel}`,
      `/orders/${toCancel}/after-sales`,
    ]);
    expect(order).toMatchObject({ status: 'PROCESSING', returns: [], refunds: [], creditNotes: [] });
    expect(order.statusDate).toMatch(/^\d{4}-\d\d-\d\dT/u);
    expect(order.afterSales.cancellable).toBe(true);
    expect(order.afterSales.cancellationRefund.amount).toBe(order.totalPrice.displayed.amount);
    // Nothing is delivered yet: nothing to withdraw; an exclusion by law comes with its wording.
    const [line] = order.afterSales.lines;
    expect(line).toMatchObject({ cancellable: true, withdrawableQuantity: 0, returnableQuantity: 0 });
    expect(line!.withdrawalExclusionLabel === null).toBe(line!.withdrawalExclusion === null);
  });

  it('cancels it, refunds the card with a credit note only its owner downloads, and refuses it twice', async () => {
    const before = (await view(owner, toCancel))!;
    const cancel = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) {
      order { status statusLabel refunds { amount { amount } status creditNote { number pdfPath } } }
      userErrors { code message } } }`;
    type Cancelled = {
      cancelOrder: {
        order: {
          status: string;
          statusLabel: string;
          refunds: { amount: { amount: string }; status: string; creditNote: { pdfPath: string } | null }[];
        } | null;
        userErrors: UserError[];
      };
    };
    const done = await owner.ok<Cancelled>(cancel, { input: { orderId: before.id } });
    expect(done.cancelOrder.userErrors).toEqual([]);
    expect(done.cancelOrder.order).toMatchObject({ status: 'CANCELLED', statusLabel: 'Annulée' });
    const [refund] = done.cancelOrder.order!.refunds;
    expect(refund).toMatchObject({ amount: before.totalPrice.displayed, status: 'DONE' });
    const pdfPath = refund!.creditNote!.pdfPath;
    expect(pdfPath).toMatch(/^\/factures\/avoirs\/AV-\d{4}-\d{6,}$/u);

    const pdf = await fetch(`${stack.gatewayUrl}${pdfPath}`, {
      headers: { cookie: `${SESSION}=${owner.session}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = await signedUpShopper(stack);
    const theirs = await fetch(`${stack.gatewayUrl}${pdfPath}`, {
      headers: { cookie: `${SESSION}=${stranger.session}` },
    });
    expect(theirs.status).toBe(404);
    expect((await fetch(`${stack.gatewayUrl}${pdfPath}`)).status).toBe(401);

    const again = await owner.ok<Cancelled>(cancel, { input: { orderId: before.id } });
    expect(again.cancelOrder).toMatchObject({ order: null, userErrors: [{ code: 'ORDER_NOT_CANCELLABLE' }] });
    const foreign = await stranger.ok<Cancelled>(cancel, { input: { orderId: before.id } });
    expect(foreign.cancelOrder.userErrors[0]?.code).toBe('ORDER_NOT_FOUND');
  });

  it('withdraws from a delivered order after its refund preview, once whatever the replays', async () => {
    const order = (await view(owner, delivered))!;
    expect(order.afterSales.withdrawalOpen).toBe(true);
    expect(order.afterSales.withdrawalDeadline).not.toBeNull();
    const [line] = order.afterSales.lines;
    expect(line!.withdrawableQuantity).toBe(1);
    const items = [{ offerId: line!.offerId, quantity: 1 }];

    const preview = await owner.ok<{
      viewer: {
        order: {
          refundPreview: {
            total: { amount: string };
            sellers: { items: { productName: string; quantity: number }[] }[];
          } | null;
        };
      };
    }>(
      `query ($ref: String!, $items: [AfterSalesItemInput!]!) { viewer { order(reference: $ref) {
        refundPreview(kind: WITHDRAWAL, items: $items) { total { amount } sellers { items { productName quantity } } } } } }`,
      { ref: delivered, items },
    );
    expect(Number(preview.viewer.order.refundPreview!.total.amount)).toBeGreaterThan(0);
    expect(preview.viewer.order.refundPreview!.sellers[0]!.items).toEqual([
      { productName: line!.productName, quantity: 1 },
    ]);

    // Bad input is refused before any upstream call.
    stack.resetCalls();
    const bad = await owner.ok<Withdrawn>(WITHDRAW, {
      input: { orderId: order.id, requestId: randomUUID(), items: [{ offerId: line!.offerId, quantity: 0 }] },
    });
    expect(bad.withdrawFromOrder.userErrors[0]).toMatchObject({
      code: 'INVALID_INPUT',
      field: ['input', 'items', '0', 'quantity'],
    });
    expect(stack.calls).toEqual([]);

    const requestId = randomUUID();
    const first = await owner.ok<Withdrawn>(WITHDRAW, { input: { orderId: order.id, requestId, items } });
    expect(first.withdrawFromOrder.userErrors).toEqual([]);
    const recorded = first.withdrawFromOrder.return!;
    expect(recorded).toMatchObject({ kind: 'WITHDRAWAL' });
    expect(recorded.reference).toMatch(new RegExp(`^R-${delivered}-\\d+$`, 'u'));
    expect(recorded.instructions[0]!.addressLines.length).toBeGreaterThan(1);
    expect(first.withdrawFromOrder.order).toMatchObject({ status: 'WITHDRAWAL_REQUESTED' });
    const replay = await owner.ok<Withdrawn>(WITHDRAW, { input: { orderId: order.id, requestId, items } });
    expect(replay.withdrawFromOrder.return?.reference).toBe(recorded.reference);
    expect((await view(owner, delivered))!.returns).toHaveLength(1);
    expect(
      stack.mail.filter(
        (mail) => mail.subject === `Accusé de réception de votre rétractation ${recorded.reference}`,
      ),
    ).toHaveLength(1);

    // Nothing is left to withdraw; another customer does not even find the order.
    const more = await owner.ok<Withdrawn>(WITHDRAW, {
      input: { orderId: order.id, requestId: randomUUID(), items },
    });
    expect(more.withdrawFromOrder.userErrors[0]?.code).toBe('QUANTITY_NOT_WITHDRAWABLE');
    const stranger = await signedUpShopper(stack);
    const foreign = await stranger.ok<Withdrawn>(WITHDRAW, {
      input: { orderId: order.id, requestId: randomUUID(), items },
    });
    expect(foreign.withdrawFromOrder).toMatchObject({
      return: null,
      userErrors: [{ code: 'ORDER_NOT_FOUND' }],
    });
    expect(await view(stranger, delivered)).toBeNull();
  });
});
