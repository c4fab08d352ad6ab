import { lazy, useState } from 'react';
import { Suspense } from '../routing/hydration.js';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShopSettings } from '../config/shop.js';
import { catalogHref, useCatalog } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import { storeCatalog } from '../routing/storage.js';
import { Icon } from './Icon.js';
import type { RegionChoice } from './RegionDialog.js';
import { regionChanging } from './regionChange.js';

// The dialog (and the modal dialog it builds on) loads when the shopper opens it.
const RegionDialog = lazy(() =>
  import('./RegionDialog.js').then((module) => ({ default: module.RegionDialog })),
);

/** The same page in another region: only the catalog segment of the path changes. */
export function pathInRegion(pathname: string, catalog: string): string {
  const parts = pathname.split('/');
  if (parts.length > 1) parts[1] = catalog;
  return parts.join('/');
}

/**
 * Spec 2.3: the region selector, shown only when the shop has more than one region. Choosing
 * another region moves the cart there (spec 4), then opens the same page there, or its home page,
 * as the shop is configured, in the same language. A page the other region lacks (a product it
 * does not sell) ends on its 404.
 */
export function RegionSelector({ regions, label }: { regions: readonly RegionChoice[]; label: string }) {
  const t = useT();
  const { catalog, locale } = useCatalog();
  const navigate = useNavigate();
  const location = useLocation();
  const { regionChange } = useShopSettings();
  const [open, setOpen] = useState(false);
  if (regions.length <= 1) return null;
  const targetIn = (path: string) =>
    regionChange === 'HOME'
      ? catalogHref(path, locale)
      : `${pathInRegion(location.pathname, path)}${location.search}${location.hash}`;
  return (
    <>
      <button
        type="button"
        className="region-selector"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('shell.region.change', { region: label })}
        onClick={() => setOpen(true)}
      >
        <Icon name="pin" size={16} />
        <span>{label}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RegionDialog
            regions={regions}
            current={catalog}
            hrefOf={targetIn}
            onClose={() => setOpen(false)}
            onChoose={(path) => {
              setOpen(false);
              if (path === catalog) return;
              storeCatalog(path);
              // The cart moves first, so the new region's page and badge read it there.
              void regionChanging({ from: catalog, to: path, locale }).then(() => navigate(targetIn(path)));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
