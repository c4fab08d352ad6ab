import type { Customer } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, gatewayError } from '../errors.js';
import { CookieJar, SESSION_COOKIE, TWO_FACTOR_COOKIE } from './cookies.js';
import { createShopperSession } from './session.js';

const TOKEN = 'session-token-0123456789abcdef';
const NEW_TOKEN = 'renewed-token-0123456789abcdef';
const TWO_FACTOR = 'two-factor-token-0123456789ab';

const customer = (id: string) => ({ id, isGuest: false }) as Customer;
const notLoggedIn = () =>
  gatewayError(ErrorCode.UNAUTHENTICATED, 'Vous n’êtes pas connecté.', {
    errorCode: 'customer-is-not-logged-in',
    status: 401,
  });

function setup(cookieHeader: string | null, me = vi.fn(async () => customer('1'))) {
  const jar = new CookieJar();
  const session = createShopperSession({ cookieHeader, jar, me, now: () => 0 });
  return { jar, session, me };
}

describe('createShopperSession', () => {
  it('has no customer and makes no call without a cookie', async () => {
    const { session, me, jar } = setup(null);
    expect(session.hadCookie).toBe(false);
    expect(await session.customer()).toBeNull();
    expect(me).not.toHaveBeenCalled();
    expect(jar.size).toBe(0);
  });

  it('shows a cart change on a customer already read, and reads none for it', async () => {
    const { session, me } = setup(`${SESSION_COOKIE}=${TOKEN}`);
    const summary = { id: 'c1', cartItems: [{ offerId: 'o1', quantity: 2 }] };
    session.cartChanged(summary);
    expect(me).not.toHaveBeenCalled();
    await session.customer();
    session.cartChanged({ ...summary, cartItems: [] });
    expect((await session.customer())?.shoppingCart.cartItems).toEqual([]);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('reads the customer once per request', async () => {
    const { session, me } = setup(`${SESSION_COOKIE}=${TOKEN}`);
    expect(session.hadCookie).toBe(true);
    expect(session.token()).toBe(TOKEN);
    const [a, b] = await Promise.all([session.customer(), session.customer()]);
    expect(a).toBe(b);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('forgets a session the upstream does not know, and deletes its cookie', async () => {
    const { session, jar } = setup(
      `${SESSION_COOKIE}=${TOKEN}`,
      vi.fn(async () => {
        throw notLoggedIn();
      }),
    );
    expect(await session.customer()).toBeNull();
    expect(session.token()).toBeUndefined();
    expect(jar.headers()).toEqual([
      '__Host-shop_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('lets other failures through, keeping the cookie', async () => {
    const down = gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Une erreur est survenue.');
    const { session, jar } = setup(
      `${SESSION_COOKIE}=${TOKEN}`,
      vi.fn(async () => {
        throw down;
      }),
    );
    await expect(session.customer()).rejects.toBe(down);
    expect(jar.size).toBe(0);
  });

  it('takes a renewed session: new cookie, customer read again unless a reply primed it', async () => {
    const me = vi.fn(async () => customer(session.token() === NEW_TOKEN ? '2' : '1'));
    const { session, jar } = setup(`${SESSION_COOKIE}=${TOKEN}`, me);
    expect((await session.customer())?.id).toBe('1');
    session.renewed(NEW_TOKEN, new Date(3_600_000));
    expect(session.token()).toBe(NEW_TOKEN);
    expect(jar.headers()).toEqual([
      `__Host-shop_session=${NEW_TOKEN}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
    expect((await session.customer())?.id).toBe('2');
    session.prime(customer('3'));
    expect((await session.customer())?.id).toBe('3');
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('keeps the two-factor token between sign-in and code check, and drops it after', () => {
    const { session, jar } = setup(null);
    session.endTwoFactor();
    expect(jar.size).toBe(0);
    session.twoFactorStarted(TWO_FACTOR);
    expect(session.twoFactorToken()).toBe(TWO_FACTOR);
    expect(jar.headers()).toEqual([
      `__Host-shop_2fa=${TWO_FACTOR}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Strict`,
    ]);
    session.endTwoFactor();
    expect(session.twoFactorToken()).toBeUndefined();
    expect(jar.headers()).toEqual(['__Host-shop_2fa=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict']);
  });

  it('reads the two-factor cookie of the request', () => {
    const { session } = setup(`${TWO_FACTOR_COOKIE}=${TWO_FACTOR}`);
    expect(session.hadCookie).toBe(true);
    expect(session.twoFactorToken()).toBe(TWO_FACTOR);
    expect(session.token()).toBeUndefined();
  });
});
