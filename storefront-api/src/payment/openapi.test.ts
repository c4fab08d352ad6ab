/**
 * The payment and order calls answer what the OpenAPI document says, successes and failures alike:
 * real replies validated against the document's own schemas (ajv, JSON Schema 2020-12).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { offerWhere } from '../testing/cart.js';
import {
  buyer,
  notificationOf,
  providerAnswer,
  readyToValidate,
  returnOf,
  validate,
} from '../testing/checkout.js';
import { testApp, testDatabase } from '../testing/database.js';
import { documentedReplies, type DocumentedReplies } from '../testing/openapi.js';

let replies: DocumentedReplies;
beforeAll(async () => {
  replies = await documentedReplies();
});

const RETURN_URL = 'http://shop.test/martinique/fr/commande/paiement/retour';

async function expectDocumented(
  method: 'GET' | 'POST',
  path: string,
  url: string,
  options: { token?: string; payload?: unknown; form?: string },
  status: number,
): Promise<unknown> {
  const app = await testApp();
  const reply = await app.inject({
    method,
    url,
    headers: {
      'root-category': 'martinique',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(options.form === undefined
      ? options.payload === undefined
        ? {}
        : { payload: options.payload as Record<string, unknown> }
      : { payload: options.form }),
  });
  expect(reply.statusCode, `${method} ${url}: ${reply.body.slice(0, 300)}`).toBe(status);
  if (status === 200 && path.endsWith('/notification')) {
    expect(reply.body).toBe('OK');
    return reply.body;
  }
  replies.expectReply(method, path, status, reply.json());
  return reply.json();
}

describe('payment and order calls match the OpenAPI document', () => {
  it('names the payment and order shapes', () => {
    expect(Object.keys(replies.doc.components.schemas)).toEqual(
      expect.arrayContaining(['PrepareCheckout', 'PaymentResult', 'Order']),
    );
  });

  it('successes and failures', async () => {
    const prepare = '/payment/{provider}/prepare-checkout';
    const notification = '/payment/{provider}/notification';
    const back = '/payment/{provider}/return';
    const order = '/orders/{reference}';
    const { token } = await buyer();
    const payload = { returnUrl: RETURN_URL };
    await expectDocumented('POST', prepare, '/payment/sandbox/prepare-checkout', { payload }, 401);
    await expectDocumented('POST', prepare, '/payment/other/prepare-checkout', { token, payload }, 404);
    await expectDocumented('POST', prepare, '/payment/sandbox/prepare-checkout', { token, payload }, 409);
    await expectDocumented(
      'POST',
      prepare,
      '/payment/sandbox/prepare-checkout',
      { token, payload: { returnUrl: 'https://evil.test/' } },
      400,
    );

    const offer = await offerWhere('MQ', "o.stock >= 20 AND o.logistic_class_id = 'colis-standard'", 4);
    const cart = await validate(token, await readyToValidate(token, [{ offerId: offer.id, quantity: 1 }]));
    const { db } = await testDatabase();
    const [checkout] = await db.query<{ reference: string; amount: number; customer: string }>(
      `SELECT order_reference AS reference, amount, customer_id::text AS customer FROM checkouts WHERE id = $1`,
      [cart.validation!.id],
    );
    const answer = providerAnswer(checkout!);
    await expectDocumented(
      'POST',
      notification,
      '/payment/sandbox/notification',
      { form: notificationOf(answer, 'not the key') },
      400,
    );
    await expectDocumented('POST', back, '/payment/sandbox/return', { payload: returnOf(answer) }, 401);
    await expectDocumented(
      'POST',
      notification,
      '/payment/sandbox/notification',
      { form: notificationOf(answer) },
      200,
    );
    const result = await expectDocumented(
      'POST',
      back,
      '/payment/sandbox/return',
      { token, payload: returnOf(answer) },
      200,
    );
    expect(result).toMatchObject({ outcome: 'received', orderReference: checkout!.reference });

    await expectDocumented('GET', order, `/orders/${checkout!.reference}`, { token }, 200);
    await expectDocumented('GET', order, `/orders/${checkout!.reference}`, {}, 401);
    const other = await buyer();
    await expectDocumented('GET', order, `/orders/${checkout!.reference}`, { token: other.token }, 404);
    await expectDocumented('GET', order, '/orders/bad%20ref', { token }, 400);
  });
});
