/**
 * The gateway as the shop's single origin: the built web app (files, routes, caching, security
 * headers), the media proxied from the storefront-api, and persisted operations only in production.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { request } from 'undici';
import { startGateway, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';
import type { Gateway } from '@shop/gateway';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const REGIONS_QUERY = 'query regionsQuery { regions { path } }';
const REGIONS_ID = 'a'.repeat(64);
const KEY = 'partner-key-0123456789abcdef';

let stack: Stack;
let production: { url: string; gateway: Gateway };
let unbuilt: { url: string; gateway: Gateway };

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="fr"><div id="root"></div></html>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What `scripts/compress-dist.mjs` writes beside a build's file: served as is, never as a file.
  writeFileSync(join(dist, 'assets', 'prebuilt-abc123.js'), script);
  writeFileSync(
    join(dist, 'assets', 'prebuilt-abc123.js.br'),
    brotliCompressSync(`${script}// brotli of the build`),
  );
  stack = await startStack({ seedProducts: 40 });
  production = await startGateway({
    storefrontApiUrl: stack.apiUrl,
    webDistDir: dist,
    operations: {
      operations: new Map([[REGIONS_ID, REGIONS_QUERY]]),
      allowArbitraryOperations: false,
      apiKeys: [KEY],
    },
  });
  unbuilt = await startGateway({ storefrontApiUrl: stack.apiUrl, webDistDir: join(dist, 'nothing') });
});

afterAll(async () => {
  await production.gateway.close();
  await unbuilt.gateway.close();
  await stack.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every route of the app with index.html and the security headers', async () => {
    for (const path of ['/', '/martinique/fr/', '/martinique/fr/produit/un-produit?x=1', '/nulle-part']) {
      const response = await fetch(`${production.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets compressed and cacheable forever, with validators', async () => {
    // undici's request, unlike fetch, hands over the bytes as sent: the encoding can be checked.
    const response = await request(`${production.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await response.body.arrayBuffer())).toString()).toBe(script);
    const etag = String(response.headers.etag);
    const again = await fetch(`${production.url}/assets/index-abc123.js`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it("sends the build's own compressed form of a file, and never that form as a file", async () => {
    const response = await request(`${production.url}/assets/prebuilt-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.body.arrayBuffer())).toString()).toBe(
      `${script}// brotli of the build`,
    );
    expect((await fetch(`${production.url}/assets/prebuilt-abc123.js.br`)).status).toBe(404);
  });

  it('refuses missing files, other methods and odd paths', async () => {
    expect((await fetch(`${production.url}/assets/gone-123.js`)).status).toBe(404);
    // Source maps stay on the server: the shop's sources are not published.
    expect((await fetch(`${production.url}/assets/index-abc123.js.map`)).status).toBe(404);
    expect((await fetch(`${production.url}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${production.url}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${production.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(200); // the app's own 404
  });

  it('says how to build it when there is no build', async () => {
    const response = await fetch(`${unbuilt.url}/`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'web-not-built' });
  });
});

describe('media through the gateway', () => {
  it('passes pictures through with their validators', async () => {
    const response = await fetch(`${production.url}/media/placeholder/thumb.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    // Opened on its own, an SVG runs no script and loads nothing (issue 16).
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await response.text()).toContain('<svg');
    const again = await fetch(`${production.url}/media/placeholder/thumb.svg`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${production.url}/media/nothing/here.svg`)).status).toBe(404);
  });
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${production.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-catalog': 'martinique', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

describe('persisted operations in production', () => {
  it('runs an operation the web app persisted, by its id', async () => {
    const reply = await post({ doc_id: REGIONS_ID, variables: {} });
    expect(reply.errors).toBeUndefined();
    expect((reply.data as { regions: unknown[] }).regions).toHaveLength(6);
  });

  it('refuses any other operation', async () => {
    const reply = await post({ query: '{ regions { path } }' });
    expect(reply.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const unknown = await post({ doc_id: 'b'.repeat(64) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('lets a channel holding an API key send its own operations', async () => {
    const reply = await post({ query: '{ regions { path } }' }, { 'x-api-key': KEY });
    expect(reply.errors).toBeUndefined();
    const wrong = await post({ query: '{ regions { path } }' }, { 'x-api-key': `${KEY}x` });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });
});

describe("the web app's operations", () => {
  it('all validate against schema.graphql', () => {
    // Written by relay-compiler (`pnpm --filter @shop/web relay`, run by typecheck and build).
    const file = new URL('../web/persisted-operations.json', import.meta.url);
    const operations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    expect(Object.keys(operations).length).toBeGreaterThan(3);
    for (const [id, text] of Object.entries(operations)) {
      expect(validate(schema, parse(text)), id).toEqual([]);
    }
  });
});
