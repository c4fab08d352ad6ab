/** The home page's sections through the gateway: bestsellers and promotions, in a few upstream calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, dataOf, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 400 });
});

afterAll(async () => {
  await stack.close();
});

const CARD =
  'id slug name isBestseller isPromotion price { current { displayed { amount } } } defaultOffer { shopName shop { name } }';

interface Card {
  slug: string;
  isBestseller: boolean;
  isPromotion: boolean;
  defaultOffer: { shop: { name: string } | null } | null;
}

describe('home sections', () => {
  it('answers the whole home page (categories, bestsellers, promotions with their sellers) in 4 upstream calls', async () => {
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{ categories: unknown[]; bestsellers: Card[]; promotions: Card[] }>(
        `{ categories { id label slug } bestsellers(first: 12) { ${CARD} } promotions(first: 12) { ${CARD} } }`,
      ),
    );
    expect(data.categories.length).toBeGreaterThan(3);
    expect(data.bestsellers.length).toBeGreaterThan(0);
    expect(data.bestsellers.length).toBeLessThanOrEqual(12);
    for (const card of data.bestsellers) expect(card.isBestseller).toBe(true);
    expect(data.promotions.length).toBeGreaterThan(0);
    for (const card of data.promotions) expect(card.isPromotion).toBe(true);
    expect(data.promotions.every((c) => c.defaultOffer?.shop?.name)).toBe(true);
    // categories + the two sections + one batch of shops for every card's seller.
    expect(stack.calls.map((c) => c.path).sort()).toEqual([
      '/categories',
      '/products/marketing/homepage',
      '/products/marketing/homepage',
      '/shops',
    ]);
  });

  it('follows the region', async () => {
    const reunion = dataOf(
      await stack.graphql<{ bestsellers: { id: string }[] }>(
        '{ bestsellers(first: 3) { id } }',
        {},
        { 'x-catalog': 'reunion' },
      ),
    );
    const martinique = dataOf(
      await stack.graphql<{ bestsellers: { id: string }[] }>('{ bestsellers(first: 3) { id } }'),
    );
    expect(reunion.bestsellers).toHaveLength(3);
    // Global ids carry the region.
    expect(reunion.bestsellers.map((p) => p.id)).not.toEqual(martinique.bestsellers.map((p) => p.id));
  });

  it('refuses a size out of bounds', async () => {
    const reply = await stack.graphql('{ promotions(first: 500) { id } }');
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
  });
});
