import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_CONFIG,
  loadShopConfig,
  offersOnSale,
  SHOP_ENV_SETTINGS,
  ShopConfigError,
} from './shop-config.js';

describe('shop configuration', () => {
  it('has the defaults of spec 9', () => {
    expect(DEFAULT_SHOP_CONFIG).toMatchObject({
      marketplace: false,
      b2b: false,
      multilingual: false,
      priceMode: 'B2C',
      languages: ['fr'],
      newsletterPlacement: 'full-width',
      customerServicePhone: null,
      regionChange: 'home',
      features: {
        wishlist: false,
        productPreview: false,
        quickOrder: false,
        stockAlert: false,
        promotionalBar: false,
        addToCartDialog: true,
        quantityDisplay: true,
        newsletter: true,
        cartReminder: true,
        welcomeModal: true,
        coupons: true,
        stockNotice: true,
        share: true,
        francoMessage: true,
      },
      header: {
        search: true,
        regionSelector: true,
        becomeSeller: true,
        help: true,
        account: true,
        cart: true,
      },
    });
  });

  it('reads every flag from its SHOP_ variable', () => {
    const config = loadShopConfig({
      SHOP_MARKETPLACE: 'true',
      SHOP_B2B: 'on',
      SHOP_MULTILINGUAL: '1',
      SHOP_QUICK_ORDER: 'yes',
      SHOP_ADD_TO_CART_DIALOG: 'false',
      SHOP_HEADER_BECOME_SELLER: 'off',
      SHOP_NEWSLETTER_PLACEMENT: 'last-column',
      SHOP_REGION_CHANGE: 'same-route',
      SHOP_CUSTOMER_SERVICE_PHONE: '+596 596 00 00 00',
    });
    expect(config).toMatchObject({
      marketplace: true,
      b2b: true,
      priceMode: 'B2B',
      languages: ['fr', 'en'],
      newsletterPlacement: 'last-column',
      regionChange: 'same-route',
      customerServicePhone: { display: '0596 00 00 00', e164: '+596596000000' },
    });
    expect(config.features.quickOrder).toBe(true);
    expect(config.features.addToCartDialog).toBe(false);
    expect(config.header.becomeSeller).toBe(false);
    expect(config.header.cart).toBe(true);
  });

  it('names one variable per setting, all different', () => {
    const names = SHOP_ENV_SETTINGS.map((s) => s.env);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('SHOP_STOCK_ALERT');
    expect(names).toContain('SHOP_HEADER_REGION_SELECTOR');
    expect(names).toHaveLength(3 + 14 + 6 + 3 + 2);
  });

  it('lets the variables win over the file', () => {
    const config = loadShopConfig(
      { SHOP_MARKETPLACE: 'false' },
      { name: 'shop.json', content: { marketplace: true, features: { share: false } } },
    );
    expect(config.marketplace).toBe(false);
    expect(config.features.share).toBe(false);
    expect(config.features.coupons).toBe(true);
  });

  it('stops with the name of a bad variable', () => {
    expect(() => loadShopConfig({ SHOP_WISHLIST: 'maybe' })).toThrow(
      new ShopConfigError('SHOP_WISHLIST must be true or false, got "maybe"'),
    );
    expect(() => loadShopConfig({ SHOP_REGION_CHANGE: 'elsewhere' })).toThrow(/^SHOP_REGION_CHANGE: /u);
    expect(() => loadShopConfig({ SHOP_CUSTOMER_SERVICE_PHONE: 'call us' })).toThrow(
      /^SHOP_CUSTOMER_SERVICE_PHONE: "call us" is not a phone number/u,
    );
    expect(() => loadShopConfig({ SHOP_CUSTOMER_SERVICE_PHONE: '0596 00 00 00' })).toThrow(
      /international form/u,
    );
  });

  it('stops with the file and key of a bad file value', () => {
    expect(() => loadShopConfig({}, { name: 'shop.json', content: { features: { share: 'yes' } } })).toThrow(
      /^shop\.json: features\.share: /u,
    );
    expect(() => loadShopConfig({}, { name: 'shop.json', content: { quickorder: true } })).toThrow(
      /^shop\.json: .*quickorder/u,
    );
    expect(() => loadShopConfig({}, { name: 'shop.json', content: [1] })).toThrow(
      'shop.json must hold a JSON object',
    );
  });

  it('treats an empty text variable as unset', () => {
    expect(loadShopConfig({ SHOP_CUSTOMER_SERVICE_PHONE: '' }).customerServicePhone).toBeNull();
  });
});

describe('offers on sale', () => {
  const offers = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('are every seller’s in a marketplace', () => {
    expect(offersOnSale(offers, { id: 'b' }, true)).toEqual(offers);
  });
  it('are the default offer alone otherwise, or none without one', () => {
    expect(offersOnSale(offers, { id: 'b' }, false)).toEqual([{ id: 'b' }]);
    expect(offersOnSale(offers, null, false)).toEqual([]);
  });
});
