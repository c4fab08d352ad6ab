import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentConsent, parseConsent, subscribeConsent } from '../shell/consent.js';
import { CONSENT_MAX_AGE_S, consentCookie, saveConsent, serializeConsent } from './storage.js';

describe('storing the consent (spec 2.4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes each choice as the shell reads it back', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false])
        for (const captcha of [true, false])
          expect(parseConsent(serializeConsent({ analytics, marketing, captcha }))).toEqual({
            analytics,
            marketing,
            captcha,
          });
    expect(serializeConsent({ analytics: true, marketing: false })).toBe('v1.a1.m0');
    // The captcha's cookies (spec 5) are said only when accepted; a choice without them reads as no.
    expect(serializeConsent({ analytics: false, marketing: false, captcha: true })).toBe('v1.a0.m0.c1');
    expect(parseConsent('v1.a1.m1')).toEqual({ analytics: true, marketing: true, captcha: false });
  });

  it('lives 6 months at most, for the whole site, SameSite=Lax, Secure over https only', () => {
    expect(CONSENT_MAX_AGE_S).toBeLessThanOrEqual(183 * 24 * 3600);
    expect(CONSENT_MAX_AGE_S).toBeGreaterThanOrEqual(180 * 24 * 3600);
    const refused = { analytics: false, marketing: false };
    expect(consentCookie(refused, true)).toBe(
      `consent=v1.a0.m0; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax; Secure`,
    );
    expect(consentCookie(refused, false)).toBe(
      `consent=v1.a0.m0; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax`,
    );
  });

  it('stores the cookie and tells the trackers, which then read the new choice', () => {
    const document = { cookie: '' };
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { protocol: 'http:' });
    const seen: unknown[] = [];
    const stop = subscribeConsent(() => seen.push(currentConsent()));
    saveConsent({ analytics: true, marketing: false });
    stop();
    expect(document.cookie).toBe(`consent=v1.a1.m0; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax`);
    expect(seen).toEqual([{ analytics: true, marketing: false }]);
  });
});
