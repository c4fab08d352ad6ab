import type { ProductPage } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

const section = (name: string, region = 'martinique', size = 100) =>
  getOk<ProductPage>(url('/products/marketing/homepage', { section: name, size }), { region });

describe('GET /products/marketing/homepage', () => {
  it('lists the bestsellers the region sells, and only them', async () => {
    const page = await section('bestsellers');
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.length).toBe(Math.min(100, page.total));
    for (const product of page.products) {
      expect(product.isBestseller).toBe(true);
      expect(product.offers.length).toBeGreaterThan(0);
    }
  });

  it('lists products with a discount running now in the region', async () => {
    const page = await section('promotions', 'reunion');
    expect(page.total).toBeGreaterThan(0);
    // A configurable product is in promotion when one of its variants is (its `isPromotion`).
    for (const product of page.products) expect(product.isPromotion, product.reference).toBe(true);
    const all = await section('promotions', 'reunion');
    const direct = all.products.filter((p) => !p.isConfigurable);
    for (const product of direct) expect(product.offers.some((offer) => offer.isDiscountActive)).toBe(true);
  });

  it('pages and sizes like the other listings', async () => {
    const small = await section('bestsellers', 'martinique', 3);
    expect(small.products).toHaveLength(3);
    const all = await section('bestsellers');
    expect(small.products.map((p) => p.reference)).toEqual(all.products.slice(0, 3).map((p) => p.reference));
  });

  it('refuses an unknown section or size', async () => {
    const error = await getError(
      url('/products/marketing/homepage', { section: 'soldes' }),
      400,
      'invalid-request',
    );
    expect(error.errorMessage).toContain('bestsellers ou promotions');
    await getError(
      url('/products/marketing/homepage', { section: 'bestsellers', size: 1000 }),
      400,
      'invalid-request',
    );
    await getError(url('/products/marketing/homepage'), 400, 'invalid-request');
  });
});
