/**
 * A listing whose query reads of its products only what a card shows asks the storefront-api for
 * cards (`view=card`, issue 13's gateway cost); any other field brings whole products back. The
 * web's own listing queries are checked as it sends them (its persisted operations).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, REGION_HEADERS, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let categoryPath: string;

const operations = JSON.parse(
  readFileSync(new URL('../web/persisted-operations.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const webOperation = (name: string): string => {
  const text = Object.values(operations).find((t) => t.startsWith(`query ${name}(`));
  if (text === undefined) throw new Error(`no persisted operation ${name}`);
  return text;
};

/** The `view` of each listing call the last query made. */
const listingViews = () =>
  stack.calls.filter((c) => c.path.startsWith('/products/')).map((c) => [c.path, c.query.get('view')]);

beforeAll(async () => {
  stack = await startStack({ seedProducts: 300 });
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string; productCount: number }[] }>(
      '{ categories { path productCount } }',
    ),
  );
  categoryPath = [...categories].sort((a, b) => b.productCount - a.productCount)[0]!.path;
});

afterAll(async () => {
  await stack?.close();
});

describe('card listings', () => {
  it("the web's category, search and collection pages ask for cards", async () => {
    for (const [name, variables] of [
      ['CategoryPageQuery', { path: categoryPath, count: 24, sort: 'SCORE_DESC', filters: [], grid: false }],
      ['SearchPageQuery', { term: 'robe', hasTerm: true, count: 24, sort: 'SCORE_DESC', filters: [] }],
      ['CollectionPageQuery', { name: 'PROMOTIONS', count: 24, sort: 'SCORE_DESC', filters: [] }],
    ] as const) {
      stack.resetCalls();
      const reply = await stack.graphql(webOperation(name), variables, REGION_HEADERS);
      expect(reply.errors, name).toBeUndefined();
      const views = listingViews();
      expect(views.length, name).toBeGreaterThan(0);
      for (const [path, view] of views) expect(view, `${name} ${path}`).toBe('card');
    }
  });

  it('gives a card what its fields need, the same as from whole products', async () => {
    const cardFields = `reference name descriptionShort pictureCover { srcMedium } price { current { displayed { amount } } }
      offers { offerId stockQuantity } defaultOffer { offerId } stockState isPromotion`;
    const query = (fields: string) => `query ($path: String!) {
      products(categoryPath: $path, first: 30, sort: PRICE_ASC) { totalCount edges { node { ${fields} } } } }`;
    stack.resetCalls();
    const cards = dataOf(await stack.graphql(query(cardFields), { path: categoryPath }));
    expect(listingViews()).toEqual([['/products/category', 'card']]);

    // One field a card leaves out: whole products, and the card's fields unchanged.
    stack.resetCalls();
    const whole = dataOf<{ products: { edges: { node: Record<string, unknown> }[] } }>(
      await stack.graphql(query(`${cardFields} descriptionLong`), { path: categoryPath }),
    );
    expect(listingViews()).toEqual([['/products/category', null]]);
    expect(whole.products.edges[0]?.node.descriptionLong).toEqual(expect.any(String));
    expect(String(whole.products.edges[0]?.node.descriptionLong).length).toBeGreaterThan(0);
    const withoutLong = {
      products: {
        ...whole.products,
        edges: whole.products.edges.map(({ node: { descriptionLong: _, ...node } }) => ({ node })),
      },
    };
    expect(cards).toEqual(withoutLong);
  });

  it('asks whole products for every field whose resolver reads what a card leaves out', async () => {
    for (const field of [
      'description',
      'descriptionLong',
      'gallery { src }',
      'attributes { label }',
      'selectedAttributes { name }',
      'seo { title }',
      'notices { name }',
    ]) {
      stack.resetCalls();
      const reply = await stack.graphql(
        `query ($path: String!) { products(categoryPath: $path, first: 3) { edges { node { name ${field} } } } }`,
        { path: categoryPath },
      );
      expect(reply.errors, field).toBeUndefined();
      expect(listingViews(), field).toEqual([['/products/category', null]]);
    }
  });
});
