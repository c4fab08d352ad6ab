import query from '../../__generated__/GiftSpacePageQuery$parameters.js';
import type { GiftSpacePageQuery } from '../../__generated__/GiftSpacePageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';

/** `espace-cadeau`: the gift space of a partner channel, with the shop's sign-in. */
export const giftSpacePage = definePage<GiftSpacePageQuery>({
  query,
  variables: () => ({}),
  Component: lazyScreen(() => import('./GiftSpacePage.js'), 'src/content/gift-space/GiftSpacePage.tsx'),
});
