import { createContext, useContext } from 'react';
import type { Locale } from '@shop/domain/constants';

export interface RegionSummary {
  id: string;
  path: string;
  label: string;
  countryCode: string;
  xDefault: boolean;
}

export interface CatalogScope {
  /** Root path of the shopper's region, first segment of every URL. */
  catalog: string;
  locale: Locale;
  regions: readonly RegionSummary[];
}

export const CatalogContext = createContext<CatalogScope | null>(null);

/** The region and language of the current URL. */
export function useCatalog(): CatalogScope {
  const scope = useContext(CatalogContext);
  if (!scope) throw new Error('useCatalog outside a /{catalog}/{locale}/ route');
  return scope;
}

/** Absolute path of a shop page in a region and language: `href('produit/x')` is `/martinique/fr/produit/x`. */
export function catalogHref(catalog: string, locale: string, path = ''): string {
  return `/${catalog}/${locale}/${path.replace(/^\/+/, '')}`;
}

export function useHref(): (path?: string) => string {
  const { catalog, locale } = useCatalog();
  return (path) => catalogHref(catalog, locale, path);
}
