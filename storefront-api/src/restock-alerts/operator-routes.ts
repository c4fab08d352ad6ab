/**
 * The operator's stock calls (`pnpm shop stock …`, a back office, a seller's feed): set one offer's
 * stock, or import a stock feed in one transaction. An offer that goes from no stock to some fires
 * its restock alerts. Authenticated by the operator key; without one the routes do not exist (404).
 */
import { offerIdParamsSchema, offerStockBodySchema, stockImportBodySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, badRequest, internalError, ref } from '../http/openapi.js';
import { operatorRoutes } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { RestockAlertMail, StockService } from './service.js';

const failures = {
  ...badRequest('`invalid-request` (with its issues)'),
  401: ref('ApiError', '`operator-unauthorized`'),
  ...internalError(),
};

export function registerStockOperations(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'customers' | 'operatorApiKey' | 'log'>,
): void {
  const key = deps.operatorApiKey;
  if (key === undefined) return;
  const { db } = deps;
  const stock = new StockService({
    db,
    repository,
    alerts: new RestockAlertMail({
      db,
      repository,
      mailer: deps.mailer,
      publicWebUrl: deps.customers.publicWebUrl,
      log: deps.log,
    }),
    log: deps.log,
  });
  operatorRoutes(app, key, (scope) => {
    scope.put(
      '/operator/offers/:offerId/stock',
      {
        schema: {
          tags: ['operator'],
          summary:
            'Sets an offer’s stock (units counted now); from 0 to more, its restock alerts are e-mailed',
          ...accepts({ params: offerIdParamsSchema, body: offerStockBodySchema }),
          response: {
            200: ref('OfferStockReply'),
            ...failures,
            404: ref('ApiError', '`offer-not-found`'),
          },
        },
      },
      async (request) => {
        const { offerId } = parse(offerIdParamsSchema, request.params);
        return stock.setOfferStock(offerId, parse(offerStockBodySchema, request.body).stock);
      },
    );

    scope.post(
      '/operator/stock/import',
      {
        schema: {
          tags: ['operator'],
          summary:
            'Imports a stock feed (lines of reference, shopId, territory, stock) in one transaction; the offers ' +
            'going from 0 to more e-mail their restock alerts; lines naming no offer are listed, not fatal',
          ...accepts({ body: stockImportBodySchema }),
          response: { 200: ref('StockImportReply'), ...failures },
        },
      },
      async (request) => stock.importStock(parse(stockImportBodySchema, request.body).lines),
    );
  });
}
