import { commitLocalUpdate, graphql, loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ShellDataQuery as ShellDataQueryType } from '../__generated__/ShellDataQuery.graphql.js';
import ShellDataQuery from '../__generated__/ShellDataQuery.graphql.js';
import { browserAppScope } from '../relay/scope.js';
import type { AppScope } from '../relay/scope.js';

/**
 * The shell's one query (spec 2.2: the root categories and the current one are known for every page):
 * the current region with its alternates (head links), every region (selector), the category
 * tree three levels deep (menus), and who is shopping (account icon, cart badge, route guard). Started once per region and language, the first time a layout
 * renders there, next to the page's own query, and kept for the session.
 *
 * Its fields are read outside this module, where lint cannot follow them: by the layout's parts
 * through `useShellData` (ShellHead, TopBar, Header, AccountLink, RequireAuth) and by `auth/session.ts`
 * from the store's snapshot of this query. Fragments of their own do not fit here: the parts import
 * this module (it could not import them back without a cycle), and the session reads the viewer's
 * `isAuthenticated` unmasked and clears it in the store.
 */
/* eslint-disable relay/unused-fields -- read through useShellData and auth/session.ts (above) */
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
      # The menus read the tree (categoryTree.ts); the shell query only carries it to them.
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...categoryTree_categories
    }
    viewer {
      isAuthenticated
      customer {
        cartLineCount
      }
      # The badge: each cart mutation's payload updates this Cart record (Relay selects its id), so the
      # count follows in place.
      cart {
        lineCount
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type ShellQueryRef = PreloadedQuery<ShellDataQueryType>;

let generation = 0;

/** Changes each time a failed query is forgotten, so the parts showing its placeholder try again. */
export function shellGeneration(): number {
  return generation;
}

export function shellQueryRef(
  scope: AppScope,
  catalog: string,
  locale: string,
  /** The server answered it and its records are in the store (see `preparePage`). */
  fromServer = false,
): ShellQueryRef {
  const started = scope.shells as Map<string, ShellQueryRef>;
  const key = `${catalog}/${locale}`;
  let ref = started.get(key);
  if (!ref) {
    ref = loadQuery<ShellDataQueryType>(
      scope.environmentFor(catalog, locale),
      ShellDataQuery,
      {},
      { fetchPolicy: fromServer ? 'store-only' : 'store-or-network' },
    );
    started.set(key, ref);
  }
  return ref;
}

/** After a failure: the next render starts the query again. */
export function forgetShellQuery(catalog: string, locale: string): void {
  const started = browserAppScope().shells;
  const key = `${catalog}/${locale}`;
  started.get(key)?.dispose();
  started.delete(key);
  generation++;
}

/**
 * After a sign-in or sign-out in one region and language: the other regions' stores still hold the
 * former viewer. Their viewer is marked stale and their shell query forgotten, so going there asks
 * the gateway again (the session cookie is the same for every region).
 */
export function forgetOtherViewers(catalog: string, locale: string): void {
  const scope = browserAppScope();
  const current = `${catalog}/${locale}`;
  for (const [key, ref] of [...scope.shells]) {
    if (key === current) continue;
    const slash = key.lastIndexOf('/');
    commitLocalUpdate(scope.environmentFor(key.slice(0, slash), key.slice(slash + 1)), (store) => {
      store.getRoot().getLinkedRecord('viewer')?.invalidateRecord();
    });
    ref.dispose();
    scope.shells.delete(key);
  }
}
