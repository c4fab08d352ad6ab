import { lazy } from 'react';
import query from '../../__generated__/SearchPageQuery.graphql.js';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.js';
import { definePage } from '../../app/page.js';

export const searchPage = definePage<SearchPageQuery>({
  query,
  variables: ({ search }) => ({ term: search.get('searchTerm') ?? '' }),
  Component: lazy(() => import('./SearchPage.js')),
});
