import { saveConsent } from '../../consent/storage.js';
import { currentConsent } from '../../shell/consent.js';
import type { Consent } from '../../shell/consent.js';
import type { CaptchaProvider } from '../../__generated__/useCaptchaChallengeQuery.graphql.js';

/**
 * The captcha's consent cookie (spec 5 and 8): reCAPTCHA, Google's script, sets Google's cookies,
 * so it is not loaded until the shopper has accepted them (the consent cookie's `.c1`). Without
 * it the captcha is blocked: the widget warns with an accept link and a submit says the cookie is
 * missing. ALTCHA (the default) is the shop's own proof of work and sets no cookie: it needs none.
 */
export class CaptchaConsentMissing extends Error {
  constructor() {
    super('captcha consent cookie missing');
    this.name = 'CaptchaConsentMissing';
  }
}

/** Whether the captcha of `provider` may run under the shopper's `consent` (null: not chosen yet). */
export function captchaAllowed(provider: CaptchaProvider, consent: Consent | null): boolean {
  return provider !== 'RECAPTCHA' || consent?.captcha === true;
}

/** Throws `CaptchaConsentMissing` when the captcha of `provider` may not run now. */
export function assertCaptchaAllowed(provider: CaptchaProvider): void {
  if (!captchaAllowed(provider, currentConsent())) throw new CaptchaConsentMissing();
}

/**
 * The warning's accept link: stores the captcha's consent, keeping the shopper's other choices
 * (a shopper who had not chosen yet refuses the others by default, as "Tout refuser" would).
 */
export function acceptCaptchaCookies(consent: Consent | null = currentConsent()): Consent {
  const accepted = { analytics: false, marketing: false, ...consent, captcha: true };
  saveConsent(accepted);
  return accepted;
}
