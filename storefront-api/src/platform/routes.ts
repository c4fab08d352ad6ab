import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { internalError, jsonSchemaOf } from '../http/openapi.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { PlatformService } from './service.js';

const health = z.object({ status: z.literal('ok') }).describe('The process is alive');
const ready = z.object({ status: z.literal('ready') }).describe('The catalogue can be served');
const notReady = z
  .object({ status: z.enum(['seeding', 'database-unavailable']) })
  .describe('The database holds no catalogue yet, or does not answer');

export function registerPlatform(app: FastifyInstance, { db }: Pick<ModuleDeps, 'db'>): void {
  const platform = new PlatformService({ db, repository });

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'The process is alive',
        response: { 200: jsonSchemaOf(health), ...internalError() },
      },
    },
    async (): Promise<z.output<typeof health>> => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['platform'],
        summary: 'The database answers and holds a catalogue',
        response: { 200: jsonSchemaOf(ready), 503: jsonSchemaOf(notReady), ...internalError() },
      },
    },
    async (_, reply) => {
      const readiness = await platform.readiness();
      return readiness === 'ready' ? { status: readiness } : reply.status(503).send({ status: readiness });
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
