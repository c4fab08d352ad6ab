/**
 * The request's region (header `root-category`) and language (query `locale`), resolved once per
 * request: every catalogue read depends on them.
 */
import { ROOT_CATEGORY_HEADER, SUPPORTED_LOCALES, type Locale, type TerritoryCode } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

export interface RegionContext {
  territory: TerritoryCode;
  rootPath: string;
  locale: Locale;
}

/** The region of a root path, or the default region without one (`categories/public.ts`). */
export type RegionLookup = (
  rootPath: string | undefined,
) => Promise<{ code: TerritoryCode; root_path: string } | undefined>;

export function localeOf(request: FastifyRequest): Locale {
  const value = (request.query as Record<string, unknown> | undefined)?.locale;
  if (value === undefined || value === '') return 'fr';
  if (typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value))
    return value as Locale;
  throw badRequest('invalid-request', `locale inconnue « ${String(value)} » (fr ou en)`);
}

export async function regionOf(regions: RegionLookup, request: FastifyRequest): Promise<RegionContext> {
  const header = request.headers[ROOT_CATEGORY_HEADER];
  const rootPath = Array.isArray(header) ? header[0] : header;
  const locale = localeOf(request);
  const region = await regions(rootPath);
  if (!region) {
    throw badRequest(
      'unknown-root-category',
      `Catégorie racine inconnue « ${String(rootPath).slice(0, 100)} »`,
    );
  }
  return { territory: region.code, rootPath: region.root_path, locale };
}
