/**
 * The operator API of orders, for a back office and `pnpm shop`: `Authorization: Bearer
 * <OPERATOR_API_KEY>`, compared in constant time. Shoppers' sessions never open it; without a key
 * configured the routes do not exist (404), so a shop is not operable by accident.
 */
import {
  cancelOrderBodySchema,
  createParcelBodySchema,
  ORDER_STATUSES,
  trackingEventBodySchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ref } from '../http/openapi.js';
import { requireOperator } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as restockRepository from '../restock-alerts/repository.js';
import { fireRestockAlerts, RestockAlertMail } from '../restock-alerts/service.js';
import { OrderOperations } from './operations.js';
import { orderNotFound, referenceParams } from './params.js';
import { loadOrder } from './service.js';

const parcelParams = z.object({ parcelId: z.string().regex(/^[1-9][0-9]{0,17}$/u, 'colis invalide') });

const statusReply = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: [...ORDER_STATUSES] } },
};
const parcelReply = {
  type: 'object',
  required: ['parcel', 'status'],
  properties: { parcel: ref('Parcel'), status: { type: 'string', enum: [...ORDER_STATUSES] } },
};
const failures = {
  400: ref('ApiError', '`invalid-request`, `tracking-url-required`'),
  401: ref('ApiError', '`operator-unauthorized`'),
  404: ref('ApiError', '`order-not-found`, `shipment-not-found`, `parcel-not-found`'),
  409: ref('ApiError', 'A move the order’s state machine refuses (`order-not-shippable`, …)'),
};

export function registerOrderOperations(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'customers' | 'log' | 'operatorApiKey'>,
): void {
  const key = deps.operatorApiKey;
  if (key === undefined) return;
  const restockAlerts = new RestockAlertMail({
    db: deps.db,
    repository: restockRepository,
    mailer: deps.mailer,
    publicWebUrl: deps.customers.publicWebUrl,
    log: deps.log,
  });
  const operations = new OrderOperations({
    db: deps.db,
    mailer: deps.mailer,
    publicWebUrl: deps.customers.publicWebUrl,
    log: deps.log,
    stockReturned: (offerIds) => fireRestockAlerts(restockAlerts, offerIds, deps.log),
  });
  app.register(async (scope) => {
    scope.addHook('onRequest', requireOperator(key));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.get(
      '/operator/orders/:reference',
      {
        schema: {
          tags: ['operator'],
          summary: 'Any order by reference, with its shipments’ ids and parcels',
          response: { 200: ref('Order'), ...failures },
        },
      },
      async (request) => {
        const { reference } = parse(referenceParams, request.params);
        const found = await loadOrder(deps.db, { reference }, undefined);
        if (!found) throw orderNotFound();
        return found.order;
      },
    );

    scope.post(
      '/operator/orders/:reference/parcels',
      {
        schema: {
          tags: ['operator'],
          summary: 'A parcel of a shipment handed to the carrier (the shopper gets an e-mail)',
          response: { 201: parcelReply, ...failures },
        },
      },
      async (request, reply) => {
        const { reference } = parse(referenceParams, request.params);
        const body = parse(createParcelBodySchema, request.body ?? {});
        const created = await operations.createParcel(reference, body);
        return reply.code(201).send(created);
      },
    );

    scope.post(
      '/operator/parcels/:parcelId/events',
      {
        schema: {
          tags: ['operator'],
          summary: 'A tracking event of a parcel (DELIVERY marks it delivered, RETURN returned)',
          response: { 200: parcelReply, ...failures },
        },
      },
      async (request) => {
        const { parcelId } = parse(parcelParams, request.params);
        return operations.addTrackingEvent(parcelId, parse(trackingEventBodySchema, request.body ?? {}));
      },
    );

    scope.post(
      '/operator/orders/:reference/cancel',
      {
        schema: {
          tags: ['operator'],
          summary: 'Cancels an order nothing of which has shipped (its units go back on sale)',
          response: { 200: statusReply, ...failures },
        },
      },
      async (request) => {
        const { reference } = parse(referenceParams, request.params);
        const { reason } = parse(cancelOrderBodySchema, request.body ?? {});
        return operations.cancel(reference, reason);
      },
    );
  });
}
