import { TWO_FACTOR_COOKIE_MAX_AGE_S } from '@shop/domain';

/**
 * The gateway's two cookies. Both hold an upstream secret that scripts must never read (HttpOnly)
 * and that never travels over plain HTTP to another host (`__Host-`: Secure, Path=/, no Domain).
 * Chromium treats http://localhost and http://127.0.0.1 as secure, so they work in development too.
 */
export const SESSION_COOKIE = '__Host-shop_session';
/** Binds the e-mailed code to the browser that typed the password; Strict: no cross-site use at all. */
export const TWO_FACTOR_COOKIE = '__Host-shop_2fa';

export type SameSite = 'Lax' | 'Strict';

export interface CookieSpec {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  sameSite: SameSite;
}

/** Upstream tokens are base64url text; anything else in a cookie is not ours and is ignored. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/u;

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

export function serializeCookie({ name, value, maxAge, sameSite }: CookieSpec): string {
  if (value !== '' && !isToken(value)) throw new Error(`refusing to write a malformed ${name} cookie`);
  return `${name}=${value}; Max-Age=${Math.max(0, Math.floor(maxAge))}; Path=/; HttpOnly; Secure; SameSite=${sameSite}`;
}

export const sessionCookie = (token: string, expiresAt: Date, now: number = Date.now()): CookieSpec => ({
  name: SESSION_COOKIE,
  value: token,
  // A cookie outliving its upstream session would only make the next request fail.
  maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000)),
  sameSite: 'Lax',
});

export const twoFactorCookie = (token: string): CookieSpec => ({
  name: TWO_FACTOR_COOKIE,
  value: token,
  maxAge: TWO_FACTOR_COOKIE_MAX_AGE_S,
  sameSite: 'Strict',
});

export const clearedCookie = (name: string, sameSite: SameSite): CookieSpec => ({
  name,
  value: '',
  maxAge: 0,
  sameSite,
});

/**
 * The first well-formed value of a cookie in a `Cookie` header. A browser sends the most specific
 * cookie first when several share a name; a malformed value (planted or stale) is skipped.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (isToken(value)) return value;
  }
  return undefined;
}

/**
 * Set-Cookie lines of one response. A request may write a cookie several times (aliased sign-ins,
 * sign-in then sign-out): only the last write of each name leaves.
 */
export class CookieJar {
  private readonly cookies = new Map<string, CookieSpec>();

  set(cookie: CookieSpec): void {
    this.cookies.delete(cookie.name);
    this.cookies.set(cookie.name, cookie);
  }

  get size(): number {
    return this.cookies.size;
  }

  /** The last write of the cookie `name` in this response, if any. */
  get(name: string): CookieSpec | undefined {
    return this.cookies.get(name);
  }

  headers(): string[] {
    return [...this.cookies.values()].map(serializeCookie);
  }
}
