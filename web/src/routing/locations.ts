import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@shop/domain/constants';
import type { Locale } from '@shop/domain/constants';

export interface RegionRef {
  path: string;
  xDefault: boolean;
}

let offered: readonly Locale[] = SUPPORTED_LOCALES;

/**
 * The languages the shop offers (its configuration, read once at boot): French only unless it is
 * multilingual. Until then, every language the wording exists in.
 */
export function offerLocales(languages: readonly string[]): void {
  offered = SUPPORTED_LOCALES.filter((locale) => languages.includes(locale));
}

export function offeredLocales(): readonly Locale[] {
  return offered;
}

/** A language the shop offers: any other in an address is corrected like an unknown one (spec 2.2). */
export function isLocale(value: string | undefined | null): value is Locale {
  return (offered as readonly string[]).includes(value ?? '');
}

/** The region to use when the URL names none or an unknown one: the stored one, else the default. */
export function fallbackCatalog(regions: readonly RegionRef[], stored: string | null): string {
  if (stored && regions.some((r) => r.path === stored)) return stored;
  return (regions.find((r) => r.xDefault) ?? regions[0])?.path ?? '';
}

/**
 * Spec 2.2: a URL whose catalog or locale is unknown is sent to the same path with a valid catalog
 * (the stored one, else the default) and a valid locale (the stored one, else French). A first
 * segment that is not a region is replaced when it could have been one, and kept as part of the
 * path when it is a language (`/fr/recherche`). Returns null when the URL is already valid.
 */
export function correctedPath(
  pathname: string,
  regions: readonly RegionRef[],
  stored: { catalog: string | null; locale: string | null },
): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const first = segments[0]!;
  let [, second, ...rest] = segments as [string, ...string[]];
  const known = regions.some((r) => r.path === first);
  if (known && isLocale(second)) return null;
  const locale = isLocale(stored.locale) ? stored.locale : DEFAULT_LOCALE;
  let catalog = first;
  if (!known) {
    catalog = fallbackCatalog(regions, stored.catalog);
    if (isLocale(first)) {
      rest = second === undefined ? rest : [second, ...rest];
      second = first;
    }
  }
  if (!isLocale(second)) {
    // A two-letter segment was meant as a language; anything longer is the start of the page path.
    if (second !== undefined && !/^[a-z]{2}$/i.test(second)) rest = [second, ...rest];
    second = locale;
  }
  const tail = rest.join('/');
  return `/${catalog}/${second}/${tail}`;
}
