import { loadQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import footerQuery from '../../__generated__/FooterContentQuery$parameters.js';
import type { FooterContentQuery } from '../../__generated__/FooterContentQuery.graphql.js';
import type { AppScope } from '../../relay/scope.js';

export type FooterQueryRef = PreloadedQuery<FooterContentQuery>;

const started = new WeakMap<AppScope, Map<string, FooterQueryRef>>();

/**
 * The footer query of a region and language (`FooterContent.tsx`), started once per scope (the
 * visit, or a server request). The first page's JavaScript carries only its id (`@preloadable`).
 */
export function footerQueryRef(scope: AppScope, catalog: string, locale: string): FooterQueryRef {
  let refs = started.get(scope);
  if (!refs) {
    refs = new Map();
    started.set(scope, refs);
  }
  const key = `${catalog}/${locale}`;
  let ref = refs.get(key);
  if (!ref) {
    // After hydration the server's records answer it from the store: no second request.
    ref = loadQuery<FooterContentQuery>(
      scope.environmentFor(catalog, locale),
      footerQuery,
      {},
      { fetchPolicy: 'store-or-network' },
    );
    refs.set(key, ref);
  }
  return ref;
}

/** After a failure: the next rendering of the footer asks again. */
export function forgetFooterQuery(scope: AppScope, catalog: string, locale: string): void {
  const key = `${catalog}/${locale}`;
  const refs = started.get(scope);
  refs?.get(key)?.dispose();
  refs?.delete(key);
}
