import { lazy } from 'react';
import query from '../../__generated__/ProductPageQuery.graphql.js';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql.js';
import { definePage } from '../../app/page.js';

export const productPage = definePage<ProductPageQuery>({
  query,
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  Component: lazy(() => import('./ProductPage.js')),
});
