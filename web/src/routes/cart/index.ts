import query from '../../__generated__/CartPageQuery$parameters.js';
import type { CartPageQuery } from '../../__generated__/CartPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { CartSkeleton } from './CartSkeleton.js';

/** `mon-panier`: the viewer's cart, read before the screen's code is there. */
export const cartPage = definePage<CartPageQuery>({
  query,
  variables: () => ({}),
  Component: lazyScreen(() => import('./CartPage.js'), 'src/routes/cart/CartPage.tsx'),
  Skeleton: CartSkeleton,
});
