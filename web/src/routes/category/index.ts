import { lazy } from 'react';
import query from '../../__generated__/CategoryPageQuery.graphql.js';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql.js';
import { definePage } from '../../app/page.js';

export const categoryPage = definePage<CategoryPageQuery>({
  query,
  variables: ({ params }) => ({ path: `${params.catalog}/${params['*'] ?? ''}`.replace(/\/+$/, '') }),
  Component: lazy(() => import('./CategoryPage.js')),
});
