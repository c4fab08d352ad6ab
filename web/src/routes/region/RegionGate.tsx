import { Redirect } from '../../routing/Redirect.js';
import { Suspense } from '../../routing/hydration.js';
import { useNavigate } from 'react-router-dom';
import type { RegionSummary } from '../../routing/catalog.js';
import { catalogHref } from '../../routing/catalog.js';
import { I18nProvider, useT } from '../../i18n/index.js';
import { preloadable } from '../../routing/lazy.js';
import { isLocale } from '../../routing/locations.js';
import { storeCatalog, useStoredChoice } from '../../routing/storage.js';
import { Notifications } from '../../shell/Notifications.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import './RegionGate.css';

// Most visits have a stored region and never show it: the dialog stays out of the first page's code.
export const RegionDialog = preloadable(
  async () => ({ default: (await import('../../shell/RegionDialog.js')).RegionDialog }),
  'src/shell/RegionDialog.tsx',
);

function RegionChoice({ regions, locale }: { regions: readonly RegionSummary[]; locale: string }) {
  const t = useT();
  const navigate = useNavigate();
  usePageMeta({ title: t('shell.region.title') });
  return (
    <div className="region-gate">
      <main className="region-gate__backdrop">
        <p className="region-gate__name">{t('shop.name')}</p>
      </main>
      <Suspense fallback={null}>
        <RegionDialog
          regions={regions}
          hrefOf={(path) => catalogHref(path, locale)}
          onChoose={(path) => {
            storeCatalog(path);
            navigate(catalogHref(path, locale), { replace: true });
          }}
        />
      </Suspense>
      <Notifications />
    </div>
  );
}

/**
 * `/` (spec 2.2): the stored region's home, or the region dialog, which cannot be closed without a
 * choice; the choice is stored and the shopper lands on `/{catalog}/{locale}/`.
 */
export function RegionGate({ regions }: { regions: readonly RegionSummary[] }) {
  const { catalog: stored, language } = useStoredChoice();
  const locale = isLocale(language) ? language : 'fr';
  if (stored && regions.some((r) => r.path === stored)) return <Redirect to={catalogHref(stored, locale)} />;
  if (regions.length === 1) return <Redirect to={catalogHref(regions[0]!.path, locale)} />;
  return (
    <I18nProvider locale={locale}>
      <RegionChoice regions={regions} locale={locale} />
    </I18nProvider>
  );
}
