import query from '../../__generated__/CategoryPageQuery$parameters.js';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { ListingSkeleton } from '../../listing/ListingSkeleton.js';
import { isGridView } from '../../listing/grid/view.js';
import { listingVariables } from '../../listing/state.js';

export const categoryPage = definePage<CategoryPageQuery>({
  query,
  variables: ({ params, search, mobile }) => ({
    path: [params.catalog, ...(params['*'] ?? '').split('/').filter(Boolean)].join('/'),
    ...listingVariables(search, mobile),
    grid: isGridView(search),
  }),
  Component: lazyScreen(() => import('./CategoryPage.js'), 'src/routes/category/CategoryPage.tsx'),
  Skeleton: ListingSkeleton,
  failure: 'categories',
});
