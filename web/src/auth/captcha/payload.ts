import type { Challenge, Solution } from 'altcha-lib/types';

/**
 * The captcha answer of an ALTCHA challenge, as the storefront-api reads it from `recaptchaData`:
 * base64 of the UTF-8 JSON `{ challenge, solution }`. The challenge goes back as it came (its
 * signature covers the parameters), without a code challenge (none is used here).
 */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  const { parameters, signature } = challenge;
  const json = JSON.stringify({ challenge: { parameters, signature }, solution });
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Reads a challenge from the gateway's `captchaChallenge.challenge` JSON; null when it is not one. */
export function parseAltchaChallenge(json: string | null | undefined): Challenge | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<Challenge> | null;
    const parameters = value?.parameters;
    if (
      !parameters ||
      typeof parameters.algorithm !== 'string' ||
      typeof parameters.nonce !== 'string' ||
      typeof parameters.salt !== 'string' ||
      typeof parameters.keyPrefix !== 'string' ||
      typeof parameters.cost !== 'number'
    )
      return null;
    return value as Challenge;
  } catch {
    return null;
  }
}
