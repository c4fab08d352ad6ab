import { checkJsonLd } from '../../web/src/seo/structuredDataRules.js';
import { graphql } from '../support/storefront.js';
import { expect, test } from '../support/test.js';
import type { APIRequestContext } from '@playwright/test';

// Issue 34: what a search engine reads of the started shop, over HTTP only (no browser page is
// opened: crawlers read the server's HTML). robots.txt and the sitemaps lead to pages that answer
// 200; a product page holds its description and valid Product data with an offer; a category page
// its breadcrumbs and products; the home page the shop and its search box. The structured data is
// checked with the rules of web/src/seo/structuredDataRules.ts (schema.org and Google's).

/** The JSON-LD blocks of a page, each checked; their types. */
function structuredData(html: string): { type: string | null; problems: string[]; data: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gsu)].map(([, text]) => ({
    ...checkJsonLd(text!),
    data: JSON.parse(text!) as unknown,
  }));
}

async function page(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^text\/html/u);
  return response.text();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(([, loc]) => loc!);

test('robots.txt and every sitemap lead to pages that answer 200 @desktop', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemap = /^Sitemap: (\S+)$/mu.exec(await robots.text())?.[1];
  expect(sitemap).toMatch(/\/sitemap\.xml$/u);
  const index = await request.get(new URL(sitemap!).pathname);
  expect(index.status()).toBe(200);
  const files = locs(await index.text());
  // Six regions, French and English (the demo settings): a pages and a products sitemap each.
  expect(files.length).toBeGreaterThanOrEqual(24);
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), file).toBe(200);
    const urls = locs(await response.text());
    expect(urls.length, file).toBeGreaterThan(0);
    expect(urls.length, file).toBeLessThanOrEqual(50_000);
    // A sample of each file (3,000 products per region): its first and last pages.
    for (const url of new Set([urls[0]!, urls.at(-1)!])) await page(request, new URL(url).pathname);
  }
});

test('a product page holds its description and valid Product data with an offer @desktop', async ({
  request,
}) => {
  const data = await graphql<{
    products: { edges: { node: { slug: string; descriptionLong: string } }[] } | null;
  }>(
    request,
    'query { products(categoryPath: "martinique/epicerie-fine", first: 1) { edges { node { slug descriptionLong } } } }',
  );
  const product = data.products!.edges[0]!.node;
  const html = await page(request, `/martinique/fr/produit/${product.slug}`);
  // The description, sanitised by the gateway, is in the server's HTML (it was filled in the browser).
  const text = product.descriptionLong
    .replace(/<[^>]+>/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 8)
    .join(' ');
  expect(text.length).toBeGreaterThan(10);
  const description = /class="product-page__description">(.*?)<\/div>/su.exec(html)?.[1] ?? '';
  expect(description.replace(/<[^>]+>/gu, ' ').replace(/\s+/gu, ' ')).toContain(text);
  const blocks = structuredData(html);
  for (const block of blocks) expect(block.problems, block.type ?? 'unknown').toEqual([]);
  const productData = blocks.find((b) => b.type === 'Product')?.data as { offers?: { '@type': string } };
  expect(productData?.offers?.['@type']).toMatch(/^(Offer|AggregateOffer)$/u);
  expect(blocks.map((b) => b.type)).toContain('BreadcrumbList');
  // A shared link's preview.
  expect(html).toMatch(/<meta property="og:type" content="product">/u);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/u);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/u);
});

test('a category page has its breadcrumbs and products, the home page the shop and its search @desktop', async ({
  request,
}) => {
  const category = structuredData(await page(request, '/martinique/fr/categorie/epicerie-fine'));
  for (const block of category) expect(block.problems, block.type ?? 'unknown').toEqual([]);
  expect(category.map((b) => b.type).sort()).toEqual(['BreadcrumbList', 'ItemList']);
  const home = structuredData(await page(request, '/martinique/fr/'));
  for (const block of home) expect(block.problems, block.type ?? 'unknown').toEqual([]);
  expect(home.map((b) => b.type).sort()).toEqual(['Organization', 'WebSite']);
});
