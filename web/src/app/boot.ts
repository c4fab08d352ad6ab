import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { readShopSettings } from '../config/shop.js';
import type { ShopSettings } from '../config/shop.js';
import { environmentFor } from '../relay/environment.js';
import type { RegionSummary } from '../routing/catalog.js';
import type { bootQuery } from '../__generated__/bootQuery.graphql.js';

/* eslint-disable relay/unused-fields -- the regions go to the router and the shell as RegionSummary */
const query = graphql`
  query bootQuery {
    regions {
      id
      path
      label
      countryCode
      xDefault
    }
    configuration {
      ...shop_configuration
    }
  }
`;
/* eslint-enable relay/unused-fields */

export interface Boot {
  regions: RegionSummary[];
  shop: ShopSettings;
}

/**
 * Spec 2.2: the root categories are known before any navigation, and so is how the shop works
 * (spec 9): the routes, the languages and the shell depend on it. One query, once per visit.
 */
export async function loadBoot(
  locale: string,
  environment: Environment = environmentFor('', locale),
): Promise<Boot> {
  const data = await fetchQuery<bootQuery>(environment, query, {}).toPromise();
  if (!data) throw new Error('boot query without data');
  return { regions: [...(data.regions ?? [])], shop: readShopSettings(data.configuration) };
}
