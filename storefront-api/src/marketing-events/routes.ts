/**
 * `POST /marketing-event` (spec 7 "Tracking"): the shop's marketing events, one or a batch, as the
 * gateway forwards them from shoppers who accepted audience measurement. Checked with the domain's
 * schema (known names, bounded plain data; 400 otherwise), stripped of personal data, stored in one
 * statement, answered 204; an address sending past its limit gets 429.
 */
import {
  MARKETING_EVENT_BATCH_MAX,
  MARKETING_EVENT_BATCH_MAX_BYTES,
  MARKETING_EVENTS,
  marketingEventBodySchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { internalError, ref } from '../http/openapi.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { MarketingEventService } from './service.js';

const eventBody = {
  type: 'object',
  required: ['eventName'],
  additionalProperties: false,
  properties: {
    eventName: { type: 'string', enum: [...MARKETING_EVENTS] },
    eventData: { type: 'object', description: 'Plain JSON data of the event (no personal data).' },
  },
};

export function registerMarketingEvents(app: FastifyInstance, { db }: Pick<ModuleDeps, 'db'>): void {
  const events = new MarketingEventService({ db, repository });

  app.post(
    '/marketing-event',
    {
      bodyLimit: MARKETING_EVENT_BATCH_MAX_BYTES,
      schema: {
        tags: ['marketing'],
        summary: marketingEventBodySchema.description,
        body: {
          oneOf: [
            eventBody,
            { type: 'array', minItems: 1, maxItems: MARKETING_EVENT_BATCH_MAX, items: eventBody },
          ],
        },
        response: {
          204: { type: 'null', description: 'Stored' },
          400: ref(
            'ApiError',
            '`invalid-request` (unknown event, data too large, markup or control characters)',
          ),
          413: ref('ApiError', '`invalid-request`: body over 64 KiB'),
          429: ref('ApiError', '`too-many-requests`: 1,200 batches per address per 15 minutes'),
          ...internalError(),
        },
      },
    },
    async (request, reply) => {
      await events.record(parse(marketingEventBodySchema, request.body), request.ip);
      return reply.code(204).send();
    },
  );
}
