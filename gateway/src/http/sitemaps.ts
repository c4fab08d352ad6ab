/**
 * What search engines read before the pages (issue 34): `/robots.txt`, and a sitemap index at
 * `/sitemap.xml` naming, for each region and language, a sitemap of its pages (home, categories)
 * and its products' sitemaps, each under the protocol's 50,000 URLs (the bench catalogue has
 * 100,000 products). Each URL's `<lastmod>` is the data's: a product's last change, a page's the
 * latest change among the region's products.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { SITEMAP_MAX_URLS } from '@shop/domain';
import type { Category, Locale } from '@shop/domain';
import type { Logger } from '../logger.js';
import type { StorefrontClient } from '../upstream/storefront-client.js';
import { sendJson } from './pages.js';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
const SITEMAP_FILE = /^\/sitemaps\/([a-z0-9-]+)-(fr|en)-(pages|products-(\d{1,4}))\.xml$/u;

/** Search engines may keep them this long: the catalogue changes by the hour, not by the second. */
const MAX_AGE_S = 3600;

export interface SitemapOptions {
  client: StorefrontClient;
  logger: Logger;
  /**
   * The shop's public address: every URL of robots.txt and the sitemaps is absolute on it. Unset:
   * the request's own host (development).
   */
  publicUrl?: string | undefined;
  /** The languages the shop offers (`configuration.languages`): one sitemap set each. */
  languages: readonly Locale[];
  /** URLs per products' sitemap (the protocol's 50,000 by default; smaller in tests). */
  urlsPerFile?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Pages a search engine has nothing to find in: a shopper's own, the API, the search results. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /events',
    'Disallow: /*/mon-compte',
    'Disallow: /*/mon-panier',
    'Disallow: /*/commande',
    'Disallow: /*/recherche',
    'Disallow: /*/alerte-stock/',
    'Disallow: /*/reinitialisation-mot-de-passe',
    '',
    `Sitemap: ${publicUrl}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

function urlSet(entries: { loc: string; lastmod: string | null }[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(entries: { loc: string; lastmod: string | null }[]): string {
  const maps = entries.map(
    (e) =>
      `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/** Every category with products, at every level: `parentSlugs/slug` below the root. */
function categoryPaths(categories: readonly Category[]): string[] {
  return categories.flatMap((c) =>
    c.productCount > 0
      ? [[...c.parentSlugs, c.slug].join('/'), ...categoryPaths(c.children)]
      : categoryPaths(c.children),
  );
}

function send(req: IncomingMessage, res: ServerResponse, type: string, body: string): void {
  const gzip = /\bgzip\b/u.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? gzipSync(body) : Buffer.from(body);
  res.writeHead(200, {
    'content-type': type,
    'content-length': bytes.length,
    'cache-control': `public, max-age=${MAX_AGE_S}`,
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export function createSitemaps(options: SitemapOptions) {
  const { client, logger, languages } = options;
  const fixedOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  const perFile = options.urlsPerFile ?? SITEMAP_MAX_URLS;
  const regions = async () => (await client.scope({}).rootCategories()).map((r) => r.path);
  const api = (region: string, locale: Locale) => client.scope({ rootCategory: region, locale });
  const fileUrl = (origin: string, region: string, locale: Locale, part: string) =>
    `${origin}/sitemaps/${region}-${locale}-${part}.xml`;

  async function index(origin: string): Promise<string> {
    const entries = await Promise.all(
      (await regions()).map(async (region) => {
        const { productCount, lastModified } = await api(region, languages[0]!).sitemapSummary();
        const files = Math.ceil(productCount / perFile);
        return languages.flatMap((locale) => [
          { loc: fileUrl(origin, region, locale, 'pages'), lastmod: lastModified },
          ...Array.from({ length: files }, (_, k) => ({
            loc: fileUrl(origin, region, locale, `products-${k + 1}`),
            lastmod: lastModified,
          })),
        ]);
      }),
    );
    return sitemapIndex(entries.flat());
  }

  /** The region's home and category pages; null for an unknown region. */
  async function pages(origin: string, region: string, locale: Locale): Promise<string | null> {
    if (!(await regions()).includes(region)) return null;
    const [summary, categories] = await Promise.all([
      api(region, locale).sitemapSummary(),
      api(region, locale).categories(),
    ]);
    const base = `${origin}/${region}/${locale}`;
    return urlSet([
      { loc: `${base}/`, lastmod: summary.lastModified },
      ...categoryPaths(categories).map((path) => ({
        loc: `${base}/categorie/${path}`,
        lastmod: summary.lastModified,
      })),
    ]);
  }

  /** The region's products of file `n` (from 1); null past the last one or for an unknown region. */
  async function products(origin: string, region: string, locale: Locale, n: number): Promise<string | null> {
    if (n < 1 || !(await regions()).includes(region)) return null;
    const page = await api(region, locale).sitemapProducts(n - 1, perFile);
    if (page.length === 0) return null;
    const base = `${origin}/${region}/${locale}/produit`;
    return urlSet(
      page.map((p) => ({ loc: `${base}/${encodeURIComponent(p.slug)}`, lastmod: p.lastModified })),
    );
  }

  /** Answers robots.txt and the sitemaps; false for any other path. */
  return (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> | false => {
    const origin = fixedOrigin ?? `http://${req.headers.host ?? 'localhost'}`;
    if (path === ROBOTS_PATH) {
      send(req, res, 'text/plain; charset=utf-8', robotsTxt(origin));
      return Promise.resolve();
    }
    const file = SITEMAP_FILE.exec(path);
    if (path !== SITEMAP_INDEX_PATH && !file) return false;
    const locale = file?.[2] as Locale | undefined;
    const body =
      file === null
        ? index(origin)
        : !languages.includes(locale!)
          ? Promise.resolve(null)
          : file[3] === 'pages'
            ? pages(origin, file[1]!, locale!)
            : products(origin, file[1]!, locale!, Number(file[4]));
    return body.then(
      (xml) =>
        xml === null
          ? sendJson(res, 404, { error: 'not-found' })
          : send(req, res, 'application/xml; charset=utf-8', xml),
      (error: unknown) => {
        logger.warn('sitemap failed', {
          path,
          message: error instanceof Error ? error.message : String(error),
        });
        sendJson(res, 503, { error: 'unavailable' });
      },
    );
  };
}
