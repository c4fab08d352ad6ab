/**
 * What the gateway's sitemaps are built from (issue 34): `GET products/sitemap/summary` (how many
 * products the region lists, and its latest change) and `GET products/sitemap` (a page of their
 * slugs with each one's last change). Reads only: products are the seed's and importers' to write.
 */
import { localeQuerySchema, sitemapProductsQuerySchema } from '@shop/domain';
import type { SitemapProduct, SitemapSummary } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, arrayOf, ref, replies } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as sitemap from './sitemap.repository.js';

export function registerSitemap(
  app: FastifyInstance,
  { db, regions }: Pick<ModuleDeps, 'db' | 'regions'>,
): void {
  app.get(
    '/products/sitemap/summary',
    {
      schema: {
        tags: ['products'],
        summary: 'How many products the region lists (an offer there), and when the latest changed',
        ...accepts({ query: localeQuerySchema }),
        response: replies(ref('SitemapSummary', "The region's listed products")),
      },
    },
    async (request): Promise<SitemapSummary> => {
      const region = await regionOf(regions, request);
      const row = await sitemap.summary(db, region.territory);
      return { productCount: row.product_count, lastModified: row.last_modified };
    },
  );
  app.get(
    '/products/sitemap',
    {
      schema: {
        tags: ['products'],
        summary: "A page of the region's listed products (slug and last change), in a stable order",
        ...accepts({ query: sitemapProductsQuerySchema }),
        response: replies(arrayOf('SitemapProduct', 'The page, in product order')),
      },
    },
    async (request): Promise<SitemapProduct[]> => {
      const region = await regionOf(regions, request);
      const { page, size } = parse(sitemapProductsQuerySchema, request.query);
      const rows = await sitemap.page(db, region.territory, page * size, size);
      return rows.map((row) => ({ slug: row.slug, lastModified: row.last_modified }));
    },
  );
}
