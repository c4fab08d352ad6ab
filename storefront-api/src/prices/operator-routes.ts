/**
 * The operator's price call (`pnpm shop`, a back office, a seller's feed): set an offer's prices;
 * the change is recorded in the offer's price history. Authenticated by the operator key; without
 * one the route does not exist (404).
 */
import { offerIdParamsSchema, offerPriceBodySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, badRequest, internalError, ref } from '../http/openapi.js';
import { operatorRoutes } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { PriceService } from './service.js';

export function registerPriceOperations(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'operatorApiKey'>,
): void {
  const key = deps.operatorApiKey;
  if (key === undefined) return;
  const prices = new PriceService({ db: deps.db, repository });
  operatorRoutes(app, key, (scope) => {
    scope.put(
      '/operator/offers/:offerId/price',
      {
        schema: {
          tags: ['operator'],
          summary:
            'Sets an offer’s regular price, discount price and discount window (tax-free cents); the ' +
            'change is recorded in its price history, which the prior price of a reduction reads',
          ...accepts({ params: offerIdParamsSchema, body: offerPriceBodySchema }),
          response: {
            200: ref('OfferPriceReply'),
            ...badRequest('`invalid-request` (with its issues)'),
            401: ref('ApiError', '`operator-unauthorized`'),
            404: ref('ApiError', '`offer-not-found`'),
            ...internalError(),
          },
        },
      },
      async (request) => {
        const { offerId } = parse(offerIdParamsSchema, request.params);
        return prices.setOfferPrice(offerId, parse(offerPriceBodySchema, request.body));
      },
    );
  });
}
