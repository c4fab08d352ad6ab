/** The gateway's `POST /events` (spec 7 "Tracking"): a page's batch of marketing events, stored by the storefront-api. */
import { request } from 'node:http';
import { loadShopConfig, type MarketingEventCount } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 20 });
});

afterAll(async () => {
  await stack?.close();
});

/** What `navigator.sendBeacon(url, string)` sends from the shop's page. */
function beacon(body: string, headers: Record<string, string> = {}) {
  return fetch(`${stack.gatewayUrl}/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: stack.gatewayUrl,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body,
  });
}

async function todayCounts(): Promise<Record<string, number>> {
  const rows = await stack.operator<MarketingEventCount[]>('GET', '/operator/marketing-events/counts');
  const today = new Date().toISOString().slice(0, 10);
  return Object.fromEntries(rows.filter((row) => row.day === today).map((row) => [row.eventName, row.count]));
}

describe('POST /events', () => {
  it('forwards a beacon’s batch to the storefront-api in one call, without personal data', async () => {
    const before = await todayCounts();
    stack.resetCalls();
    const batch = [
      { eventName: 'page_view', eventData: { page_path: '/martinique/fr/' } },
      { eventName: 'add_to_cart', eventData: { offerId: 'o-1', quantity: 1 } },
      { eventName: 'login', eventData: { method: 'password', email: 'lea@example.test' } },
    ];
    const response = await beacon(JSON.stringify(batch));
    expect(response.status).toBe(204);
    expect(stack.calls.filter((call) => call.path === '/marketing-event')).toHaveLength(1);
    const after = await todayCounts();
    for (const name of ['page_view', 'add_to_cart', 'login'])
      expect(after[name], name).toBe((before[name] ?? 0) + 1);
  });

  it('takes fetch’s JSON, and an Origin alone (an older browser)', async () => {
    const body = JSON.stringify([{ eventName: 'search', eventData: { searchTerm: 'rhum' } }]);
    expect((await beacon(body, { 'content-type': 'application/json' })).status).toBe(204);
    const noFetchMetadata = await fetch(`${stack.gatewayUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: stack.gatewayUrl },
      body,
    });
    expect(noFetchMetadata.status).toBe(204);
  });

  it('refuses other sites, and requests that do not say where they come from', async () => {
    const body = JSON.stringify([{ eventName: 'page_view' }]);
    stack.resetCalls();
    const sites: Record<string, string>[] = [
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.test', 'sec-fetch-site': 'same-origin' },
      { origin: stack.gatewayUrl, 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of sites) {
      const response = await beacon(body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const anonymous = await fetch(`${stack.gatewayUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(anonymous.status).toBe(403);
    expect(stack.calls.filter((call) => call.path === '/marketing-event')).toEqual([]);
  });

  it('keeps its limits: method, type, length, size, JSON and the events’ rules', async () => {
    stack.resetCalls();
    expect((await fetch(`${stack.gatewayUrl}/events`)).status).toBe(405);
    expect((await beacon('[]', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const big = JSON.stringify(
      Array.from({ length: 140 }, () => ({
        eventName: 'search',
        eventData: { searchTerm: 'x'.repeat(480) },
      })),
    );
    expect((await beacon(big)).status).toBe(413);
    for (const body of [
      '{"eventName":',
      '[]',
      JSON.stringify([{ eventName: 'purchase' }]),
      JSON.stringify([{ eventName: 'search', eventData: { searchTerm: '<script>alert(1)</script>' } }]),
      JSON.stringify(Array.from({ length: 51 }, () => ({ eventName: 'search' }))),
    ]) {
      const response = await beacon(body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('invalid-events');
    }
    // A body of unknown length (chunked) is not read.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${stack.gatewayUrl}/events`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/events',
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: stack.gatewayUrl, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('[{"eventName":"page_view"}]');
    });
    expect(status).toBe(411);
    // A client gone before the end of its body is left alone; the next batch is served.
    await new Promise<void>((resolve) => {
      const url = new URL(`${stack.gatewayUrl}/events`);
      const req = request({
        host: url.hostname,
        port: url.port,
        path: '/events',
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: stack.gatewayUrl, 'content-length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('[{"eventName":', () => {
        req.destroy();
        setTimeout(resolve, 100);
      });
    });
    expect((await beacon(JSON.stringify([{ eventName: 'view_cart' }]))).status).toBe(204);
    stack.resetCalls();
    expect(stack.calls.filter((call) => call.path === '/marketing-event')).toEqual([]);
  });
});

describe('configuration.tracking', () => {
  const query = '{ configuration { tracking { gtagId brevoClientKey } } }';
  type Reply = { configuration: { tracking: { gtagId: string | null; brevoClientKey: string | null } } };

  it('names no tracker by default, and the configured ones otherwise', async () => {
    expect(dataOf(await stack.graphql<Reply>(query)).configuration.tracking).toEqual({
      gtagId: null,
      brevoClientKey: null,
    });
    const other = await stack.gatewayWith(
      loadShopConfig({ SHOP_GTAG_ID: 'G-ABC123XYZ', SHOP_BREVO_CLIENT_KEY: 'abc123def456' }),
    );
    try {
      expect(dataOf(await other.graphql<Reply>(query)).configuration.tracking).toEqual({
        gtagId: 'G-ABC123XYZ',
        brevoClientKey: 'abc123def456',
      });
    } finally {
      await other.close();
    }
  });
});
