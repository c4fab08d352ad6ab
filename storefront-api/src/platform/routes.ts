import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { jsonSchemaOf } from '../http/openapi.js';

const health = z.object({ status: z.literal('ok') }).describe('The process is alive');
const ready = z.object({ status: z.literal('ready') }).describe('The catalogue can be served');
const notReady = z
  .object({ status: z.enum(['seeding', 'database-unavailable']) })
  .describe('The database holds no catalogue yet, or does not answer');

export function platformRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'The process is alive',
        response: { 200: jsonSchemaOf(health) },
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
        response: { 200: jsonSchemaOf(ready), 503: jsonSchemaOf(notReady) },
      },
    },
    async (_, reply) => {
      try {
        const [row] = await db.query<{ regions: number }>('SELECT count(*)::int AS regions FROM regions');
        if (!row || row.regions === 0) return reply.status(503).send({ status: 'seeding' });
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database-unavailable' });
      }
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
