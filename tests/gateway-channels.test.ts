/**
 * Other channels on the production endpoint (issue 34): a keyed channel (`x-api-key`) introspects
 * the schema and opens GraphiQL, an anonymous client may do neither; the example second client
 * (`examples/node-client`, typed documents generated from schema.graphql) lists a category, adds to
 * a cart and reads it back as such a channel.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@shop/gateway';
import { codesOf, graphqlAt, REGION_HEADERS, startGateway, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';
import { createShopClient } from '../examples/node-client/src/client.js';
import { AddToCartDocument, ReadCartDocument } from '../examples/node-client/src/__generated__/operations.js';

const KEY = 'channel-key-0123456789abcdef';

let stack: Stack;
let production: { url: string; gateway: Gateway };

beforeAll(async () => {
  stack = await startStack({ seedProducts: 20 });
  // As `node gateway/dist/main.js` runs with GATEWAY_API_KEYS set and nothing switched on.
  production = await startGateway({
    storefrontApiUrl: stack.apiUrl,
    graphiql: false,
    introspection: false,
    operations: { operations: new Map(), allowArbitraryOperations: false, apiKeys: [KEY] },
  });
});

afterAll(async () => {
  await production?.gateway.close();
  await stack?.close();
});

const basic = (password: string) => `Basic ${Buffer.from(`partenaire:${password}`).toString('base64')}`;

describe('introspection', () => {
  // GraphiQL's and the editors' own query: it must pass the query limits too.
  const introspection = getIntrospectionQuery({ descriptions: true, schemaDescription: true });

  it('answers a keyed channel, then still refuses the same query without the key', async () => {
    const keyed = await graphqlAt<{ __schema: { description: string; types: unknown[] } }>(
      production.url,
      introspection,
      {},
      { ...REGION_HEADERS, 'x-api-key': KEY },
    );
    expect(keyed.errors).toBeUndefined();
    expect(keyed.data?.__schema.types.length).toBeGreaterThan(50);
    expect(keyed.data?.__schema.description).toContain('QUERY_TOO_DEEP');
    // Yoga caches validation results: the anonymous request must not get the keyed one's.
    const anonymous = await graphqlAt(production.url, introspection);
    expect(anonymous.data ?? null).toBeNull();
    expect(codesOf(anonymous)).toContain('PERSISTED_QUERY_ONLY');
  });

  it('refuses an anonymous introspection even where arbitrary queries are open', async () => {
    const open = await startGateway({
      storefrontApiUrl: stack.apiUrl,
      graphiql: false,
      introspection: false,
      operations: { operations: new Map(), allowArbitraryOperations: true, apiKeys: [KEY] },
    });
    try {
      const keyed = await graphqlAt(
        open.url,
        '{ __schema { queryType { name } } }',
        {},
        {
          ...REGION_HEADERS,
          'x-api-key': KEY,
        },
      );
      expect(keyed.errors).toBeUndefined();
      const anonymous = await graphqlAt(open.url, '{ __schema { queryType { name } } }');
      expect(anonymous.data ?? null).toBeNull();
      expect(anonymous.errors?.[0]?.message).toMatch(/introspection/iu);
      const wrongKey = await graphqlAt(
        open.url,
        '{ __schema { queryType { name } } }',
        {},
        {
          ...REGION_HEADERS,
          'x-api-key': `${KEY}x`,
        },
      );
      expect(wrongKey.data ?? null).toBeNull();
    } finally {
      await open.gateway.close();
    }
  });
});

describe('GraphiQL in production', () => {
  const open = (authorization?: string) =>
    fetch(`${production.url}/graphql`, {
      headers: { accept: 'text/html', ...(authorization ? { authorization } : {}) },
    });

  it('asks an anonymous browser for the channel key, and refuses a wrong one', async () => {
    for (const response of [await open(), await open(basic('pas-la-bonne-cle-0123456789'))]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="GraphiQL/u);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('API_KEY_REQUIRED');
    }
  });

  it('opens for the key, with the key and the region prefilled and the limits on its first page', async () => {
    const response = await open(basic(KEY));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/u);
    const html = await response.text();
    expect(html).toContain('x-api-key');
    expect(html).toContain(KEY);
    expect(html).toContain('martinique');
    expect(html).toContain('QUERY_TOO_COSTLY');
  });
});

describe('the example client (examples/node-client)', () => {
  const example = fileURLToPath(new URL('../examples/node-client/', import.meta.url));

  /** A category of the seeded catalogue with products, asked as the channel. */
  async function aCategory(): Promise<string> {
    const reply = await graphqlAt<{ categories: { path: string; productCount: number }[] }>(
      production.url,
      '{ categories { path productCount } }',
      {},
      { ...REGION_HEADERS, 'x-api-key': KEY },
    );
    const category = reply.data?.categories.find((c) => c.productCount > 0);
    expect(category).toBeDefined();
    return category!.path;
  }

  it('lists a category, adds to a cart and reads it back, run as a channel would', async () => {
    const path = await aCategory();
    const { stdout } = await promisify(execFile)('pnpm', ['exec', 'tsx', 'src/main.ts', path], {
      cwd: example,
      env: { ...process.env, SHOP_URL: production.url, SHOP_API_KEY: KEY },
    });
    const result = JSON.parse(stdout) as {
      productCount: number;
      added: { name: string; offerId: string };
      cart: { lineCount: number; lines: { name: string; quantity: number }[] };
    };
    expect(result.productCount).toBeGreaterThan(0);
    expect(result.cart.lineCount).toBe(1);
    // One add of 1 unit: the offer's pack or minimum may make it more (spec 4).
    expect(result.cart.lines).toEqual([{ name: result.added.name, quantity: expect.any(Number) }]);
    expect(result.cart.lines[0]!.quantity).toBeGreaterThanOrEqual(1);
  });

  it('keeps its shopper session between mutations (a keyed channel passes the CSRF check)', async () => {
    const request = createShopClient({ url: production.url, apiKey: KEY, region: 'martinique' });
    const path = await aCategory();
    const listing = await graphqlAt<{
      products: { edges: { node: { defaultOffer: { offerId: string; stockQuantity: number } | null } }[] };
    }>(
      production.url,
      'query ($path: String!) { products(categoryPath: $path, first: 20) { edges { node { defaultOffer { offerId stockQuantity } } } } }',
      { path },
      { ...REGION_HEADERS, 'x-api-key': KEY },
    );
    const offer = listing
      .data!.products.edges.map((e) => e.node.defaultOffer)
      .find((o) => o !== null && o.stockQuantity >= 10)!;
    const quantities: number[] = [];
    for (let k = 0; k < 2; k++) {
      const added = await request(AddToCartDocument, { offerId: offer.offerId, quantity: 1 });
      expect(added.setCartLineQuantity.userErrors).toEqual([]);
      quantities.push(added.setCartLineQuantity.line!.quantity);
    }
    // The second add found the first one's line: the session cookie went back with the mutation.
    expect(quantities[1]).toBeGreaterThan(quantities[0]!);
    const { viewer } = await request(ReadCartDocument, {});
    expect(viewer.cart?.lines.map((line) => line.quantity)).toEqual([quantities[1]]);
  });
});
