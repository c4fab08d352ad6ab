import { preloadable } from '../../routing/lazy.js';

/**
 * Spec 2.3 top promotional banner: its code and query are asked for only where the shop's flag
 * `promotionalBar` is on (off by default: then nothing of it is downloaded). The server loads both
 * before rendering (`entry-server.tsx`), so the banner is in the first HTML above the header.
 */
export const TopBanner = preloadable<object>(
  () => import('./TopBanner.js'),
  'src/layouts/topbanner/TopBanner.tsx',
);
