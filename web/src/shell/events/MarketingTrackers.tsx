import { useEffect } from 'react';
import { useShopSettings } from '../../config/shop.js';

/**
 * The configured marketing trackers (gtag, brevo: `trackers.ts`). With none configured nothing is
 * downloaded and no request leaves the shop's own origin; otherwise their chunk loads after the
 * page, and each script waits for the shopper's consent.
 */
export function MarketingTrackers() {
  const { gtagId, brevoClientKey } = useShopSettings().tracking;
  useEffect(() => {
    if (!gtagId && !brevoClientKey) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./trackers.js').then(({ startTrackers }) => {
      if (!left) stop = startTrackers({ gtagId: gtagId ?? null, brevoClientKey: brevoClientKey ?? null });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [gtagId, brevoClientKey]);
  return null;
}
