import query from '../../__generated__/ProductPageQuery$parameters.js';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { ProductSkeleton } from '../../product/ProductSkeleton.js';

export const productPage = definePage<ProductPageQuery>({
  query,
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
  Component: lazyScreen(() => import('./ProductPage.js'), 'src/routes/product/ProductPage.tsx'),
  Skeleton: ProductSkeleton,
});
