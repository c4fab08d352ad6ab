import { graphql, loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ShellDataQuery as ShellDataQueryType } from '../__generated__/ShellDataQuery.graphql.js';
import ShellDataQuery from '../__generated__/ShellDataQuery.graphql.js';
import { environmentFor } from '../relay/environment.js';

/**
 * The shell's one query (spec 2.2: the root categories and the current one are known for every page):
 * the current region with its alternates (head links), every region (selector), and the category
 * tree three levels deep (menus). Started once per region and language, the first time a layout
 * renders there, next to the page's own query, and kept for the session.
 */
export const shellDataQuery = graphql`
  query ShellDataQuery {
    region {
      path
      label
      countryCode
      xDefault
      alternates {
        path
        countryCode
        xDefault
      }
    }
    regions {
      path
      label
    }
    categories {
      ...categoryTree_categories
    }
  }
`;

export type ShellQueryRef = PreloadedQuery<ShellDataQueryType>;

const started = new Map<string, ShellQueryRef>();
let generation = 0;

/** Changes each time a failed query is forgotten, so the parts showing its placeholder try again. */
export function shellGeneration(): number {
  return generation;
}

export function shellQueryRef(catalog: string, locale: string): ShellQueryRef {
  const key = `${catalog}/${locale}`;
  let ref = started.get(key);
  if (!ref) {
    ref = loadQuery<ShellDataQueryType>(
      environmentFor(catalog, locale),
      ShellDataQuery,
      {},
      {
        fetchPolicy: 'store-or-network',
      },
    );
    started.set(key, ref);
  }
  return ref;
}

/** After a failure: the next render starts the query again. */
export function forgetShellQuery(catalog: string, locale: string): void {
  const key = `${catalog}/${locale}`;
  started.get(key)?.dispose();
  started.delete(key);
  generation++;
}
