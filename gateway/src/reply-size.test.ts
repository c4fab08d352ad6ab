import { afterAll, describe, expect, it } from 'vitest';
import { fitsInBytes, REPLY_TOO_LARGE } from './reply-size.js';
import { createGateway } from './server.js';

const ORIGIN = 'http://shop.test';
// The shop's configuration is answered without any upstream; a tight bound makes its aliases too much.
const gateway = createGateway({
  storefrontApiUrl: 'http://127.0.0.1:9',
  upstreamTimeoutMs: 500,
  maxReplyBytes: 400,
  operations: { operations: new Map(), allowArbitraryOperations: true, apiKeys: [] },
});

afterAll(() => gateway.close());

async function send(query: string) {
  const response = await gateway.yoga.fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'shop.test' },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string; limit?: number } }[];
    },
  };
}

describe('reply-size guard', () => {
  it('lets a reply within the bound through untouched', async () => {
    const { body } = await send('{ configuration { b2b } }');
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ configuration: { b2b: false } });
  });

  it('replaces a reply past the bound with REPLY_TOO_LARGE and no data', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `c${i}: configuration { b2b marketplace }`);
    const { body } = await send(`{ ${aliases.join(' ')} }`);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ extensions: { code: REPLY_TOO_LARGE, limit: 400 } }),
    ]);
    expect(body.errors?.[0]?.message).toMatch(/^Réponse trop volumineuse/u);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const accented = 'é'.repeat(150);
    expect(fitsInBytes(accented, 300)).toBe(true);
    expect(fitsInBytes(accented, 299)).toBe(false);
    expect(fitsInBytes('a'.repeat(300), 300)).toBe(true);
    expect(fitsInBytes('a'.repeat(301), 300)).toBe(false);
  });
});
