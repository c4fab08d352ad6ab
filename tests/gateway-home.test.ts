/** The home page through the gateway: categories, bestsellers and promotions, in a few upstream calls. */
import type { HomeSection } from '@shop/domain';
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

/** The fields of the web's ProductCard (fragments `ProductCard_product` and `Price_price`). */
const CARD = `id slug name brand descriptionShort isBestseller isNew isPromotion percentPromo stockState
  pictureCover { srcMedium srcThumb title }
  price { current { displayed { amount } } regular { displayed { amount } } isDiscounted percentPromo }
  defaultOffer { shopName }`;

/** The web's HomePageQuery: region, level-1 categories with their children, both sections. */
const HOME_QUERY = `{
  region { label }
  categories { id label slug productCount children { id label slug } }
  bestsellers(first: 12) { ${CARD} }
  promotions(first: 12) { ${CARD} }
}`;

interface Card {
  id: string;
  slug: string;
  isBestseller: boolean;
  isPromotion: boolean;
  percentPromo: number;
  price: { isDiscounted: boolean; percentPromo: number } | null;
  defaultOffer: { shopName: string } | null;
}

interface Home {
  region: { label: string };
  categories: { slug: string; children: unknown[] }[];
  bestsellers: Card[] | null;
  promotions: Card[] | null;
}

describe('home page', () => {
  it('answers the whole home page query in 4 upstream calls', async () => {
    stack.resetCalls();
    const data = dataOf(await stack.graphql<Home>(HOME_QUERY));
    const paths = stack.calls.map((c) => c.path).sort();
    expect(data.region.label).toBe('Martinique');
    expect(data.categories.length).toBeGreaterThan(3);
    expect(data.categories.some((c) => c.children.length > 0)).toBe(true);
    expect(data.bestsellers).toHaveLength(12);
    for (const card of data.bestsellers!) expect(card.isBestseller).toBe(true);
    expect(data.promotions).toHaveLength(12);
    for (const card of data.promotions!) {
      expect(card.isPromotion).toBe(true);
      expect(card.price?.isDiscounted).toBe(true);
      expect(card.defaultOffer?.shopName).toBeTruthy();
    }
    const percents = data.promotions!.map((c) => c.percentPromo);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // One call for the categories, one per section; the region comes from the roots (cached or not).
    expect(paths.filter((p) => p === '/products/marketing/homepage')).toHaveLength(2);
    expect(paths.filter((p) => p === '/categories')).toHaveLength(1);
    expect(stack.calls.length, paths.join(', ')).toBeLessThanOrEqual(4);
  });

  it('passes the size and the region upstream, and keeps the order of the catalogue', async () => {
    for (const region of ['martinique', 'reunion']) {
      stack.resetCalls();
      const data = dataOf(
        await stack.graphql<{ bestsellers: Card[]; promotions: Card[] }>(
          '{ bestsellers(first: 5) { slug } promotions(first: 7) { slug } }',
          {},
          { 'x-catalog': region },
        ),
      );
      const sections = stack.calls.filter((c) => c.path === '/products/marketing/homepage');
      expect(sections.map((c) => [c.query.get('section'), c.query.get('size')]).sort()).toEqual([
        ['bestsellers', '5'],
        ['promotions', '7'],
      ]);
      for (const [name, cards] of [
        ['bestsellers', data.bestsellers],
        ['promotions', data.promotions],
      ] as const) {
        const upstream = await stack.upstream<HomeSection>(
          `/products/marketing/homepage?section=${name}&size=${cards.length}`,
          { 'root-category': region },
        );
        expect(
          cards.map((c) => c.slug),
          `${region} ${name}`,
        ).toEqual(upstream.products.map((p) => p.slug));
      }
    }
  });

  it('gives each region its own sections', async () => {
    const query = '{ promotions(first: 12) { slug } }';
    const martinique = dataOf(await stack.graphql<{ promotions: Card[] }>(query));
    const reunion = dataOf(
      await stack.graphql<{ promotions: Card[] }>(query, {}, { 'x-catalog': 'reunion' }),
    );
    expect(martinique.promotions.map((c) => c.slug)).not.toEqual(reunion.promotions.map((c) => c.slug));
  });

  it('answers 12 products by default and refuses a size out of bounds', async () => {
    const data = dataOf(await stack.graphql<{ bestsellers: Card[] }>('{ bestsellers { id } }'));
    expect(data.bestsellers).toHaveLength(12);
    for (const first of [0, 51, -3]) {
      const reply = await stack.graphql<{ promotions: Card[] | null }>(
        `{ promotions(first: ${first}) { id } }`,
      );
      expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('leaves the rest of the page when a section fails', async () => {
    const reply = await stack.graphql<{ bestsellers: Card[] | null; promotions: Card[] | null }>(
      '{ bestsellers(first: 3) { id } promotions(first: 500) { id } }',
    );
    expect(reply.data?.promotions).toBeNull();
    expect(reply.data?.bestsellers).toHaveLength(3);
    expect(codesOf(reply)).toEqual(['BAD_USER_INPUT']);
  });
});
