/**
 * After-sales through the real API, database and payment sandbox: cancellation, the withdrawal
 * function, returns received by the operator, refunds at the provider, credit notes, e-mails; and
 * that a customer only ever sees and acts on their own orders.
 */
import { randomUUID } from 'node:crypto';
import { afterSalesSchema, returnRequestReplySchema, type AfterSales, type Order } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sandboxOrder, shipAndDeliver, type PayingShop } from '../testing/after-sales.js';
import { afterSalesCommand } from './cli.js';
import { buyer, payingShop } from '../testing/checkout.js';
import { testDatabase } from '../testing/database.js';
import { insertCoupon } from '../testing/cart.js';
import { offersOfSellers } from '../testing/orders.js';

let shop: PayingShop;
let owner: { token: string; email: string };
let stranger: { token: string; email: string };
let offers: Awaited<ReturnType<typeof offersOfSellers>>;

beforeAll(async () => {
  await testDatabase();
  shop = await payingShop();
  [owner, stranger] = await Promise.all([buyer(), buyer()]);
  offers = await offersOfSellers(2);
}, 60_000);
afterAll(() => shop.close());

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const { db } = await testDatabase();
  return db.query<T>(text, values);
}

const afterSales = async (reference: string, token = owner.token): Promise<AfterSales> => {
  const reply = await api(shop, 'GET', `/orders/${reference}/after-sales`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return afterSalesSchema.parse(reply.body);
};
const statusOf = async (reference: string) =>
  (await sql<{ status: string }>('SELECT status FROM orders WHERE reference = $1', [reference]))[0]!.status;
const stockOf = async (offerId: string) =>
  (await sql<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offerId]))[0]!.stock;
/** The e-mails queued for this address (the outbox is the durable record; its rounds send them). */
const mailsTo = async (email: string) =>
  (
    await sql<{ message: { to: string; subject: string; text: string } }>(
      'SELECT message FROM mail_outbox ORDER BY id',
    )
  )
    .map((row) => row.message)
    .filter((mail) => mail.to === email);

describe('cancellation before shipment', () => {
  it('cancels the whole order: refunded at once at the provider, stock back, credit note, e-mail', async () => {
    const order = await sandboxOrder(shop, owner.token, [{ offerId: offers[0]!.id, quantity: 2 }]);
    const stockBefore = await stockOf(offers[0]!.id);
    const view = await afterSales(order.reference);
    expect(view).toMatchObject({ cancellable: true, withdrawalOpen: false, sameRulesEverywhere: true });
    expect(view.lines[0]).toMatchObject({ cancellable: true, withdrawableQuantity: 0 });

    const cancelled = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = afterSalesSchema.parse(cancelled.body);
    expect(after.cancellable).toBe(false);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: order.totalPrice.taxIncluded,
        status: 'DONE',
        providerReference: expect.any(String),
      }),
    ]);
    expect(after.creditNotes).toHaveLength(1);
    expect(after.creditNotes[0]!.number).toMatch(/^AV-\d{4}-\d{6}$/u);
    expect(await statusOf(order.reference)).toBe('CANCELLED');
    expect(await stockOf(offers[0]!.id)).toBe(stockBefore + 2);
    const history = (await api(shop, 'GET', `/orders/${order.reference}`, { token: owner.token }))
      .body as Order;
    expect(history.eventHistory.map((event) => event.type)).toEqual(
      expect.arrayContaining(['CANCELLED', 'REFUND']),
    );
    const subjects = (await mailsTo(owner.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Annulation de votre commande ${order.reference}`);
    expect(subjects).toContain(`Remboursement de votre commande ${order.reference}`);

    const again = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'order-not-cancellable' });

    const pdf = await api(shop, 'GET', after.creditNotes[0]!.url, { token: owner.token });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(pdf.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const theirs = await api(shop, 'GET', after.creditNotes[0]!.url, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ errorCode: 'credit-note-not-found' });
  });

  it('puts the units back on sale at once: the restock alert of the sold-out offer fires', async () => {
    const offer = offers[0]!;
    const original = await stockOf(offer.id);
    await sql('UPDATE offers SET stock = 1 WHERE id = $1', [offer.id]);
    try {
      const order = await sandboxOrder(shop, owner.token, [{ offerId: offer.id, quantity: 1 }]);
      expect(await stockOf(offer.id)).toBe(0);
      const email = `alerte-${randomUUID().slice(0, 8)}@example.test`;
      const alert = await api(shop, 'POST', '/products/offer/restock-alert', {
        body: { email, offerId: offer.id },
      });
      expect(alert.status, JSON.stringify(alert.body)).toBeLessThan(300);
      const cancelled = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
        token: owner.token,
        body: {},
      });
      expect(cancelled.status).toBe(200);
      expect(await stockOf(offer.id)).toBe(1);
      const deadline = Date.now() + 10_000;
      while (!shop.mailer.messages.some((mail) => mail.to === email) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(shop.mailer.messages.find((mail) => mail.to === email)?.subject).toMatch(/^De retour en stock/u);
    } finally {
      await sql('UPDATE offers SET stock = $2 WHERE id = $1', [offer.id, original]);
    }
  });

  it('gives the coupon use back when the whole order is cancelled', async () => {
    const code = await insertCoupon({ prefix: 'ANNUL', perCustomerLimit: 1 });
    const order = await sandboxOrder(shop, owner.token, [{ offerId: offers[1]!.id, quantity: 1 }], code);
    expect(order.coupon?.code).toBe(code);
    const uses = () =>
      sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = $1`,
        [code],
      );
    expect(await uses()).toEqual([{ n: 1 }]);
    const cancelled = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds[0]).toMatchObject({ amount: order.totalPrice.taxIncluded });
    expect(await uses()).toEqual([{ n: 0 }]);
  });

  it('cancels one seller’s shipment: its items and delivery refunded, the other one still ships', async () => {
    const order = await sandboxOrder(shop, owner.token, [
      { offerId: offers[0]!.id, quantity: 1 },
      { offerId: offers[1]!.id, quantity: 1 },
    ]);
    const [first, second] = order.shipments;
    const view = await afterSales(order.reference);
    expect(view.cancellableShipments.map((shipment) => shipment.shipmentId).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    const expected = view.cancellableShipments.find((shipment) => shipment.shipmentId === first!.id)!.refund;
    const cancelled = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
      token: owner.token,
      body: { shipmentId: first!.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refunds).toEqual([
      expect.objectContaining({ amount: expected, shopId: first!.shop.id, status: 'DONE' }),
    ]);
    expect(await statusOf(order.reference)).toBe('PROCESSING');
    const refused = await api(shop, 'POST', `/operator/orders/${order.reference}/parcels`, {
      operator: true,
      body: { shipmentId: first!.id, trackingNumber: 'TRK-CANCELLED', trackingUrl: 'https://carrier.test/t' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'shipment-cancelled' });
    await shipAndDeliver(shop, order, { shipmentIds: [second!.id] });
    expect(await statusOf(order.reference)).toBe('COMPLETED');
    const again = await api(shop, 'POST', `/orders/${order.reference}/cancel`, {
      token: owner.token,
      body: { shipmentId: second!.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'shipment-not-cancellable' });
  });
});

describe('the withdrawal function and returns', () => {
  let order: Order;
  beforeAll(async () => {
    order = await sandboxOrder(shop, owner.token, [{ offerId: offers[0]!.id, quantity: 3 }]);
    await shipAndDeliver(shop, order);
  }, 60_000);

  it('offers withdrawal for 14 days after delivery, with a refund preview', async () => {
    const view = await afterSales(order.reference);
    expect(view.withdrawalOpen).toBe(true);
    expect(view.lines[0]).toMatchObject({
      withdrawableQuantity: 3,
      returnableQuantity: 3,
      cancellable: false,
    });
    const deadline = new Date(view.withdrawalDeadline!).getTime();
    expect(deadline - Date.now()).toBeGreaterThan(13 * 86_400_000);
    expect(deadline - Date.now()).toBeLessThan(16 * 86_400_000);
    const preview = await api(shop, 'POST', `/orders/${order.reference}/refund-preview`, {
      token: owner.token,
      body: { kind: 'WITHDRAWAL', lines: [{ offerId: offers[0]!.id, quantity: 1 }] },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.total).toBe(
      (Math.floor(order.totalPrice.taxIncluded - order.shippingPrice.taxIncluded) / 3) | 0,
    );
  });

  it('records the statement, acknowledges it by e-mail with its content, date and time; a replay answers the same', async () => {
    const requestId = randomUUID();
    const body = { requestId, confirmed: true, lines: [{ offerId: offers[0]!.id, quantity: 1 }] };
    const made = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
      token: owner.token,
      body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ret = returnRequestReplySchema.parse(made.body);
    expect(ret).toMatchObject({
      kind: 'WITHDRAWAL',
      status: 'REQUESTED',
      reference: `R-${order.reference}-1`,
    });
    expect(ret.statement).toContain('Je vous notifie par la présente ma rétractation');
    expect(ret.instructions).toHaveLength(1);
    expect(ret.instructions[0]!.address).toContain(ret.instructions[0]!.reference);
    expect(await statusOf(order.reference)).toBe('WITHDRAWAL_REQUESTED');
    const ack = (await mailsTo(owner.email)).find((mail) => mail.subject.includes(ret.reference));
    expect(ack?.text).toContain(ret.statement);
    expect(ack?.text).toMatch(/le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/u);

    const replay = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
      token: owner.token,
      body,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.reference).toBe(ret.reference);
    const reused = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
      token: owner.token,
      body: { ...body, lines: [{ offerId: offers[0]!.id, quantity: 2 }] },
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ errorCode: 'request-id-reused' });
    const tooMany = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
      token: owner.token,
      body: { ...body, requestId: randomUUID(), lines: [{ offerId: offers[0]!.id, quantity: 3 }] },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      errorCode: 'quantity-not-withdrawable',
      errorData: { withdrawableQuantity: 2 },
    });
  });

  it('receives the goods through the operator API: refunded at the provider, restocked, partly refunded', async () => {
    const reference = `R-${order.reference}-1`;
    const stockBefore = await stockOf(offers[0]!.id);
    const received = await api(shop, 'POST', `/operator/returns/${reference}/receive`, {
      operator: true,
      body: { items: [{ offerId: offers[0]!.id, quantity: 1, condition: 'AS_NEW' }] },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ status: 'RECEIVED' });
    expect(received.body.refunds).toEqual([
      expect.objectContaining({
        status: 'DONE',
        providerReference: expect.any(String),
        creditNoteNumber: expect.any(String),
      }),
    ]);
    expect(await stockOf(offers[0]!.id)).toBe(stockBefore + 1);
    expect(await statusOf(order.reference)).toBe('PARTIALLY_REFUNDED');
    const twice = await api(shop, 'POST', `/operator/returns/${reference}/receive`, {
      operator: true,
      body: {},
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ errorCode: 'return-already-received' });
  });

  it('takes a return for a defect with its reason, even of excluded goods', async () => {
    await sql(`UPDATE products SET withdrawal_exclusion = 'SEALED_HYGIENE' WHERE reference = $1`, [
      order.items[0]!.productReference,
    ]);
    try {
      const view = await afterSales(order.reference);
      expect(view.lines[0]).toMatchObject({
        exclusion: 'SEALED_HYGIENE',
        withdrawableQuantity: 0,
        returnableQuantity: 2,
      });
      const withdrawn = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
        token: owner.token,
        body: { requestId: randomUUID(), confirmed: true, lines: [{ offerId: offers[0]!.id, quantity: 1 }] },
      });
      expect(withdrawn.status).toBe(409);
      expect(withdrawn.body).toMatchObject({ errorCode: 'item-excluded-from-withdrawal' });
      const returned = await api(shop, 'POST', `/orders/${order.reference}/returns`, {
        token: owner.token,
        body: {
          requestId: randomUUID(),
          reason: 'DEFECTIVE',
          lines: [{ offerId: offers[0]!.id, quantity: 1 }],
        },
      });
      expect(returned.status, JSON.stringify(returned.body)).toBe(201);
      expect(returned.body).toMatchObject({
        kind: 'RETURN',
        reason: 'DEFECTIVE',
        reference: `R-${order.reference}-2`,
      });
    } finally {
      await sql('UPDATE products SET withdrawal_exclusion = NULL WHERE reference = $1', [
        order.items[0]!.productReference,
      ]);
    }
  });

  it('closes the withdrawal 14 days after delivery', async () => {
    const late = await sandboxOrder(shop, owner.token, [{ offerId: offers[1]!.id, quantity: 1 }]);
    await shipAndDeliver(shop, late, { deliveredAt: new Date(Date.now() - 16 * 86_400_000).toISOString() });
    const view = await afterSales(late.reference);
    expect(view.withdrawalOpen).toBe(false);
    expect(view.lines[0]).toMatchObject({ withdrawableQuantity: 0, returnableQuantity: 1 });
    const refused = await api(shop, 'POST', `/orders/${late.reference}/withdrawal`, {
      token: owner.token,
      body: { requestId: randomUUID(), confirmed: true, lines: [{ offerId: offers[1]!.id, quantity: 1 }] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'withdrawal-period-over' });
  });
});

describe('pnpm shop', () => {
  it('shows a return and records it received item by item; a damaged unit does not go back on sale', async () => {
    const order = await sandboxOrder(shop, owner.token, [{ offerId: offers[1]!.id, quantity: 2 }]);
    await shipAndDeliver(shop, order);
    const made = await api(shop, 'POST', `/orders/${order.reference}/withdrawal`, {
      token: owner.token,
      body: { requestId: randomUUID(), confirmed: true, lines: [{ offerId: offers[1]!.id, quantity: 2 }] },
    });
    expect(made.status).toBe(201);
    const reference = made.body.reference as string;
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const reply = await api(shop, method, path, { operator: true, body });
      if (reply.status >= 400) throw new Error(`${reply.status} ${reply.body.errorCode as string}`);
      return reply.body as T;
    };
    const fail = (message: string): never => {
      throw new Error(message);
    };
    expect(await afterSalesCommand('returns show', reference, {}, call, fail)).toContain(
      `${reference}  WITHDRAWAL  REQUESTED`,
    );
    await expect(
      afterSalesCommand('returns receive', reference, { item: ['1=1:BROKEN'] }, call, fail),
    ).rejects.toThrow(/expected <offerId>=<units>/u);
    const stockBefore = await stockOf(offers[1]!.id);
    const shown = await afterSalesCommand(
      'returns receive',
      reference,
      { item: [`${offers[1]!.id}=1:DAMAGED`] },
      call,
      fail,
    );
    expect(shown).toContain('received 1 DAMAGED');
    expect(shown).toMatch(/refund \S+ \d+\.\d{2} EUR DONE/u);
    expect(await stockOf(offers[1]!.id)).toBe(stockBefore);
  });
});

describe('who may do what', () => {
  let order: Order;
  beforeAll(async () => {
    order = await sandboxOrder(shop, owner.token, [{ offerId: offers[1]!.id, quantity: 1 }]);
  }, 60_000);

  it('answers 404 for another customer’s order, and 401 without a session', async () => {
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', `/orders/${order.reference}/after-sales`, undefined],
      ['POST', `/orders/${order.reference}/cancel`, {}],
      [
        'POST',
        `/orders/${order.reference}/refund-preview`,
        { kind: 'RETURN', lines: [{ offerId: offers[1]!.id, quantity: 1 }] },
      ],
      [
        'POST',
        `/orders/${order.reference}/withdrawal`,
        { requestId: randomUUID(), confirmed: true, lines: [{ offerId: offers[1]!.id, quantity: 1 }] },
      ],
      [
        'POST',
        `/orders/${order.reference}/returns`,
        { requestId: randomUUID(), reason: 'DEFECTIVE', lines: [{ offerId: offers[1]!.id, quantity: 1 }] },
      ],
    ];
    for (const [method, path, body] of calls) {
      const theirs = await api(shop, method, path, { token: stranger.token, body });
      expect(theirs.status, path).toBe(404);
      expect(theirs.body, path).toMatchObject({ errorCode: 'order-not-found' });
      const anonymous = await api(shop, method, path, { body });
      expect(anonymous.status, path).toBe(401);
    }
    expect(await statusOf(order.reference)).toBe('PROCESSING');
    const operatorOnly = await api(shop, 'POST', `/operator/returns/R-${order.reference}-1/receive`, {
      token: owner.token,
      body: {},
    });
    expect(operatorOnly.status).toBe(401);
  });

  it('refuses bad input with a 400 `invalid-request` naming the fields', async () => {
    const bad: [string, unknown][] = [
      ['withdrawal', { requestId: randomUUID(), lines: [{ offerId: offers[1]!.id, quantity: 1 }] }],
      [
        'withdrawal',
        { requestId: 'not-a-uuid', confirmed: true, lines: [{ offerId: offers[1]!.id, quantity: 1 }] },
      ],
      ['withdrawal', { requestId: randomUUID(), confirmed: true, lines: [] }],
      [
        'returns',
        { requestId: randomUUID(), reason: 'CHANGED_MIND', lines: [{ offerId: offers[1]!.id, quantity: 1 }] },
      ],
      [
        'returns',
        { requestId: randomUUID(), reason: 'DEFECTIVE', lines: [{ offerId: offers[1]!.id, quantity: 0 }] },
      ],
      ['refund-preview', { kind: 'WITHDRAWAL', lines: [{ offerId: 'abc', quantity: 1 }] }],
      ['cancel', { shipmentId: '', extra: true }],
    ];
    for (const [path, body] of bad) {
      const reply = await api(shop, 'POST', `/orders/${order.reference}/${path}`, {
        token: owner.token,
        body,
      });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.body).toMatchObject({ errorCode: 'invalid-request', errorMessage: expect.any(String) });
    }
    const unknownItem = await api(shop, 'POST', `/orders/${order.reference}/refund-preview`, {
      token: owner.token,
      body: { kind: 'RETURN', lines: [{ offerId: '999999999', quantity: 1 }] },
    });
    expect(unknownItem.status).toBe(400);
    expect(unknownItem.body).toMatchObject({ errorCode: 'item-not-in-order' });
    const hostile = await api(shop, 'GET', '/order-credit-notes/pdf/..%2F..%2Fetc', { token: owner.token });
    expect(hostile.status).toBe(400);
  });
});
