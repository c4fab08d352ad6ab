import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS, QueryLimitCode } from './query-limits.js';
import { createGateway } from './server.js';

const ORIGIN = 'http://shop.test';
const persisted = JSON.parse(
  readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8'),
) as Record<string, string>;

// Nothing listens on port 9: operations that pass the limits fail at their first upstream call.
const gateway = createGateway({
  storefrontApiUrl: 'http://127.0.0.1:9',
  upstreamTimeoutMs: 500,
  operations: { operations: new Map(), allowArbitraryOperations: true, apiKeys: [] },
});

afterAll(() => gateway.close());

async function send(query: string, headers: Record<string, string> = {}) {
  const response = await gateway.yoga.fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'shop.test', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return (body.errors ?? []).map((error) => error.extensions?.code);
}

const LIMIT_CODES: (string | undefined)[] = Object.values(QueryLimitCode);

describe('query limits', () => {
  it('lets every persisted operation of the web through', async () => {
    expect(Object.keys(persisted).length).toBeGreaterThan(20);
    for (const [id, text] of Object.entries(persisted)) {
      const codes = await send(text);
      expect({ id, codes: codes.filter((code) => LIMIT_CODES.includes(code)) }).toEqual({ id, codes: [] });
    }
  });

  it('refuses each kind of abuse with its own code, before any call', async () => {
    const nested = (depth: number) =>
      `{ ${'categories { children { '.repeat(depth / 2)}label${' } }'.repeat(depth / 2)} }`;
    expect(await send(nested(QUERY_LIMITS.depth + 2))).toContain('QUERY_TOO_DEEP');
    const aliases = Array.from(
      { length: QUERY_LIMITS.aliases + 1 },
      (_, i) => `a${i}: configuration { b2b }`,
    );
    expect(await send(`{ ${aliases.join(' ')} }`)).toContain('QUERY_TOO_MANY_ALIASES');
    expect(await send(`{ ${'configuration { b2b } '.repeat(QUERY_LIMITS.tokens)} }`)).toEqual([
      'QUERY_TOO_LONG',
    ]);
    const directives = '@include(if: true) '.repeat(QUERY_LIMITS.directives + 1);
    expect(await send(`{ configuration ${directives} { b2b } }`)).toContain('QUERY_TOO_MANY_DIRECTIVES');
    // Fragments spreading fragments: 104 tokens and 7 levels, but a reply that doubles per level.
    const fragments = ['fragment A0 on Product { id name slug brand isNew isPromotion }'];
    for (let k = 1; k <= 6; k++) {
      fragments.push(`fragment A${k} on Product { ...A${k - 1} relatedProducts { ...A${k - 1} } }`);
    }
    expect(await send(`{ product(slug: "x") { ...A6 } } ${fragments.join(' ')}`)).toEqual([
      'QUERY_TOO_COSTLY',
    ]);
    // 3,000 nested braces overflowed graphql-js's recursive parser (HTTP 500): now a limit like the others.
    expect(await send(`{ ${'a { '.repeat(3000)}b${' }'.repeat(3000)} }`)).toEqual(['QUERY_TOO_LONG']);
  });

  it('answers no introspection and no field suggestion unless asked for', async () => {
    const codes = await send('{ __schema { types { name } } }');
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    const response = await gateway.yoga.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'shop.test' },
      body: JSON.stringify({ query: '{ configuratio { b2b } }' }),
    });
    expect(await response.text()).not.toMatch(/did you mean/iu);
  });
});
