import { isoCountryCode } from '@shop/domain/territories';
import { offeredLocales } from '../routing/locations.js';

export interface AlternateRegion {
  path: string;
  countryCode: string;
  xDefault: boolean;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

/**
 * Spec 2.2: after each navigation, the canonical link and the alternate-language links, rebuilt from
 * the current region's alternates: the same page in every region (hreflang `fr-MQ`; French Guiana is
 * `GF` in ISO) and language the shop offers, plus `x-default` to the default region in French.
 * `pathname` is `/{catalog}/{locale}/rest`; the query string is left out of every link.
 */
export function headLinks(
  origin: string,
  pathname: string,
  current: AlternateRegion,
  alternates: readonly AlternateRegion[],
): HeadLink[] {
  const [, , locale = 'fr', ...rest] = pathname.split('/');
  const tail = rest.join('/');
  const url = (catalog: string, language: string) => `${origin}/${catalog}/${language}/${tail}`;
  const links: HeadLink[] = [{ rel: 'canonical', href: url(current.path, locale) }];
  const regions = [current, ...alternates.filter((r) => r.path !== current.path)];
  for (const region of regions)
    for (const language of offeredLocales())
      links.push({
        rel: 'alternate',
        hreflang: `${language}-${isoCountryCode(region.countryCode)}`,
        href: url(region.path, language),
      });
  const fallback = regions.find((r) => r.xDefault);
  if (fallback) links.push({ rel: 'alternate', hreflang: 'x-default', href: url(fallback.path, 'fr') });
  return links;
}

const MARK = 'data-shell';

/** Replaces the links this module put in `<head>` before. */
export function applyHeadLinks(links: readonly HeadLink[]): void {
  for (const old of document.head.querySelectorAll(`link[${MARK}]`)) old.remove();
  for (const link of links) {
    const element = document.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    element.setAttribute(MARK, '');
    document.head.append(element);
  }
}
