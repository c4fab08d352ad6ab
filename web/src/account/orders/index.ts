import { preloadable } from '../../routing/lazy.js';

/**
 * The orders pages (spec 2.1 `mon-compte/commandes…`), one chunk for both: its query comes with its
 * code (the first page's route table has no room for preloaded entries: `pnpm check:bundle`), which
 * has spec 9's 120 s to arrive (`preloadable`).
 */
export const OrdersScreen = preloadable(
  () => import('./OrdersScreen.js'),
  'src/account/orders/OrdersScreen.tsx',
);
