/**
 * The order calls of spec 7 for the signed-in customer: lists, one order by reference or id and the
 * rename (the invoice is `invoice-routes.ts`). Anyone else's order is not found (never "forbidden": that would tell
 * it exists).
 */
import { orderPageQuerySchema, renameOrderBodySchema } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartSessions } from '../cart/sessions.js';
import { bearerToken } from '../customers/shared/http.js';
import { accepts, ref, replies } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { idParams, orderNotFound, referenceParams, signedIn } from './params.js';
import { renameOrder } from './repository.js';
import { listOrders, loadOrder } from './service.js';

export function registerOrders(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers' | 'priceMode'>,
): void {
  const sessions = cartSessions(deps);
  const customerOf = async (request: FastifyRequest) =>
    (await sessions.requireAccount(bearerToken(request))).customerId;

  for (const url of ['/orders/', '/orders/customer'])
    app.get(
      url,
      {
        schema: {
          tags: ['orders'],
          summary: 'The signed-in customer’s orders, a page at a time (spec 9 sizes and sorts)',
          ...accepts({ query: orderPageQuerySchema }),
          response: { ...replies(ref('OrderPage', 'A page of orders')), ...signedIn },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const customerId = await customerOf(request);
        return listOrders(deps.db, customerId, parse(orderPageQuerySchema, request.query), deps.priceMode);
      },
    );

  app.get(
    '/orders/id/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer’s order by id',
        ...accepts({ params: idParams }),
        response: { ...replies(ref('Order', 'The order'), '`order-not-found`'), ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = await customerOf(request);
      const { id } = parse(idParams, request.params);
      const found = await loadOrder(deps.db, { id }, customerId, deps.priceMode);
      if (!found) throw orderNotFound();
      return found.order;
    },
  );

  app.get(
    '/orders/:reference',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer’s order by reference',
        ...accepts({ params: referenceParams }),
        response: { ...replies(ref('Order', 'The order'), '`order-not-found`'), ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = await customerOf(request);
      const { reference } = parse(referenceParams, request.params);
      const found = await loadOrder(deps.db, { reference }, customerId, deps.priceMode);
      if (!found) throw orderNotFound();
      return found.order;
    },
  );

  app.post(
    '/orders/rename/:reference',
    {
      schema: {
        tags: ['orders'],
        summary: 'Names one of the customer’s orders (`newName`; empty removes the name)',
        ...accepts({ params: referenceParams, body: renameOrderBodySchema }),
        response: { ...replies(ref('Order', 'The renamed order'), '`order-not-found`'), ...signedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customerId = await customerOf(request);
      const { reference } = parse(referenceParams, request.params);
      const { newName } = parse(renameOrderBodySchema, request.body ?? {});
      if (!(await renameOrder(deps.db, reference, customerId, newName === '' ? null : newName)))
        throw orderNotFound();
      const found = await loadOrder(deps.db, { reference }, customerId, deps.priceMode);
      return found!.order;
    },
  );
}
