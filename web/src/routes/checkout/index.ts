import { preloadable } from '../../routing/lazy.js';

/**
 * The checkout screens (spec 2.1 `commande/…`), each a chunk of its own. Their queries are read with
 * their code, from the network (a checkout step shows the cart as it is now, the result reads no
 * data): the first page's route table has no room for preloaded entries (home budget, `pnpm check:bundle`).
 * Their code has spec 9's 120 s to arrive (`preloadable`), then the page shows its error and a retry.
 */
export const ShippingPage = preloadable(
  () => import('./shipping/ShippingPage.js'),
  'src/routes/checkout/shipping/ShippingPage.tsx',
);
export const PaymentPage = preloadable(
  () => import('./payment/PaymentPage.js'),
  'src/routes/checkout/payment/PaymentPage.tsx',
);
export const PaymentOutcomePage = preloadable(
  () => import('./payment-return/PaymentOutcomePage.js'),
  'src/routes/checkout/payment-return/PaymentOutcomePage.tsx',
);
export const ThanksPage = preloadable(
  () => import('./thanks/ThanksPage.js'),
  'src/routes/checkout/thanks/ThanksPage.tsx',
);
