import { lazy } from 'react';

/** The restock alert e-mail's unsubscribe page, in its own chunk (`alerte-stock/desinscription`). */
export const StockAlertUnsubscribeRoute = lazy(() => import('./UnsubscribePage.js'));
