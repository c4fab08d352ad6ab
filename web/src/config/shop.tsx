import { createContext, useContext } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type {
  shop_configuration$data,
  shop_configuration$key,
} from '../__generated__/shop_configuration.graphql.js';

/**
 * How the shop works (spec 9), as every screen reads it: the modes, the languages, the feature
 * flags and the header elements. Read once at boot (`app/boot.ts` spreads this fragment).
 */
/* eslint-disable relay/unused-fields -- every field is for the screens, through useShopSettings */
const configurationFragment = graphql`
  fragment shop_configuration on ShopConfiguration @inline {
    marketplace
    b2b
    priceMode
    languages
    defaultLanguage
    newsletterPlacement
    regionChange
    customerServicePhone {
      display
      e164
    }
    features {
      quickOrder
      stockAlert
      newsletter
      welcomeModal
      stockNotice
      share
      addToCartDialog
      quantityDisplay
      cartReminder
      coupons
      francoMessage
      promotionalBar
      wishlist
      productPreview
    }
    header {
      search
      regionSelector
      becomeSeller
      help
      account
      cart
    }
    tracking {
      gtagId
      brevoClientKey
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type ShopSettings = shop_configuration$data;

export function readShopSettings(key: shop_configuration$key): ShopSettings {
  return readInlineData(configurationFragment, key);
}

export const ShopSettingsContext = createContext<ShopSettings | null>(null);

/**
 * The shop's configuration. Every flag it turns off must leave its feature neither rendered nor
 * downloaded: check it before a lazy import, not inside the lazy chunk.
 */
export function useShopSettings(): ShopSettings {
  const settings = useContext(ShopSettingsContext);
  if (!settings) throw new Error('useShopSettings outside the shop');
  return settings;
}
