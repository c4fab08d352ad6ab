/**
 * What search engines read first (issue 34): robots.txt and the sitemap index, one sitemap of pages
 * per region and language and its products' sitemaps split under a limit, each URL a page the shop
 * has, with the data's lastmod. (That every URL answers 200 from the built pages: the SEO journey.)
 */
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '@shop/gateway';
import { graphqlAt, startGateway, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

/** Small, so that 40 products need several files per region (the protocol's limit is 50,000). */
const PER_FILE = 15;

let stack: Stack;
let shop: { url: string; gateway: Gateway };

beforeAll(async () => {
  stack = await startStack({ seedProducts: 40 });
  shop = await startGateway({
    storefrontApiUrl: stack.apiUrl,
    shop: loadShopConfig({ SHOP_MULTILINGUAL: 'true' }),
    sitemapUrlsPerFile: PER_FILE,
  });
});

afterAll(async () => {
  await shop?.gateway.close();
  await stack?.close();
});

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/u;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * The entries of a sitemap or sitemap index, checked against the protocol's grammar (sitemaps.org)
 * as the gateway writes it: the whole document must match, every `loc` is an absolute URL of the
 * shop, every `lastmod` a W3C datetime, at most 50,000 entries.
 */
function entriesOf(xml: string, kind: 'urlset' | 'sitemapindex'): { loc: string; lastmod: string }[] {
  const item = kind === 'urlset' ? 'url' : 'sitemap';
  const open = `${XML_HEAD}<${kind} ${NS}>\n`;
  const close = `</${kind}>\n`;
  expect(xml.startsWith(open), xml.slice(0, 200)).toBe(true);
  expect(xml.endsWith(close)).toBe(true);
  const lines = xml.slice(open.length, -close.length).split('\n').filter(Boolean);
  expect(lines.length).toBeLessThanOrEqual(50_000);
  return lines.map((line) => {
    const match = new RegExp(`^<${item}><loc>([^<]+)</loc><lastmod>([^<]+)</lastmod></${item}>$`, 'u').exec(
      line,
    );
    expect(match, line).not.toBeNull();
    const [, loc = '', lastmod = ''] = match!;
    expect(new URL(loc).origin).toBe(shop.url);
    expect(loc).not.toMatch(/[<>"'&]/u);
    expect(lastmod).toMatch(W3C_DATETIME);
    return { loc, lastmod };
  });
}

async function get(path: string): Promise<Response> {
  const response = await fetch(`${shop.url}${path}`);
  expect(response.status, path).toBe(200);
  return response;
}

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of private pages, and names the sitemap index', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    for (const line of lines)
      expect(line).toMatch(/^((User-agent|Allow|Disallow): \S+|Sitemap: https?:\/\/\S+|)$/u);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /*/mon-compte');
    expect(lines).toContain('Disallow: /graphql');
    expect(lines).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
  });
});

describe('the sitemaps', () => {
  it('index one pages sitemap per region and language, and products sitemaps split under the limit', async () => {
    const index = entriesOf(await (await get('/sitemap.xml')).text(), 'sitemapindex');
    const regions = await graphqlAt<{ regions: { path: string }[] }>(shop.url, '{ regions { path } }');
    const paths = regions.data!.regions.map((r) => r.path);
    expect(paths).toHaveLength(6);
    for (const region of paths) {
      for (const locale of ['fr', 'en']) {
        const files = index.map((e) => e.loc).filter((loc) => loc.includes(`/sitemaps/${region}-${locale}-`));
        expect(files[0]).toBe(`${shop.url}/sitemaps/${region}-${locale}-pages.xml`);
        expect(files.slice(1)).toEqual(
          files.slice(1).map((_, k) => `${shop.url}/sitemaps/${region}-${locale}-products-${k + 1}.xml`),
        );
      }
    }
    let products = 0;
    for (const { loc } of index) {
      const path = new URL(loc).pathname;
      const urls = entriesOf(await (await get(path)).text(), 'urlset');
      expect(urls.length, path).toBeGreaterThan(0);
      if (path.includes('-products-')) {
        expect(urls.length).toBeLessThanOrEqual(PER_FILE);
        products += urls.length;
      }
    }
    // 40 products, listed in each of the 6 regions (an offer there), once per language.
    expect(products).toBeGreaterThan(PER_FILE * 2);
    const unknown = await fetch(`${shop.url}/sitemaps/martinique-fr-products-99.xml`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${shop.url}/sitemaps/atlantide-fr-pages.xml`)).status).toBe(404);
  });

  it('lists pages the shop has, with the products’ lastmod from the data', async () => {
    const headers = { 'x-catalog': 'martinique', 'x-locale': 'fr' };
    const pages = entriesOf(await (await get('/sitemaps/martinique-fr-pages.xml')).text(), 'urlset');
    expect(pages[0]!.loc).toBe(`${shop.url}/martinique/fr/`);
    for (const { loc } of pages.slice(1)) {
      const path = decodeURIComponent(new URL(loc).pathname).replace(
        '/martinique/fr/categorie/',
        'martinique/',
      );
      const reply = await graphqlAt<{ category: { productCount: number } | null }>(
        shop.url,
        'query ($path: String!) { category(path: $path) { productCount } }',
        { path },
        headers,
      );
      expect(reply.data?.category?.productCount, loc).toBeGreaterThan(0);
    }
    const products = entriesOf(await (await get('/sitemaps/martinique-fr-products-1.xml')).text(), 'urlset');
    const newest = products
      .map((p) => p.lastmod)
      .sort()
      .at(-1);
    for (const { loc } of products) {
      const slug = decodeURIComponent(new URL(loc).pathname.replace('/martinique/fr/produit/', ''));
      const reply = await graphqlAt<{ product: { slug: string } | null }>(
        shop.url,
        'query ($slug: String!) { product(slug: $slug) { slug } }',
        { slug },
        headers,
      );
      expect(reply.data?.product?.slug, loc).toBe(slug);
    }
    // The index and the pages carry the region's latest product change.
    const index = entriesOf(await (await get('/sitemap.xml')).text(), 'sitemapindex');
    expect(index.find((e) => e.loc.endsWith('/martinique-fr-pages.xml'))?.lastmod).toBe(newest);
    expect(pages[0]!.lastmod).toBe(newest);
  });
});
