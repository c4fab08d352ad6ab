import { lazy } from 'react';
import returnQuery from '../../../__generated__/PaymentReturnPageQuery$parameters.js';
import type { PaymentReturnPageQuery } from '../../../__generated__/PaymentReturnPageQuery.graphql.js';
import resultQuery from '../../../__generated__/PaymentResultPageQuery$parameters.js';
import type { PaymentResultPageQuery } from '../../../__generated__/PaymentResultPageQuery.graphql.js';
import { definePage } from '../../../routing/page.js';

/** `commande/paiement/retour` (blank layout): the provider's signed answer checked, then the result. */
export const paymentReturnPage = definePage<PaymentReturnPageQuery>({
  query: returnQuery,
  variables: () => ({}),
  Component: lazy(() => import('./PaymentReturnPage.js')),
});

/** `commande/paiement/resultat` (blank layout): every payment outcome of spec 4. */
export const paymentResultPage = definePage<PaymentResultPageQuery>({
  query: resultQuery,
  variables: () => ({}),
  Component: lazy(() => import('./PaymentResultPage.js')),
});
