import { fetchQuery, graphql } from 'react-relay/hooks';
import { environmentFor } from '../relay/environment.js';
import type { RegionSummary } from '../routing/catalog.js';
import type { regionsQuery } from '../__generated__/regionsQuery.graphql.js';

const query = graphql`
  query regionsQuery {
    regions {
      id
      path
      label
      countryCode
      xDefault
    }
  }
`;

/** Spec 2.2: the root categories are known before any navigation. */
export async function loadRegions(locale: string): Promise<RegionSummary[]> {
  const data = await fetchQuery<regionsQuery>(environmentFor('', locale), query, {}).toPromise();
  return [...(data?.regions ?? [])];
}
