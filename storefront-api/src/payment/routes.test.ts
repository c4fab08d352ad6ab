import {
  orderSchema,
  paymentResultSchema,
  prepareCheckoutReplySchema,
  type Cart,
  type Order,
} from '@shop/domain';
import { ACCEPTED_CARD_MASKED_PAN, payOnCardForm } from '@shop/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartError, cartOk, offerWhere } from '../testing/cart.js';
import {
  buyer,
  notificationOf,
  notifyAt,
  payingShop,
  PAYMENT_RETURN_URL,
  prepareAt,
  providerAnswer,
  readyToValidate,
  returnOf,
  validate,
} from '../testing/checkout.js';
import { buildApp } from '../app.js';
import { memoryMailer } from '../mail/mailer.js';
import { MailOutbox } from '../mail/outbox.js';
import { call } from '../testing/customers.js';
import { testAppWith, testDatabase } from '../testing/database.js';

const PREPARE = '/payment/sandbox/prepare-checkout';
const RETURN_URL = PAYMENT_RETURN_URL;

let shop: Awaited<ReturnType<typeof payingShop>>;
beforeAll(async () => {
  await testDatabase();
  shop = await payingShop();
});
afterAll(() => shop.close());

async function stockOf(offerId: string): Promise<number> {
  const { db } = await testDatabase();
  const [row] = await db.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offerId]);
  return row!.stock;
}

async function ordersOf(reference: string): Promise<number> {
  const { db } = await testDatabase();
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE reference = $1', [
    reference,
  ]);
  return row!.n;
}

/** A buyer whose cart of one line is validated, and what the provider's answer needs. */
async function validatedBuyer(
  quantity = 1,
  where = "o.stock >= 20 AND o.logistic_class_id = 'colis-standard'",
) {
  const account = await buyer();
  const offer = await offerWhere('MQ', where, 3);
  const cart = await validate(
    account.token,
    await readyToValidate(account.token, [{ offerId: offer.id, quantity }]),
  );
  const { db } = await testDatabase();
  const [checkout] = await db.query<{ reference: string; amount: number; customer: string }>(
    `SELECT order_reference AS reference, amount, customer_id::text AS customer FROM checkouts WHERE id = $1`,
    [cart.validation!.id],
  );
  return { ...account, offer, cart, checkout: checkout! };
}

const prepare = (token: string, key?: string, returnUrl?: string) =>
  prepareAt(shop.api, token, key, returnUrl);
const notify = (body: string) => notifyAt(shop.api, body);

describe('prepare-checkout', () => {
  it('needs a signed-in customer and a live validation', async () => {
    const response = await call('POST', PREPARE, { payload: { returnUrl: RETURN_URL } });
    expect(response.statusCode).toBe(401);
    const { token } = await buyer();
    expect((await prepare(token)).body).toMatchObject({ errorCode: 'checkout-not-validated' });
  });

  it('answers the provider’s form for the frozen amount; the same idempotency key answers the same', async () => {
    const { token, checkout } = await validatedBuyer();
    const first = await prepare(token, 'key-0001-abcdef');
    expect(first.status).toBe(200);
    const reply = prepareCheckoutReplySchema.parse(first.body);
    expect(reply).toMatchObject({
      amount: checkout.amount,
      orderReference: checkout.reference,
      currency: 'EUR',
    });
    expect(reply.formUrl).toBe(`http://sandbox.test/form/${reply.formToken}`);
    const again = await Promise.all([prepare(token, 'key-0001-abcdef'), prepare(token, 'key-0001-abcdef')]);
    expect(again.map((r) => r.body.formToken)).toEqual([reply.formToken, reply.formToken]);
    const other = await prepare(
      token,
      'key-0001-abcdef',
      'http://shop.test/guadeloupe/fr/commande/paiement/retour',
    );
    expect(other.body).toMatchObject({ status: 409, errorCode: 'idempotency-key-reused' });
    expect((await prepare(token, undefined, 'https://evil.test/x')).status).toBe(400);
    expect((await prepare(token, 'short')).status).toBe(400);
  });
});

describe('prepare-checkout with the provider down', () => {
  it('answers 502 payment-provider-unavailable, records no payment, and frees the idempotency key for a retry', async () => {
    const { token, checkout } = await validatedBuyer();
    const { db } = await testDatabase();
    // Port 1 refuses connections: the provider is unreachable.
    const down = await buildApp({
      db,
      mediaBaseUrl: 'http://media.test',
      mailer: memoryMailer(),
      captcha: { provider: 'none' },
      customers: { perAddressLimit: 1_000_000, publicWebUrl: 'http://shop.test' },
      payment: { apiUrl: 'http://127.0.0.1:1' },
    });
    try {
      const response = await down.inject({
        method: 'POST',
        url: PREPARE,
        headers: {
          authorization: `Bearer ${token}`,
          'root-category': 'martinique',
          'idempotency-key': 'retry-after-outage',
        },
        payload: { returnUrl: RETURN_URL },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ errorCode: 'payment-provider-unavailable' });
    } finally {
      await down.close();
    }
    const [payments] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments p JOIN checkouts c ON c.id = p.checkout_id
       WHERE c.order_reference = $1`,
      [checkout.reference],
    );
    expect(payments!.n).toBe(0);
    // Once the provider answers again, the same key prepares the payment.
    const retry = await prepare(token, 'retry-after-outage');
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ orderReference: checkout.reference });
  });
});

describe('paying through the sandbox provider', () => {
  it('an accepted card: the notification makes one order, the return reads it, the cart is empty, one e-mail', async () => {
    const { token, email, offer, checkout } = await validatedBuyer(2);
    const stock = await stockOf(offer.id);
    const { body } = await prepare(token);
    const form = await payOnCardForm(shop.sandbox, String(body.formToken));
    // The sandbox answers with the page that POSTs the signed answer to the return URL.
    expect(form.status).toBe(200);
    // The notification came first (the sandbox sends it before answering the browser).
    expect(await ordersOf(checkout.reference)).toBe(1);
    expect(await stockOf(offer.id)).toBe(stock - 2);
    const { location } = form;
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    const back = await cartOk(
      'POST',
      '/payment/sandbox/return',
      {},
      {
        token,
        payload: Object.fromEntries(location.searchParams),
      },
    );
    expect(paymentResultSchema.parse(back)).toEqual({
      outcome: 'received',
      orderReference: checkout.reference,
      refusalCode: null,
    });
    expect(await stockOf(offer.id)).toBe(stock - 2);
    const cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(cart).toMatchObject({ cartItems: [], validation: null, mainShippingAddress: null });
    const order = await cartOk('GET', `/orders/${checkout.reference}`, {}, { token });
    const parsed: Order = orderSchema.parse(order);
    expect(parsed).toMatchObject({
      reference: checkout.reference,
      status: 'PROCESSING',
      payment: { method: 'cb', status: 'PAID', maskedPan: ACCEPTED_CARD_MASKED_PAN },
      totalPrice: { taxIncluded: checkout.amount },
    });
    expect(parsed.eventHistory.map((event) => event.stage)).toEqual([
      'PENDING_PAYMENT',
      'PAYMENT',
      'PROCESSING',
    ]);
    expect(parsed.items[0]).toMatchObject({ offerId: offer.id, quantity: 2 });
    const mails = shop.mailer.messages.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Confirmation de votre commande ${checkout.reference}`);
    expect(mails[0]!.text).not.toMatch(/4970100000000055/u);
    // Another customer does not see it.
    const stranger = await buyer();
    await cartError(
      'GET',
      `/orders/${checkout.reference}`,
      {},
      { token: stranger.token },
      404,
      'order-not-found',
    );
  });

  it('a refused card leaves the cart and its reservation for another try, with the refusal code', async () => {
    const { token, checkout, cart } = await validatedBuyer();
    const { body } = await prepare(token);
    const { location } = await payOnCardForm(shop.sandbox, String(body.formToken), {
      number: '4970100000000014',
      securityCode: '033',
    });
    const back = await cartOk(
      'POST',
      '/payment/sandbox/return',
      {},
      { token, payload: Object.fromEntries(location.searchParams) },
    );
    expect(back).toEqual({ outcome: 'refused', orderReference: null, refusalCode: '33' });
    expect(await ordersOf(checkout.reference)).toBe(0);
    const after: Cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(after.cartItems).toHaveLength(1);
    expect(after.validation?.id).toBe(cart.validation!.id);
    // A second attempt with a new form pays.
    expect((await prepare(token)).status).toBe(200);
  });
});

describe('a confirmation e-mail the mail server refuses, then accepts', () => {
  it('keeps the order, retries the e-mail from the outbox and delivers it once, never logging the address', async () => {
    const { email, checkout } = await validatedBuyer();
    const { db } = await testDatabase();
    let logged = '';
    const failing = {
      description: 'failing',
      close: () => undefined,
      send: () =>
        Promise.reject(
          Object.assign(new Error(`451 4.3.0 <${email}>: Temporary failure`), {
            name: 'Error',
            code: 'EENVELOPE',
            responseCode: 451,
          }),
        ),
    };
    const app = await testAppWith({
      mailer: failing,
      logger: { level: 'error', stream: { write: (line: string) => (logged += line) } },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/payment/sandbox/notification',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: notificationOf(providerAnswer(checkout)),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(await ordersOf(checkout.reference)).toBe(1);
    const key = `order-confirmation:${checkout.reference}`;
    const [queued] = await db.query<{ attempts: number; sent: boolean; last_error: string }>(
      'SELECT attempts, sent_at IS NOT NULL AS sent, last_error FROM mail_outbox WHERE dedupe_key = $1',
      [key],
    );
    expect(queued).toMatchObject({ attempts: 1, sent: false });
    expect(queued!.last_error).toContain('451');
    expect(queued!.last_error).not.toContain(email);
    expect(logged).not.toContain(email);
    // The mail server accepts again: the next round delivers it, once.
    await db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = $1', [key]);
    const accepting = memoryMailer();
    const outbox = new MailOutbox({ db, mailer: accepting, log: () => undefined });
    await outbox.deliverDue();
    await outbox.deliverDue();
    expect(accepting.messages.filter((mail) => mail.to === email)).toHaveLength(1);
    expect(accepting.messages.find((mail) => mail.to === email)?.subject).toBe(
      `Confirmation de votre commande ${checkout.reference}`,
    );
    expect(await ordersOf(checkout.reference)).toBe(1);
  });
});

describe('the provider’s answers', () => {
  it('a forged or altered notification changes nothing', async () => {
    const { checkout, offer } = await validatedBuyer();
    const stock = await stockOf(offer.id);
    const answer = providerAnswer(checkout);
    const forged = await notify(notificationOf(answer, 'not-the-password'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ errorCode: 'payment-signature-invalid' });
    const altered = notificationOf(answer).replace(String(checkout.amount), String(checkout.amount - 1));
    expect((await notify(altered)).status).toBe(400);
    // (An authentic answer of another amount is money taken: recorded and refunded, `money-path.test.ts`.)
    // The return key does not sign notifications.
    expect((await notify(notificationOf(answer, 'testhmac_SbxDevOnly'))).status).toBe(400);
    expect(await ordersOf(checkout.reference)).toBe(0);
    expect(await stockOf(offer.id)).toBe(stock);
  });

  it('replayed 10 times serially and 10 concurrently, racing the return: one order, one decrement, one e-mail', async () => {
    const { token, email, checkout, offer } = await validatedBuyer(3);
    const stock = await stockOf(offer.id);
    const answer = providerAnswer(checkout);
    const sent = shop.mailer.messages.length;
    const concurrent = await Promise.all([
      ...Array.from({ length: 10 }, () => notify(notificationOf(answer)).then((r) => r.status)),
      fetch(`${shop.api}/payment/sandbox/return`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'root-category': 'martinique',
          'content-type': 'application/json',
        },
        body: JSON.stringify(returnOf(answer)),
      }).then((r) => r.status),
    ]);
    expect(concurrent.every((status) => status === 200)).toBe(true);
    for (let i = 0; i < 10; i++) expect((await notify(notificationOf(answer))).status).toBe(200);
    expect(await ordersOf(checkout.reference)).toBe(1);
    expect(await stockOf(offer.id)).toBe(stock - 3);
    // The e-mail goes after commit: give a late sender the time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = shop.mailer.messages.slice(sent).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    const { db } = await testDatabase();
    const [transactions] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_transactions t JOIN checkouts c ON c.id = t.checkout_id
       WHERE c.order_reference = $1`,
      [checkout.reference],
    );
    expect(transactions!.n).toBe(1);
  });

  it('a return must be the session’s own payment', async () => {
    const { checkout } = await validatedBuyer();
    const stranger = await buyer();
    await cartError(
      'POST',
      '/payment/sandbox/return',
      {},
      { token: stranger.token, payload: returnOf(providerAnswer(checkout)) },
      404,
      'order-not-found',
    );
  });
});
