import { createContext, useContext } from 'react';
import type { bootQuery$data } from '../__generated__/bootQuery.graphql.js';

/** How the shop works (spec 9): its modes, languages, feature flags and header elements. */
export type ShopSettings = bootQuery$data['configuration'];

export const ShopSettingsContext = createContext<ShopSettings | null>(null);

/**
 * The shop's configuration, read once at boot. Every flag it turns off must leave its feature
 * neither rendered nor downloaded: check it before a lazy import, not inside the lazy chunk.
 */
export function useShopSettings(): ShopSettings {
  const settings = useContext(ShopSettingsContext);
  if (!settings) throw new Error('useShopSettings outside the shop');
  return settings;
}
