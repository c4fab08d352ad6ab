import type { CollectionName as UpstreamCollection } from '@shop/domain';
import type { CollectionName, Resolvers } from './__generated__/resolvers-types.js';
import { productConnection } from './product-connection.js';

/** The graph's names of spec 2.1's listings and the upstream's (`products/collection/{name}`). */
const UPSTREAM_COLLECTION: Record<CollectionName, UpstreamCollection> = {
  PROMOTIONS: 'promotions',
  BEST_OFFERS: 'best-offers',
  MADE_IN_THE_ISLANDS: 'made-in-the-islands',
};

/**
 * `collection(name:)`: a product list like a category's (same paging, sort, facets and checks of
 * `productConnection`), in the request's region; one upstream call per page window.
 */
export const collectionResolvers: Resolvers = {
  Query: {
    collection: async (_, args, ctx, info) => {
      const region = await ctx.currentRegion();
      const name = UPSTREAM_COLLECTION[args.name];
      return productConnection(args, region, info, (listing) =>
        ctx.api(region).productsByCollection(name, listing),
      );
    },
  },
};
