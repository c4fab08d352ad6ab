import { loadQuery } from 'react-relay/hooks';
import footerQuery from '../../__generated__/FooterContentQuery$parameters.js';
import type { FooterContentQuery } from '../../__generated__/FooterContentQuery.graphql.js';
import type { AppScope } from '../../relay/scope.js';

/**
 * The server's rendering runs the footer's query beside the page's and the shell's, before the first
 * byte (`entry-server.tsx`): the footer is then in place in the HTML, and its records go to the
 * browser with the page's, where `FooterContent` reads them from the store.
 */
export function prefetchFooter(scope: AppScope, catalog: string, locale: string): void {
  loadQuery<FooterContentQuery>(scope.environmentFor(catalog, locale), footerQuery, {});
}
