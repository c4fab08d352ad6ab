import { lazy } from 'react';
import query from '../../__generated__/ProductPageQuery$parameters.js';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql.js';
import { definePage } from '../../routing/page.js';
import { ProductSkeleton } from '../../product/ProductSkeleton.js';

export const productPage = definePage<ProductPageQuery>({
  query,
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  Component: lazy(() => import('./ProductPage.js')),
  Skeleton: ProductSkeleton,
});
