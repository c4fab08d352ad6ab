import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { afterSalesResolvers } from './after-sales.js';
import { cartResolvers } from './cart.js';
import { categoryResolvers } from './categories.js';
import { checkoutResolvers } from './checkout.js';
import { collectionResolvers } from './collections.js';
import { configurationResolvers } from './configuration.js';
import { contentResolvers } from './content.js';
import { customerResolvers } from './customers.js';
import { gridResolvers } from './grid.js';
import { homeResolvers } from './home.js';
import { localStoreResolvers } from './local-stores.js';
import { nodeResolvers } from './node.js';
import { offerResolvers } from './offers.js';
import { orderResolvers } from './orders.js';
import { priceResolvers } from './prices.js';
import { productResolvers } from './products.js';
import { regionResolvers } from './regions.js';
import { restockAlertResolvers } from './restock-alerts.js';
import { searchResolvers } from './search.js';
import { shopResolvers } from './shops.js';
import { wishlistResolvers } from './wishlist.js';

/** The repository's root `schema.graphql`: the same file relay-compiler reads for the web app. */
export const SCHEMA_PATH = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));

export function loadTypeDefs(path: string = SCHEMA_PATH): string {
  return readFileSync(path, 'utf8');
}

export function createSchema(typeDefs: string = loadTypeDefs()): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      nodeResolvers,
      regionResolvers,
      categoryResolvers,
      homeResolvers,
      productResolvers,
      offerResolvers,
      priceResolvers,
      shopResolvers,
      searchResolvers,
      collectionResolvers,
      customerResolvers,
      cartResolvers,
      checkoutResolvers,
      orderResolvers,
      afterSalesResolvers,
      configurationResolvers,
      contentResolvers,
      localStoreResolvers,
      restockAlertResolvers,
      gridResolvers,
      wishlistResolvers,
    ],
    // Every resolver must name a field of the SDL: a typo fails at start-up, not in production.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
