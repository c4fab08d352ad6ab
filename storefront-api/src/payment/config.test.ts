/** The `PAYMENT_*` settings: sandbox development values by default, required in production. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const production = {
  NODE_ENV: 'production',
  CAPTCHA_HMAC_KEY: 'k'.repeat(40),
  CAPTCHA_PROVIDER: 'altcha',
  PAYMENT_SHOP_ID: '12345678',
  PAYMENT_PASSWORD: 'prodpassword_abcdef',
  PAYMENT_HMAC_KEY: 'prodhmac_abcdef',
  CONTACT_EMAIL: 'contact@example.test',
};

describe('payment settings', () => {
  it('default to the sandbox, its notification URL on this API’s port', () => {
    expect(loadConfig({ STOREFRONT_API_PORT: '4123' }).payment).toEqual({
      provider: 'sandbox',
      apiUrl: 'http://127.0.0.1:4002',
      shopId: '69876357',
      password: 'testpassword_SbxDevOnly',
      hmacKey: 'testhmac_SbxDevOnly',
      ipnUrl: 'http://127.0.0.1:4123/payment/sandbox/notification',
    });
  });

  it('read the provider’s account in production', () => {
    const payment = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'lyra',
      PAYMENT_API_URL: 'https://api.example.com/',
      PAYMENT_IPN_URL: 'https://shop.example.com/api/payment/lyra/notification',
    }).payment;
    expect(payment).toMatchObject({
      provider: 'lyra',
      apiUrl: 'https://api.example.com',
      shopId: '12345678',
      ipnUrl: 'https://shop.example.com/api/payment/lyra/notification',
    });
  });

  it.each(['PAYMENT_SHOP_ID', 'PAYMENT_PASSWORD', 'PAYMENT_HMAC_KEY'])(
    'stop start-up in production without %s, naming it',
    (name) => {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(name);
    },
  );

  it('refuse a provider name that is not a path segment', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: '../x' })).toThrow('PAYMENT_PROVIDER');
  });
});
