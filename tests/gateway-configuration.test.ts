/**
 * The shop's configuration in the graph (spec 9): what `configuration` tells every channel, and
 * what the marketplace and B2B modes change in the data itself, each gateway on the same real
 * storefront-api.
 */
import { DEFAULT_SHOP_CONFIG, loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGION_HEADERS, dataOf, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let marketplace: Awaited<ReturnType<Stack['gatewayWith']>>;

beforeAll(async () => {
  stack = await startStack({ seedProducts: 120 });
  marketplace = await stack.gatewayWith(
    loadShopConfig({
      SHOP_MARKETPLACE: 'true',
      SHOP_B2B: 'true',
      SHOP_MULTILINGUAL: 'true',
      SHOP_QUICK_ORDER: 'true',
      SHOP_NEWSLETTER_PLACEMENT: 'last-column',
      SHOP_REGION_CHANGE: 'same-route',
      SHOP_HEADER_HELP: 'false',
      SHOP_CUSTOMER_SERVICE_PHONE: '+596 596 00 00 00',
    }),
  );
}, 60_000);

afterAll(async () => {
  await marketplace?.close();
  await stack?.close();
});

const CONFIGURATION = `{ configuration {
  marketplace b2b priceMode multilingual languages defaultLanguage newsletterPlacement regionChange
  customerServicePhone { display e164 }
  features { wishlist productPreview quickOrder stockAlert promotionalBar addToCartDialog quantityDisplay
    newsletter cartReminder welcomeModal coupons stockNotice share francoMessage }
  header { search regionSelector becomeSeller help account cart }
} }`;

describe('configuration', () => {
  it('tells the spec defaults, without any upstream call', async () => {
    stack.resetCalls();
    const { configuration } = dataOf(await stack.graphql<{ configuration: unknown }>(CONFIGURATION));
    expect(configuration).toEqual({
      marketplace: false,
      b2b: false,
      priceMode: 'B2C',
      multilingual: false,
      languages: ['fr'],
      defaultLanguage: 'fr',
      newsletterPlacement: 'FULL_WIDTH',
      regionChange: 'HOME',
      customerServicePhone: null,
      features: DEFAULT_SHOP_CONFIG.features,
      header: DEFAULT_SHOP_CONFIG.header,
    });
    expect(stack.calls).toEqual([]);
  });

  it('tells what the operator switched', async () => {
    const { configuration } = dataOf(
      await marketplace.graphql<{ configuration: Record<string, unknown> }>(CONFIGURATION),
    );
    expect(configuration).toMatchObject({
      marketplace: true,
      b2b: true,
      priceMode: 'B2B',
      multilingual: true,
      languages: ['fr', 'en'],
      newsletterPlacement: 'LAST_COLUMN',
      regionChange: 'SAME_ROUTE',
      customerServicePhone: { display: '0596 00 00 00', e164: '+596596000000' },
      features: expect.objectContaining({ quickOrder: true, stockAlert: false }),
      header: expect.objectContaining({ help: false, search: true }),
    });
  });
});

describe('marketplace mode', () => {
  const PRODUCTS = `query ($path: String!) { products(categoryPath: $path, first: 100) { edges { node {
    slug defaultOffer { offerId } offers { id offerId shop { name } }
  } } } }`;
  type Products = {
    products: {
      edges: {
        node: {
          slug: string;
          defaultOffer: { offerId: string } | null;
          offers: { id: string; offerId: string; shop: { name: string } | null }[];
        };
      }[];
    };
  };

  async function productsOf(graphql: Stack['graphql']) {
    const { categories } = dataOf(
      await graphql<{ categories: { path: string }[] }>('{ categories { path } }', {}, REGION_HEADERS),
    );
    const nodes = [];
    for (const { path } of categories) {
      const { products } = dataOf(await graphql<Products>(PRODUCTS, { path }, REGION_HEADERS));
      nodes.push(...products.edges.map((edge) => edge.node));
    }
    return nodes;
  }

  it('off: the default offer alone, no seller to find', async () => {
    const shopProducts = await productsOf(stack.graphql);
    const marketProducts = await productsOf(marketplace.graphql);
    // The demo catalogue has products several sellers offer: the check below must see some.
    const several = marketProducts.filter((p) => p.offers.length > 1);
    expect(several.length).toBeGreaterThan(0);
    for (const product of shopProducts) {
      expect(product.offers.map((o) => o.offerId)).toEqual(
        product.defaultOffer ? [product.defaultOffer.offerId] : [],
      );
      for (const offer of product.offers) expect(offer.shop).toBeNull();
    }
    const { shops } = dataOf(
      await marketplace.graphql<{ shops: { shopId: string }[] }>('{ shops { shopId } }', {}, REGION_HEADERS),
    );
    expect(shops.length).toBeGreaterThan(0);
    const shopId = shops[0]!.shopId;
    const closed = dataOf(
      await stack.graphql<{ shops: unknown[]; shop: unknown }>(
        'query ($id: ID!) { shops { shopId } shop(id: $id) { name } }',
        { id: shopId },
        REGION_HEADERS,
      ),
    );
    expect(closed).toEqual({ shops: [], shop: null });
    // A seller's or a hidden offer's global id, obtained in marketplace mode, finds nothing either.
    const { shop } = dataOf(
      await marketplace.graphql<{ shop: { id: string } }>(
        'query ($id: ID!) { shop(id: $id) { id } }',
        { id: shopId },
        REGION_HEADERS,
      ),
    );
    const hiddenOffer = several[0]!.offers.find((o) => o.offerId !== several[0]!.defaultOffer?.offerId)!;
    const { nodes } = dataOf(
      await stack.graphql<{ nodes: unknown[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
        ids: [shop.id, hiddenOffer.id],
      }),
    );
    expect(nodes).toEqual([null, null]);
  });
});

describe('B2B mode', () => {
  it('displays tax-free amounts, everywhere a price is shown', async () => {
    const query = `query ($path: String!) { products(categoryPath: $path, first: 20) { edges { node {
      price { current { taxFree { amount } taxIncluded { amount } displayed { amount } } }
      defaultOffer { currentPrice { taxFree { amount } displayed { amount } } }
    } } } }`;
    type Reply = {
      products: {
        edges: {
          node: {
            price: { current: Record<'taxFree' | 'taxIncluded' | 'displayed', { amount: string }> } | null;
            defaultOffer: { currentPrice: Record<'taxFree' | 'displayed', { amount: string }> } | null;
          };
        }[];
      };
    };
    const { categories } = dataOf(
      await marketplace.graphql<{ categories: { path: string }[] }>(
        '{ categories { path } }',
        {},
        REGION_HEADERS,
      ),
    );
    const { products } = dataOf(
      await marketplace.graphql<Reply>(query, { path: categories[0]!.path }, REGION_HEADERS),
    );
    let taxed = 0;
    for (const { node } of products.edges) {
      if (node.price === null || node.defaultOffer === null) continue;
      expect(node.price.current.displayed).toEqual(node.price.current.taxFree);
      expect(node.defaultOffer.currentPrice.displayed).toEqual(node.defaultOffer.currentPrice.taxFree);
      if (node.price.current.taxFree.amount !== node.price.current.taxIncluded.amount) taxed++;
    }
    expect(taxed).toBeGreaterThan(0);
  });
});
