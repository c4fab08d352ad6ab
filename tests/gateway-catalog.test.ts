/** The catalogue read through the gateway over HTTP, compared with what the storefront-api serves. */
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERRITORY_CODES, centsToDecimal, stockState } from '@shop/domain';
import type { Product as ApiProduct, ProductPage } from '@shop/domain';
import { REGION, REGION_HEADERS, dataOf, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let categoryPath: string;

const DECIMAL = /^\d+\.\d{2}$/u;

beforeAll(async () => {
  // Every seller's offers and the seller pages exist in marketplace mode only.
  stack = await startStack({ shop: loadShopConfig({ SHOP_MARKETPLACE: 'true' }) });
  const { categories } = dataOf(
    await stack.graphql<{ categories: { path: string; productCount: number }[] }>(
      '{ categories { path productCount } }',
    ),
  );
  const biggest = [...categories].sort((a, b) => b.productCount - a.productCount)[0];
  if (biggest === undefined) throw new Error('the seed has no category');
  categoryPath = biggest.path;
});

afterAll(async () => {
  await stack?.close();
});

/** References of an upstream page, to compare windows with their source. */
async function upstreamReferences(page: number, size: number, sort = 'score,desc'): Promise<string[]> {
  const query = new URLSearchParams({ categoryPath, page: String(page), size: String(size), sort });
  const result = await stack.upstream<ProductPage>(`/products/category?${query.toString()}`);
  return result.products.map((p) => p.reference);
}

interface Window {
  products: {
    totalCount: number;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
    edges: { cursor: string; node: { reference: string } }[];
  };
}

async function window(first: number, after?: string | null, sort?: string): Promise<Window['products']> {
  const reply = await stack.graphql<Window>(
    `query ($path: String!, $first: Int, $after: String, $sort: ProductSort) {
      products(categoryPath: $path, first: $first, after: $after, sort: $sort) {
        totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { reference } }
      }
    }`,
    { path: categoryPath, first, after: after ?? null, sort: sort ?? null },
  );
  return dataOf(reply).products;
}

describe('regions', () => {
  it('lists the six territories with one default region', async () => {
    const { regions } = dataOf(
      await stack.graphql<{
        regions: { path: string; countryCode: string; xDefault: boolean; alternates: { path: string }[] }[];
      }>('{ regions { id path label countryCode taxRegime xDefault isCurrent alternates { path } } }'),
    );
    expect(regions.map((r) => r.countryCode).sort()).toEqual([...TERRITORY_CODES].sort());
    expect(regions.filter((r) => r.xDefault)).toHaveLength(1);
    for (const region of regions) expect(region.alternates.map((a) => a.path)).not.toContain(region.path);
  });

  it('tells the current region from x-catalog, the default one without it', async () => {
    const current = dataOf(
      await stack.graphql<{ region: { path: string; isCurrent: boolean } }>('{ region { path isCurrent } }'),
    );
    expect(current.region).toEqual({ path: REGION, isCurrent: true });
    const fallback = dataOf(
      await stack.graphql<{ region: { xDefault: boolean } }>('{ region { xDefault } }', {}, {}),
    );
    expect(fallback.region.xDefault).toBe(true);
  });

  it('shows the tax regime of the territory', async () => {
    const reply = await stack.graphql<{ region: { taxRegime: string } }>(
      '{ region { taxRegime } }',
      {},
      { 'x-catalog': 'guyane' },
    );
    expect(dataOf(reply).region.taxRegime).toBe('NO_VAT');
  });
});

describe('categories', () => {
  interface Tree {
    label: string;
    path: string;
    slug: string;
    level: number;
    parentSlugs: string[];
    children: Tree[];
  }

  it('returns the tree of the region and finds a category by path', async () => {
    const { categories } = dataOf(
      await stack.graphql<{ categories: Tree[] }>(
        '{ categories { label path slug level parentSlugs children { label path slug level parentSlugs children { path level } } } }',
      ),
    );
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category.level).toBe(1);
      expect(category.path).toBe(`${REGION}/${category.slug}`);
      for (const child of category.children) {
        expect(child.level).toBe(2);
        expect(child.parentSlugs).toEqual([category.slug]);
      }
    }
    const child = categories.flatMap((c) => c.children)[0];
    if (child === undefined) throw new Error('the seed needs sub-categories');
    const found = dataOf(
      await stack.graphql<{ category: { label: string; level: number } }>(
        'query ($path: String!) { category(path: $path) { label level } }',
        { path: child.path },
      ),
    );
    expect(found.category).toEqual({ label: child.label, level: 2 });
  });

  it('answers null for an unknown path or region, without error', async () => {
    for (const path of [`${REGION}/nulle-part`, 'atlantide/maison', 'Pas un chemin']) {
      const reply = await stack.graphql('query ($path: String!) { category(path: $path) { label } }', {
        path,
      });
      expect(reply.errors).toBeUndefined();
      expect(reply.data).toEqual({ category: null });
    }
  });
});

describe('product listings', () => {
  it('returns the window the upstream has at the same offsets', async () => {
    const page = await window(20);
    expect(page.edges.map((e) => e.node.reference)).toEqual(await upstreamReferences(0, 20));
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: page.totalCount > 20 });
  });

  it('pages forward with cursors, aligned or not, without gaps or repeats', async () => {
    const all = (await window(37)).edges.map((e) => e.node.reference);
    const walked: string[] = [];
    let after: string | null = null;
    for (const size of [7, 5, 10, 15]) {
      const page = await window(size, after);
      walked.push(...page.edges.map((e) => e.node.reference));
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      after = page.pageInfo.endCursor;
    }
    expect(walked).toEqual(all);
  });

  it('counts the whole result and stops at its end', async () => {
    const { totalCount } = await window(1);
    const upstream = await stack.upstream<ProductPage>(
      `/products/category?${new URLSearchParams({ categoryPath, page: '0', size: '1' }).toString()}`,
    );
    expect(totalCount).toBe(upstream.total);
    const beforeLast = await window(Math.min(totalCount - 1, 100));
    const last = await window(5, beforeLast.pageInfo.endCursor);
    expect(last.edges).toHaveLength(Math.min(5, totalCount - beforeLast.edges.length));
    if (beforeLast.edges.length === totalCount - 1) expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('gives the total and facets without products for first: 0', async () => {
    const empty = await window(0);
    expect(empty.edges).toEqual([]);
    expect(empty.totalCount).toBeGreaterThan(0);
    expect(empty.pageInfo).toMatchObject({ startCursor: null, endCursor: null, hasNextPage: true });
  });

  it('sorts by price as the upstream does', async () => {
    const page = await window(20, null, 'PRICE_ASC');
    expect(page.edges.map((e) => e.node.reference)).toEqual(await upstreamReferences(0, 20, 'price,asc'));
  });

  it('filters by a facet value and marks it selected', async () => {
    interface Facets {
      products: {
        totalCount: number;
        facets: {
          name: string;
          hidden: boolean;
          values: { value: string; count: number; selected: boolean }[];
        }[];
      };
    }
    const query = `query ($path: String!, $filters: [FilterInput!]) {
      products(categoryPath: $path, first: 5, filters: $filters) {
        totalCount facets { name label unit type valueType index step hidden values { value count selected } }
      }
    }`;
    const all = dataOf(await stack.graphql<Facets>(query, { path: categoryPath }));
    const facet = all.products.facets.find((f) => !f.hidden && f.values.length > 1);
    const value = facet?.values[0];
    if (facet === undefined || value === undefined)
      throw new Error('the seed needs a facet with several values');
    expect(facet.values.every((v) => !v.selected)).toBe(true);
    const filtered = dataOf(
      await stack.graphql<Facets>(query, {
        path: categoryPath,
        filters: [{ name: facet.name, values: [value.value] }],
      }),
    );
    expect(filtered.products.totalCount).toBe(value.count);
    expect(filtered.products.totalCount).toBeLessThan(all.products.totalCount);
    const same = filtered.products.facets.find((f) => f.name === facet.name);
    expect(same?.values.find((v) => v.value === value.value)?.selected).toBe(true);
  });
});

describe('search and autocomplete', () => {
  async function someWord(): Promise<string> {
    const { products } = dataOf(
      await stack.graphql<{ products: { edges: { node: { name: string } }[] } }>(
        'query ($path: String!) { products(categoryPath: $path, first: 1) { edges { node { name } } } }',
        { path: categoryPath },
      ),
    );
    const word = products.edges[0]?.node.name.split(/\s+/u).find((w) => w.length >= 4);
    if (word === undefined) throw new Error('no word to search');
    return word;
  }

  it('finds products by a word of their name', async () => {
    const term = await someWord();
    const { search } = dataOf(
      await stack.graphql<{ search: { totalCount: number; edges: { node: { name: string } }[] } }>(
        'query ($term: String!) { search(term: $term, first: 10) { totalCount edges { node { name } } facets { name } } }',
        { term },
      ),
    );
    expect(search.totalCount).toBeGreaterThan(0);
    expect(search.edges.length).toBe(Math.min(10, search.totalCount));
  });

  it('suggests products while typing, and nothing (without a call) under 2 characters', async () => {
    const term = (await someWord()).slice(0, 4);
    const { autocomplete } = dataOf(
      await stack.graphql<{
        autocomplete: { searchTerm: string; total: number; suggestions: { type: string; label: string }[] };
      }>(
        'query ($term: String!) { autocomplete(term: $term, size: 4) { searchTerm total suggestions { type label slug path reference image { srcThumb } taxIncludedPrice { amount currencyCode } } } }',
        { term },
      ),
    );
    const products = autocomplete.suggestions.filter((suggestion) => suggestion.type === 'PRODUCT');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    stack.resetCalls();
    const short = dataOf(
      await stack.graphql('{ autocomplete(term: " a ") { total suggestions { label } } }'),
    );
    expect(short).toEqual({ autocomplete: { total: 0, suggestions: [] } });
    expect(stack.calls).toEqual([]);
  });
});

describe('products', () => {
  const PRODUCT = `
    id reference slug name brand description descriptionShort descriptionLong
    gallery { title src srcMedium srcThumb } pictureCover { src }
    categoryPaths attributes { name label value unit type isPictureIcon } customAttributeValuesByName { name value } focusBlocks { name label }
    isConfigurable configurableAttributes { name label values } selectedAttributes { name value }
    defaultChildSlug defaultVariant { slug } variants { id slug reference selectedAttributes { name label value } offers { offerId } }
    price { current { taxFree { amount currencyCode } taxIncluded { amount } taxAmount { amount } taxRate displayed { amount } }
      regular { taxIncluded { amount } } isDiscounted percentPromo }
    percentPromo isNew isPromotion isBestseller seo { title description }
    stockQuantity stockState packSize minimalOrderQuantity maximalOrderQuantity notices { name url }
    offers { id offerId shopName stockQuantity stockState isDiscountActive pickingDelay
      price { taxIncluded { amount } } discountPrice { taxIncluded { amount } } currentPrice { taxIncluded { amount } }
      logisticClass { id label } shop { id shopId name } additionalAttributes { key value } }
    defaultOffer { id offerId }
  `;

  interface GqlProduct {
    id: string;
    reference: string;
    slug: string;
    name: string;
    stockQuantity: number;
    stockState: string;
    isConfigurable: boolean;
    variants: { id: string; slug: string; reference: string }[];
    defaultVariant: { slug: string } | null;
    defaultChildSlug: string | null;
    attributes: { name: string; value: string; isPictureIcon: boolean }[];
    customAttributeValuesByName: { name: string; value: string }[];
    focusBlocks: { name: string; label: string }[];
    price: {
      current: {
        taxFree: { amount: string; currencyCode: string };
        taxIncluded: { amount: string };
        taxAmount: { amount: string };
        taxRate: number | null;
        displayed: { amount: string };
      };
    } | null;
    defaultOffer: { id: string; offerId: string } | null;
    offers: {
      offerId: string;
      shopName: string;
      shop: { name: string } | null;
      stockQuantity: number;
      stockState: string;
    }[];
  }

  async function someSlugs(count: number): Promise<string[]> {
    const { products } = dataOf(
      await stack.graphql<{ products: { edges: { node: { slug: string } }[] } }>(
        'query ($path: String!, $first: Int) { products(categoryPath: $path, first: $first) { edges { node { slug } } } }',
        { path: categoryPath, first: count },
      ),
    );
    return products.edges.map((e) => e.node.slug);
  }

  it('maps a product page from the upstream payload', async () => {
    const [slug] = await someSlugs(1);
    const { product } = dataOf(
      await stack.graphql<{ product: GqlProduct }>(
        `query ($slug: String!) { product(slug: $slug) { ${PRODUCT} } }`,
        { slug },
      ),
    );
    const source = await stack.upstream<ApiProduct>(`/products/slug/${encodeURIComponent(slug ?? '')}`);
    expect(product).toMatchObject({ reference: source.reference, slug: source.slug, name: source.name });
    expect(product.stockState).toBe(stockState(source.stockQuantity));
    expect(product.attributes.map((a) => a.name)).toEqual(Object.keys(source.attributeValuesByAttributeName));
    for (const attribute of product.attributes)
      expect(attribute.isPictureIcon).toBe(attribute.value === 'true');
    expect(product.customAttributeValuesByName).toEqual(
      Object.entries(source.attributeValuesByAttributeName).map(([name, a]) => ({ name, value: a.value })),
    );
    // Focus blocks (spec 3): the yes/no attributes that hold, from the same payload.
    expect(product.focusBlocks).toEqual(
      Object.entries(source.attributeValuesByAttributeName)
        .filter(([, a]) => ['BOOLEAN', 'PICTURE'].includes(a.attributeType) && a.value === 'true')
        .map(([name, a]) => ({ name, label: a.label })),
    );
    expect(product.offers.map((o) => o.offerId)).toEqual(source.offers.map((o) => o.id));
    for (const offer of product.offers) {
      expect(offer.shop?.name).toBe(offer.shopName);
      expect(offer.stockState).toBe(stockState(offer.stockQuantity));
    }
    if (source.taxIncludedPrice !== null && product.price !== null) {
      const current = product.price.current;
      expect(current.taxIncluded.amount).toBe(centsToDecimal(source.taxIncludedPrice));
      expect(current.displayed.amount).toBe(current.taxIncluded.amount);
      expect(current.taxFree.currencyCode).toBe('EUR');
      for (const money of [current.taxFree, current.taxIncluded, current.taxAmount])
        expect(money.amount).toMatch(DECIMAL);
    }
  });

  it('displays tax-free amounts in B2B mode, by configuration or argument', async () => {
    const slugs = await someSlugs(20);
    const query = `query ($slug: String!) { product(slug: $slug) { price { current {
      taxFree { amount } taxIncluded { amount } displayed { amount } b2c: displayed(mode: B2C) { amount } b2b: displayed(mode: B2B) { amount }
    } } } }`;
    type Reply = {
      product: {
        price: {
          current: Record<'taxFree' | 'taxIncluded' | 'displayed' | 'b2c' | 'b2b', { amount: string }>;
        } | null;
      };
    };
    let compared = 0;
    const company = await stack.gatewayWith(loadShopConfig({ SHOP_B2B: 'true' }));
    for (const slug of slugs) {
      const b2c = dataOf(await stack.graphql<Reply>(query, { slug })).product.price?.current;
      const b2b = dataOf(await company.graphql<Reply>(query, { slug }, REGION_HEADERS)).product.price
        ?.current;
      if (b2c === undefined || b2b === undefined) continue;
      expect(b2c.displayed).toEqual(b2c.taxIncluded);
      expect(b2b.displayed).toEqual(b2b.taxFree);
      expect(b2c.b2b).toEqual(b2c.taxFree);
      expect(b2b.b2c).toEqual(b2b.taxIncluded);
      if (b2c.taxFree.amount !== b2c.taxIncluded.amount) compared++;
    }
    await company.close();
    expect(compared).toBeGreaterThan(0);
  });

  it('answers null for an unknown slug, without error', async () => {
    const reply = await stack.graphql('{ product(slug: "ce-produit-n-existe-pas") { name } }');
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ product: null });
  });

  it('loads products by reference in the order asked, null for unknown ones', async () => {
    const { products } = dataOf(
      await stack.graphql<{ products: { edges: { node: { reference: string } }[] } }>(
        'query ($path: String!) { products(categoryPath: $path, first: 3) { edges { node { reference } } } }',
        { path: categoryPath },
      ),
    );
    const refs = products.edges.map((e) => e.node.reference).reverse();
    const { productsByReferences } = dataOf(
      await stack.graphql<{ productsByReferences: ({ reference: string } | null)[] }>(
        'query ($refs: [String!]!) { productsByReferences(references: $refs) { reference } }',
        { refs: [refs[0], 'REFERENCE-INCONNUE', ...refs.slice(1)] },
      ),
    );
    expect(productsByReferences).toEqual([
      { reference: refs[0] },
      null,
      ...refs.slice(1).map((reference) => ({ reference })),
    ]);
  });

  it('exposes the variants of a configurable product', async () => {
    const { categories } = dataOf(
      await stack.graphql<{ categories: { path: string }[] }>('{ categories { path } }'),
    );
    let configurable: GqlProduct | undefined;
    for (const { path } of categories) {
      const { products } = dataOf(
        await stack.graphql<{ products: { edges: { node: GqlProduct }[] } }>(
          `query ($path: String!) { products(categoryPath: $path, first: 100) { edges { node { ${PRODUCT} } } } }`,
          { path },
        ),
      );
      configurable = products.edges.find((e) => e.node.isConfigurable)?.node;
      if (configurable !== undefined) break;
    }
    if (configurable === undefined) throw new Error('the seed needs a configurable product');
    expect(configurable.variants.length).toBeGreaterThan(0);
    expect(configurable.defaultVariant?.slug).toBe(configurable.defaultChildSlug);
    // A variant's slug opens its parent with that variant chosen; its id refetches the variant itself.
    const variant = configurable.variants.at(-1);
    const bySlug = dataOf(
      await stack.graphql<{ product: { reference: string; defaultVariant: { slug: string } } | null }>(
        'query ($slug: String!) { product(slug: $slug) { reference defaultVariant { slug } } }',
        { slug: variant?.slug },
      ),
    );
    expect(bySlug.product).toEqual({
      reference: configurable.reference,
      defaultVariant: { slug: variant?.slug },
    });
    const { node } = dataOf(
      await stack.graphql<{ node: { reference: string } }>(
        'query ($id: ID!) { node(id: $id) { ... on Product { reference } } }',
        {
          id: variant?.id,
        },
      ),
    );
    expect(node.reference).toBe(variant?.reference);
    const offerId = configurable.defaultOffer?.id;
    const offer = dataOf(
      await stack.graphql<{ node: { id: string } | null }>('query ($id: ID!) { node(id: $id) { id } }', {
        id: offerId,
      }),
    );
    expect(offer.node).toEqual({ id: offerId });
  });
});

describe('shops', () => {
  it('lists the sellers of the region and pages their products', async () => {
    const { shops } = dataOf(
      await stack.graphql<{ shops: { id: string; shopId: string; name: string; productCount: number }[] }>(
        '{ shops { id shopId name description logo { src } city countryCode generalSalesTermsAndConditions productCount createdAt } }',
      ),
    );
    const seller = shops.find((s) => s.productCount > 0);
    if (seller === undefined) throw new Error('the seed needs a seller with products');
    const { shop } = dataOf(
      await stack.graphql<{ shop: { name: string; products: { totalCount: number; edges: unknown[] } } }>(
        'query ($id: ID!) { shop(id: $id) { name products(first: 5) { totalCount edges { node { name } } } } }',
        { id: seller.shopId },
      ),
    );
    expect(shop.name).toBe(seller.name);
    expect(shop.products.totalCount).toBeGreaterThan(0);
    expect(shop.products.edges.length).toBe(Math.min(5, shop.products.totalCount));
    const byGlobalId = dataOf(
      await stack.graphql<{ shop: { shopId: string } }>('query ($id: ID!) { shop(id: $id) { shopId } }', {
        id: seller.id,
      }),
    );
    expect(byGlobalId.shop.shopId).toBe(seller.shopId);
    const unknown = await stack.graphql('{ shop(id: "vendeur-inconnu") { name } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ shop: null });
  });
});

describe('node', () => {
  it('refetches every kind of object by its global id', async () => {
    const data = dataOf(
      await stack.graphql<{
        region: { id: string };
        categories: { id: string }[];
        products: {
          edges: { node: { id: string; offers: { id: string; shop: { id: string } | null }[] } }[];
        };
      }>(
        `query ($path: String!) {
          region { id } categories { id }
          products(categoryPath: $path, first: 5) { edges { node { id offers { id shop { id } } } } }
        }`,
        { path: categoryPath },
      ),
    );
    const product = data.products.edges.find((e) => e.node.offers.length > 0)?.node;
    const offer = product?.offers[0];
    const ids = {
      Region: data.region.id,
      Category: data.categories[0]?.id,
      Product: product?.id,
      Offer: offer?.id,
      Shop: offer?.shop?.id,
    };
    for (const [type, id] of Object.entries(ids)) {
      expect(id, type).toBeDefined();
      const { node } = dataOf(
        await stack.graphql<{ node: { __typename: string; id: string } }>(
          'query ($id: ID!) { node(id: $id) { __typename id } }',
          {
            id,
          },
        ),
      );
      expect(node).toEqual({ __typename: type, id });
    }
    const all = Object.values(ids);
    const { nodes } = dataOf(
      await stack.graphql<{ nodes: { id: string }[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
        ids: all,
      }),
    );
    expect(nodes.map((n) => n.id)).toEqual(all);
  });

  it('keeps the region of an id whatever the caller region', async () => {
    const { products } = dataOf(
      await stack.graphql<{ products: { edges: { node: { id: string; offers: { offerId: string }[] } }[] } }>(
        'query ($path: String!) { products(categoryPath: $path, first: 1) { edges { node { id offers { offerId } } } } }',
        { path: categoryPath },
      ),
    );
    const product = products.edges[0]?.node;
    const { node } = dataOf(
      await stack.graphql<{ node: { id: string; offers: { offerId: string }[] } }>(
        'query ($id: ID!) { node(id: $id) { id ... on Product { offers { offerId } } } }',
        { id: product?.id },
        { 'x-catalog': 'guadeloupe' },
      ),
    );
    expect(node).toEqual(product);
  });
});
