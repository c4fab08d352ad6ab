import { preloadable } from '../routing/lazy.js';

/** The route of the wish list page (issue 35), under the account's. */
export const WISHLIST_PATH = 'mon-compte/liste-d-envies';

/** The wish list page, a chunk of its own (spec 9's 120 s for its code, like every screen). */
export const WishlistScreen = preloadable(() => import('./WishlistPage.js'), 'src/wishlist/WishlistPage.tsx');
