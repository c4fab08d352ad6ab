import { isValidSearchTerm } from '@shop/domain/search';
import query from '../../__generated__/SearchPageQuery$parameters.js';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { ListingSkeleton } from '../../listing/ListingSkeleton.js';
import { listingVariables } from '../../listing/state.js';

export const searchPage = definePage<SearchPageQuery>({
  query,
  variables: ({ search, mobile }) => {
    const term = (search.get('searchTerm') ?? '').trim();
    // The start state (no valid term) asks nothing of the search: `@include` skips it.
    return { term, hasTerm: isValidSearchTerm(term), ...listingVariables(search, mobile) };
  },
  Component: lazyScreen(() => import('./SearchPage.js'), 'src/routes/search/SearchPage.tsx'),
  Skeleton: ListingSkeleton,
});
