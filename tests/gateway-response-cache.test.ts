/**
 * The catalogue's response cache (issue 33) against the real storefront-api over HTTP: a repeated
 * anonymous query costs one upstream round, an operator's stock change shows on the next queries
 * (within a second: the change travels by NOTIFY and the change stream), a signed-in viewer's
 * query is never served from the cache, and gateways sharing Redis share the entry and its drop.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION, signedUpShopper } from './support/shopper.js';
import {
  dataOf,
  graphqlAt,
  REGION_HEADERS,
  STACK_OPERATOR_KEY,
  startGateway,
  startStack,
} from './support/stack.js';
import type { Stack } from './support/stack.js';
import type { GatewayOptions } from '@shop/gateway';

// The test machines run Redis on 127.0.0.1:6379; each test keeps to keys of its own prefix.
const REDIS_URL = 'redis://127.0.0.1:6379';
/** A keyed channel's: its own queries run where only persisted ones do otherwise. */
const CHANNEL_KEY = 'response-cache-channel-key-0123456789';
const KEYED = { ...REGION_HEADERS, 'x-api-key': CHANNEL_KEY };

let stack: Stack;
const closers: (() => Promise<void>)[] = [];
let slug = '';
let offerId = '';

interface ProductReply {
  product: { id: string; offers: { offerId: string; stockQuantity: number }[] } | null;
}
const PRODUCT = `query Product($slug: String!) { product(slug: $slug) { id offers { offerId stockQuantity } } }`;

/** A gateway with the cache on, as `pnpm start` runs it; its follower connected before it answers. */
async function cachedGateway(redisPrefix?: string, options: Partial<GatewayOptions> = {}): Promise<string> {
  const { url, gateway } = await startGateway({
    storefrontApiUrl: stack.apiUrl,
    upstreamTimeoutMs: 10_000,
    responseCache: { ttlMs: 60_000, ...(redisPrefix ? { redisUrl: REDIS_URL, redisPrefix } : {}) },
    ...options,
  });
  closers.push(() => gateway.close());
  // The cache is off until the change stream is up: wait for a query to be stored.
  await expect
    .poll(
      async () => {
        await graphqlAt(url, '{ regions { path } }', {}, KEYED);
        return upstreamCallsOf(() => graphqlAt(url, '{ regions { path } }', {}, KEYED));
      },
      { timeout: 5000 },
    )
    .toBe(0);
  return url;
}

/** Upstream calls a step costs (the change streams left out). */
async function upstreamCallsOf(step: () => Promise<unknown>): Promise<number> {
  stack.resetCalls();
  await step();
  return stack.calls.filter((call) => call.path !== '/catalogue/changes').length;
}

const stockOf = async (url: string): Promise<number | undefined> =>
  dataOf(await graphqlAt<ProductReply>(url, PRODUCT, { slug })).product?.offers.find(
    (offer) => offer.offerId === offerId,
  )?.stockQuantity;

async function setStock(stock: number): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/operator/offers/${offerId}/stock`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STACK_OPERATOR_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stock }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  stack = await startStack({ seedProducts: 60 });
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string }[] }>('{ categories { path } }'),
  );
  for (const { path } of categories) {
    const { products } = dataOf(
      await stack.graphql<{
        products: { edges: { node: { slug: string; offers: { offerId: string }[] } }[] };
      }>(
        'query ($path: String!) { products(categoryPath: $path, first: 5) { edges { node { slug offers { offerId } } } } }',
        { path },
      ),
    );
    const node = products.edges.find((edge) => edge.node.offers.length > 0)?.node;
    if (node) {
      slug = node.slug;
      offerId = node.offers[0]!.offerId;
      break;
    }
  }
  expect(offerId).not.toBe('');
}, 120_000);

afterAll(async () => {
  for (const close of closers) await close();
  await stack?.close();
});

describe('the catalogue response cache', () => {
  it('answers the same anonymous query twice with one upstream round, the same reply', async () => {
    const url = await cachedGateway();
    let first: unknown;
    expect(
      await upstreamCallsOf(async () => (first = await graphqlAt(url, PRODUCT, { slug }))),
    ).toBeGreaterThan(0);
    let second: unknown;
    expect(await upstreamCallsOf(async () => (second = await graphqlAt(url, PRODUCT, { slug })))).toBe(0);
    expect(second).toEqual(first);
    // Another region is another entry.
    const elsewhere = { ...REGION_HEADERS, 'x-catalog': 'guadeloupe' };
    expect(await upstreamCallsOf(() => graphqlAt(url, PRODUCT, { slug }, elsewhere))).toBeGreaterThan(0);
  });

  it('shows an operator stock change on the next queries, within a second', async () => {
    const url = await cachedGateway();
    const before = await stockOf(url);
    expect(await upstreamCallsOf(() => stockOf(url))).toBe(0);
    const changed = (before ?? 0) + 7;
    await setStock(changed);
    const started = performance.now();
    await expect.poll(() => stockOf(url), { timeout: 1000, interval: 20 }).toBe(changed);
    expect(performance.now() - started).toBeLessThan(1000);
    // Cached again, with the new stock.
    expect(await upstreamCallsOf(() => stockOf(url))).toBe(0);
  });

  it('never serves a signed-in viewer query from the cache', async () => {
    const url = await cachedGateway();
    const shopper = await signedUpShopper({ gatewayUrl: url });
    const VIEWER = `{ viewer { customer { id email } } regions { path } }`;
    const first = await shopper.ok<{ viewer: { customer: { email: string } | null } }>(VIEWER);
    expect(first.viewer.customer?.email).toMatch(/@example\.test$/u);
    for (let i = 0; i < 2; i++) {
      expect(await upstreamCallsOf(() => shopper.ok(VIEWER))).toBeGreaterThan(0);
    }
    // A visitor asking the same gets no customer: the signed-in reply was never stored.
    const visitor = dataOf(await graphqlAt<{ viewer: { customer: unknown } }>(url, VIEWER));
    expect(visitor.viewer.customer).toBeNull();
    // Nor is a product's wish-list flag, which reads the session.
    const WISHED = `query ($slug: String!) { product(slug: $slug) { id inWishlist } }`;
    await shopper.ok(WISHED, { slug });
    expect(await upstreamCallsOf(() => shopper.ok(WISHED, { slug }))).toBeGreaterThan(0);
  });

  it('keys persisted operations by id, and answers 304 to a request naming a reply it still holds', async () => {
    const operations = new Map([
      ['regions', '{ regions { path } }'],
      ['product', PRODUCT],
    ]);
    const url = await cachedGateway(undefined, {
      operations: { operations, allowArbitraryOperations: false, apiKeys: [CHANNEL_KEY] },
    });
    // As the web sends them: the persisted id and the variables, posted.
    const get = (id: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...REGION_HEADERS,
          ...headers,
        },
        body: JSON.stringify({ doc_id: id, variables: { slug } }),
      });
    const first = await get('product');
    const body = (await first.json()) as { data: ProductReply };
    expect(body.data.product?.offers.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // Another persisted operation with the same variables is another entry, not this reply.
    const regions = (await (await get('regions')).json()) as { data: { regions: unknown[] } };
    expect(regions.data.regions.length).toBeGreaterThan(0);
    let again: Response | undefined;
    expect(
      await upstreamCallsOf(async () => (again = await get('product', { 'if-none-match': etag! }))),
    ).toBe(0);
    expect(again!.status).toBe(304);
    // A stock change drops it: the ETag names nothing held any more.
    await setStock(((await stockOf(stack.gatewayUrl)) ?? 0) + 1);
    await expect.poll(async () => (await get('product', { 'if-none-match': etag! })).status).toBe(200);
  });

  it('shares an entry between two gateways on one Redis, and one change drops it for both', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = [await cachedGateway(prefix), await cachedGateway(prefix)];
    const before = await stockOf(a);
    // Stored by a, served to b from Redis.
    expect(await upstreamCallsOf(() => stockOf(b))).toBe(0);
    const changed = (before ?? 0) + 3;
    await setStock(changed);
    await expect.poll(() => stockOf(b), { timeout: 1000, interval: 20 }).toBe(changed);
    await expect.poll(() => stockOf(a), { timeout: 1000, interval: 20 }).toBe(changed);
    expect(await upstreamCallsOf(() => stockOf(a))).toBe(0);
  });

  it('serves an anonymous server-rendered page’s queries from the cache, and their drop too', async () => {
    // A stand-in for the web's server build: it renders the product's stock from the one persisted
    // operation it runs, as `web/src/entry-server.tsx` runs its pages' (the server build itself is
    // made by `pnpm build`, after this suite).
    const web = mkdtempSync(join(tmpdir(), 'ssr-cache-'));
    closers.push(async () => rmSync(web, { recursive: true, force: true }));
    mkdirSync(join(web, 'dist'));
    mkdirSync(join(web, 'dist-server'));
    writeFileSync(
      join(web, 'dist', 'index.html'),
      '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(web, 'dist-server', 'entry-server.js'),
      `export async function render({ execute }) {
        const reply = await execute({ id: 'product-page', text: null, name: 'Product' }, { slug: ${JSON.stringify(slug)} },
          { catalog: 'martinique', locale: 'fr' });
        const stock = reply.data.product.offers.find((offer) => offer.offerId === ${JSON.stringify(offerId)}).stockQuantity;
        return { status: 200, redirect: null, lang: 'fr', title: null, description: null, links: [], chunks: [],
          catalogue: true, pipe: (out) => out.end('<p id="stock">' + stock + '</p>'), data: () => '{}', abort() {} };
      }`,
    );
    const url = await cachedGateway(undefined, {
      webDistDir: join(web, 'dist'),
      operations: {
        operations: new Map([['product-page', PRODUCT]]),
        allowArbitraryOperations: false,
        apiKeys: [CHANNEL_KEY],
      },
    });
    const page = async (cookie?: string) => {
      const response = await fetch(`${url}/martinique/fr/produit/${slug}`, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(200);
      return /<p id="stock">(\d+)<\/p>/u.exec(await response.text())?.[1];
    };
    const before = dataOf(await graphqlAt<ProductReply>(url, PRODUCT, { slug }, KEYED)).product?.offers.find(
      (offer) => offer.offerId === offerId,
    )?.stockQuantity;
    expect(await page()).toBe(String(before));
    expect(await upstreamCallsOf(() => page())).toBe(0);
    await setStock((before ?? 0) + 3);
    await expect.poll(() => page(), { timeout: 1000 }).toBe(String((before ?? 0) + 3));
    // A page with a session runs its own queries, past the cache.
    expect(await upstreamCallsOf(() => page(`${SESSION}=${'a'.repeat(43)}`))).toBeGreaterThan(0);
  });
});
