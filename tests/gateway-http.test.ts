/** The gateway's plain HTTP routes: GraphiQL, health and readiness (the web app: gateway-web.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAt, startGateway, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 20 });
});

afterAll(async () => {
  await stack?.close();
});

describe('GraphiQL', () => {
  it('is served from our own packages, with the region headers prefilled', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/u);
    const html = await response.text();
    // No asset comes from elsewhere: no script, style or icon with an absolute URL, no known CDN.
    expect(html).not.toMatch(/<(script|link|img)\b[^>]*\b(src|href)=["']?(https?:)?\/\//iu);
    expect(html).not.toMatch(
      /https?:\/\/[^"'\s]*(unpkg|jsdelivr|cdnjs|esm\.sh|skypack|googleapis|gstatic)/iu,
    );
    expect(html).toContain('x-catalog');
    expect(html).toContain('martinique');
    expect(html).toContain('x-locale');
  });
});

describe('health and readiness', () => {
  it('answers /health while alive', async () => {
    const response = await fetch(`${stack.gatewayUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready when the upstream is ready', async () => {
    const response = await fetch(`${stack.gatewayUrl}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('other routes', () => {
  it('answers GraphQL over GET too', async () => {
    const response = await fetch(
      `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ regions { path } }')}`,
      {
        headers: { accept: 'application/json' },
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { regions: unknown[] } };
    expect(body.data.regions.length).toBe(6);
  });
});

describe('shutdown', () => {
  it('answers /ready 503 draining while it still serves, then stops listening', async () => {
    const { url, gateway } = await startGateway({ storefrontApiUrl: stack.apiUrl, drainDelayMs: 400 });
    expect((await fetch(`${url}/ready`)).status).toBe(200);
    const closed = gateway.close();
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    const reply = await graphqlAt<{ regions: unknown[] }>(url, '{ regions { path } }');
    expect(reply.data?.regions).toHaveLength(6);
    await closed;
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
