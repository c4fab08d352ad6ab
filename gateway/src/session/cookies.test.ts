import { describe, expect, it } from 'vitest';
import {
  clearedCookie,
  CookieJar,
  readCookie,
  serializeCookie,
  SESSION_COOKIE,
  sessionCookie,
  TWO_FACTOR_COOKIE,
  twoFactorCookie,
} from './cookies.js';

const TOKEN = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123';

describe('cookies', () => {
  it('writes the session cookie for the life of the upstream session', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const cookie = sessionCookie(TOKEN, new Date(now + 30 * 86_400_000 + 999), now);
    expect(serializeCookie(cookie)).toBe(
      `__Host-shop_session=${TOKEN}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    // An already expired session gives a cookie that dies at once, never a negative age.
    expect(sessionCookie(TOKEN, new Date(now - 5000), now).maxAge).toBe(0);
  });

  it('writes the two-factor cookie for 10 minutes, strictly same-site', () => {
    expect(serializeCookie(twoFactorCookie(TOKEN))).toBe(
      `__Host-shop_2fa=${TOKEN}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(serializeCookie(clearedCookie(TWO_FACTOR_COOKIE, 'Strict'))).toBe(
      '__Host-shop_2fa=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    );
  });

  it('refuses to write a value that could break the header', () => {
    expect(() => serializeCookie({ ...twoFactorCookie(TOKEN), value: 'a; Domain=evil.example' })).toThrow();
  });

  it('reads the first well-formed value of a cookie', () => {
    expect(readCookie(`theme=dark; ${SESSION_COOKIE}=${TOKEN}`, SESSION_COOKIE)).toBe(TOKEN);
    expect(readCookie(`${SESSION_COOKIE}=bad value; ${SESSION_COOKIE}=${TOKEN}`, SESSION_COOKIE)).toBe(TOKEN);
    expect(readCookie(`x${SESSION_COOKIE}=${TOKEN}`, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(`${SESSION_COOKIE}=short`, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(null, SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps the last write of each cookie of a response', () => {
    const jar = new CookieJar();
    jar.set(sessionCookie(TOKEN, new Date(Date.now() + 60_000)));
    jar.set(twoFactorCookie(TOKEN));
    jar.set(clearedCookie(SESSION_COOKIE, 'Lax'));
    expect(jar.size).toBe(2);
    expect(jar.headers()).toEqual([
      `__Host-shop_2fa=${TOKEN}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Strict`,
      '__Host-shop_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });
});
