import { lazy } from 'react';

/**
 * The checkout screens (spec 2.1 `commande/…`), each a chunk of its own. Their queries are read with
 * their code, from the network (a checkout step shows the cart as it is now, the result reads no
 * data): the first page's route table has no room for preloaded entries (home budget, `pnpm check:bundle`).
 */
export const ShippingPage = lazy(() => import('./shipping/ShippingPage.js'));
export const PaymentPage = lazy(() => import('./payment/PaymentPage.js'));
export const PaymentOutcomePage = lazy(() => import('./payment-return/PaymentOutcomePage.js'));
export const ThanksPage = lazy(() => import('./thanks/ThanksPage.js'));
