/**
 * The shopper's cookie consent (spec 2.4), the one state every tracker asks before it runs: a
 * first-party cookie the server reads too, so a server-rendered page shows the banner only to a
 * shopper who has not chosen yet (`consent=v1.a1.m0.c1`: version, audience measurement, marketing,
 * the captcha's cookies, `.c1` only when given; written by `consent/storage.ts`). It lives 6 months, then the shopper is asked again. Not
 * HttpOnly: the page reads and writes it; it holds a choice, no identifier.
 */
export interface Consent {
  /** Audience measurement: the `dataLayer`, `shop:analytics` events and gtag (spec 7 "Tracking"). */
  analytics: boolean;
  /** Marketing trackers: the e-mail marketing tracker (brevo) and the social pixel. */
  marketing: boolean;
  /**
   * The captcha's cookies (spec 5): reCAPTCHA, when the shop uses it, sets Google's cookies, so it
   * loads only with this consent (`auth/captcha/consent.ts`). Absent means not given.
   */
  captcha?: boolean;
}

export const CONSENT_COOKIE = 'consent';

const FORMAT = /^v1\.a([01])\.m([01])(?:\.c([01]))?$/u;

/** The cookie's value; anything else (absent, older version, tampered) means "not chosen yet". */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = value ? FORMAT.exec(value) : null;
  return match
    ? { analytics: match[1] === '1', marketing: match[2] === '1', captcha: match[3] === '1' }
    : null;
}

/** The value of the consent cookie in a `Cookie` header or `document.cookie`. */
export function consentCookieValue(cookies: string): string | null {
  const match = /(?:^|;\s*)consent=([^;]*)/u.exec(cookies);
  return match ? match[1]! : null;
}

/** The choice made on this page (it holds even where the browser refuses to store cookies). */
let chosen: Consent | null = null;
const listeners = new Set<() => void>();

/** The shopper's choice (the cookie, read each time: another tab may have changed it); null until made. */
export function currentConsent(): Consent | null {
  if (chosen) return chosen;
  return typeof document === 'undefined' ? null : parseConsent(consentCookieValue(document.cookie));
}

/** Calls `listener` after each change of the choice; returns the unsubscription. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shopper has just chosen (`consent/storage.ts` has stored it): every tracker follows at once.
 * The cookie's writing lives with the banner and the settings, which the first page does not load.
 */
export function consentChanged(consent: Consent): void {
  chosen = consent;
  for (const listener of [...listeners]) listener();
}
