/**
 * What stands before the calls a robot would hammer: the captcha, and fixed-window rate limits
 * kept in the database so that every process of the storefront-api shares them.
 */
import type { Captcha } from '../../captcha/captcha.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { customerError } from './errors.js';
import { countHit, peekHits } from './repository.js';

export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Failed tries counted per account AND address (issue 16): a stranger's wrong passwords, from their
 * own addresses, never lock the owner out. Every try also needs a captcha and counts against its
 * address (`limitPerAddress`), so guessing one account from many addresses costs a captcha a try.
 */
const FAILURES: Record<'sign-in' | 'one-time-password', RateLimit> = {
  'sign-in': { max: 10, windowSeconds: 15 * 60 },
  'one-time-password': { max: 10, windowSeconds: 15 * 60 },
};

/**
 * Reset requests, which send an e-mail: a few per account and address, and a ceiling per account
 * against mail bombing that only many addresses, each with its captchas, could reach.
 */
const RESET_PER_PAIR: RateLimit = { max: 3, windowSeconds: 60 * 60 };
const RESET_PER_ACCOUNT: RateLimit = { max: 20, windowSeconds: 60 * 60 };

/** The current password, checked to change it: a stolen session may not guess it. */
const CURRENT_PASSWORD_FAILURES: RateLimit = { max: 5, windowSeconds: 15 * 60 };

/** The failures that count: a wrong secret, or an e-mail without account (guessing which exist). */
const COUNTED = new Set([
  'unauthorized',
  'customer-not-found',
  'wrong-password',
  'one-time-password-mismatch',
]);

const tooManyRequests = (retryAfter: number) =>
  new HttpError(429, 'too-many-requests', 'Trop de tentatives : réessayez dans quelques minutes.', {
    retryAfterSeconds: Math.max(1, retryAfter),
  });

export async function hitRateLimit(db: Queryable, key: string, limit: RateLimit): Promise<void> {
  const { hits, retryAfter } = await countHit(db, key, limit.windowSeconds);
  if (hits > limit.max) throw tooManyRequests(retryAfter);
}

/** Refuses when the window already holds `max` hits, without adding one. */
async function refuseWhenFull(db: Queryable, key: string, limit: RateLimit): Promise<void> {
  const { hits, retryAfter } = await peekHits(db, key, limit.windowSeconds);
  if (hits >= limit.max) throw tooManyRequests(retryAfter);
}

function isCounted(error: unknown): boolean {
  return error instanceof HttpError && COUNTED.has(error.errorCode);
}

export class Guard {
  constructor(private readonly deps: { db: Queryable; captcha: Captcha; perAddressLimit: number }) {}

  async checkCaptcha(answer: string, ip: string): Promise<void> {
    if (!(await this.deps.captcha.verify(answer, ip))) {
      throw customerError('recaptcha-low-score', 'La vérification anti-robot a échoué : réessayez.');
    }
  }

  /**
   * Runs a check of an account's secret: refused while this address has failed too often on this
   * account; a failure of `check` is counted, a success is not.
   */
  async attempt<T>(
    kind: keyof typeof FAILURES,
    account: string,
    ip: string,
    check: () => Promise<T>,
  ): Promise<T> {
    await this.limitPerAddress(kind, ip);
    const key = `${kind}:failures:${account}:${ip}`;
    await refuseWhenFull(this.deps.db, key, FAILURES[kind]);
    return this.countingFailures(key, FAILURES[kind], check);
  }

  /** The current password of a signed-in customer, checked with its own limit per account. */
  async currentPassword<T>(customerId: string, check: () => Promise<T>): Promise<T> {
    const key = `change-password:failures:${customerId}`;
    await refuseWhenFull(this.deps.db, key, CURRENT_PASSWORD_FAILURES);
    return this.countingFailures(key, CURRENT_PASSWORD_FAILURES, check);
  }

  /** A reset request: per account and address, then per account (see `RESET_PER_ACCOUNT`). */
  async limitResetRequest(email: string, ip: string): Promise<void> {
    await this.limitPerAddress('reset-password', ip);
    await hitRateLimit(this.deps.db, `reset-password:account:${email}:${ip}`, RESET_PER_PAIR);
    await hitRateLimit(this.deps.db, `reset-password:account:${email}`, RESET_PER_ACCOUNT);
  }

  private async countingFailures<T>(key: string, limit: RateLimit, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (isCounted(error)) await countHit(this.deps.db, key, limit.windowSeconds);
      throw error;
    }
  }

  async limitPerAddress(kind: string, ip: string): Promise<void> {
    await hitRateLimit(this.deps.db, `${kind}:address:${ip}`, {
      max: this.deps.perAddressLimit,
      windowSeconds: 15 * 60,
    });
  }
}
