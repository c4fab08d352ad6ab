import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readReturnPage } from './browser.js';
import { luhnValid, signAnswer, TEST_CARDS } from './protocol.js';
import { buildSandbox } from './server.js';

const credentials = { shopId: '123', password: 'pw_test', hmacKey: 'hmac_test' };
let sandbox: FastifyInstance;
let base: string;
let receiver: Server;
let receiverUrl: string;
let notifications: URLSearchParams[] = [];
let receiverStatus = 200;
let logs = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      notifications.push(new URLSearchParams(body));
      response.writeHead(receiverStatus).end('OK');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ipn`;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  sandbox = await buildSandbox({
    ...credentials,
    publicUrl: 'http://sandbox.test',
    frameAncestors: ['http://localhost:4000'],
    ipnRetryDelays: [20, 20],
    logger: { level: 'info', stream } as never,
  });
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
  receiver.close();
});
beforeEach(() => {
  notifications = [];
  receiverStatus = 200;
});

const auth = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.password}`).toString('base64')}`;

async function createPayment(overrides: Record<string, unknown> = {}, authorization = auth) {
  const response = await fetch(`${base}/api-payment/V4/Charge/CreatePayment`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: 12345,
      currency: 'EUR',
      orderId: 'OM261124-000001',
      customer: { reference: 'customer-1' },
      ipnTargetUrl: receiverUrl,
      returnUrl: 'http://localhost:4000/martinique/fr/commande/paiement/retour',
      ...overrides,
    }),
  });
  return (await response.json()) as {
    status: string;
    answer: { formToken: string; formUrl: string; errorCode?: string };
  };
}

async function pay(token: string, fields: Record<string, string>) {
  return fetch(`${base}/form/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

const card = (cardNumber: string, securityCode = '123') => ({
  action: 'pay',
  cardNumber,
  holder: 'Léa Joseph',
  expiry: '1239',
  securityCode,
});

interface Answer {
  orderStatus: string;
  orderDetails: Record<string, unknown>;
  transactions: {
    uuid: string;
    detailedStatus: string;
    detailedErrorCode: string | null;
    transactionDetails: { cardDetails: { pan: string } };
  }[];
}

/** The return page's form: where it posts and its hidden fields. */
async function returned(response: Response) {
  const html = await response.text();
  const { action, fields } = readReturnPage(html)!;
  const answer = fields.get('kr-answer')!;
  return { html, action, fields, answer, parsed: JSON.parse(answer) as Answer };
}

describe('CreatePayment', () => {
  it('answers a form token and the hosted form address', async () => {
    const reply = await createPayment();
    expect(reply.status).toBe('SUCCESS');
    expect(reply.answer.formUrl).toBe(`http://sandbox.test/form/${reply.answer.formToken}`);
  });

  it('refuses wrong credentials and bad bodies', async () => {
    const wrong = `Basic ${Buffer.from('123:nope').toString('base64')}`;
    expect((await createPayment({}, wrong)).answer.errorCode).toBe('INT_905');
    expect((await createPayment({ amount: 0 })).status).toBe('ERROR');
    expect((await createPayment({ currency: 'USD' })).status).toBe('ERROR');
    expect((await createPayment({ returnUrl: 'javascript:alert(1)' })).status).toBe('ERROR');
  });
});

describe('the hosted form', () => {
  it('is a French page with the amount, framed only by the shop, without scripts', async () => {
    const { answer } = await createPayment();
    const response = await fetch(`${base}/form/${answer.formToken}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('lang="fr"');
    expect(html).toMatch(/123,45\s€/u);
    expect(html).not.toContain('<script');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-ancestors http://localhost:4000');
    expect(csp).toContain("form-action 'self' http://localhost:4000");
  });

  it('refuses a tampered token', async () => {
    const { answer } = await createPayment();
    const response = await fetch(`${base}/form/${answer.formToken.slice(0, -2)}xx`);
    expect(response.status).toBe(400);
  });

  it('re-renders with French errors and never echoes the card number or code', async () => {
    const { answer } = await createPayment();
    const response = await pay(answer.formToken, {
      action: 'pay',
      cardNumber: '4970100000000056',
      holder: 'L',
      expiry: '0120',
      securityCode: '98765',
    });
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(html).toContain('Numéro de carte invalide.');
    expect(html).toContain('Cette carte est expirée.');
    expect(html).not.toContain('4970100000000056');
    expect(html).not.toContain('98765');
  });
});

describe('payments', () => {
  it('accepts the test card: signed IPN with the password, signed return with the HMAC key, masked card', async () => {
    const { answer } = await createPayment();
    const response = await pay(answer.formToken, card('4970100000000055'));
    expect(response.status).toBe(200);
    const back = await returned(response);
    expect(back.action.href).toBe('http://localhost:4000/martinique/fr/commande/paiement/retour');
    expect(back.parsed.orderStatus).toBe('PAID');
    expect(back.parsed.orderDetails).toMatchObject({
      orderId: 'OM261124-000001',
      orderTotalAmount: 12345,
      mode: 'TEST',
    });
    // The provider's mask: the first six and the last four digits, the others as X.
    expect(back.parsed.transactions[0]!.transactionDetails.cardDetails.pan).toMatch(/^497010X{6}0055$/u);
    expect([...back.fields.keys()]).toEqual([
      'kr-answer',
      'kr-hash',
      'kr-hash-algorithm',
      'kr-hash-key',
      'kr-answer-type',
    ]);
    expect(back.fields.get('kr-hash')).toBe(signAnswer(back.answer, credentials.hmacKey));
    expect(back.fields.get('kr-hash-key')).toBe('sha256_hmac');
    expect(back.fields.get('kr-answer-type')).toBe('V4/Payment');
    expect(notifications).toHaveLength(1);
    const ipn = notifications[0]!;
    expect(ipn.get('kr-answer')).toBe(back.answer);
    expect(ipn.get('kr-hash')).toBe(signAnswer(back.answer, credentials.password));
    expect(ipn.get('kr-hash-key')).toBe('password');
    expect(logs).not.toContain('4970100000000055');
  });

  it('shows only test cards a card form accepts (Luhn-valid)', () => {
    for (const { number } of TEST_CARDS) expect(luhnValid(number), number).toBe(true);
  });

  it.each([
    ['4970100000000006', '123', 'PAID', 'AUTHORISED', null],
    ['4970100000000014', '033', 'UNPAID', 'REFUSED', '33'],
    ['4970100000000014', '123', 'UNPAID', 'REFUSED', '05'],
    ['4970100000000097', '123', 'UNPAID', 'REFUSED', '32'],
    ['4970100000000089', '123', 'ABANDONED', 'CANCELLED', null],
    ['4970100000000071', '123', 'UNPAID', 'ERROR', null],
    ['4111111111111111', '123', 'UNPAID', 'REFUSED', '14'],
  ])('card %s (code %s): %s %s %s', async (number, code, status, detailed, refusal) => {
    const { answer } = await createPayment();
    const back = await returned(await pay(answer.formToken, card(number, code)));
    expect(back.parsed.orderStatus).toBe(status);
    expect(back.parsed.transactions[0]).toMatchObject({
      detailedStatus: detailed,
      detailedErrorCode: refusal,
    });
  });

  it('cancels with the cancel button, and a token pays once', async () => {
    const { answer } = await createPayment();
    const back = await returned(await pay(answer.formToken, { action: 'cancel' }));
    expect(back.parsed.orderStatus).toBe('ABANDONED');
    const again = await pay(answer.formToken, card('4970100000000055'));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Ce paiement a déjà été traité.');
  });

  it('retries an IPN the merchant did not take', async () => {
    receiverStatus = 503;
    const { answer } = await createPayment();
    await pay(answer.formToken, card('4970100000000055'));
    await expect.poll(() => notifications.length, { timeout: 2_000 }).toBe(3);
  });
});

describe('the way back to the shop', () => {
  it('is a page whose form POSTs the answer to the return URL: sent by a script its CSP hash allows, or by a button', async () => {
    const { answer } = await createPayment();
    const response = await pay(answer.formToken, card('4970100000000055'));
    const { html } = await returned(response);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('lang="fr"');
    expect(html).toMatch(/<button[^>]*type="submit">Retour à la boutique<\/button>/u);
    const script = /<script>([^<]*)<\/script>/u.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    // The answer goes to the shop and nowhere else, not even back to the sandbox.
    expect(csp).toContain('form-action http://localhost:4000;');
    expect(html.match(/<script/gu)).toHaveLength(1);
  });
});

describe('refunds (Transaction/CancelOrRefund) and Transaction/Get', () => {
  async function call(webService: string, body: Record<string, unknown>, authorization = auth) {
    const response = await fetch(`${base}/api-payment/V4/${webService}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      webService: string;
      status: string;
      answer: Record<string, unknown> & { errorCode?: string };
      _type: string;
    };
  }
  const refund = (uuid: string, amount: unknown, extra: Record<string, unknown> = {}) =>
    call('Transaction/CancelOrRefund', { uuid, amount, currency: 'EUR', ...extra });

  /** A payment of 123,45 € with the accepted card: its transaction uuid. */
  async function paid(number = '4970100000000055') {
    const { answer } = await createPayment();
    const back = await returned(await pay(answer.formToken, card(number)));
    return back.parsed.transactions[0]!.uuid;
  }

  it('refunds in parts, each a CREDIT transaction of its own, up to what was paid', async () => {
    const uuid = await paid();
    const first = await refund(uuid, 2000, { comment: 'Retour d’un article' });
    expect(first).toMatchObject({ webService: 'Transaction/CancelOrRefund', status: 'SUCCESS' });
    expect(first.answer).toMatchObject({
      _type: 'V4/Transaction',
      amount: 2000,
      currency: 'EUR',
      operationType: 'CREDIT',
      status: 'PAID',
      detailedStatus: 'CAPTURED',
      transactionDetails: { creationContext: 'REFUND', parentTransactionUuid: uuid },
      orderDetails: { orderId: 'OM261124-000001', mode: 'TEST' },
    });
    expect(first.answer.uuid).toMatch(/^[0-9a-f]{32}$/u);
    expect(first.answer.uuid).not.toBe(uuid);
    const tooMuch = await refund(uuid, 10346);
    expect(tooMuch).toMatchObject({ status: 'ERROR', answer: { errorCode: 'PSP_020' } });
    const rest = await refund(uuid, 10345, { resolutionMode: 'REFUND_ONLY' });
    expect(rest.answer).toMatchObject({ amount: 10345, operationType: 'CREDIT' });
    expect((await refund(uuid, 1)).answer.errorCode).toBe('PSP_011');

    const state = await call('Transaction/Get', { uuid });
    expect(state.answer).toMatchObject({
      _type: 'V4/Transaction',
      uuid,
      amount: 12345,
      operationType: 'DEBIT',
      status: 'PAID',
      refundedAmount: 12345,
    });
    const refunds = state.answer.refunds as { uuid: string; amount: number; comment: string | null }[];
    expect(refunds.map((r) => [r.uuid, r.amount, r.comment])).toEqual([
      [first.answer.uuid, 2000, 'Retour d’un article'],
      [rest.answer.uuid, 10345, null],
    ]);
    const credit = await call('Transaction/Get', { uuid: first.answer.uuid });
    expect(credit.answer).toMatchObject({ operationType: 'CREDIT', amount: 2000 });
    // A refund is not refunded.
    expect((await refund(first.answer.uuid as string, 1)).answer.errorCode).toBe('PSP_011');
  });

  it('never gives back more than was paid, even to parallel calls', async () => {
    const uuid = await paid();
    const replies = await Promise.all(Array.from({ length: 5 }, () => refund(uuid, 3000)));
    expect(replies.filter((reply) => reply.status === 'SUCCESS')).toHaveLength(4);
    expect(replies.filter((reply) => reply.answer.errorCode === 'PSP_020')).toHaveLength(1);
    expect((await call('Transaction/Get', { uuid })).answer.refundedAmount).toBe(12000);
  });

  it('refuses bad credentials, unknown transactions, bad amounts, another currency and a cancellation', async () => {
    const uuid = await paid();
    const wrong = `Basic ${Buffer.from(`${credentials.shopId}:nope`).toString('base64')}`;
    const unauthorised = await call(
      'Transaction/CancelOrRefund',
      { uuid, amount: 100, currency: 'EUR' },
      wrong,
    );
    expect(unauthorised).toMatchObject({
      status: 'ERROR',
      answer: { errorCode: 'INT_905', _type: 'V4/WebService/WebServiceError' },
    });
    expect((await call('Transaction/Get', { uuid }, wrong)).answer.errorCode).toBe('INT_905');
    expect((await refund('0'.repeat(32), 100)).answer.errorCode).toBe('PSP_010');
    expect((await call('Transaction/Get', { uuid: '0'.repeat(32) })).answer.errorCode).toBe('PSP_010');
    for (const amount of [0, -1, 1.5, '100', null])
      expect((await refund(uuid, amount)).answer.errorCode, String(amount)).toBe('INT_902');
    expect((await refund(uuid, 100, { currency: 'USD' })).answer.errorCode).toBe('PSP_021');
    expect((await refund(uuid, 100, { resolutionMode: 'SOMETIMES' })).answer.errorCode).toBe('INT_902');
    // The sandbox remits at once, so the payment can no longer be cancelled, only refunded.
    expect((await refund(uuid, 100, { resolutionMode: 'CANCELLATION_ONLY' })).answer.errorCode).toBe(
      'PSP_075',
    );
    // Only paid transactions are kept: a refused one has nothing to give back.
    expect((await refund(await paid('4970100000000014'), 100)).answer.errorCode).toBe('PSP_010');
    // Nothing was refunded by any of these.
    expect((await call('Transaction/Get', { uuid })).answer.refundedAmount).toBe(0);
  });
});
