import {
  HOME_SECTION_DEFAULT_SIZE,
  HOME_SECTION_MAX_SIZE,
  isDiscountActive,
  type HomeSection,
  type Product,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { get, getError, getOk, url } from '../testing/http.js';

const HOMEPAGE = '/products/marketing/homepage';

/** `size: null` leaves the size out of the query. */
const section = (name: string, region = 'martinique', size: number | null = HOME_SECTION_MAX_SIZE) =>
  getOk<HomeSection>(url(HOMEPAGE, { section: name, size: size ?? undefined }), { region });

/** Every product the region lists, loaded whole through /products/references. */
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

/** The ranking score of the listings (`0001_catalogue.sql`): bestseller 2, new 1. */
const score = (p: Product) => (p.isBestseller ? 2 : 0) + (p.isNew ? 1 : 0);
const byId = (a: Product, b: Product) => Number(a.id) - Number(b.id);

/** What each section must hold, computed from whole products with the rules of the contract. */
function expected(products: Product[]) {
  const bestsellers = products
    .filter((p) => p.isBestseller)
    .sort((a, b) => score(b) - score(a) || byId(a, b));
  const promotions = products
    .filter((p) => {
      const offer = p.defaultOffer;
      return (
        offer !== null &&
        offer.isDiscountActive &&
        offer.discountPrice !== null &&
        offer.discountPrice.taxFree < offer.price.taxFree
      );
    })
    .sort((a, b) => b.percentPromo - a.percentPromo || score(b) - score(a) || byId(a, b));
  return { bestsellers, promotions };
}

const ids = (products: Product[]) => products.map((p) => p.id);

let martinique: Product[];
let reunion: Product[];

beforeAll(async () => {
  await testApp();
  [martinique, reunion] = await Promise.all([listed('martinique'), listed('reunion')]);
});

describe('GET /products/marketing/homepage?section=bestsellers', () => {
  it('lists the flagged bestsellers of the region, best score first', async () => {
    for (const [region, products] of [
      ['martinique', martinique],
      ['reunion', reunion],
    ] as const) {
      const want = expected(products).bestsellers;
      expect(want.length, region).toBeGreaterThan(3);
      const reply = await section('bestsellers', region);
      expect(reply.section).toBe('bestsellers');
      expect(ids(reply.products), region).toEqual(ids(want.slice(0, HOME_SECTION_MAX_SIZE)));
      for (const product of reply.products) {
        expect(product.isBestseller).toBe(true);
        expect(product.offers.length, 'sold in the region').toBeGreaterThan(0);
      }
    }
  });

  it('leaves the variants out, like listings', async () => {
    const { products } = await section('bestsellers');
    const configurable = products.filter((p) => p.isConfigurable);
    for (const product of configurable) {
      expect(product.children).toEqual([]);
      expect(product.defaultChildSlug).not.toBeNull();
    }
  });
});

describe('GET /products/marketing/homepage?section=promotions', () => {
  it('lists the products whose default offer has a discount running now, largest promotion first', async () => {
    for (const [region, products] of [
      ['martinique', martinique],
      ['reunion', reunion],
    ] as const) {
      const want = expected(products).promotions;
      expect(want.length, region).toBeGreaterThan(3);
      const reply = await section('promotions', region);
      expect(reply.section).toBe('promotions');
      expect(ids(reply.products), region).toEqual(ids(want.slice(0, HOME_SECTION_MAX_SIZE)));
      const percents = reply.products.map((p) => p.percentPromo);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
      for (const product of reply.products) {
        expect(product.isPromotion).toBe(true);
        expect(product.percentPromo).toBeGreaterThanOrEqual(0);
        expect(product.regularTaxIncludedPrice, product.reference).toBeGreaterThan(
          product.taxIncludedPrice ?? Infinity,
        );
      }
    }
  });

  it('leaves out discounts whose window is over or not open yet', async () => {
    const now = new Date();
    // Products whose every discounted offer in the region is outside its window.
    const closedOnly = martinique.filter((p) => {
      const offers = [p, ...p.children].flatMap((x) => x.offers).filter((o) => o.discountPrice !== null);
      return (
        offers.length > 0 &&
        offers.every(
          (o) =>
            !isDiscountActive(
              {
                discountPrice: o.discountPrice!.taxFree,
                discountStart: o.discountStart,
                discountEnd: o.discountEnd,
              },
              now,
            ),
        )
      );
    });
    expect(closedOnly.length, 'the seed has expired and future discounts').toBeGreaterThan(0);
    const shown = new Set(ids((await section('promotions')).products));
    for (const product of closedOnly) expect(shown.has(product.id), product.reference).toBe(false);
  });

  it('shows the prices of the region', async () => {
    const [here, there] = await Promise.all([section('promotions'), section('promotions', 'reunion')]);
    expect(ids(here.products)).not.toEqual(ids(there.products));
    const reunionIds = new Set(ids(reunion));
    for (const product of there.products) expect(reunionIds.has(product.id)).toBe(true);
  });
});

describe('GET /products/marketing/homepage: query', () => {
  it('answers 12 products by default, and the size asked from 1 to 50', async () => {
    const byDefault = await section('bestsellers', 'martinique', null);
    expect(byDefault.products).toHaveLength(HOME_SECTION_DEFAULT_SIZE);
    const all = await section('bestsellers');
    for (const size of [1, 5, HOME_SECTION_MAX_SIZE]) {
      const reply = await section('bestsellers', 'martinique', size);
      expect(ids(reply.products)).toEqual(ids(all.products.slice(0, size)));
    }
    expect((await section('promotions', 'martinique', 3)).products).toHaveLength(3);
  });

  it('refuses a size out of bounds', async () => {
    for (const size of ['0', '51', '1000', '-1', '2.5', 'douze']) {
      await getError(url(HOMEPAGE, { section: 'promotions', size }), 400, 'invalid-request');
    }
  });

  it('refuses an unknown or missing section', async () => {
    const error = await getError(url(HOMEPAGE, { section: 'soldes' }), 400, 'unknown-section');
    expect(error.errorMessage).toContain('bestsellers, promotions');
    // The route is the content module's now (issue 14): it also answers the content's sections.
    expect(error.errorData).toEqual({
      known: ['bestsellers', 'promotions', 'featured-products', 'discount-products', 'marketing'],
    });
    await getError(url(HOMEPAGE, { section: 'BESTSELLERS' }), 400, 'unknown-section');
    await getError(HOMEPAGE, 400, 'invalid-request');
  });

  it('follows the region header and the locale like the other product routes', async () => {
    await getError(url(HOMEPAGE, { section: 'bestsellers' }), 400, 'unknown-root-category', {
      region: 'atlantide',
    });
    const reply = await get<HomeSection>(url(HOMEPAGE, { section: 'bestsellers', size: 2, locale: 'en' }));
    expect(reply.status).toBe(200);
    expect(reply.body.products).toHaveLength(2);
  });
});
