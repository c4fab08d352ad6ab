/** `GET orders/{reference}` of spec 7: the signed-in customer's own order; anyone else's is not found. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartSessions } from '../cart/sessions.js';
import { bearerToken } from '../customers/shared/http.js';
import { HttpError } from '../http/errors.js';
import { ref, replies } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { loadOrder } from './service.js';

const referenceParams = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u, 'référence invalide'),
});

export function registerOrders(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers' | 'priceMode'>,
): void {
  const sessions = cartSessions(deps);
  app.get(
    '/orders/:reference',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer’s order by reference',
        response: {
          ...replies(ref('Order', 'The order'), '`order-not-found`'),
          401: ref('ApiError', '`customer-is-not-logged-in`'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await sessions.requireAccount(bearerToken(request));
      const { reference } = parse(referenceParams, request.params);
      const found = await loadOrder(deps.db, reference, session.customerId, deps.priceMode);
      if (!found) throw new HttpError(404, 'order-not-found', 'Commande introuvable.');
      return found.order;
    },
  );
}
