/**
 * The gateway must cost a constant number of upstream calls per page, whatever the number of
 * products on it: these tests count the requests the real storefront-api receives.
 */
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startStack } from './support/stack.js';
import type { Stack, UpstreamCall } from './support/stack.js';

let stack: Stack;

/** Upstream calls by path, e.g. `{ '/products/category': 1, '/shops': 1 }`. */
function countByPath(calls: UpstreamCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) {
    const path = call.path.startsWith('/products/slug/') ? '/products/slug/{slug}' : call.path;
    counts[path] = (counts[path] ?? 0) + 1;
  }
  return counts;
}

const OFFER_FIELDS =
  'offerId shopName stockState currentPrice { displayed { amount } } shop { id name city }';

interface Listing {
  products: {
    totalCount: number;
    edges: { node: { reference: string; slug: string; offers: { shop: { id: string } | null }[] } }[];
  };
}

let categoryPath: string;

beforeAll(async () => {
  // Enough products for a 50-product category page in one region.
  // Seller pages and offers' shops exist in marketplace mode only.
  stack = await startStack({ seedProducts: 1000, shop: loadShopConfig({ SHOP_MARKETPLACE: 'true' }) });
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string; productCount: number }[] }>(
      '{ categories { path productCount } }',
    ),
  );
  const biggest = [...categories].sort((a, b) => b.productCount - a.productCount)[0];
  if (biggest === undefined || biggest.productCount < 50)
    throw new Error('the seed needs a category of 50 products');
  categoryPath = biggest.path;
});

afterAll(async () => {
  await stack?.close();
});

describe('upstream calls per query', () => {
  it('category page of 50 products with offers and shops (their city asked): 1 listing + 1 shops', async () => {
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<Listing>(
        `query ($path: String!) {
          products(categoryPath: $path, first: 50) {
            totalCount
            edges { node { reference slug name price { current { displayed { amount } } }
              offers { ${OFFER_FIELDS} } defaultOffer { ${OFFER_FIELDS} } } }
          }
        }`,
        { path: categoryPath },
      ),
    );
    expect(data.products.edges).toHaveLength(50);
    const shopIds = new Set(data.products.edges.flatMap((e) => e.node.offers.map((o) => o.shop?.id)));
    expect(shopIds.size).toBeGreaterThan(1);
    expect(countByPath(stack.calls)).toEqual({ '/products/category': 1, '/shops': 1 });
  });

  it("a seller's id and name are the offer's own: the listing alone, no /shops call", async () => {
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{
        products: {
          edges: { node: { offers: { shopName: string; shop: { shopId: string; name: string } }[] } }[];
        };
      }>(
        `query ($path: String!) { products(categoryPath: $path, first: 20) {
          edges { node { offers { shopName shop { id shopId name } } } } } }`,
        { path: categoryPath },
      ),
    );
    const offers = data.products.edges.flatMap((e) => e.node.offers);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.shop.name).toBe(offer.shopName);
    expect(countByPath(stack.calls)).toEqual({ '/products/category': 1 });
  });

  it('category page with related products, their offers and shops: 1 listing + 1 references + 1 shops', async () => {
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{ products: { edges: { node: { relatedProducts: { reference: string }[] } }[] } }>(
        `query ($path: String!) {
          products(categoryPath: $path, first: 20) {
            edges { node { reference offers { ${OFFER_FIELDS} }
              relatedProducts { reference offers { ${OFFER_FIELDS} } } } }
          }
        }`,
        { path: categoryPath },
      ),
    );
    const related = new Set(
      data.products.edges.flatMap((e) => e.node.relatedProducts.map((r) => r.reference)),
    );
    expect(related.size).toBeGreaterThan(0);
    expect(related.size).toBeLessThanOrEqual(100);
    expect(countByPath(stack.calls)).toEqual({
      '/products/category': 1,
      '/products/references': 1,
      '/shops': 1,
    });
  });

  it('category page asking for the variants of configurable products: 1 listing + 1 references + 1 shops', async () => {
    const { categories } = dataOf(
      await stack.graphql<{ categories: { path: string }[] }>('{ categories { path } }'),
    );
    let path: string | undefined;
    for (const category of categories) {
      const { products } = dataOf(
        await stack.graphql<{ products: { edges: { node: { isConfigurable: boolean } }[] } }>(
          'query ($path: String!) { products(categoryPath: $path, first: 50) { edges { node { isConfigurable } } } }',
          { path: category.path },
        ),
      );
      if (products.edges.filter((e) => e.node.isConfigurable).length > 1) {
        path = category.path;
        break;
      }
    }
    if (path === undefined) throw new Error('the seed needs a category with configurable products');
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{ products: { edges: { node: { variants: unknown[] } }[] } }>(
        `query ($path: String!) {
          products(categoryPath: $path, first: 50) {
            edges { node { name isConfigurable offers { ${OFFER_FIELDS} }
              variants { slug selectedAttributes { name value } offers { ${OFFER_FIELDS} } } } }
          }
        }`,
        { path },
      ),
    );
    expect(data.products.edges.filter((e) => e.node.variants.length > 0).length).toBeGreaterThan(1);
    expect(countByPath(stack.calls)).toEqual({
      '/products/category': 1,
      '/products/references': 1,
      '/shops': 1,
    });
  });

  it('product page with variants, related products, offers and shops: 1 product (related included) + 1 shops', async () => {
    const listing = dataOf(
      await stack.graphql<{ products: { edges: { node: { slug: string; relatedProducts: unknown[] } }[] } }>(
        `query ($path: String!) { products(categoryPath: $path, first: 50) { edges { node { slug relatedProducts { reference } } } } }`,
        { path: categoryPath },
      ),
    );
    const withRelated = listing.products.edges.find((e) => e.node.relatedProducts.length > 0);
    if (withRelated === undefined) throw new Error('the seed needs a product with related products');
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{ product: { relatedProducts: { offers: unknown[] }[] } }>(
        `query ($slug: String!) {
          product(slug: $slug) {
            name offers { ${OFFER_FIELDS} } defaultOffer { ${OFFER_FIELDS} }
            variants { slug offers { ${OFFER_FIELDS} } }
            relatedProducts { name offers { ${OFFER_FIELDS} } defaultOffer { ${OFFER_FIELDS} } }
          }
        }`,
        { slug: withRelated.node.slug },
      ),
    );
    expect(data.product.relatedProducts.length).toBeGreaterThan(0);
    expect(countByPath(stack.calls)).toEqual({
      '/products/slug/{slug}': 1,
      '/shops': 1,
    });
    const slugCall = () => stack.calls.find((call) => call.path.startsWith('/products/slug/'));
    expect(slugCall()?.query.get('include')).toBe('related');
    // A query that reads no related product does not make the upstream look them up.
    stack.resetCalls();
    await stack.graphql('query ($slug: String!) { product(slug: $slug) { name } }', {
      slug: withRelated.node.slug,
    });
    expect(slugCall()?.query.get('include')).toBeNull();
  });

  it('search page of 50 results with offers and shops: 1 search + 1 shops', async () => {
    const { products } = dataOf(
      await stack.graphql<{ products: { edges: { node: { name: string } }[] } }>(
        `query ($path: String!) { products(categoryPath: $path, first: 1) { edges { node { name } } } }`,
        { path: categoryPath },
      ),
    );
    const word = products.edges[0]?.node.name.split(/\s+/u).find((w) => w.length >= 4) ?? 'de';
    stack.resetCalls();
    const data = dataOf(
      await stack.graphql<{ search: { totalCount: number } }>(
        `query ($term: String!) { search(term: $term, first: 50) { totalCount edges { node { name offers { ${OFFER_FIELDS} } } } } }`,
        { term: word },
      ),
    );
    expect(data.search.totalCount).toBeGreaterThan(0);
    expect(countByPath(stack.calls)).toEqual({ '/products/search': 1, '/shops': 1 });
  });

  it('nodes of 30 products with their offers and shops: 1 references + 1 shops', async () => {
    const listing = dataOf(
      await stack.graphql<{ products: { edges: { node: { id: string } }[] } }>(
        `query ($path: String!) { products(categoryPath: $path, first: 30) { edges { node { id } } } }`,
        { path: categoryPath },
      ),
    );
    stack.resetCalls();
    const ids = listing.products.edges.map((e) => e.node.id);
    const data = dataOf(
      await stack.graphql<{ nodes: ({ id: string } | null)[] }>(
        `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Product { offers { ${OFFER_FIELDS} } } } }`,
        { ids },
      ),
    );
    expect(data.nodes.map((n) => n?.id)).toEqual(ids);
    expect(countByPath(stack.calls)).toEqual({ '/products/references': 1, '/shops': 1 });
  });

  it('the same product asked twice in one query: 1 call', async () => {
    const listing = dataOf(
      await stack.graphql<{ products: { edges: { node: { slug: string } }[] } }>(
        `query ($path: String!) { products(categoryPath: $path, first: 1) { edges { node { slug } } } }`,
        { path: categoryPath },
      ),
    );
    stack.resetCalls();
    dataOf(
      await stack.graphql(
        `query ($slug: String!) { a: product(slug: $slug) { name } b: product(slug: $slug) { slug } }`,
        {
          slug: listing.products.edges[0]?.node.slug,
        },
      ),
    );
    expect(countByPath(stack.calls)).toEqual({ '/products/slug/{slug}': 1 });
  });

  it('an unaligned window (10 products after the 5th): 1 listing call', async () => {
    const first = dataOf(
      await stack.graphql<{ products: { edges: { cursor: string }[] } }>(
        `query ($path: String!) { products(categoryPath: $path, first: 5) { edges { cursor } } }`,
        { path: categoryPath },
      ),
    );
    stack.resetCalls();
    dataOf(
      await stack.graphql(
        `query ($path: String!, $after: String) { products(categoryPath: $path, first: 10, after: $after) { edges { cursor } } }`,
        { path: categoryPath, after: first.products.edges.at(-1)?.cursor },
      ),
    );
    expect(countByPath(stack.calls)).toEqual({ '/products/category': 1 });
  });
});
