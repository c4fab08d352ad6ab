import { describe, expect, it } from 'vitest';
import { consentCookieValue, parseConsent } from './consent.js';

describe('the consent cookie (spec 2.4)', () => {
  it('counts anything else as no choice yet: the shopper is asked again', () => {
    for (const value of [
      null,
      undefined,
      '',
      'v1.a1',
      'v2.a1.m1',
      'v1.a2.m0',
      'v1.a1.m0 ',
      'true',
      'v1.a1.m0.x',
      'v1.a1.m0.c2',
      'v1.a1.m0.c1.c1',
    ])
      expect(parseConsent(value)).toBeNull();
  });

  it('finds its cookie among the others, not one whose name ends the same', () => {
    expect(consentCookieValue('catalog=martinique; consent=v1.a1.m1; language=fr')).toBe('v1.a1.m1');
    expect(consentCookieValue('consent=v1.a0.m1')).toBe('v1.a0.m1');
    expect(consentCookieValue('myconsent=v1.a1.m1; language=fr')).toBeNull();
    expect(consentCookieValue('')).toBeNull();
  });
});
