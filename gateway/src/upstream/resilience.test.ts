import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { createStorefrontClient } from './storefront-client.js';

/**
 * A real HTTP upstream whose answers the test scripts: each request takes the next planned status
 * (then 200 with an empty list); `destroy` drops the connection without answering.
 */
async function upstream(plan: (number | 'destroy')[]) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url?.split('?')[0]}`);
    const next = plan.shift() ?? 200;
    if (next === 'destroy') {
      req.socket.destroy();
      return;
    }
    res.writeHead(next, { 'content-type': 'application/json' });
    res.end(next === 200 ? '[]' : '{"errorMessage":"indisponible"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function clientOf(url: string, halfOpenAfterMs = 60_000) {
  const client = createStorefrontClient({
    baseUrl: url,
    timeoutMs: 2000,
    logger: silentLogger,
    resilience: { backoffMs: 1, breakAfter: 3, halfOpenAfterMs },
  });
  closers.push(() => client.close());
  return client.scope({});
}

function codeOf(error: unknown): unknown {
  return (error as { extensions?: { code?: unknown } }).extensions?.code;
}

describe('upstream resilience', () => {
  it('retries a read the upstream could not answer (503, a dropped connection), then succeeds', async () => {
    const api = await upstream([503, 'destroy']);
    closers.push(() => new Promise((resolve) => api.server.close(resolve)));
    await expect(clientOf(api.url).categories()).resolves.toEqual([]);
    expect(api.seen).toEqual(['GET /categories', 'GET /categories', 'GET /categories']);
  });

  it('sends a write once: a 503 on a POST is the shopper’s to retry, not ours', async () => {
    const api = await upstream([503]);
    closers.push(() => new Promise((resolve) => api.server.close(resolve)));
    const error = await clientOf(api.url)
      .content.contact({ email: 'a@example.test', message: 'bonjour à vous' } as never)
      .catch((e: unknown) => e);
    expect(codeOf(error)).toBe('UPSTREAM_UNAVAILABLE');
    expect(api.seen).toHaveLength(1);
  });

  it('does not retry a 500, nor count it toward the break: one bad input must not close the shop', async () => {
    const api = await upstream([500, 500, 500, 500]);
    closers.push(() => new Promise((resolve) => api.server.close(resolve)));
    const client = clientOf(api.url);
    for (let i = 0; i < 4; i++) await client.categories().catch(() => undefined);
    expect(api.seen).toHaveLength(4);
    await expect(client.categories()).resolves.toEqual([]);
  });

  it('opens the circuit after unavailable calls in a row: calls then fail at once, without a request', async () => {
    // Three reads of three attempts each, all 503: the breaker counts every attempt.
    const api = await upstream(Array.from({ length: 9 }, () => 503));
    closers.push(() => new Promise((resolve) => api.server.close(resolve)));
    const client = clientOf(api.url);
    await client.categories().catch(() => undefined);
    const calls = api.seen.length;
    expect(calls).toBe(3);
    const error = await client.categories().catch((e: unknown) => e);
    expect(codeOf(error)).toBe('UPSTREAM_UNAVAILABLE');
    expect(api.seen).toHaveLength(calls);
  });

  it('lets one call try once the circuit has waited, and closes it when that call succeeds', async () => {
    const api = await upstream([503, 503, 503]);
    closers.push(() => new Promise((resolve) => api.server.close(resolve)));
    const client = clientOf(api.url, 50);
    await client.categories().catch(() => undefined);
    await expect(client.categories()).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(client.categories()).resolves.toEqual([]);
    await expect(client.categories()).resolves.toEqual([]);
    expect(api.seen).toHaveLength(5);
  });
});
