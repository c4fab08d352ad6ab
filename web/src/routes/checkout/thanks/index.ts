import { lazy } from 'react';
import query from '../../../__generated__/ThanksPageQuery$parameters.js';
import type { ThanksPageQuery } from '../../../__generated__/ThanksPageQuery.graphql.js';
import { definePage } from '../../../routing/page.js';

/** `commande/merci/{orderReference}`: the paid order, read before the screen's code is there. */
export const thanksPage = definePage<ThanksPageQuery>({
  query,
  variables: ({ params }) => ({ reference: params['orderReference'] ?? '' }),
  Component: lazy(() => import('./ThanksPage.js')),
});
