/** Bad input and upstream failures end as typed GraphQL errors with a stable code, never a 500. */
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, dataOf, graphqlAt, startGateway, startStack } from './support/stack.js';
import type { GraphQLReply, Stack } from './support/stack.js';

let stack: Stack;
let categoryPath: string;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 100 });
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string }[] }>('{ categories { path } }'),
  );
  categoryPath = categories[0]?.path ?? '';
});

afterAll(async () => {
  await stack?.close();
});

function expectError(reply: GraphQLReply<unknown>, code: string, errorCode?: string): void {
  expect(reply.status).toBeLessThan(500);
  expect(codesOf(reply)).toEqual([code]);
  const [error] = reply.errors ?? [];
  expect(error?.message).not.toMatch(/unexpected/iu);
  if (errorCode !== undefined) expect(error?.extensions?.errorCode).toBe(errorCode);
}

const LISTING = `query ($path: String!, $first: Int, $after: String, $filters: [FilterInput!]) {
  products(categoryPath: $path, first: $first, after: $after, filters: $filters) { totalCount }
}`;

describe('bad input', () => {
  it.each([
    ['not base64', 'pas un identifiant'],
    ['an unknown type', Buffer.from('Commande:martinique:1').toString('base64')],
    ['missing parts', Buffer.from('Product:martinique').toString('base64')],
    ['a broken escape', Buffer.from('Shop:martinique:%E0%A4').toString('base64')],
  ])('refuses a global id with %s', async (_, id) => {
    expectError(
      await stack.graphql('query ($id: ID!) { node(id: $id) { id } }', { id }),
      'BAD_USER_INPUT',
      'invalid-id',
    );
  });

  it('refuses text with a lone surrogate or a NUL with a clear error', async () => {
    // Once an internal error with a stack trace: `encodeURIComponent` threw on the slug.
    for (const [query, variables] of [
      ['query ($slug: String!) { product(slug: $slug) { name } }', { slug: 'robe-\ud800' }],
      ['{ product(slug: "robe-\ud800") { name } }', {}],
      ['query ($slug: String!) { product(slug: $slug) { name } }', { slug: 'robe\u0000' }],
      // A value past 10,000 characters is refused as a whole, before anything reads it.
      ['query ($term: String!) { search(term: $term) { totalCount } }', { term: 'mangue '.repeat(1500) }],
    ] as const) {
      expectError(await stack.graphql(query, variables), 'BAD_USER_INPUT', 'invalid-text');
    }
    // A real pair (an emoji) is text like any other: an unknown product, no error.
    const emoji = await stack.graphql<{ product: null }>(
      'query ($slug: String!) { product(slug: $slug) { name } }',
      { slug: 'robe-\u{1F457}' },
    );
    expect(dataOf(emoji).product).toBeNull();
  });

  it('answers null for a well-formed id of an object that does not exist', async () => {
    for (const id of [
      Buffer.from('Product:martinique:REF-INCONNUE').toString('base64'),
      Buffer.from('Shop:atlantide:vendeur').toString('base64'),
      Buffer.from('Category:martinique%2Fnulle-part').toString('base64'),
    ]) {
      const reply = await stack.graphql('query ($id: ID!) { node(id: $id) { id } }', { id });
      expect(reply.errors).toBeUndefined();
      expect(reply.data).toEqual({ node: null });
    }
  });

  it('fails only the broken entries of nodes()', async () => {
    const { region } = dataOf(await stack.graphql<{ region: { id: string } }>('{ region { id } }'));
    const reply = await stack.graphql<{ nodes: unknown[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      {
        ids: ['cassé', region.id],
      },
    );
    expect(reply.data?.nodes).toEqual([null, { id: region.id }]);
    expect(reply.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['nodes', 0], 'BAD_USER_INPUT'],
    ]);
  });

  it.each([
    ['a negative first', { first: -1 }, 'invalid-first'],
    ['first above 100', { first: 101 }, 'invalid-first'],
    ['a foreign cursor', { after: 'Y3Vyc2V1cg==' }, 'invalid-cursor'],
    ['an unknown filter', { filters: [{ name: 'filtre_inconnu', values: ['x'] }] }, 'unknown-filter'],
    ['a malformed filter name', { filters: [{ name: 'Pas Un Nom', values: ['x'] }] }, 'invalid-filters'],
  ])('refuses %s', async (_, args, errorCode) => {
    expectError(await stack.graphql(LISTING, { path: categoryPath, ...args }), 'BAD_USER_INPUT', errorCode);
  });

  it('keeps the French message of the upstream', async () => {
    const reply = await stack.graphql(LISTING, {
      path: categoryPath,
      filters: [{ name: 'filtre_inconnu', values: ['x'] }],
    });
    expect(reply.errors?.[0]?.message).toMatch(/filtre/iu);
  });

  it('refuses a search term without a word of 2 characters', async () => {
    expectError(
      await stack.graphql('{ search(term: "a b") { totalCount } }'),
      'BAD_USER_INPUT',
      'invalid-search-term',
    );
  });

  it('refuses an unknown region, a malformed one and an unknown language', async () => {
    for (const catalog of ['atlantide', 'Pas une région\u00e9']) {
      const headers = { 'x-catalog': encodeURIComponent(catalog) };
      expectError(
        await stack.graphql('{ region { label } }', {}, headers),
        'BAD_USER_INPUT',
        'unknown-root-category',
      );
      expectError(
        await stack.graphql('{ categories { label } }', {}, headers),
        'BAD_USER_INPUT',
        'unknown-root-category',
      );
    }
    expectError(
      await stack.graphql('{ region { label } }', {}, { 'x-locale': 'de' }),
      'BAD_USER_INPUT',
      'unknown-locale',
    );
  });

  it('still lists the regions under an unknown region, so the shopper can pick one', async () => {
    const reply = await stack.graphql<{ regions: unknown[] }>(
      '{ regions { path } }',
      {},
      { 'x-catalog': 'atlantide' },
    );
    expect(dataOf(reply).regions.length).toBe(6);
  });

  it('refuses an unknown language, and answers French for one the shop does not offer', async () => {
    const query = '{ categories { label } }';
    const unknown = await stack.graphql(query, {}, { 'x-catalog': 'martinique', 'x-locale': 'xx' });
    expect(unknown.status).toBeLessThan(500);
    expect(new Set(codesOf(unknown))).toEqual(new Set(['BAD_USER_INPUT']));
    const english = await stack.graphql(query, {}, { 'x-catalog': 'martinique', 'x-locale': 'en' });
    const french = await stack.graphql(query, {}, { 'x-catalog': 'martinique', 'x-locale': 'fr' });
    expect(dataOf(english)).toEqual(dataOf(french));
  });

  it('refuses too deep a query before any upstream call', async () => {
    const deep = 'relatedProducts { '.repeat(16) + 'name' + ' }'.repeat(16);
    stack.resetCalls();
    const reply = await stack.graphql(`{ product(slug: "x") { ${deep} } }`);
    expect(reply.status).toBeLessThan(500);
    expect(codesOf(reply)).toEqual(['QUERY_TOO_DEEP']);
    expect(stack.calls).toEqual([]);
  });

  it('refuses a body over 64 KiB, or of no stated length, without reading it as GraphQL', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-catalog': 'martinique', ...headers },
        body,
        duplex: 'half',
      } as RequestInit);
    const padding = ' '.repeat(70 * 1024);
    const large = await post(JSON.stringify({ query: `{ regions { path } }${padding}` }));
    expect(large.status).toBe(413);
    expect(((await large.json()) as GraphQLReply<unknown>).errors?.[0]?.extensions?.code).toBe(
      'REQUEST_TOO_LARGE',
    );
    const chunked = await post(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ query: '{ regions { path } }' })));
          controller.close();
        },
      }),
    );
    expect(chunked.status).toBe(411);
    const small = await post(JSON.stringify({ query: '{ regions { path } }' }));
    expect(small.status).toBe(200);
  });

  it('reports an invalid query as a validation error, not a server error', async () => {
    const reply = await stack.graphql('{ champInconnu }');
    expect(reply.status).toBeLessThan(500);
    expect(codesOf(reply)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('upstream failures', () => {
  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('maps an unreachable upstream to UPSTREAM_UNAVAILABLE, and /ready to 503', async () => {
    const { url, gateway } = await startGateway({ storefrontApiUrl: `http://127.0.0.1:${await freePort()}` });
    try {
      const reply = await graphqlAt(url, '{ categories { label } product(slug: "x") { name } }');
      expectError({ ...reply, errors: reply.errors?.slice(0, 1) }, 'UPSTREAM_UNAVAILABLE');
      expect(new Set(codesOf(reply))).toEqual(new Set(['UPSTREAM_UNAVAILABLE']));
      expect(reply.errors?.[0]?.message).toBe('Une erreur est survenue. Veuillez réessayer plus tard.');
      expect((await fetch(`${url}/ready`)).status).toBe(503);
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('maps an upstream that never answers to UPSTREAM_UNAVAILABLE within the timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const { url, gateway } = await startGateway({
      storefrontApiUrl: `http://127.0.0.1:${port}`,
      upstreamTimeoutMs: 300,
    });
    try {
      const started = Date.now();
      const reply = await graphqlAt(url, '{ categories { label } }');
      expect(Date.now() - started).toBeLessThan(3000);
      expectError(reply, 'UPSTREAM_UNAVAILABLE');
    } finally {
      await gateway.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
