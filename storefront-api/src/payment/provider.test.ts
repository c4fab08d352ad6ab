/** The provider client against the sandbox, and against answers only a real provider gives. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { payOnCardForm, startTestSandbox } from '@shop/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPayment,
  DEV_PAYMENT_SETTINGS,
  getTransaction,
  hostedFormUrl,
  ProviderRefused,
  ProviderUnavailable,
  refundPayment,
  type PaymentSettings,
} from './provider.js';

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let settings: PaymentSettings;
/** A provider that answers what the test puts in `nextAnswer`, and records what it was asked. */
let stub: Server;
let stubSettings: PaymentSettings;
let nextAnswer: unknown;
let asked: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox(DEV_PAYMENT_SETTINGS);
  const apiUrl = sandbox.url;
  // Notifications go nowhere: a shop running on this machine must not receive the test's payments.
  settings = {
    ...DEV_PAYMENT_SETTINGS,
    apiUrl,
    formUrl: `${apiUrl}/form/`,
    ipnUrl: 'http://127.0.0.1:9/notification',
  };
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({ path: request.url ?? '', body: JSON.parse(body) as Record<string, unknown> });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(nextAnswer));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  stubSettings = {
    ...DEV_PAYMENT_SETTINGS,
    apiUrl: stubUrl,
    formUrl: 'https://secure.example.test/pay/{formToken}',
  };
});
afterAll(async () => {
  await sandbox.close();
  stub.close();
});

/** A payment of `amount` cents made on the sandbox's card form: its transaction uuid. */
async function paidTransaction(amount: number): Promise<string> {
  const created = await createPayment(settings, {
    amount,
    orderId: 'OM261128-000001',
    customerReference: 'customer-1',
    returnUrl: 'http://shop.test/martinique/fr/commande/paiement/retour',
  });
  expect(created.formUrl).toBe(`http://sandbox.test/form/${created.formToken}`);
  const { fields } = await payOnCardForm(settings.apiUrl, created.formToken);
  return (JSON.parse(fields.get('kr-answer')!) as { transactions: { uuid: string }[] }).transactions[0]!.uuid;
}

describe('refundPayment and getTransaction against the sandbox', () => {
  it('refunds in parts, each with its own reference, and reads what was given back', async () => {
    const uuid = await paidTransaction(5000);
    const first = await refundPayment(settings, { transactionUuid: uuid, amount: 1500, comment: 'refund 1' });
    expect(first).toMatchObject({ amount: 1500, kind: 'refund' });
    expect(first.uuid).not.toBe(uuid);
    const second = await refundPayment(settings, {
      transactionUuid: uuid,
      amount: 3500,
      comment: 'refund 2',
    });
    expect(second.uuid).not.toBe(first.uuid);
    const state = await getTransaction(settings, uuid);
    expect(state).toMatchObject({
      uuid,
      amount: 5000,
      currency: 'EUR',
      operationType: 'DEBIT',
      status: 'PAID',
      orderId: 'OM261128-000001',
      mode: 'TEST',
      refundedAmount: 5000,
      refunds: [
        { uuid: first.uuid, amount: 1500, comment: 'refund 1' },
        { uuid: second.uuid, amount: 3500, comment: 'refund 2' },
      ],
    });
  });

  it('throws ProviderRefused with the provider’s code when it says no', async () => {
    const uuid = await paidTransaction(1000);
    const refused = (amount: number, transactionUuid = uuid) =>
      refundPayment(settings, { transactionUuid, amount, comment: 'x' }).then(
        () => null,
        (error: unknown) => error,
      );
    const tooMuch = await refused(1001);
    expect(tooMuch).toBeInstanceOf(ProviderRefused);
    expect((tooMuch as ProviderRefused).code).toBe('PSP_020');
    expect(((await refused(100, 'f'.repeat(32))) as ProviderRefused).code).toBe('PSP_010');
    expect(((await refused(0)) as ProviderRefused).code).toBe('INT_902');
    const wrongKey = await refundPayment(
      { ...settings, password: 'not-the-password' },
      { transactionUuid: uuid, amount: 1, comment: 'x' },
    ).catch((error: unknown) => error);
    expect((wrongKey as ProviderRefused).code).toBe('INT_905');
    await expect(getTransaction(settings, 'f'.repeat(32))).rejects.toMatchObject({ code: 'PSP_010' });
    expect((await getTransaction(settings, uuid)).refundedAmount).toBe(0);
  });

  it('throws ProviderUnavailable when the provider does not answer', async () => {
    const nowhere = { ...settings, apiUrl: 'http://127.0.0.1:9' };
    await expect(
      refundPayment(nowhere, { transactionUuid: 'a', amount: 1, comment: 'x' }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(getTransaction(nowhere, 'a')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('answers of a real provider', () => {
  it('CreatePayment with a form token alone: the form’s address comes from the formUrl setting', async () => {
    nextAnswer = { status: 'SUCCESS', answer: { formToken: 'tok/en+1', _type: 'V4/Charge/PaymentForm' } };
    const created = await createPayment(stubSettings, {
      amount: 100,
      orderId: 'OM1',
      customerReference: 'c',
      returnUrl: 'https://shop.test/martinique/fr/commande/paiement/retour',
    });
    expect(created).toEqual({
      formToken: 'tok/en+1',
      formUrl: 'https://secure.example.test/pay/tok%2Fen%2B1',
    });
    expect(hostedFormUrl({ ...stubSettings, formUrl: 'https://pay.test/form/' }, 'abc')).toBe(
      'https://pay.test/form/abc',
    );
    nextAnswer = { status: 'ERROR', answer: { errorCode: 'INT_905', errorMessage: 'no' } };
    await expect(
      createPayment(stubSettings, {
        amount: 100,
        orderId: 'OM1',
        customerReference: 'c',
        returnUrl: 'https://x',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('a payment not yet remitted is cancelled rather than refunded: the payment’s own uuid, kind cancellation', async () => {
    asked = [];
    nextAnswer = {
      status: 'SUCCESS',
      answer: {
        uuid: 'debit-1',
        amount: 0,
        operationType: 'DEBIT',
        status: 'UNPAID',
        detailedStatus: 'CANCELLED',
      },
    };
    const made = await refundPayment(stubSettings, { transactionUuid: 'debit-1', amount: 700, comment: 'x' });
    expect(made).toEqual({ uuid: 'debit-1', amount: 700, kind: 'cancellation' });
    expect(asked[0]).toEqual({
      path: '/api-payment/V4/Transaction/CancelOrRefund',
      body: { uuid: 'debit-1', amount: 700, currency: 'EUR', resolutionMode: 'AUTO', comment: 'x' },
    });
  });

  it('a credit the acquirer refused, or an answer about something else, is no refund', async () => {
    nextAnswer = {
      status: 'SUCCESS',
      answer: {
        uuid: 'credit-1',
        amount: 700,
        operationType: 'CREDIT',
        status: 'UNPAID',
        detailedErrorCode: '05',
      },
    };
    await expect(
      refundPayment(stubSettings, { transactionUuid: 'debit-1', amount: 700, comment: 'x' }),
    ).rejects.toMatchObject({ code: 'CREDIT_UNPAID', detailedErrorCode: '05' });
    nextAnswer = { status: 'SUCCESS', answer: { uuid: 'debit-2', amount: 700, operationType: 'DEBIT' } };
    await expect(
      refundPayment(stubSettings, { transactionUuid: 'debit-1', amount: 700, comment: 'x' }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    // Not a provider's answer at all: the outcome is unknown.
    nextAnswer = 'maintenance';
    await expect(
      refundPayment(stubSettings, { transactionUuid: 'debit-1', amount: 700, comment: 'x' }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    // A refund still being processed counts as made.
    nextAnswer = {
      status: 'SUCCESS',
      answer: { uuid: 'credit-2', amount: 700, operationType: 'CREDIT', status: 'RUNNING' },
    };
    expect(
      await refundPayment(stubSettings, { transactionUuid: 'debit-1', amount: 700, comment: 'x' }),
    ).toEqual({
      uuid: 'credit-2',
      amount: 700,
      kind: 'refund',
    });
  });
});
