import { Redirect } from '../routing/Redirect.js';
import { useEffect, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { I18nProvider } from '../i18n/index.js';
import { useAppScope } from '../relay/scope.js';
import { correctedPath, isLocale } from '../routing/locations.js';
import { storeCatalog, storeLanguage, useStoredChoice } from '../routing/storage.js';
import { CatalogContext } from '../routing/catalog.js';
import { DEFAULT_HOME } from '../routing/routes.js';
import { ConsentHost } from '../consent/ConsentHost.js';
import { MarketingTrackers } from '../shell/events/MarketingTrackers.js';
import type { CatalogScope, RegionSummary } from '../routing/catalog.js';

/**
 * Everything under /{catalog}/{locale}/: checks both (spec 2.2), remembers them, sets the page
 * language, and gives the pages the region's Relay environment and wording.
 */
export function CatalogRoot({ regions }: { regions: readonly RegionSummary[] }) {
  const { catalog = '', locale = '' } = useParams();
  const location = useLocation();
  const appScope = useAppScope();
  const stored = useStoredChoice();
  const valid = isLocale(locale) && regions.some((r) => r.path === catalog);
  const scope = useMemo<CatalogScope | null>(
    () => (valid ? { catalog, locale: locale as CatalogScope['locale'], regions } : null),
    [valid, catalog, locale, regions],
  );
  useEffect(() => {
    if (!valid) return;
    storeCatalog(catalog);
    storeLanguage(locale);
    document.documentElement.lang = locale;
  }, [valid, catalog, locale]);

  if (!scope) {
    const target = correctedPath(location.pathname, regions, {
      catalog: stored.catalog,
      locale: stored.language,
    });
    return <Redirect to={`${target ?? DEFAULT_HOME}${location.search}${location.hash}`} />;
  }
  return (
    <CatalogContext.Provider value={scope}>
      <I18nProvider locale={scope.locale}>
        <RelayEnvironmentProvider environment={appScope.environmentFor(scope.catalog, scope.locale)}>
          <Outlet />
          {/* Cookie consent (spec 2.4): a region of its own, at the bottom of the screen and of the page. */}
          <ConsentHost />
          <MarketingTrackers />
        </RelayEnvironmentProvider>
      </I18nProvider>
    </CatalogContext.Provider>
  );
}

/** A path outside /{catalog}/{locale}/ (e.g. `/martinique` or `/fr/recherche`): corrected, or home. */
export function OutsideCatalog({ regions }: { regions: readonly RegionSummary[] }) {
  const location = useLocation();
  const stored = useStoredChoice();
  const target = correctedPath(location.pathname, regions, {
    catalog: stored.catalog,
    locale: stored.language,
  });
  return <Redirect to={`${target ?? DEFAULT_HOME}${location.search}${location.hash}`} />;
}
