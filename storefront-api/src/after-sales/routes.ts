/**
 * The shopper's after-sales calls (issue 32; routes listed in domain `api/after-sales.ts`): the
 * rights on an order, cancellation, a refund preview, the withdrawal function's confirmation, a
 * return, and the credit notes' PDF. Signed-in customer only; anyone else's order is not found.
 */
import {
  cancelOrderRequestSchema,
  creditNoteParamsSchema,
  orderReferenceParamsSchema as referenceParams,
  refundPreviewRequestSchema,
  returnRequestSchema,
  withdrawalRequestSchema,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartSessions } from '../cart/sessions.js';
import { bearerToken } from '../customers/shared/http.js';
import { accepts, badRequest, internalError, ref } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { creditNotePdf } from './credit-note.js';
import type { AfterSalesService } from './service.js';

const signedIn = { 401: ref('ApiError', '`customer-is-not-logged-in`') };
const failures = (notFound: string, conflict?: string) => ({
  ...badRequest('`invalid-request` (with its issues), `item-not-in-order`'),
  ...signedIn,
  404: ref('ApiError', notFound),
  ...(conflict ? { 409: ref('ApiError', conflict) } : {}),
  ...internalError(),
});

export function registerAfterSalesRoutes(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers'>,
  service: AfterSalesService,
): void {
  const sessions = cartSessions(deps);
  const customerOf = async (request: FastifyRequest) =>
    (await sessions.requireAccount(bearerToken(request))).customerId;

  app.get(
    '/orders/:reference/after-sales',
    {
      schema: {
        tags: ['orders'],
        summary: 'What the customer may do after the sale (cancel, withdraw, return) and what was done',
        ...accepts({ params: referenceParams }),
        response: { 200: ref('AfterSales'), ...failures('`order-not-found`') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = await customerOf(request);
      const { reference } = parse(referenceParams, request.params);
      return service.view(reference, customerId);
    },
  );

  app.post(
    '/orders/:reference/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancels the order, or one seller’s shipment, before its first parcel leaves (refunded at once)',
        ...accepts({ params: referenceParams, body: cancelOrderRequestSchema }),
        response: {
          200: ref('AfterSales', 'The order’s after-sales, cancelled'),
          ...failures(
            '`order-not-found`, `shipment-not-found`',
            '`order-not-cancellable`, `shipment-not-cancellable`',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = await customerOf(request);
      const { reference } = parse(referenceParams, request.params);
      await service.cancel(reference, customerId, parse(cancelOrderRequestSchema, request.body ?? {}));
      return service.view(reference, customerId);
    },
  );

  app.post(
    '/orders/:reference/refund-preview',
    {
      schema: {
        tags: ['orders'],
        summary: 'What withdrawing or returning these items would refund, split by seller (nothing recorded)',
        ...accepts({ params: referenceParams, body: refundPreviewRequestSchema }),
        response: {
          200: ref('RefundPreview'),
          ...failures(
            '`order-not-found`',
            '`item-excluded-from-withdrawal`, `withdrawal-period-over`, `quantity-not-withdrawable`, `quantity-not-returnable`',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = await customerOf(request);
      const { reference } = parse(referenceParams, request.params);
      return service.preview(reference, customerId, parse(refundPreviewRequestSchema, request.body ?? {}));
    },
  );

  // The withdrawal's confirmation and a return for a defect: the same request, answered the same way.
  const requests = [
    {
      path: '/orders/:reference/withdrawal',
      body: withdrawalRequestSchema,
      summary:
        '« Confirmer la rétractation »: the withdrawal statement, acknowledged by e-mail (201; 200 for a replayed requestId)',
      what: 'withdrawal',
      conflicts:
        '`item-excluded-from-withdrawal`, `withdrawal-period-over`, `quantity-not-withdrawable`, `request-id-reused`',
      make: (reference: string, customerId: string, body: unknown) =>
        service.withdraw(reference, customerId, parse(withdrawalRequestSchema, body)),
    },
    {
      path: '/orders/:reference/returns',
      body: returnRequestSchema,
      summary: 'A return of items for a defect, with its reason (201; 200 for a replayed requestId)',
      what: 'return',
      conflicts: '`quantity-not-returnable`, `request-id-reused`',
      make: (reference: string, customerId: string, body: unknown) =>
        service.requestReturn(reference, customerId, parse(returnRequestSchema, body)),
    },
  ];
  for (const route of requests)
    app.post(
      route.path,
      {
        schema: {
          tags: ['orders'],
          summary: route.summary,
          ...accepts({ params: referenceParams, body: route.body }),
          response: {
            201: ref('ReturnRequest', `The ${route.what} recorded, with the return instructions per seller`),
            200: ref('ReturnRequest', `The same requestId again: the ${route.what} recorded before`),
            ...failures('`order-not-found`', route.conflicts),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const customerId = await customerOf(request);
        const { reference } = parse(referenceParams, request.params);
        const made = await route.make(reference, customerId, request.body ?? {});
        return reply.code(made.created ? 201 : 200).send(made.reply);
      },
    );

  app.get(
    '/order-credit-notes/pdf/:number',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The PDF credit note (« facture d’avoir ») of a refund of one of the customer’s orders (binary)',
        ...accepts({ params: creditNoteParamsSchema }),
        response: {
          200: {
            description: 'The credit note',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...failures('`credit-note-not-found`'),
        },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      const { number } = parse(creditNoteParamsSchema, request.params);
      const pdf = await creditNotePdf(deps.db, number, customerId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="avoir-${number}.pdf"`)
        .send(pdf);
    },
  );
}
