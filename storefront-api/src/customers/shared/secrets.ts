/**
 * Secrets of the customer calls: passwords (argon2id), and the random tokens and codes handed to
 * browsers or e-mailed, of which only a SHA-256 hash is stored (they are random and long, or
 * short-lived and attempt-limited, so a fast hash is enough and lets lookups use an index).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ONE_TIME_PASSWORD_LENGTH } from '@shop/domain';

/**
 * OWASP's argon2id setting (19 MiB, 2 passes, 1 lane). The library's default algorithm is argon2id;
 * its `Algorithm` enum is `const` and cannot be read under isolated modules, and a test checks
 * the `$argon2id$` prefix.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** 256 random bits, URL-safe: session, two-factor binding and reset tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export const sameHash = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

/** A code of 6 digits from the cryptographic generator, leading zeros kept. */
export const newOneTimePassword = (): string =>
  String(randomInt(0, 10 ** ONE_TIME_PASSWORD_LENGTH)).padStart(ONE_TIME_PASSWORD_LENGTH, '0');
