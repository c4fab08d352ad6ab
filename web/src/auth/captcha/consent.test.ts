import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, translator } from '../../i18n/index.js';
import '../messages.js';
import { submitWithCaptcha } from '../submit.js';
import { CaptchaStatus } from './CaptchaStatus.js';
import {
  acceptCaptchaCookies,
  assertCaptchaAllowed,
  captchaAllowed,
  CaptchaConsentMissing,
} from './consent.js';
import type { Captcha } from './useCaptcha.js';

// `submit.ts` holds the form hook too, whose captcha query needs Relay's compiler (the journeys run
// it); the sending rule under test needs none of it.
vi.mock('./useCaptcha.js', () => ({}));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

function fakeCaptcha(
  answer: () => Promise<string>,
  status: Captcha['status'] = 'ready',
): Captcha & { renewed: number } {
  const captcha = {
    status,
    provider: 'RECAPTCHA' as const,
    answer,
    renewed: 0,
    renew: () => captcha.renewed++,
  };
  return captcha;
}

describe('the captcha’s consent cookie (spec 5, 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets reCAPTCHA run only once its cookies are accepted; ALTCHA and none need no consent', () => {
    expect(captchaAllowed('RECAPTCHA', null)).toBe(false);
    expect(captchaAllowed('RECAPTCHA', { analytics: true, marketing: true })).toBe(false);
    expect(captchaAllowed('RECAPTCHA', { analytics: false, marketing: false, captcha: false })).toBe(false);
    expect(captchaAllowed('RECAPTCHA', { analytics: false, marketing: false, captcha: true })).toBe(true);
    expect(captchaAllowed('ALTCHA', null)).toBe(true);
    expect(captchaAllowed('NONE', null)).toBe(true);
  });

  it('reads the consent cookie: missing or without the captcha’s flag blocks reCAPTCHA', () => {
    const document = { cookie: 'language=fr' };
    vi.stubGlobal('document', document);
    expect(() => assertCaptchaAllowed('RECAPTCHA')).toThrow(CaptchaConsentMissing);
    document.cookie = 'consent=v1.a1.m1';
    expect(() => assertCaptchaAllowed('RECAPTCHA')).toThrow(CaptchaConsentMissing);
    document.cookie = 'consent=v1.a0.m0.c1';
    expect(() => assertCaptchaAllowed('RECAPTCHA')).not.toThrow();
    expect(() => assertCaptchaAllowed('ALTCHA')).not.toThrow();
  });

  it('the accept link stores the captcha’s consent and keeps the other choices', () => {
    const document = { cookie: '' };
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(acceptCaptchaCookies({ analytics: true, marketing: false })).toEqual({
      analytics: true,
      marketing: false,
      captcha: true,
    });
    expect(document.cookie).toMatch(/^consent=v1\.a1\.m0\.c1; Path=\/; .*; Secure$/u);
    // A shopper who had not chosen yet: only the captcha's cookies are accepted.
    acceptCaptchaCookies(null);
    expect(document.cookie).toMatch(/^consent=v1\.a0\.m0\.c1;/u);
  });

  it('shows the warning with its accept link while blocked', () => {
    const captcha = fakeCaptcha(() => Promise.reject(new CaptchaConsentMissing()), 'consent');
    const html = renderToStaticMarkup(
      createElement(I18nProvider, { locale: 'fr', children: createElement(CaptchaStatus, { captcha }) }),
    );
    expect(html).toContain('class="captcha captcha--consent"');
    expect(text(html)).toBe(
      'La vérification anti-robot utilise reCAPTCHA de Google, qui dépose des cookies : elle reste bloquée tant que vous ne les avez pas acceptés. Accepter les cookies de reCAPTCHA',
    );
    expect(html).toMatch(
      /<button type="button" class="link-button">Accepter les cookies de reCAPTCHA<\/button>/u,
    );
  });

  it('a submit while blocked says the cookie is missing, sends nothing and asks no new challenge', async () => {
    const failures: string[] = [];
    const send = vi.fn(() => Promise.resolve(true));
    const blocked = fakeCaptcha(() => Promise.reject(new CaptchaConsentMissing()), 'consent');
    await submitWithCaptcha(blocked, (key) => failures.push(key), send);
    expect(failures).toEqual(['auth.errors.CAPTCHA_COOKIE_MISSING']);
    expect(send).not.toHaveBeenCalled();
    expect(blocked.renewed).toBe(0);
    expect(translator('fr')('auth.errors.CAPTCHA_COOKIE_MISSING')).toBe(
      'Le cookie de consentement de la vérification anti-robot est absent : acceptez les cookies de reCAPTCHA pour envoyer ce formulaire.',
    );
    // Any other captcha failure keeps its own message and a new challenge.
    const failed = fakeCaptcha(() => Promise.reject(new Error('reCAPTCHA blocked')), 'blocked');
    await submitWithCaptcha(failed, (key) => failures.push(key), send);
    expect(failures.at(-1)).toBe('auth.errors.CAPTCHA_FAILED');
    expect(failed.renewed).toBe(1);
  });
});
