/**
 * The `PAYMENT_*` settings: sandbox development values by default; in production the account's own
 * keys are required (not the sandbox's, nor short ones) and test answers are refused.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DEV_PAYMENT_SETTINGS } from './provider.js';

const production = {
  NODE_ENV: 'production',
  CAPTCHA_HMAC_KEY: 'k'.repeat(40),
  CAPTCHA_PROVIDER: 'altcha',
  PAYMENT_SHOP_ID: '12345678',
  PAYMENT_PASSWORD: 'prodpassword_abcdefghijk',
  PAYMENT_HMAC_KEY: 'prodhmac_abcdefghijklmn',
  CONTACT_EMAIL: 'contact@example.test',
};

describe('payment settings', () => {
  it('default to the sandbox, its notification URL on this API’s port', () => {
    expect(loadConfig({ STOREFRONT_API_PORT: '4123' }).payment).toEqual({
      provider: 'sandbox',
      apiUrl: 'http://127.0.0.1:4002',
      formUrl: 'http://127.0.0.1:4002/form/',
      shopId: '69876357',
      password: 'testpassword_SbxDevOnly',
      hmacKey: 'testhmac_SbxDevOnly',
      ipnUrl: 'http://127.0.0.1:4123/payment/sandbox/notification',
      acceptTestPayments: true,
    });
  });

  it('are the development values the tests use', () => {
    expect(loadConfig({ STOREFRONT_API_PORT: '4001' }).payment).toEqual(DEV_PAYMENT_SETTINGS);
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
      formUrl: 'https://api.example.com/form/',
      shopId: '12345678',
      ipnUrl: 'https://shop.example.com/api/payment/lyra/notification',
      acceptTestPayments: false,
    });
  });

  it.each(['PAYMENT_SHOP_ID', 'PAYMENT_PASSWORD', 'PAYMENT_HMAC_KEY'])(
    'stop start-up in production without %s, naming it',
    (name) => {
      expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(name);
    },
  );

  it.each([
    ['PAYMENT_PASSWORD', 'testpassword_SbxDevOnly', 'published development value'],
    ['PAYMENT_HMAC_KEY', 'testhmac_SbxDevOnly', 'published development value'],
    // The sandbox's other key in this place is refused just the same.
    ['PAYMENT_PASSWORD', 'testhmac_SbxDevOnly', 'published development value'],
    ['PAYMENT_PASSWORD', 'p'.repeat(19), 'at least 20 characters'],
    ['PAYMENT_HMAC_KEY', 'h'.repeat(19), 'at least 20 characters'],
  ])('stop start-up in production when %s is %s, without writing it', (name, value, reason) => {
    let message = '';
    try {
      loadConfig({ ...production, [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).toContain(reason);
    expect(message).not.toContain(value);
  });

  it('accept keys of 20 characters in production', () => {
    const payment = loadConfig({
      ...production,
      PAYMENT_PASSWORD: 'p'.repeat(20),
      PAYMENT_HMAC_KEY: 'h'.repeat(20),
    });
    expect(payment.payment).toMatchObject({ password: 'p'.repeat(20), hmacKey: 'h'.repeat(20) });
  });

  it('accept test answers outside production only, unless told not to', () => {
    expect(loadConfig({}).payment.acceptTestPayments).toBe(true);
    expect(loadConfig({ PAYMENT_ACCEPT_TEST: 'true' }).payment.acceptTestPayments).toBe(true);
    expect(loadConfig({ PAYMENT_ACCEPT_TEST: 'false' }).payment.acceptTestPayments).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_ACCEPT_TEST: 'false' }).payment.acceptTestPayments).toBe(
      false,
    );
    expect(() => loadConfig({ ...production, PAYMENT_ACCEPT_TEST: 'true' })).toThrow(
      'PAYMENT_ACCEPT_TEST=true is for development and tests',
    );
    expect(() => loadConfig({ PAYMENT_ACCEPT_TEST: 'yes please' })).toThrow('PAYMENT_ACCEPT_TEST');
  });

  it('read the hosted form’s address, a base or a template, from PAYMENT_FORM_URL', () => {
    const template = 'https://secure.example.com/pay/{formToken}?lang=fr';
    expect(loadConfig({ PAYMENT_FORM_URL: template }).payment.formUrl).toBe(template);
    expect(loadConfig({ PAYMENT_API_URL: 'http://127.0.0.1:4110' }).payment.formUrl).toBe(
      'http://127.0.0.1:4110/form/',
    );
    expect(() => loadConfig({ PAYMENT_FORM_URL: 'javascript:alert(1)//{formToken}' })).toThrow(
      'PAYMENT_FORM_URL',
    );
    expect(() => loadConfig({ PAYMENT_FORM_URL: 'not a url' })).toThrow('PAYMENT_FORM_URL');
  });

  it('refuse a provider name that is not a path segment', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: '../x' })).toThrow('PAYMENT_PROVIDER');
  });
});
