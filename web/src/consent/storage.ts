import { CONSENT_COOKIE, consentChanged } from '../shell/consent.js';
import type { Consent } from '../shell/consent.js';

/** 6 months, counted as 180 days so that it is never longer. */
export const CONSENT_MAX_AGE_S = 180 * 24 * 3600;

/**
 * The cookie's value (`shell/consent.ts` reads it back). The captcha's flag is written only when
 * given (`.c1`): its absence reads as no, as in the choices stored before it existed.
 */
export function serializeConsent(consent: Consent): string {
  return `v1.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}${consent.captcha ? '.c1' : ''}`;
}

/** The `document.cookie` line that stores the choice: the whole site, 6 months, `Secure` over https. */
export function consentCookie(consent: Consent, https: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** Stores the shopper's choice for 6 months and tells every tracker at once. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  consentChanged(consent);
}
