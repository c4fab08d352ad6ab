/** `GET order-invoices/pdf/order/{id}` of spec 7: the PDF invoice of one of the customer's orders. */
import type { FastifyInstance } from 'fastify';
import { cartSessions } from '../cart/sessions.js';
import { bearerToken } from '../customers/shared/http.js';
import { accepts, badRequest, internalError, ref } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import { invoicePdf } from './invoice.js';
import { idParams, orderNotFound, signedIn } from './params.js';
import { sellerLegal } from './sellers.js';
import { loadOrder } from './service.js';

export function registerOrderInvoices(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'customers' | 'priceMode'>,
): void {
  const sessions = cartSessions(deps);
  app.get(
    '/order-invoices/pdf/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'The PDF invoice of one of the customer’s orders (binary)',
        ...accepts({ params: idParams }),
        response: {
          // The PDF is the success's only; the failures are JSON like every call's.
          200: {
            description: 'The invoice',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...badRequest('`invalid-request`'),
          404: ref('ApiError', '`order-not-found`'),
          ...signedIn,
          ...internalError(),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = await sessions.requireAccount(bearerToken(request));
      const { id } = parse(idParams, request.params);
      const found = await loadOrder(deps.db, { id }, customerId, deps.priceMode);
      if (!found) throw orderNotFound();
      const shopIds = [...new Set(found.order.items.map((item) => item.shopId))];
      const pdf = await invoicePdf(found.order, { sellers: await sellerLegal(deps.db, shopIds) });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="facture-${found.order.reference}.pdf"`)
        .send(pdf);
    },
  );
}
