/**
 * The card payment calls (spec 7 "Payment and delivery"), as listed in the header of
 * `domain/src/api/checkout.ts`: prepare-checkout, the provider's notification and the browser return.
 */
import {
  CHECKOUT_ERRORS,
  CUSTOMER_ERRORS,
  idempotencyKeySchema,
  paymentProviderParamsSchema as providerParams,
  paymentReturnBodySchema,
  prepareCheckoutBodySchema,
  prepareCheckoutHeadersSchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartSessions } from '../cart/sessions.js';
import { bearerToken } from '../customers/shared/http.js';
import { accepts, internalError, ref, replies } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { MailOutbox } from '../mail/outbox.js';
import { Refunds } from './refunds.js';
import { PaymentService } from './service.js';

const idempotencyKeyInput = z.object({ key: idempotencyKeySchema.optional() });
/** The notification's form fields (a provider sends more; these are the signed answer). */
const notificationBody = paymentReturnBodySchema;

const failures = (list: Record<number, string>) =>
  Object.fromEntries(Object.entries(list).map(([status, codes]) => [status, ref('ApiError', codes)]));

export function registerPayment(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers' | 'payment' | 'mailer' | 'log'>,
): void {
  const sessions = cartSessions(deps);
  const payments = new PaymentService(
    {
      db: deps.db,
      sessions,
      settings: deps.payment,
      publicWebUrl: deps.customers.publicWebUrl,
      outbox: new MailOutbox({ db: deps.db, mailer: deps.mailer, log: deps.log }),
      log: deps.log,
    },
    new Refunds({ db: deps.db, settings: deps.payment, log: deps.log }),
  );

  app.register(async (scope) => {
    // The provider posts its notification as a form: parsed here only (flat fields).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.post(
      '/payment/:provider/prepare-checkout',
      {
        schema: {
          tags: ['payment'],
          summary:
            'Prepares the card payment of the cart’s live validation: body returnUrl, header Idempotency-Key (optional)',
          ...accepts({
            params: providerParams,
            body: prepareCheckoutBodySchema,
            headers: prepareCheckoutHeadersSchema,
          }),
          response: {
            ...replies(ref('PrepareCheckout', 'The provider’s form token and hosted form')),
            ...failures({
              [CUSTOMER_ERRORS['customer-is-not-logged-in']]: '`customer-is-not-logged-in`',
              [CHECKOUT_ERRORS['payment-provider-unknown']]: '`payment-provider-unknown`',
              [CHECKOUT_ERRORS['checkout-not-validated']]:
                '`checkout-not-validated`, `idempotency-key-reused`',
              [CHECKOUT_ERRORS['payment-provider-unavailable']]: '`payment-provider-unavailable`',
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { provider } = parse(providerParams, request.params);
        const body = parse(prepareCheckoutBodySchema, request.body ?? {});
        const header = request.headers['idempotency-key'];
        // Parsed as `key` (its messages name it so); documented as the header it is.
        const key = parse(idempotencyKeyInput, { key: Array.isArray(header) ? header[0] : header }).key;
        return payments.prepare(bearerToken(request), provider, body.returnUrl, key);
      },
    );

    scope.post(
      '/payment/:provider/notification',
      {
        schema: {
          tags: ['payment'],
          summary:
            'The provider’s server-to-server notification (IPN): form fields kr-answer, kr-hash, kr-hash-algorithm, kr-hash-key (password); answers OK once applied',
          // What the provider posts: a form (a JSON body of the same fields is read alike).
          consumes: ['application/x-www-form-urlencoded'],
          ...accepts({ params: providerParams, body: notificationBody }),
          response: {
            200: { type: 'string', description: '`OK`' },
            ...failures({
              400: '`payment-signature-invalid`, `invalid-request`',
              404: '`order-not-found`, `payment-provider-unknown`',
            }),
            ...internalError(),
          },
        },
      },
      async (request, reply) => {
        const { provider } = parse(providerParams, request.params);
        const body = parse(notificationBody, request.body ?? {});
        await payments.notification(provider, {
          answer: body['kr-answer'],
          hash: body['kr-hash'],
          algorithm: body['kr-hash-algorithm'],
          key: body['kr-hash-key'],
        });
        return reply.type('text/plain').send('OK');
      },
    );

    scope.post(
      '/payment/:provider/return',
      {
        schema: {
          tags: ['payment'],
          summary:
            'The answer the provider’s form gave the browser back (signed with the HMAC key), applied as the notification is; answers the outcome',
          ...accepts({ params: providerParams, body: paymentReturnBodySchema }),
          response: {
            ...replies(ref('PaymentResult', 'Outcome, order reference once paid, refusal code')),
            ...failures({
              401: '`customer-is-not-logged-in`',
              404: '`order-not-found`, `payment-provider-unknown`',
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { provider } = parse(providerParams, request.params);
        const body = parse(paymentReturnBodySchema, request.body ?? {});
        return payments.return(bearerToken(request), provider, {
          answer: body['kr-answer'],
          hash: body['kr-hash'],
          algorithm: body['kr-hash-algorithm'],
          key: body['kr-hash-key'],
        });
      },
    );
  });
}
