import type { SitemapProduct, SitemapSummary } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

/** The region's sellable products, asked independently of the sitemap's SQL: the listing's own count. */
async function listingTotal(region: string): Promise<number> {
  const roots = await getOk<{ path: string; productCount: number }[]>('/categories', { region });
  return roots.reduce((sum, category) => sum + category.productCount, 0);
}

describe('GET products/sitemap', () => {
  it('pages through every product the region lists, once each, in a stable order', async () => {
    const summary = await getOk<SitemapSummary>('/products/sitemap/summary');
    expect(summary.productCount).toBe(await listingTotal('martinique'));
    expect(summary.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/u);
    const size = 7;
    const seen: SitemapProduct[] = [];
    for (let page = 0; ; page++) {
      const products = await getOk<SitemapProduct[]>(url('/products/sitemap', { page, size }));
      expect(products.length).toBeLessThanOrEqual(size);
      seen.push(...products);
      if (products.length < size) break;
    }
    expect(seen).toHaveLength(summary.productCount);
    expect(new Set(seen.map((p) => p.slug)).size).toBe(seen.length);
    expect(await getOk<SitemapProduct[]>(url('/products/sitemap', { page: 0, size }))).toEqual(
      seen.slice(0, size),
    );
    // Each is a product page of the region, with an offer there.
    for (const { slug } of seen.slice(0, 3)) {
      const product = await getOk<{ offers: unknown[] }>(`/products/slug/${slug}`);
      expect(product.offers.length, slug).toBeGreaterThan(0);
    }
  });

  it("gives each product its last change, and the region's latest as the summary's", async () => {
    const { db } = await testDatabase();
    const [first] = await getOk<SitemapProduct[]>(url('/products/sitemap', { page: 0, size: 1 }));
    const [before] = await db.query<{ updated_at: string }>(
      'SELECT updated_at::text FROM products WHERE slug = $1',
      [first!.slug],
    );
    await db.query(`UPDATE products SET updated_at = '2031-02-03T04:05:06Z' WHERE slug = $1`, [first!.slug]);
    try {
      const [changed] = await getOk<SitemapProduct[]>(url('/products/sitemap', { page: 0, size: 1 }));
      expect(changed).toEqual({ slug: first!.slug, lastModified: '2031-02-03T04:05:06Z' });
      const summary = await getOk<SitemapSummary>('/products/sitemap/summary');
      expect(summary.lastModified).toBe('2031-02-03T04:05:06Z');
    } finally {
      await db.query('UPDATE products SET updated_at = $2::timestamptz WHERE slug = $1', [
        first!.slug,
        before!.updated_at,
      ]);
    }
  });

  it('refuses a page size over the protocol’s 50,000 and an unknown region', async () => {
    await getError(url('/products/sitemap', { size: 50_001 }), 400, 'invalid-request');
    await getError('/products/sitemap/summary', 400, 'unknown-root-category', { region: 'atlantide' });
  });
});
