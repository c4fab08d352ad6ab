import type { CartSummary, Customer } from '@shop/domain';
import { ErrorCode, hasCode } from '../errors.js';
import type { UpstreamSession } from '../upstream/storefront-client.js';
import {
  clearedCookie,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  TWO_FACTOR_COOKIE,
  twoFactorCookie,
} from './cookies.js';
import type { CookieJar } from './cookies.js';

export const NOT_LOGGED_IN = 'customer-is-not-logged-in';

/** The upstream says the session is unknown or over (or, on customer-only calls, a guest's). */
export function isNotLoggedIn(error: unknown): boolean {
  return hasCode(error, ErrorCode.UNAUTHENTICATED) && error.extensions.errorCode === NOT_LOGGED_IN;
}

/**
 * The shopper of one GraphQL request: the credentials of their cookies, replaced as the request's
 * mutations go (each write lands in the response's cookie jar), and the customer they stand for.
 */
export interface ShopperSession extends UpstreamSession {
  /** The request came with one of the gateway's cookies (the CSRF rule applies). */
  readonly hadCookie: boolean;
  /**
   * The customer of the session, read once per request (`GET customers/me`); null without a session
   * or when the upstream no longer knows it (its cookie is then deleted).
   */
  customer(): Promise<Customer | null>;
  /** A reply carried the customer as it is now: later reads of the request need no call. */
  prime(customer: Customer): void;
  /** The two-factor sign-in is over: its token and cookie go. */
  endTwoFactor(): void;
  /**
   * A cart call changed the cart: a customer already read in this request shows it (its line count
   * is the header's badge); one not read yet will be read as it is now anyway.
   */
  cartChanged(cart: CartSummary): void;
}

export interface ShopperSessionOptions {
  cookieHeader: string | null;
  jar: CookieJar;
  /** `GET customers/me` with this session (bound late: the session is part of the scope making it). */
  me: () => Promise<Customer>;
  now?: () => number;
}

export function createShopperSession({
  cookieHeader,
  jar,
  me,
  now = Date.now,
}: ShopperSessionOptions): ShopperSession {
  let token = readCookie(cookieHeader, SESSION_COOKIE);
  let twoFactor = readCookie(cookieHeader, TWO_FACTOR_COOKIE);
  const hadTwoFactorCookie = twoFactor !== undefined;
  let viewer: Promise<Customer | null> | undefined;

  const forget = () => {
    token = undefined;
    jar.set(clearedCookie(SESSION_COOKIE, 'Lax'));
  };

  return {
    hadCookie: token !== undefined || twoFactor !== undefined,
    token: () => token,
    twoFactorToken: () => twoFactor,
    renewed(newToken, expiresAt) {
      token = newToken;
      viewer = undefined;
      jar.set(sessionCookie(newToken, expiresAt, now()));
    },
    twoFactorStarted(newToken) {
      twoFactor = newToken;
      jar.set(twoFactorCookie(newToken));
    },
    endTwoFactor() {
      if (twoFactor === undefined && !hadTwoFactorCookie) return;
      twoFactor = undefined;
      jar.set(clearedCookie(TWO_FACTOR_COOKIE, 'Strict'));
    },
    customer() {
      if (viewer !== undefined) return viewer;
      if (token === undefined) return Promise.resolve(null);
      const asked = token;
      viewer = me().catch((error: unknown) => {
        if (!isNotLoggedIn(error)) throw error;
        // Expired or ended elsewhere (password reset, sign-out in another tab): an anonymous visitor.
        if (token === asked) forget();
        return null;
      });
      return viewer;
    },
    prime(customer) {
      viewer = Promise.resolve(customer);
    },
    cartChanged(cart) {
      viewer = viewer?.then((customer) => customer && { ...customer, shoppingCart: cart });
    },
  };
}
