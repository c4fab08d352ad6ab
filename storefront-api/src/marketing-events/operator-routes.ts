/**
 * The marketing events' operator API (`pnpm shop events counts`, a back office): how many of each
 * event were received per day (UTC's, or a territory's), so the events serve someone. Authenticated by the operator
 * key; without one configured the route does not exist (404).
 */
import { marketingEventCountsQuerySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, badRequest, internalError, ref } from '../http/openapi.js';
import { operatorRoutes } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { MarketingEventService } from './service.js';

export function registerMarketingEventOperations(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'operatorApiKey'>,
): void {
  const key = deps.operatorApiKey;
  if (key === undefined) return;
  const events = new MarketingEventService({ db: deps.db, repository });
  operatorRoutes(app, key, (scope) => {
    scope.get(
      '/operator/marketing-events/counts',
      {
        schema: {
          tags: ['operator'],
          summary:
            'Marketing events received per day and name, from `from` to `to` included (YYYY-MM-DD; ' +
            'the last 30 days by default, 366 days at most), optionally of one `eventName`; days are UTC’s, ' +
            'or those of one `territory`’s time',
          ...accepts({ query: marketingEventCountsQuerySchema }),
          response: {
            200: {
              type: 'array',
              items: {
                type: 'object',
                required: ['day', 'eventName', 'count'],
                properties: {
                  day: { type: 'string', format: 'date' },
                  eventName: { type: 'string' },
                  count: { type: 'integer' },
                },
              },
            },
            ...badRequest('`invalid-request`'),
            401: ref('ApiError', '`operator-unauthorized`'),
            ...internalError(),
          },
        },
      },
      async (request) => events.counts(parse(marketingEventCountsQuerySchema, request.query)),
    );
  });
}
