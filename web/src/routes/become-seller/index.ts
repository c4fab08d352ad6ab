import query from '../../__generated__/BecomeSellerPageQuery$parameters.js';
import type { BecomeSellerPageQuery } from '../../__generated__/BecomeSellerPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';

/** `devenir-vendeur` (marketplace mode only): the seller sign-up content and the contact form. */
export const becomeSellerPage = definePage<BecomeSellerPageQuery>({
  query,
  variables: () => ({}),
  Component: lazyScreen(
    () => import('./BecomeSellerPage.js'),
    'src/routes/become-seller/BecomeSellerPage.tsx',
  ),
});
