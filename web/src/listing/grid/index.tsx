import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/index.js';
import { BrowserOnly } from '../../routing/hydration.js';
import { preloadable } from '../../routing/lazy.js';
import { GRID_VIEW, GRID_VIEW_PARAM } from './view.js';
import './GridView.css';

/** The cards-or-table switch of a category page: two links, the current one marked. */
export function GridViewSwitch({ grid }: { grid: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const to = (table: boolean) => {
    const params = new URLSearchParams(search);
    if (table) params.set(GRID_VIEW_PARAM, GRID_VIEW);
    else params.delete(GRID_VIEW_PARAM);
    const text = params.toString();
    return { pathname, search: text ? `?${text}` : '' };
  };
  return (
    <nav className="grid-view-switch" aria-label={t('catalog.view.label')}>
      <Link to={to(false)} aria-current={grid ? undefined : 'page'} replace>
        {t('catalog.view.cards')}
      </Link>
      <Link to={to(true)} aria-current={grid ? 'page' : undefined} replace>
        {t('catalog.view.grid')}
      </Link>
    </nav>
  );
}

const CategoryGrid = preloadable(() => import('./CategoryGrid.js'), 'src/listing/grid/CategoryGrid.tsx');

/** Where the table's head would be: the server and the loading browser show this much. */
function GridSkeleton() {
  return <div className="grid-skeleton" aria-hidden="true" />;
}

/**
 * The grid of a category, rendered by the browser only: its code (TanStack Table and Virtual) is a
 * chunk of its own that no other page loads, and its thousands of rows never go through the server.
 */
export function GridView({ path, label }: { path: string; label: string }) {
  return (
    <BrowserOnly fallback={<GridSkeleton />}>
      <CategoryGrid path={path} label={label} />
    </BrowserOnly>
  );
}
