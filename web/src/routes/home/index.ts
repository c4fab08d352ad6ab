import { lazy } from 'react';
import query from '../../__generated__/HomePageQuery$parameters.js';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.js';
import { definePage } from '../../routing/page.js';
import { HomeSkeleton } from './HomeSkeleton.js';

export const homePage = definePage<HomePageQuery>({
  query,
  variables: () => ({}),
  Component: lazy(() => import('./HomePage.js')),
  Skeleton: HomeSkeleton,
});
