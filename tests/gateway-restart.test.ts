/**
 * Issue 16, resilience: the storefront-api restarts while shoppers browse through the gateway.
 * Requests caught by the outage may fail (with UPSTREAM_UNAVAILABLE, never an internal error);
 * once the gateway has answered again (at most the circuit breaker's wait, 250 ms, after the API is
 * back), none may. The old process finishes what it was serving before it stops.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startStorefrontApi } from '@shop/storefront-api';
import type { RunningStorefrontApi } from '@shop/storefront-api';
import { REGION_HEADERS, startGateway } from './support/stack.js';

const CLIENTS = 16;
const QUERY = '{ categories { path productCount } search(term: "café", first: 5) { totalCount } }';

interface Outcome {
  started: number;
  ended: number;
  ok: boolean;
  codes: string[];
}

let dir: string | undefined;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('restarting the storefront-api under load fails only what the outage caught', async () => {
  dir = await mkdtemp(join(tmpdir(), 'restart-'));
  const options = {
    host: '127.0.0.1',
    dataDir: join(dir, 'db'),
    databaseUrl: undefined,
    seedProducts: 60,
    captcha: { provider: 'none' as const },
  };
  let api: RunningStorefrontApi = await startStorefrontApi({ ...options, port: 0 });
  const port = api.port;
  closers.push(() => api.close());
  const { url, gateway } = await startGateway({ storefrontApiUrl: api.url, upstreamTimeoutMs: 5_000 });
  closers.push(() => gateway.close());

  const outcomes: Outcome[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const started = performance.now();
      const reply = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...REGION_HEADERS },
        body: JSON.stringify({ query: QUERY }),
      });
      const body = (await reply.json()) as { errors?: { extensions?: { code?: string } }[] };
      const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? 'none');
      outcomes.push({
        started,
        ended: performance.now(),
        ok: reply.status === 200 && codes.length === 0,
        codes,
      });
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, client));

  // Load first (timed by what was served, not by the clock: the machine may be busy), then the
  // restart, then load again until enough requests were sent after the API was back.
  const served = async (count: number, since: number) => {
    while (outcomes.filter((o) => o.ok && o.started >= since).length < count)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await served(2 * CLIENTS, 0);
  const stopping = performance.now();
  await api.close();
  api = await startStorefrontApi({ ...options, port });
  const back = performance.now();
  await served(4 * CLIENTS, back);
  running = false;
  await load;

  const before = outcomes.filter((o) => o.ended < stopping);
  const failed = outcomes.filter((o) => !o.ok);
  // The gateway answers again: the first success of a request sent after the API was back.
  const recovered = Math.min(...outcomes.filter((o) => o.ok && o.started >= back).map((o) => o.ended));
  const afterRecovery = outcomes.filter((o) => o.started >= recovered);
  console.log(
    `restart: ${outcomes.length} requests, ${failed.length} failed, outage ${Math.round(back - stopping)} ms, ` +
      `recovered ${Math.round(recovered - back)} ms after the API was back, ${afterRecovery.length} after`,
  );
  expect(before.length).toBeGreaterThanOrEqual(2 * CLIENTS);
  expect(before.every((o) => o.ok)).toBe(true);
  // Every failure is the shopper's "try again later", never an internal error.
  expect(new Set(failed.flatMap((o) => o.codes))).toEqual(
    failed.length === 0 ? new Set() : new Set(['UPSTREAM_UNAVAILABLE']),
  );
  // Only requests that overlapped the outage failed, and none once the gateway answered again.
  expect(failed.every((o) => o.ended >= stopping && o.started < recovered)).toBe(true);
  expect(afterRecovery.length).toBeGreaterThan(CLIENTS);
  expect(afterRecovery.every((o) => o.ok)).toBe(true);
  // The breaker's wait (250 ms) bounds how long the gateway takes to use the API again.
  expect(recovered - back).toBeLessThan(1_000);
}, 60_000);
