/**
 * The operator API's authentication (orders, content): `Authorization: Bearer <OPERATOR_API_KEY>`,
 * compared in constant time. Shoppers' sessions never open it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** An `onRequest` hook refusing any request without the operator key (401 `operator-unauthorized`). */
export function requireOperator(key: string) {
  const expected = digest(key);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), expected))
      throw new HttpError(401, 'operator-unauthorized', 'Clé d’opérateur absente ou invalide.');
  };
}

/**
 * A module's operator routes (`routes` adds them to `scope`): behind the operator key, and never
 * kept by a cache, since their answers are orders, stock, refunds and metrics. The caller decides
 * whether they exist at all (they do only when an operator key is configured).
 */
export function operatorRoutes(
  app: FastifyInstance,
  key: string,
  routes: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', requireOperator(key));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    routes(scope);
  });
}
