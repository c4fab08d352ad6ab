import { preloadable } from '../../routing/lazy.js';
import type { FooterQueryRef } from './queryRef.js';

export { footerQueryRef, forgetFooterQuery } from './queryRef.js';

/**
 * The footer's content (spec 2.3) is a query and a chunk of their own, apart from the shell and the
 * page: the first page's JavaScript carries only the query's id and this loader; the footer's code
 * and its built-in fallback load beside the page. The server loads the chunk and runs the query
 * before rendering (`entry-server.tsx`), so its HTML holds the footer in place.
 */
export const FooterContent = preloadable<{ queryRef: FooterQueryRef; onError: () => void }>(
  () => import('./FooterContent.js'),
  'src/layouts/footer/FooterContent.tsx',
);
