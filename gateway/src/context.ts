import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@shop/domain';
import type { Locale, PriceMode, ShopConfig } from '@shop/domain';
import { badUserInput } from './errors.js';
import { isRootPath, unknownRegion } from './region-path.js';
import type { Logger } from './logger.js';
import { createLoaders } from './loaders/index.js';
import type { Loaders } from './loaders/index.js';
import { UpstreamActivity } from './loaders/upstream-activity.js';
import type { CookieJar } from './session/cookies.js';
import { createShopperSession } from './session/session.js';
import type { ShopperSession } from './session/session.js';
import { createViewerCart } from './session/viewer-cart.js';
import type { ViewerCart } from './session/viewer-cart.js';
import type { CartApi } from './upstream/cart.js';
import type { CheckoutApi } from './upstream/checkout.js';
import type { AfterSalesApi } from './upstream/after-sales.js';
import type { OrdersApi } from './upstream/orders.js';
import type { CustomerApi } from './upstream/customers.js';
import type { StorefrontApi, StorefrontClient } from './upstream/storefront-client.js';

/** Request headers of the API (see the description at the top of schema.graphql). */
export const CATALOG_HEADER = 'x-catalog';
export const LOCALE_HEADER = 'x-locale';
export const REQUEST_ID_HEADER = 'x-request-id';

export interface GatewayContext {
  requestId: string;
  logger: Logger;
  loaders: Loaders;
  /** The upstream API seen from a region; without one, the upstream's default region. */
  api(region?: string): StorefrontApi;
  /** Root path of the request's region: the `x-catalog` header, else the default region. */
  currentRegion(): Promise<string>;
  /** The shop's modes and feature flags. */
  shop: ShopConfig;
  /** How amounts are displayed: the shop's mode (tax-free in B2B, tax-included in B2C). */
  priceMode(): PriceMode;
  /** Language of the messages the gateway writes (`x-locale` when the shop offers it, else French). */
  language: Locale;
  /** The shopper's session (cookies) and customer. */
  session: ShopperSession;
  /** The customer calls, with the request's session, in the `x-catalog` region (links in e-mails). */
  customers(): CustomerApi;
  /** The cart calls, with the request's session, in the request's region (the cart follows it). */
  cart(): Promise<CartApi>;
  /** The checkout and payment calls, like the cart's. */
  checkout(): Promise<CheckoutApi>;
  /** The customer's orders (all regions), with the request's session. */
  orders(): OrdersApi;
  /** Cancellation, withdrawal, returns and refunds of the customer's orders, like `orders`. */
  afterSales(): AfterSalesApi;
  /** The shop's public address (the card provider sends the shopper back under it). */
  publicUrl: string;
  /** The session's cart, read at most once per request and replaced by the cart mutations. */
  viewerCart: ViewerCart;
  /** Upstream calls the request has made so far (metrics). */
  upstreamCalls(): number;
}

/** What the context takes from the HTTP request. */
export interface RequestInfo {
  headers: Headers;
  /** The shopper's address, forwarded to the upstream (rate limits per address). */
  clientIp?: string | undefined;
  /** Receives the cookies the request's mutations set. */
  jar: CookieJar;
  shop: ShopConfig;
  /** The shop's public address; the request's own origin when unset. */
  publicUrl?: string | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/u;

function header(headers: Headers, name: string): string | undefined {
  const value = headers.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Builds the context of one GraphQL request: its headers, a scoped view of the upstream client and
 * fresh loaders. Invalid headers do not fail the request here: they fail the fields that need them,
 * with a typed error, so `regions` still answers while the shopper picks a valid region.
 */
export function createContext(
  client: StorefrontClient,
  logger: Logger,
  request: RequestInfo,
): GatewayContext {
  const { headers, clientIp, jar, shop } = request;
  const incomingId = header(headers, REQUEST_ID_HEADER);
  const requestId = incomingId !== undefined && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
  const catalog = header(headers, CATALOG_HEADER);
  const asked = header(headers, LOCALE_HEADER);
  // A language the shop does not offer (English while not multilingual) reads as the default one,
  // as the web sends `/en/` addresses to French; an unknown code is still refused below.
  const locale =
    asked !== undefined &&
    (SUPPORTED_LOCALES as readonly string[]).includes(asked) &&
    !shop.languages.includes(asked as Locale)
      ? DEFAULT_LOCALE
      : asked;
  const activity = new UpstreamActivity();
  const scopes = new Map<string, StorefrontApi>();

  const api = (region?: string): StorefrontApi => {
    if (locale !== undefined && !(SUPPORTED_LOCALES as readonly string[]).includes(locale)) {
      throw badUserInput(`Langue inconnue : « ${locale.slice(0, 20)} » (fr ou en).`, 'unknown-locale');
    }
    const key = region ?? '';
    let scoped = scopes.get(key);
    if (scoped === undefined) {
      scoped = client.scope({
        rootCategory: region,
        locale,
        requestId,
        track: activity.track,
        session,
        ...(clientIp === undefined ? {} : { clientIp }),
      });
      scopes.set(key, scoped);
    }
    return scoped;
  };
  const loaders = createLoaders(api, activity);
  // A malformed `x-catalog` is left to the catalogue fields to report; customer calls then use the
  // upstream's default region, which only shapes the links of the e-mails.
  const customerRegion = catalog !== undefined && isRootPath(catalog) ? catalog : undefined;
  const customers = () => api(customerRegion).customers;
  const orders = () => api(customerRegion).orders;
  const afterSales = () => api(customerRegion).afterSales;
  const session = createShopperSession({
    cookieHeader: headers.get('cookie'),
    jar,
    me: () => customers().me(),
  });

  let region: Promise<string> | undefined;
  const currentRegion = (): Promise<string> =>
    (region ??= (async () => {
      if (catalog === undefined) {
        const roots = await loaders.regions();
        const fallback = roots.find((root) => root.xDefault) ?? roots[0];
        if (fallback === undefined) throw badUserInput('Aucune région disponible.', 'unknown-root-category');
        return fallback.path;
      }
      if (!isRootPath(catalog)) throw unknownRegion(catalog);
      return catalog;
    })());

  const cart = async () => api(await currentRegion()).cart;
  const checkout = async () => api(await currentRegion()).checkout;
  const viewerCart = createViewerCart({
    token: () => session.token(),
    fetch: async () => (await cart()).get(),
  });

  return {
    requestId,
    logger,
    loaders,
    api,
    currentRegion,
    language:
      locale !== undefined && (SUPPORTED_LOCALES as readonly string[]).includes(locale)
        ? (locale as Locale)
        : DEFAULT_LOCALE,
    session,
    customers,
    cart,
    checkout,
    orders,
    afterSales,
    publicUrl: (request.publicUrl ?? 'http://localhost:4000').replace(/\/+$/u, ''),
    viewerCart,
    shop,
    priceMode: () => shop.priceMode,
    upstreamCalls: () => activity.calls,
  };
}
