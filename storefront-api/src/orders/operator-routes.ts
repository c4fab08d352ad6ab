/**
 * The operator API of orders, for a back office and `pnpm shop`: `Authorization: Bearer
 * <OPERATOR_API_KEY>`, compared in constant time. Shoppers' sessions never open it; without a key
 * configured the routes do not exist (404), so a shop is not operable by accident.
 */
import {
  createParcelBodySchema,
  ORDER_STATUSES,
  parcelIdParamsSchema as parcelParams,
  trackingEventBodySchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, internalError, ref } from '../http/openapi.js';
import { operatorRoutes } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { MailOutbox } from '../mail/outbox.js';
import { OrderOperations } from './operations.js';
import { orderNotFound, referenceParams } from './params.js';
import { loadOrder } from './service.js';

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
  ...internalError(),
};

export function registerOrderOperations(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'customers' | 'log' | 'operatorApiKey'>,
): void {
  const key = deps.operatorApiKey;
  if (key === undefined) return;
  const operations = new OrderOperations({
    db: deps.db,
    outbox: new MailOutbox({ db: deps.db, mailer: deps.mailer, log: deps.log }),
    publicWebUrl: deps.customers.publicWebUrl,
    log: deps.log,
  });
  operatorRoutes(app, key, (scope) => {
    scope.get(
      '/operator/orders/:reference',
      {
        schema: {
          tags: ['operator'],
          summary: 'Any order by reference, with its shipments’ ids and parcels',
          ...accepts({ params: referenceParams }),
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
          ...accepts({ params: referenceParams, body: createParcelBodySchema }),
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
          ...accepts({ params: parcelParams, body: trackingEventBodySchema }),
          response: { 200: parcelReply, ...failures },
        },
      },
      async (request) => {
        const { parcelId } = parse(parcelParams, request.params);
        return operations.addTrackingEvent(parcelId, parse(trackingEventBodySchema, request.body ?? {}));
      },
    );
  });
}
