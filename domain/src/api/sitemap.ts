/**
 * The calls the gateway's sitemaps are built from (issue 34): how many products a region sells and
 * when the latest changed, then its products' addresses page by page, each with its last change.
 */
import { z } from 'zod';
import { localeQuerySchema } from './catalog-requests.js';

/** The sitemap protocol's limit of URLs per file (sitemaps.org); the gateway splits below it. */
export const SITEMAP_MAX_URLS = 50_000;

/** `GET products/sitemap/summary`: the region's listed products (those with an offer there). */
export const sitemapSummarySchema = z.object({
  productCount: z.number().int().min(0),
  /** ISO 8601 time of the latest change among them; null without any. */
  lastModified: z.iso.datetime({ offset: true }).nullable(),
});
export type SitemapSummary = z.output<typeof sitemapSummarySchema>;

export const sitemapProductSchema = z.object({
  slug: z.string(),
  lastModified: z.iso.datetime({ offset: true }),
});
export type SitemapProduct = z.output<typeof sitemapProductSchema>;

/** `GET products/sitemap`: a page of the region's listed products, in a stable order. */
export const sitemapProductsQuerySchema = localeQuerySchema.extend({
  page: z.coerce.number().int().min(0).max(1000).default(0),
  size: z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
});

/** Named reply shapes for the OpenAPI document. */
export const sitemapSchemas = {
  SitemapSummary: sitemapSummarySchema,
  SitemapProduct: sitemapProductSchema,
} as const;
