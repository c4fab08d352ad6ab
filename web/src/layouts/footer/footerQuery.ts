import { preloadable } from '../../routing/lazy.js';

/**
 * The footer's content (spec 2.3) is a chunk and a query of their own, apart from the shell and the
 * page: the first page's JavaScript carries only this loader; the footer's code, its query and its
 * built-in fallback load beside the page. The server loads the chunk and runs the query before
 * rendering (`entry-server.tsx`, `queryRef.ts`), so its HTML holds the footer in place.
 */
export const FooterContent = preloadable<object>(
  () => import('./FooterContent.js'),
  'src/layouts/footer/FooterContent.tsx',
);
