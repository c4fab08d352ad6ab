import { lazy } from 'react';

/**
 * The orders pages (spec 2.1 `mon-compte/commandes…`), one chunk for both: its query comes with its
 * code (the first page's route table has no room for preloaded entries: `pnpm check:bundle`).
 */
export const OrdersScreen = lazy(() => import('./OrdersScreen.js'));
