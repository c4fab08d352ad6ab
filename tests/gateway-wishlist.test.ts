/**
 * The wish list through the gateway (issue 35) against the real storefront-api: a visitor's first
 * addition opens a guest session, `inWishlist` and the viewer's list follow the changes, an unknown
 * reference is a typed error, the list moves to the account at sign-in, and the flag switched off
 * takes the feature away from the graph.
 */
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shopper, type UserError } from './support/shopper.js';
import { dataOf, REGION_HEADERS, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let products: { reference: string; slug: string }[] = [];

interface Payload {
  product: { reference: string; inWishlist: boolean } | null;
  viewer: { wishlist: { count: number; products: { reference: string }[] } | null };
  userErrors: UserError[];
}
const CHANGE = (name: 'addToWishlist' | 'removeFromWishlist') => `mutation ($input: WishlistInput!) {
  ${name}(input: $input) {
    product { reference inWishlist }
    viewer { wishlist { count products { reference } } }
    userErrors { code message }
  }
}`;
const add = async (shopper: Shopper, reference: string) =>
  (await shopper.ok<{ addToWishlist: Payload }>(CHANGE('addToWishlist'), { input: { reference } }))
    .addToWishlist;
const remove = async (shopper: Shopper, reference: string) =>
  (await shopper.ok<{ removeFromWishlist: Payload }>(CHANGE('removeFromWishlist'), { input: { reference } }))
    .removeFromWishlist;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 100, shop: loadShopConfig({ SHOP_WISHLIST: 'true' }) });
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string }[] }>('{ categories { path } }', {}, REGION_HEADERS),
  );
  const { products: page } = dataOf(
    await stack.graphql<{ products: { edges: { node: { reference: string; slug: string } }[] } }>(
      'query ($path: String!) { products(categoryPath: $path, first: 3) { edges { node { reference slug } } } }',
      { path: categories[0]!.path },
      REGION_HEADERS,
    ),
  );
  products = page.edges.map((edge) => edge.node);
  expect(products).toHaveLength(3);
});

afterAll(async () => {
  await stack?.close();
});

describe('wish list', () => {
  it('a visitor adds and removes; the product and the list say so', async () => {
    const visitor = new Shopper(stack.gatewayUrl);
    const [first, second] = products;
    const added = await add(visitor, first!.reference);
    expect(visitor.session, 'a guest session').toBeDefined();
    expect(added.userErrors).toEqual([]);
    expect(added.product).toEqual({ reference: first!.reference, inWishlist: true });
    await add(visitor, second!.reference);
    const both = await visitor.ok<{ viewer: { wishlist: Payload['viewer']['wishlist'] } }>(
      '{ viewer { wishlist { count products { reference } } } }',
    );
    expect(both.viewer.wishlist).toEqual({
      count: 2,
      products: [{ reference: second!.reference }, { reference: first!.reference }],
    });
    const removed = await remove(visitor, first!.reference);
    expect(removed.product?.inWishlist).toBe(false);
    expect(removed.viewer.wishlist?.count).toBe(1);
    const unknown = await add(visitor, 'NO-SUCH-REF');
    expect(unknown.userErrors.map((e) => e.code)).toEqual(['PRODUCT_NOT_FOUND']);
    expect(unknown.product).toBeNull();
  });

  it('a visitor without a session has no list and nothing in it', async () => {
    const visitor = new Shopper(stack.gatewayUrl);
    const data = await visitor.ok<{ viewer: { wishlist: unknown }; product: { inWishlist: boolean } }>(
      'query ($slug: String!) { viewer { wishlist { count } } product(slug: $slug) { inWishlist } }',
      { slug: products[0]!.slug },
    );
    expect(data).toEqual({ viewer: { wishlist: null }, product: { inWishlist: false } });
    expect(visitor.session).toBeUndefined();
  });

  it('the guest’s list goes to the account at sign-up', async () => {
    const visitor = new Shopper(stack.gatewayUrl);
    await add(visitor, products[2]!.reference);
    const registered = await visitor.ok<{ register: { userErrors: UserError[] } }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code message } } }`,
      {
        input: {
          email: `wish-${Date.now()}@example.test`,
          firstName: 'Léa',
          lastName: 'Martin',
          password: 'Secret1!pass',
          captcha: 'ok',
        },
      },
    );
    expect(registered.register.userErrors).toEqual([]);
    const data = await visitor.ok<{ viewer: { isAuthenticated: boolean; wishlist: { count: number } } }>(
      '{ viewer { isAuthenticated wishlist { count } } }',
    );
    expect(data.viewer).toEqual({ isAuthenticated: true, wishlist: { count: 1 } });
  });

  it('is not there when the flag is off (spec 9 default)', async () => {
    const defaults = await stack.gatewayWith(loadShopConfig({}));
    try {
      const reply = await defaults.graphql(
        CHANGE('addToWishlist'),
        {
          input: { reference: products[0]!.reference },
        },
        REGION_HEADERS,
      );
      expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await defaults.close();
    }
  });
});
