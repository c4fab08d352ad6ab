/**
 * The captcha of register, sign-in and the reset calls (answer in `recaptchaData`).
 *
 * - `altcha` (default): self-hosted proof of work. Challenges are signed with `CAPTCHA_HMAC_KEY`,
 *   expire after 10 minutes and are spent on first use (table `captcha_spent`), so an answer
 *   cannot be replayed. Works offline and sets no tracking cookie.
 * - `recaptcha`: Google reCAPTCHA v3, the token checked with the site-verify call and its score.
 * - `none`: every non-empty answer passes; for development and tests, refused in production.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '@shop/domain/api/customers';
import type { Queryable } from '../db/database.js';
import { spendChallenge } from './repository.js';

export type CaptchaConfig =
  | {
      provider: 'altcha';
      hmacKey: string;
      /** The work asked: a counter drawn between half this and this (`ALTCHA_MAX_COUNTER`). */
      maxCounter?: number;
    }
  | { provider: 'recaptcha'; secret: string; siteKey: string; minScore: number }
  | { provider: 'none' };

export interface Captcha {
  readonly provider: CaptchaConfig['provider'];
  challenge(): Promise<CaptchaChallenge>;
  /** Whether the answer is good; a good ALTCHA answer is spent by this call. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
}

/**
 * About half a second of work in a browser (PBKDF2 of 1000 rounds, 1000 to 2000 times); several
 * seconds on a slow phone or a busy machine.
 */
const ALTCHA_COST = 1000;
export const ALTCHA_DEFAULT_MAX_COUNTER = 2000;
const ALTCHA_TTL_MS = 10 * 60_000;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function decodePayload(answer: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<AltchaPayload>;
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object') return null;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

function altcha(db: Queryable, hmacKey: string, maxCounter = ALTCHA_DEFAULT_MAX_COUNTER): Captcha {
  // The key signature lets a check skip re-deriving the key: verifying costs a millisecond.
  const keySignatureSecret = `${hmacKey}:key`;
  return {
    provider: 'altcha',
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: ALTCHA_COST,
        counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
        expiresAt: new Date(Date.now() + ALTCHA_TTL_MS),
      });
      return { provider: 'altcha', challenge };
    },
    async verify(answer) {
      const payload = decodePayload(answer);
      if (!payload) return false;
      const verified = await verifySolution({
        ...payload,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).then(
        (result) => result.verified,
        () => false,
      );
      if (!verified) return false;
      return spendChallenge(db, payload.challenge.signature, ALTCHA_TTL_MS / 1000);
    },
  };
}

function recaptcha(config: { secret: string; siteKey: string; minScore: number }): Captcha {
  return {
    provider: 'recaptcha',
    challenge: async () => ({ provider: 'recaptcha', siteKey: config.siteKey }),
    async verify(answer, remoteIp) {
      try {
        const response = await fetch(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body: new URLSearchParams({ secret: config.secret, response: answer, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean; score?: number };
        return result.success === true && (result.score ?? 0) >= config.minScore;
      } catch {
        return false;
      }
    },
  };
}

export function createCaptcha(db: Queryable, config: CaptchaConfig): Captcha {
  switch (config.provider) {
    case 'altcha':
      return altcha(db, config.hmacKey, config.maxCounter);
    case 'recaptcha':
      return recaptcha(config);
    case 'none':
      return {
        provider: 'none',
        challenge: async () => ({ provider: 'none' }),
        verify: async (answer) => answer.length > 0,
      };
  }
}
