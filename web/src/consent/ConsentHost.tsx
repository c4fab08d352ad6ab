import { useSyncExternalStore } from 'react';
import { Suspense } from '../routing/hydration.js';
import { preloadable } from '../routing/lazy.js';
import { useServerRender } from '../routing/server-render.js';
import { currentConsent, parseConsent, subscribeConsent } from '../shell/consent.js';

/** The banner's code, only for a shopper who has not chosen yet (the server preloads it then). */
export const ConsentBanner = preloadable(() => import('./ConsentBanner.js'), 'src/consent/ConsentBanner.tsx');

/**
 * Spec 2.4 cookie consent: the banner until the shopper has chosen. The server reads the same
 * cookie (`ServerRender.stored.consent`), so its HTML already has the banner or not, and hydration
 * agrees with it: nothing appears or vanishes once the page is shown.
 */
export function ConsentHost() {
  const server = useServerRender();
  const decided = useSyncExternalStore(
    subscribeConsent,
    () => currentConsent() !== null,
    () => (server ? parseConsent(server.stored.consent) : currentConsent()) !== null,
  );
  if (decided) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
