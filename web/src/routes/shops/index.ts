import { lazy } from 'react';
import shopsQuery from '../../__generated__/ShopsPageQuery$parameters.js';
import type { ShopsPageQuery } from '../../__generated__/ShopsPageQuery.graphql.js';
import shopQuery from '../../__generated__/ShopPageQuery$parameters.js';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql.js';
import { definePage } from '../../routing/page.js';
import { ListingSkeleton, ShopsSkeleton } from '../../listing/ListingSkeleton.js';
import { listingVariables } from '../../listing/state.js';

export const shopsPage = definePage<ShopsPageQuery>({
  query: shopsQuery,
  variables: () => ({}),
  Component: lazy(() => import('./ShopsPage.js')),
  Skeleton: ShopsSkeleton,
});

export const shopPage = definePage<ShopPageQuery>({
  query: shopQuery,
  variables: ({ params, search }) => ({ id: params.shopId ?? '', ...listingVariables(search) }),
  Component: lazy(() => import('./ShopPage.js')),
  Skeleton: ListingSkeleton,
});
