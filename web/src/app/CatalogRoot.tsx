import { useEffect, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { I18nProvider } from '../i18n/index.js';
import { environmentFor } from '../relay/environment.js';
import { correctedPath, isLocale } from '../routing/locations.js';
import { storeCatalog, storeLanguage, storedCatalog, storedLanguage } from '../routing/storage.js';
import { CatalogContext } from '../routing/catalog.js';
import type { CatalogScope, RegionSummary } from '../routing/catalog.js';

/**
 * Everything under /{catalog}/{locale}/: checks both (spec 2.2), remembers them, sets the page
 * language, and gives the pages the region's Relay environment and wording.
 */
export function CatalogRoot({ regions }: { regions: readonly RegionSummary[] }) {
  const { catalog = '', locale = '' } = useParams();
  const location = useLocation();
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
      catalog: storedCatalog(),
      locale: storedLanguage(),
    });
    return <Navigate to={`${target ?? '/'}${location.search}${location.hash}`} replace />;
  }
  return (
    <CatalogContext.Provider value={scope}>
      <I18nProvider locale={scope.locale}>
        <RelayEnvironmentProvider environment={environmentFor(scope.catalog, scope.locale)}>
          <Outlet />
        </RelayEnvironmentProvider>
      </I18nProvider>
    </CatalogContext.Provider>
  );
}

/** A path outside /{catalog}/{locale}/ (e.g. `/martinique` or `/fr/recherche`): corrected, or home. */
export function OutsideCatalog({ regions }: { regions: readonly RegionSummary[] }) {
  const location = useLocation();
  const target = correctedPath(location.pathname, regions, {
    catalog: storedCatalog(),
    locale: storedLanguage(),
  });
  return <Navigate to={`${target ?? '/'}${location.search}${location.hash}`} replace />;
}
