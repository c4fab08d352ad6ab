import { lazy } from 'react';
import { Suspense } from '../routing/hydration.js';
import type { categoryTree_categories$key } from '../__generated__/categoryTree_categories.graphql.js';
import './MenuSidebar.css';

// The menu loads on its first opening: the first page's JavaScript budget has no room for a menu
// most visits never open (and none on a desktop).
const MenuSidebarPanel = lazy(() => import('./MenuSidebarPanel.js'));
const MenuSidebarLoadingPanel = lazy(() =>
  import('./MenuSidebarPanel.js').then((module) => ({ default: module.MenuSidebarLoadingPanel })),
);

/**
 * Mobile left menu (under 768 px): drill-down through the category levels, with a "see the whole
 * universe" link at each sub level, then the shop's other pages.
 */
export function MenuSidebar({
  categories,
  onClose,
}: {
  categories: categoryTree_categories$key | null | undefined;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <MenuSidebarPanel categories={categories} onClose={onClose} />
    </Suspense>
  );
}

/** The left menu while the categories are still on their way, or when they could not be loaded. */
export function MenuSidebarLoading({ onClose, failed = false }: { onClose: () => void; failed?: boolean }) {
  return (
    <Suspense fallback={null}>
      <MenuSidebarLoadingPanel onClose={onClose} failed={failed} />
    </Suspense>
  );
}
