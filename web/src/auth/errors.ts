import { GatewayError } from '../relay/network.js';

/** Codes with their own wording in `auth.errors` (spec 8 "Local handling"). */
const WORDED = new Set([
  'INVALID_CREDENTIALS',
  'ACCOUNT_ALREADY_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'CAPTCHA_FAILED',
  'CAPTCHA_COOKIE_MISSING',
  'TOO_MANY_REQUESTS',
  'ONE_TIME_PASSWORD_MISMATCH',
  'ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS',
  'ONE_TIME_PASSWORD_EXPIRED',
  'ONE_TIME_PASSWORD_NOT_FOUND',
  'RESET_LINK_EXPIRED',
  'INVALID_INPUT',
]);

/** The message key of a user error (an unknown code reads as a server failure). */
export function userErrorKey(code: string): string {
  return WORDED.has(code) ? `auth.errors.${code}` : 'auth.errors.server';
}

/**
 * The message key of a failed call (spec 8): no answer, a refused captcha score, a 401, or any other
 * failure, which reads as a server access error (498 included).
 */
export function failureKey(error: unknown): string {
  if (!(error instanceof GatewayError)) return 'auth.errors.server';
  if (error.status === 0) return 'auth.errors.connexion';
  if (error.errorCode === 'recaptcha-low-score') return 'auth.errors.CAPTCHA_FAILED';
  if (error.status === 429 || error.errorCode === 'too-many-requests') return 'auth.errors.TOO_MANY_REQUESTS';
  if (error.status === 401 || error.code === 'UNAUTHENTICATED') return 'auth.errors.unauthorized';
  return 'auth.errors.server';
}
