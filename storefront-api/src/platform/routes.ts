import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

export function platformRoutes(app: FastifyInstance, db: Database): void {
  app.get('/health', { schema: { tags: ['platform'], summary: 'The process is alive' } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/ready',
    { schema: { tags: ['platform'], summary: 'The database answers and holds a catalogue' } },
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
