import { CART_ERRORS, CUSTOMER_ERRORS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { errorFromResponse, unavailableError } from '../upstream/upstream-error.js';
import { check, failureOf, inputFields, schemasFor, USER_ERROR_CODES } from './user-errors.js';

const upstream = (status: number, errorCode: string, errorMessage: string, errorData?: unknown) =>
  errorFromResponse(status, JSON.stringify({ status, errorCode, errorMessage, errorData }));

const fields = inputFields({ recaptchaData: 'captcha' });

describe('failureOf', () => {
  it('maps every customer error code but "not logged in" to a user error code', () => {
    const mapped = Object.keys(CUSTOMER_ERRORS).filter((code) => !(code in USER_ERROR_CODES));
    expect(mapped).toEqual(['customer-is-not-logged-in']);
  });

  it('maps every cart error code but the unknown cart and region to a user error code', () => {
    const mapped = Object.keys(CART_ERRORS).filter((code) => !(code in USER_ERROR_CODES));
    expect(mapped).toEqual(['cart-not-found', 'unknown-root-category']);
  });

  it.each([
    [401, 'unauthorized', 'INVALID_CREDENTIALS'],
    [404, 'customer-not-found', 'ACCOUNT_NOT_FOUND'],
    [409, 'customer-already-exists', 'ACCOUNT_ALREADY_EXISTS'],
    [400, 'recaptcha-low-score', 'CAPTCHA_FAILED'],
    [498, 'one-time-password-expired', 'ONE_TIME_PASSWORD_EXPIRED'],
    [404, 'one-time-password-not-found', 'ONE_TIME_PASSWORD_NOT_FOUND'],
    [498, 'reset-token-expired', 'RESET_LINK_EXPIRED'],
    [403, 'wrong-password', 'WRONG_PASSWORD'],
    [429, 'too-many-requests', 'TOO_MANY_REQUESTS'],
    [409, 'address-already-exists', 'ADDRESS_ALREADY_EXISTS'],
    [404, 'address-not-found', 'ADDRESS_NOT_FOUND'],
    [409, 'newsletter-already-subscribed', 'NEWSLETTER_ALREADY_SUBSCRIBED'],
    [404, 'newsletter-not-subscribed', 'NEWSLETTER_NOT_SUBSCRIBED'],
    [404, 'offer-not-found', 'OFFER_NOT_FOUND'],
    [409, 'out-of-stock', 'OUT_OF_STOCK'],
    [404, 'coupon-not-valid', 'COUPON_NOT_VALID'],
    [409, 'coupon-already-applied', 'COUPON_ALREADY_APPLIED'],
    [409, 'coupon-already-used', 'COUPON_ALREADY_USED'],
    [404, 'coupon-not-found', 'COUPON_NOT_FOUND'],
    [409, 'coupon-already-removed', 'COUPON_ALREADY_REMOVED'],
  ])('maps %i %s to %s with the upstream French message', (status, errorCode, code) => {
    expect(failureOf(upstream(status, errorCode, 'Message amont.'), fields, 'fr')).toEqual({
      userErrors: [{ code, field: null, message: 'Message amont.' }],
      remainingAttempts: null,
    });
  });

  it('speaks English to an English shopper', () => {
    const failure = failureOf(upstream(401, 'unauthorized', 'Email ou mot de passe invalide.'), fields, 'en');
    expect(failure.userErrors[0]?.message).toBe('Invalid e-mail or password.');
  });

  it('carries the tries left of a one-time code', () => {
    const mismatch = upstream(401, 'one-time-password-mismatch', 'Le code ne correspond pas.', {
      remainingAttempts: 1,
    });
    expect(failureOf(mismatch, fields, 'fr')).toEqual({
      userErrors: [
        { code: 'ONE_TIME_PASSWORD_MISMATCH', field: null, message: 'Le code ne correspond pas.' },
      ],
      remainingAttempts: 1,
    });
    const dead = upstream(401, 'one-time-password-too-many-attempts', 'Trop de tentatives.', {
      remainingAttempts: 0,
    });
    expect(failureOf(dead, fields, 'fr').remainingAttempts).toBe(0);
  });

  it('turns the issues of an invalid request into field errors of the input', () => {
    const invalid = upstream(400, 'invalid-request', 'recaptchaData : Veuillez valider le captcha', {
      issues: [
        { path: 'recaptchaData', message: 'Veuillez valider le captcha' },
        { path: 'address.postCode', message: 'Le code postal n’est pas valide' },
        { path: '', message: 'Requête invalide' },
      ],
    });
    expect(failureOf(invalid, fields, 'fr').userErrors).toEqual([
      { code: 'INVALID_INPUT', field: ['input', 'captcha'], message: 'Veuillez valider le captcha' },
      {
        code: 'INVALID_INPUT',
        field: ['input', 'address', 'postCode'],
        message: 'Le code postal n’est pas valide',
      },
      { code: 'INVALID_INPUT', field: null, message: 'Requête invalide' },
    ]);
    const bare = upstream(400, 'invalid-request', 'Requête invalide : JSON mal formé');
    expect(failureOf(bare, fields, 'fr').userErrors).toEqual([
      { code: 'INVALID_INPUT', field: null, message: 'Requête invalide : JSON mal formé' },
    ]);
  });

  it('rethrows what the shopper cannot fix in the form', () => {
    const notLoggedIn = upstream(401, 'customer-is-not-logged-in', 'Vous n’êtes pas connecté.');
    expect(() => failureOf(notLoggedIn, fields, 'fr')).toThrow(notLoggedIn);
    const down = unavailableError(503);
    expect(() => failureOf(down, fields, 'fr')).toThrow(down);
    const region = upstream(400, 'unknown-root-category', 'Catégorie racine inconnue');
    expect(() => failureOf(region, fields, 'fr')).toThrow(region);
    const bug = new TypeError('boom');
    expect(() => failureOf(bug, fields, 'fr')).toThrow(bug);
  });
});

describe('check', () => {
  it('gives the spec 5 messages of the language, at the GraphQL field paths', () => {
    const value = { email: 'x', password: '', recaptchaData: '' };
    expect(check(schemasFor('fr').login, value, fields)).toEqual({
      ok: false,
      userErrors: [
        {
          code: 'INVALID_INPUT',
          field: ['input', 'email'],
          message: 'Merci de saisir une adresse email valide',
        },
        { code: 'INVALID_INPUT', field: ['input', 'password'], message: 'Mot de passe requis' },
        { code: 'INVALID_INPUT', field: ['input', 'captcha'], message: 'Veuillez valider le captcha' },
      ],
    });
    const english = check(schemasFor('en').login, value, fields);
    expect(english.ok ? [] : english.userErrors.map((e) => e.message)).toEqual([
      'Please enter a valid e-mail address',
      'Password required',
      'Please complete the captcha',
    ]);
  });

  it('passes the parsed value on', () => {
    expect(
      check(
        schemasFor('fr').login,
        { email: ' lea@example.test ', password: 'p', recaptchaData: 'x' },
        fields,
      ),
    ).toEqual({ ok: true, data: { email: 'lea@example.test', password: 'p', recaptchaData: 'x' } });
  });
});
