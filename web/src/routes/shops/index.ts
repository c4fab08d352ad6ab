import shopsQuery from '../../__generated__/ShopsPageQuery$parameters.js';
import type { ShopsPageQuery } from '../../__generated__/ShopsPageQuery.graphql.js';
import shopQuery from '../../__generated__/ShopPageQuery$parameters.js';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { ListingSkeleton, ShopsSkeleton } from '../../listing/ListingSkeleton.js';
import { listingVariables } from '../../listing/state.js';

export const shopsPage = definePage<ShopsPageQuery>({
  query: shopsQuery,
  variables: () => ({}),
  Component: lazyScreen(() => import('./ShopsPage.js'), 'src/routes/shops/ShopsPage.tsx'),
  Skeleton: ShopsSkeleton,
  failure: 'merchants',
});

export const shopPage = definePage<ShopPageQuery>({
  query: shopQuery,
  variables: ({ params, search, mobile }) => ({
    id: params.shopId ?? '',
    ...listingVariables(search, mobile),
  }),
  Component: lazyScreen(() => import('./ShopPage.js'), 'src/routes/shops/ShopPage.tsx'),
  Skeleton: ListingSkeleton,
  failure: 'merchant',
});
