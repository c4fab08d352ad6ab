import query from '../../__generated__/HomePageQuery$parameters.js';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { HomeSkeleton } from './HomeSkeleton.js';

export const homePage = definePage<HomePageQuery>({
  query,
  variables: () => ({}),
  Component: lazyScreen(() => import('./HomePage.js'), 'src/routes/home/HomePage.tsx'),
  Skeleton: HomeSkeleton,
});
