/**
 * The operator's after-sales calls (a back office, or `pnpm shop`): a return as it stands, and the
 * returned goods recorded as received (whole or partial, each item's condition), which refunds them
 * and puts the sellable units back in stock. Same key and rules as the other `/operator/*` calls.
 */
import {
  cancelOrderBodySchema,
  cancelOrderRequestSchema,
  orderReferenceParamsSchema as referenceParams,
  receiveReturnRequestSchema,
  returnReferenceParamsSchema as returnParams,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, internalError, ref } from '../http/openapi.js';
import { operatorRoutes } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { AfterSalesService } from './service.js';

const failures = {
  400: ref('ApiError', '`invalid-request`, `item-not-in-order`'),
  401: ref('ApiError', '`operator-unauthorized`'),
  404: ref('ApiError', '`return-not-found`, `order-not-found`, `shipment-not-found`'),
  409: ref(
    'ApiError',
    '`return-already-received`, `received-quantity-too-high`, `order-not-cancellable`, `shipment-not-cancellable`',
  ),
  ...internalError(),
};

export function registerAfterSalesOperations(
  app: FastifyInstance,
  key: string,
  service: AfterSalesService,
): void {
  operatorRoutes(app, key, (scope) => {
    scope.get(
      '/operator/returns/:returnReference',
      {
        schema: {
          tags: ['operator'],
          summary: 'A withdrawal or return, its lines, instructions, refund preview and refunds',
          ...accepts({ params: returnParams }),
          response: { 200: ref('ReturnRequest'), ...failures },
        },
      },
      async (request) => service.showReturn(parse(returnParams, request.params).returnReference),
    );

    scope.post(
      '/operator/returns/:returnReference/receive',
      {
        schema: {
          tags: ['operator'],
          summary: 'Returned goods received (whole, or each item with its condition): refunded, restocked',
          ...accepts({ params: returnParams, body: receiveReturnRequestSchema }),
          response: { 200: ref('ReturnRequest', 'The return, received, with its refunds'), ...failures },
        },
      },
      async (request) => {
        const { returnReference } = parse(returnParams, request.params);
        const { items } = parse(receiveReturnRequestSchema, request.body ?? {});
        return service.receive(returnReference, items);
      },
    );

    scope.post(
      '/operator/orders/:reference/cancel',
      {
        schema: {
          tags: ['operator'],
          summary:
            'The shop cancels an order nothing of which has shipped, with its reason (refunded at once, a credit note, stock and coupon use given back)',
          ...accepts({ params: referenceParams, body: cancelOrderBodySchema }),
          response: {
            200: {
              type: 'object',
              required: ['status'],
              properties: { status: { type: 'string', enum: ['CANCELLED'] } },
            },
            ...failures,
          },
        },
      },
      async (request) => {
        const { reference } = parse(referenceParams, request.params);
        const { reason } = parse(cancelOrderBodySchema, request.body ?? {});
        await service.cancel(reference, undefined, {}, reason);
        return { status: 'CANCELLED' as const };
      },
    );

    scope.post(
      '/operator/orders/:reference/after-sales/cancel',
      {
        schema: {
          tags: ['operator'],
          summary:
            'The shop cancels the order, or one seller’s shipment, before it leaves (refunded at once)',
          ...accepts({ params: referenceParams, body: cancelOrderRequestSchema }),
          response: { 200: ref('AfterSales', 'The order’s after-sales, cancelled'), ...failures },
        },
      },
      async (request) => {
        const { reference } = parse(referenceParams, request.params);
        await service.cancel(reference, undefined, parse(cancelOrderRequestSchema, request.body ?? {}));
        return service.view(reference, undefined);
      },
    );
  });
}
