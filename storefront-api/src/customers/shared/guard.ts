/**
 * What stands before the calls a robot would hammer: the captcha, and fixed-window rate limits
 * kept in the database so that every process of the storefront-api shares them.
 */
import type { Captcha } from '../../captcha/captcha.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { customerError } from './errors.js';
import { countHit } from './repository.js';

export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Per account: enough for typos, far too few to guess (3 code tries per sign-in on top). */
const PER_ACCOUNT: Record<'sign-in' | 'one-time-password' | 'reset-password', RateLimit> = {
  'sign-in': { max: 10, windowSeconds: 15 * 60 },
  'one-time-password': { max: 10, windowSeconds: 15 * 60 },
  'reset-password': { max: 3, windowSeconds: 60 * 60 },
};

export async function hitRateLimit(db: Queryable, key: string, limit: RateLimit): Promise<void> {
  const { hits, retryAfter } = await countHit(db, key, limit.windowSeconds);
  if (hits > limit.max) {
    throw new HttpError(429, 'too-many-requests', 'Trop de tentatives : réessayez dans quelques minutes.', {
      retryAfterSeconds: Math.max(1, retryAfter),
    });
  }
}

export class Guard {
  constructor(private readonly deps: { db: Queryable; captcha: Captcha; perAddressLimit: number }) {}

  async checkCaptcha(answer: string, ip: string): Promise<void> {
    if (!(await this.deps.captcha.verify(answer, ip))) {
      throw customerError('recaptcha-low-score', 'La vérification anti-robot a échoué : réessayez.');
    }
  }

  async limit(kind: keyof typeof PER_ACCOUNT, email: string, ip: string): Promise<void> {
    await this.limitPerAddress(kind, ip);
    await hitRateLimit(this.deps.db, `${kind}:account:${email}`, PER_ACCOUNT[kind]);
  }

  async limitPerAddress(kind: string, ip: string): Promise<void> {
    await hitRateLimit(this.deps.db, `${kind}:address:${ip}`, {
      max: this.deps.perAddressLimit,
      windowSeconds: 15 * 60,
    });
  }
}
