import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../relay/global-id.js';
import { parseChange } from './catalogue-changes.js';
import { createResponseStore, ENTITY_SET_MARGIN_MS, entitiesOf, EVERYTHING } from './store.js';

const productId = toGlobalId({ type: 'Product', region: 'martinique', reference: 'REF-1' });
const offerId = toGlobalId({ type: 'Offer', region: 'guadeloupe', productSlug: 'chaise', offerId: '42' });

describe('the response store', () => {
  it('drops the replies holding a product or offer the storefront-api names, in any region', async () => {
    const store = createResponseStore();
    await store.cache.set('product', { data: { a: 1 } }, [{ typename: 'Product', id: productId }], 60_000);
    await store.cache.set('offer', { data: { b: 1 } }, [{ typename: 'Offer', id: offerId }], 60_000);
    await store.cache.set('menu', { data: { c: 1 } }, [{ typename: 'Category', id: 'x' }], 60_000);

    await store.drop({ products: ['REF-1'] });
    expect(await store.cache.get('product')).toBeNull();
    expect(await store.cache.get('offer')).not.toBeNull();

    await store.drop({ offers: ['42'] });
    expect(await store.cache.get('offer')).toBeNull();
    expect(await store.cache.get('menu')).not.toBeNull();

    await store.drop({ all: true });
    expect(await store.cache.get('menu')).toBeNull();
  });

  it('names nothing for an empty change, everything for `all`', () => {
    expect(entitiesOf({})).toEqual([]);
    expect(entitiesOf({ all: true, products: ['x'] })).toEqual([EVERYTHING]);
  });
});

describe('the change stream', () => {
  it('reads `data:` lines and skips comments and malformed lines', () => {
    expect(parseChange('data: {"products":["A"]}')).toEqual({ products: ['A'] });
    expect(parseChange(': listening')).toBeNull();
    expect(parseChange('data: {oops')).toBeNull();
    expect(parseChange('data: 3')).toBeNull();
  });
});

describe('a Redis store that cannot be reached', () => {
  it('answers misses at once and stores nothing, rather than holding requests', async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1.
    const store = createResponseStore({
      redisUrl: 'redis://127.0.0.1:1',
      onError: (error) => errors.push(error),
    });
    const started = performance.now();
    await store.cache.set('key', { data: { a: 1 } }, [], 60_000);
    expect(await store.cache.get('key')).toBeNull();
    await store.drop({ all: true });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors.length).toBeGreaterThan(0);
    await store.close();
  });
});

// The test machines run Redis on 127.0.0.1:6379; the test keeps to keys of its own prefix.
describe('a Redis store', () => {
  it('gives the sets filing a reply a life a little longer than the reply, and still drops it', async () => {
    const prefix = `test:${randomUUID()}:`;
    const errors: unknown[] = [];
    const store = createResponseStore({
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: prefix,
      onError: (error) => errors.push(error),
    });
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      // No offline queue: a write fails (a miss) until the store's connection is up.
      await expect
        .poll(async () => {
          await store.cache.set('reply', { data: { a: 1 } }, [{ typename: 'Product', id: productId }], 5_000);
          return (await store.cache.get('reply')) != null;
        })
        .toBe(true);
      errors.length = 0;
      const keys = await redis.keys(`${prefix}*`);
      // The reply, its list of sets, and the sets of Product, Product:<id>, ProductReference,
      // ProductReference:REF-1, Catalogue and Catalogue:all.
      expect(keys.length).toBe(8);
      const lives = Object.fromEntries(
        await Promise.all(
          keys.map(async (key) => [key.slice(prefix.length), await redis.pttl(key)] as const),
        ),
      );
      expect(lives['reply']).toBeGreaterThan(0);
      expect(lives['reply']).toBeLessThanOrEqual(5_000);
      for (const [key, life] of Object.entries(lives)) {
        if (key === 'reply') continue;
        expect(life, key).toBeGreaterThan(5_000);
        expect(life, key).toBeLessThanOrEqual(5_000 + ENTITY_SET_MARGIN_MS);
      }

      await store.drop({ products: ['REF-1'] });
      expect((await store.cache.get('reply')) ?? null).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      const left = await redis.keys(`${prefix}*`);
      if (left.length > 0) await redis.del(left);
      await redis.quit();
      await store.close();
    }
  });

  it('sweeps the gone replies out of the sets every write keeps alive, and a drop still finds the others', async () => {
    const prefix = `test:${randomUUID()}:`;
    const store = createResponseStore({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: prefix });
    const redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: prefix });
    const members = async (set: string) => (await redis.smembers(set)).sort();
    try {
      const entities = [{ typename: 'Category', id: 'x' }];
      await expect
        .poll(async () => {
          await store.cache.set('kept', { data: { a: 1 } }, entities, 60_000);
          return (await store.cache.get('kept')) != null;
        })
        .toBe(true);
      for (let i = 0; i < 3; i++) await store.cache.set(`gone-${i}`, { data: { i } }, entities, 30);
      expect(await members('Catalogue:all')).toEqual(['gone-0', 'gone-1', 'gone-2', 'kept']);
      await new Promise((resolve) => setTimeout(resolve, 80));
      // Each gone reply was filed under Catalogue:all and the sets of Catalogue and Category.
      expect(await store.sweep()).toBe(9);
      expect(await members('Catalogue:all')).toEqual(['kept']);
      expect(await members('Catalogue')).toEqual(['kept']);
      expect(await members('Category')).toEqual(['kept']);
      expect(await store.sweep()).toBe(0);
      await store.drop({ all: true });
      expect((await store.cache.get('kept')) ?? null).toBeNull();
    } finally {
      await redis.quit();
      const plain = new Redis('redis://127.0.0.1:6379');
      const left = await plain.keys(`${prefix}*`);
      if (left.length > 0) await plain.del(left);
      await plain.quit();
      await store.close();
    }
  });
});
