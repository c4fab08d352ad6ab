import query from '../../__generated__/CollectionPageQuery$parameters.js';
import type { CollectionName, CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql.js';
import { definePage, lazyScreen } from '../../routing/page.js';
import { ListingSkeleton } from '../../listing/ListingSkeleton.js';
import { listingVariables } from '../../listing/state.js';

// One screen (and one chunk) for the three listings; each route only names its collection.
const CollectionScreen = lazyScreen<CollectionPageQuery>(
  () => import('./CollectionPage.js'),
  'src/routes/collection/CollectionPage.tsx',
);

function collectionPage(name: CollectionName) {
  return definePage<CollectionPageQuery>({
    query,
    variables: ({ search, mobile }) => ({ name, ...listingVariables(search, mobile) }),
    Component: CollectionScreen,
    Skeleton: ListingSkeleton,
  });
}

/** Spec 2.1's listings that are not categories, under their routes (`domain/src/collections.ts`). */
export const promotionsPage = collectionPage('PROMOTIONS');
export const bestOffersPage = collectionPage('BEST_OFFERS');
export const madeInTheIslandsPage = collectionPage('MADE_IN_THE_ISLANDS');
