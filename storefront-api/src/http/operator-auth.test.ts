/**
 * Every operator route, whichever module adds it (`operatorRoutes`): refused without the operator
 * key, and never kept by a cache, refusal included. Read from the OpenAPI document, so a module's
 * new operator route is checked without being listed here.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY, testApp } from '../testing/database.js';

interface Document {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('operator routes', () => {
  it('refuse a wrong key and are never kept by a cache', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<Document>();
    const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.includes('operator'))
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/gu, '1') })),
    );
    // Prometheus's route is out of the document (no REST client calls it).
    calls.push({ method: 'GET', url: '/metrics' });
    // Orders, stock, content, prices, after-sales, marketing events, metrics.
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      const reply = await app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: { authorization: 'Bearer not-the-key' },
      });
      const name = `${call.method} ${call.url}`;
      expect(reply.statusCode, name).toBe(401);
      expect(reply.json(), name).toMatchObject({ errorCode: 'operator-unauthorized' });
      expect(reply.headers['cache-control'], name).toBe('no-store');
    }
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['cache-control']).toBe('no-store');
  });
});
