import { COLLECTIONS, type Filter, type Product, type ProductPage } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';
import { documentedReplies } from '../testing/openapi.js';

const path = (name: string) => `/products/collection/${name}`;

interface Query {
  page?: number;
  size?: number;
  sort?: string;
  filters?: object;
}

function collection(name: string, query: Query = {}, region = 'martinique'): Promise<ProductPage> {
  const { filters, ...rest } = query;
  return getOk<ProductPage>(
    url(path(name), { ...rest, filters: filters ? JSON.stringify(filters) : undefined }),
    { region },
  );
}

/** Every product of a collection, page after page. */
async function everything(name: string, query: Query = {}, region?: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 0; ; page++) {
    const reply = await collection(name, { ...query, page, size: 100 }, region);
    products.push(...reply.products);
    if (page + 1 >= reply.totalPages) return products;
  }
}

/** Every product the region lists, whole (variants included), through /products/references. */
async function listed(region: string): Promise<Product[]> {
  const { db } = await testDatabase();
  const rows = await db.query<{ reference: string }>(
    `SELECT p.reference FROM listings l JOIN regions r ON r.code = l.territory
     JOIN products p ON p.id = l.product_id WHERE r.root_path = $1 ORDER BY p.id`,
    [region],
  );
  const products: Product[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const referenceList = rows
      .slice(i, i + 100)
      .map((r) => r.reference)
      .join(',');
    products.push(...(await getOk<Product[]>(url('/products/references', { referenceList }), { region })));
  }
  expect(products).toHaveLength(rows.length);
  return products;
}

/** The rules of `domain/src/collections.ts`, on whole products. */
const rules = {
  promotions: (p: Product) => {
    const offer = p.defaultOffer;
    return (
      offer !== null &&
      offer.isDiscountActive &&
      offer.discountPrice !== null &&
      offer.discountPrice.taxFree < offer.price.taxFree
    );
  },
  'best-offers': (p: Product) => p.isBestseller,
  'made-in-the-islands': (p: Product) =>
    [p, ...p.children].some((x) => x.attributeValuesByAttributeName.made_in_islands?.value === 'true'),
} as const;

const sortedIds = (products: Product[]) => products.map((p) => p.id).sort();
const counts = (filters: Filter[], name: string) =>
  Object.fromEntries(filters.find((f) => f.name === name)?.values.map((v) => [v.value, v.count]) ?? []);
/** The listings' ranking score (`0001_catalogue.sql`): bestseller 2, new 1. */
const score = (p: Product) => (p.isBestseller ? 2 : 0) + (p.isNew ? 1 : 0);

let martinique: Product[];
let reunion: Product[];

beforeAll(async () => {
  await testApp();
  [martinique, reunion] = await Promise.all([listed('martinique'), listed('reunion')]);
});

describe('GET /products/collection/{name}: which products', () => {
  it.each(COLLECTIONS)('%s lists exactly the region’s products of its rule, each once', async (name) => {
    for (const [region, products] of [
      ['martinique', martinique],
      ['reunion', reunion],
    ] as const) {
      const want = products.filter(rules[name]);
      expect(want.length, `${name} in ${region}: the seed has some`).toBeGreaterThan(3);
      expect(want.length, `${name} in ${region}: not everything`).toBeLessThan(products.length);
      const got = await everything(name, {}, region);
      expect(sortedIds(got), `${name} in ${region}`).toEqual(sortedIds(want));
      for (const product of got) {
        expect(product.children, 'variants left out as in listings').toEqual([]);
        expect(product.offers.length, 'sold in the region').toBeGreaterThan(0);
      }
    }
  });

  it('promotions show a current price below the regular one, like the home’s row', async () => {
    const products = await everything('promotions');
    for (const product of products) {
      expect(product.isPromotion, product.reference).toBe(true);
      expect(product.percentPromo, product.reference).toBeGreaterThanOrEqual(0);
      expect(product.regularTaxIncludedPrice, product.reference).toBeGreaterThan(
        product.taxIncludedPrice ?? Infinity,
      );
    }
    // A product with a discounted offer that is not its default offer stays out.
    const hidden = martinique.filter(
      (p) => !rules.promotions(p) && [p, ...p.children].some((x) => x.offers.some((o) => o.isDiscountActive)),
    );
    const shown = new Set(products.map((p) => p.id));
    for (const product of hidden) expect(shown.has(product.id), product.reference).toBe(false);
  });

  it('made in the islands: the attribute is a characteristic and a facet, and origins narrow it', async () => {
    const page = await collection('made-in-the-islands', { size: 100 });
    expect(counts(page.filters, 'made_in_islands')).toEqual({ true: page.total });
    const origins = counts(page.filters, 'origine');
    const local = Object.keys(origins).filter((o) => o !== 'France métropolitaine');
    expect(local.length).toBeGreaterThan(1);
    const [origin] = local;
    const narrowed = await everything('made-in-the-islands', { filters: { origine: [origin] } });
    expect(narrowed).toHaveLength(origins[origin!]!);
    for (const product of narrowed) {
      expect(product.attributeValuesByAttributeName.origine?.value, product.reference).toBe(origin);
      expect(product.attributeValuesByAttributeName.made_in_islands).toMatchObject({
        label: 'Fabriqué en outre-mer',
        attributeType: 'BOOLEAN',
      });
    }
  });
});

describe('GET /products/collection/{name}: the listing screen’s sort, facets and paging', () => {
  it('sorts by score by default, and by the current tax-included price both ways', async () => {
    const byScore = await everything('best-offers');
    const scores = byScore.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const name of COLLECTIONS) {
      const up = (await everything(name, { sort: 'price,asc' })).map((p) => p.taxIncludedPrice!);
      expect(up, name).toEqual([...up].sort((a, b) => a - b));
      const down = (await everything(name, { sort: 'price,desc' })).map((p) => p.taxIncludedPrice!);
      expect(down, name).toEqual([...down].sort((a, b) => b - a));
    }
  });

  it('pages through every product once with page, size, total and totalPages', async () => {
    const first = await collection('promotions', { size: 7 });
    expect(first).toMatchObject({ page: 0, size: 7, sort: 'score,desc' });
    expect(first.totalPages).toBe(Math.ceil(first.total / 7));
    const ids: string[] = [];
    for (let page = 0; page < first.totalPages; page++) {
      const reply = await collection('promotions', { size: 7, page });
      expect(reply).toMatchObject({ page, total: first.total, totalPages: first.totalPages });
      ids.push(...reply.products.map((p) => p.id));
    }
    expect(new Set(ids).size).toBe(first.total);
    const past = await collection('promotions', { size: 7, page: first.totalPages + 3 });
    expect(past).toMatchObject({ products: [], total: first.total });
    expect(past.filters.length).toBeGreaterThan(0);
    expect((await collection('promotions')).products).toHaveLength(Math.min(20, first.total));
  });

  it('filters with the facets (OR within one, AND across) and counts each facet without its own choice', async () => {
    const all = await collection('best-offers', { size: 100 });
    const brands = Object.entries(counts(all.filters, 'marque')).sort((a, b) => b[1] - a[1]);
    const [[brand, brandCount], [other, otherCount]] = brands as [[string, number], [string, number]];
    const one = await everything('best-offers', { filters: { marque: [brand] } });
    expect(one).toHaveLength(brandCount);
    for (const product of one) expect(product.brand).toBe(brand);
    const two = await collection('best-offers', { filters: { marque: [brand, other] } });
    expect(two.total).toBe(brandCount + otherCount);
    expect(counts(two.filters, 'marque')).toEqual(counts(all.filters, 'marque'));
  });

  it('answers the prices and products of the region asked', async () => {
    const [here, there] = await Promise.all([
      everything('promotions'),
      everything('promotions', {}, 'reunion'),
    ]);
    expect(sortedIds(here)).not.toEqual(sortedIds(there));
  });
});

describe('GET /products/collection/{name}: bad input', () => {
  it('answers 404 collection-not-found for an unknown collection', async () => {
    for (const name of ['soldes', 'PROMOTIONS', 'best_offers', '%20']) {
      const error = await getError(path(name), 404, 'collection-not-found');
      expect(error.errorMessage).toContain('promotions, best-offers, made-in-the-islands');
    }
  });

  it('refuses a bad page, size, sort, filter or region like the other listings', async () => {
    for (const query of [{ page: -1 }, { size: 0 }, { size: 101 }, { sort: 'name,asc' }, { filters: '{' }]) {
      await getError(url(path('promotions'), query), 400, 'invalid-request');
    }
    await getError(
      url(path('best-offers'), { filters: JSON.stringify({ inconnu: ['x'] }) }),
      400,
      'unknown-filter',
    );
    await getError(path('promotions'), 400, 'unknown-root-category', { region: 'atlantide' });
  });

  it('answers as its OpenAPI document says', async () => {
    const { expectReply } = await documentedReplies();
    const template = '/products/collection/{name}';
    for (const name of COLLECTIONS) {
      expectReply('GET', template, 200, await collection(name, { size: 5 }), name);
    }
    expectReply('GET', template, 404, await getError(path('soldes'), 404, 'collection-not-found'));
  });
});
