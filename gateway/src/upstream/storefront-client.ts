import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import {
  ROOT_CATEGORY_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_TOKEN_HEADER,
  TWO_FACTOR_TOKEN_HEADER,
} from '@shop/domain';
import type { Logger } from '../logger.js';
import { childSpan, tracer } from '../telemetry/tracing.js';
import { catalogueCalls, type CatalogueApi } from './catalogue.js';
import type { ParsedRequest, Query, UpstreamRequest, UpstreamResponse } from './request.js';
import { cartCalls } from './cart.js';
import { checkoutCalls } from './checkout.js';
import { contentCalls } from './content.js';
import { gridCalls, type GridApi } from './grid.js';
import type { ContentApi } from './content.js';
import type { CheckoutApi } from './checkout.js';
import type { CartApi } from './cart.js';
import { customerCalls } from './customers.js';
import { marketingEventCalls, type MarketingEventsApi } from './marketing-events.js';
import { orderCalls, type OrdersApi } from './orders.js';
import { afterSalesCalls, type AfterSalesApi } from './after-sales.js';
import { restockAlertCalls, type RestockAlertsApi } from './restock-alerts.js';
import { wishlistCalls, type WishlistApi } from './wishlist.js';
import type { CustomerApi } from './customers.js';
import { errorFromResponse, unavailableError } from './upstream-error.js';
import { isBrokenCircuit, upstreamPolicies } from './resilience.js';
import type { ResilienceOptions, UpstreamPolicies } from './resilience.js';

/** What one GraphQL request tells the upstream about itself. */
export interface StorefrontScope {
  /** Root category path sent as the `root-category` header; omitted: the upstream's default region. */
  rootCategory?: string;
  /** Sent as `?locale=`; omitted: the upstream's default language. */
  locale?: string;
  /** Correlates the gateway and upstream logs of one request. */
  requestId?: string;
  /** Runs every upstream call of the request (to count them and time the loaders' batches). */
  track?: <T>(call: () => Promise<T>) => Promise<T>;
  /** The shopper's session, for the customer calls. */
  session?: UpstreamSession;
  /** The shopper's address, sent as `x-forwarded-for` (the upstream rate-limits per address). */
  clientIp?: string;
}

/**
 * The credentials of one shopper as the customer calls use them. Read at each call, because a
 * call of the request (sign-in, sign-out) may have replaced them; replies hand new ones over here.
 */
export interface UpstreamSession {
  /** Session token, sent as `Authorization: Bearer`. */
  token(): string | undefined;
  /** Token of a two-factor sign-in in progress, sent back with the e-mailed code. */
  twoFactorToken(): string | undefined;
  /** A reply opened or replaced the session (`x-session-token`, `x-session-expires-at`). */
  renewed(token: string, expiresAt: Date): void;
  /** A sign-in reply asks for the e-mailed code (`x-two-factor-token`). */
  twoFactorStarted(token: string): void;
}

/** Typed calls of the upstream REST APIs, grouped by sub-feature, each in its own module. */
export interface StorefrontApi extends CatalogueApi {
  /** The customer calls of spec 7, with the scope's session (contract in `domain/src/api/customers.ts`). */
  customers: CustomerApi;
  /** The cart calls of spec 7, with the scope's session and region (contract in `domain/src/api/cart.ts`). */
  cart: CartApi;
  /** The checkout and payment calls, with the scope's session. */
  checkout: CheckoutApi;
  /** The customer's orders, with the scope's session. */
  orders: OrdersApi;
  /** Cancellation, withdrawal, returns and refunds of the customer's orders, with the scope's session. */
  afterSales: AfterSalesApi;
  /** The marketing content and the contact form, in the scope's region and language. */
  content: ContentApi;
  /** The marketing events of spec 7 "Tracking", stored by the storefront API. */
  marketingEvents: MarketingEventsApi;
  /** The restock alerts (spec 7 `products/offer/restock-alert`), in the scope's region and language. */
  restockAlerts: RestockAlertsApi;
  /** The product table grid's columns and rows (marketing-data side), in the scope's region and language. */
  grid: GridApi;
  /** The shopper's wish list (issue 35), with the scope's session. */
  wishlist: WishlistApi;
}

export interface StorefrontClient {
  scope(scope: StorefrontScope): StorefrontApi;
  /** True when the upstream's own readiness route answers 2xx in time. */
  isReady(): Promise<boolean>;
  /** A GET passed through as is (media files): the reply's status, headers and streamed body. */
  passThrough(pathAndQuery: string, headers: Record<string, string>): Promise<Dispatcher.ResponseData>;
  close(): Promise<void>;
}

export interface StorefrontClientOptions {
  baseUrl: string;
  /**
   * Where the content calls go (spec 7's marketing-data API, a source apart from the catalogue);
   * the storefront API itself when not set.
   */
  contentBaseUrl?: string | undefined;
  timeoutMs: number;
  logger: Logger;
  /** Kept-alive sockets to the upstream; enough for a busy gateway process on loopback. */
  connections?: number;
  /** Retries of reads and the circuit breaker of each upstream (`resilience.ts`). */
  resilience?: ResilienceOptions;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * One undici Pool per upstream origin, shared by all requests (sockets are reused), while each
 * GraphQL request gets its own `scope` carrying its region, language and request id.
 */
/** An upstream origin: its kept-alive sockets, the path its API sits under, its retries and breaker. */
interface Upstream {
  pool: Pool;
  basePath: string;
  policies: UpstreamPolicies;
}

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const timeout = options.timeoutMs;
  const upstream = (name: string, baseUrl: string): Upstream => {
    const base = new URL(baseUrl);
    return {
      policies: upstreamPolicies(name, options.logger, options.resilience),
      pool: new Pool(base.origin, {
        connections: options.connections ?? 64,
        connectTimeout: timeout,
        headersTimeout: timeout,
        bodyTimeout: timeout,
        keepAliveTimeout: 10_000,
      }),
      basePath: base.pathname.replace(/\/+$/u, ''),
    };
  };
  const storefront = upstream('storefront', options.baseUrl);
  const { pool, basePath } = storefront;
  const content =
    options.contentBaseUrl === undefined || options.contentBaseUrl === options.baseUrl
      ? storefront
      : upstream('content', options.contentBaseUrl);
  const { logger } = options;

  /**
   * One call, through the upstream's policies (reads retried, every call behind its breaker), or
   * straight when `direct` (the readiness probe must see the upstream itself, not the breaker).
   */
  async function send(
    scope: StorefrontScope,
    request: UpstreamRequest,
    target: Upstream = storefront,
    direct = false,
  ): Promise<UpstreamResponse> {
    const { method = 'GET', path, query = {}, body } = request;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, locale: scope.locale })) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.size > 0 ? `?${params.toString()}` : '';
    const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
    if (scope.rootCategory !== undefined) headers[ROOT_CATEGORY_HEADER] = scope.rootCategory;
    if (scope.requestId !== undefined) headers['x-request-id'] = scope.requestId;
    if (scope.clientIp !== undefined) headers['x-forwarded-for'] = scope.clientIp;
    const token = request.customer ? scope.session?.token() : undefined;
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const twoFactor = request.twoFactor ? scope.session?.twoFactorToken() : undefined;
    if (twoFactor !== undefined) headers[TWO_FACTOR_TOKEN_HEADER] = twoFactor;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const logPath = request.logPath ?? path;
    const started = performance.now();
    const attempt = async (): Promise<UpstreamResponse> => {
      // The socket timeouts bound each phase; this bounds the whole attempt. A timer cleared at the
      // end, not `AbortSignal.timeout`, which fires for every call, long after, and builds its error.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeout);
      try {
        const response = await target.pool.request({
          method,
          path: `${target.basePath}${path}${search}`,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: controller.signal,
        });
        return { status: response.statusCode, body: await response.body.text(), headers: response.headers };
      } finally {
        clearTimeout(timer);
      }
    };
    const policy = method === 'GET' ? target.policies.read : target.policies.write;
    // A client span per call, its context sent along (`traceparent`): the API's spans join the
    // trace. In a trace not kept, no span: the request's context goes along, saying so.
    const span = childSpan(tracer, () => ({
      name: `upstream ${method} ${path.split('/', 3).join('/')}`,
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'url.path': logPath },
    }));
    propagation.inject(span ? trace.setSpan(context.active(), span) : context.active(), headers);
    try {
      const response = direct ? await attempt() : await policy.execute(attempt);
      span?.setAttribute('http.response.status_code', response.status);
      span?.end();
      const fields = {
        method,
        path: logPath,
        status: response.status,
        ms: Math.round(performance.now() - started),
      };
      if (response.status >= 500) logger.warn('upstream error', { ...fields, requestId: scope.requestId });
      else logger.debug('upstream call', { ...fields, requestId: scope.requestId });
      return response;
    } catch (error) {
      // An open circuit is one warning when it opens (resilience.ts), not one per refused call.
      if (isBrokenCircuit(error)) logger.debug('upstream circuit open: call refused', { path: logPath });
      else logger.warn('upstream unreachable', { method, path: logPath, requestId: scope.requestId, error });
      span?.setStatus({ code: SpanStatusCode.ERROR });
      span?.end();
      throw unavailableError();
    }
  }

  /** Hands the credentials of a customer reply to the session, failed replies included. */
  function takeCredentials(scope: StorefrontScope, headers: UpstreamResponse['headers']): void {
    const session = scope.session;
    if (session === undefined) return;
    const token = headerText(headers[SESSION_TOKEN_HEADER]);
    const expires = headerText(headers[SESSION_EXPIRES_HEADER]);
    const expiresAt = expires === undefined ? undefined : new Date(expires);
    if (token !== undefined && expiresAt !== undefined && !Number.isNaN(expiresAt.getTime())) {
      session.renewed(token, expiresAt);
    }
    const twoFactor = headerText(headers[TWO_FACTOR_TOKEN_HEADER]);
    if (twoFactor !== undefined) session.twoFactorStarted(twoFactor);
  }

  async function callJson<T>(
    scope: StorefrontScope,
    request: UpstreamRequest | ParsedRequest<T>,
    target: Upstream = storefront,
  ): Promise<T> {
    const call = async () => {
      const { status, body, headers } = await send(scope, request, target);
      if (request.customer) takeCredentials(scope, headers);
      if (status < 200 || status >= 300) throw errorFromResponse(status, body);
      // 204 of the calls that answer nothing (reset-password with its token).
      if (body === '') return undefined as T;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (error) {
        logger.error('upstream reply is not JSON', {
          path: request.logPath ?? request.path,
          status,
          requestId: scope.requestId,
          error,
        });
        throw unavailableError(status);
      }
      if (!('reply' in request)) return json as T;
      const parsed = request.reply.safeParse(json);
      if (parsed.success) return parsed.data;
      // Only where the reply breaks the contract: its values may be a shopper's data.
      logger.error('upstream reply breaks its contract', {
        path: request.logPath ?? request.path,
        status,
        requestId: scope.requestId,
        issues: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.')),
      });
      throw unavailableError(status);
    };
    return scope.track ? scope.track(call) : call();
  }

  return {
    scope(scope) {
      const getJson = <T>(path: string, query?: Query): Promise<T> =>
        callJson<T>(scope, query === undefined ? { path } : { path, query });
      return {
        ...catalogueCalls(getJson),
        customers: customerCalls((request) => callJson(scope, { ...request, customer: true })),
        cart: cartCalls((request) => callJson(scope, { ...request, customer: true })),
        checkout: checkoutCalls((request) => callJson(scope, { ...request, customer: true })),
        orders: orderCalls((request) => callJson(scope, { ...request, customer: true })),
        afterSales: afterSalesCalls((request) => callJson(scope, { ...request, customer: true })),
        content: contentCalls((request) => callJson(scope, request, content)),
        marketingEvents: marketingEventCalls((request) => callJson(scope, request)),
        restockAlerts: restockAlertCalls((request) => callJson(scope, request)),
        grid: gridCalls((request) => callJson(scope, request, content)),
        wishlist: wishlistCalls((request) => callJson(scope, { ...request, customer: true })),
      };
    },
    async isReady() {
      try {
        const { status } = await send({}, { path: '/ready' }, storefront, true);
        return status >= 200 && status < 300;
      } catch {
        return false;
      }
    },
    passThrough(pathAndQuery, headers) {
      return pool.request({
        method: 'GET',
        path: `${basePath}${pathAndQuery}`,
        headers,
        signal: AbortSignal.timeout(timeout),
      });
    },
    async close() {
      await pool.close();
      if (content !== storefront) await content.pool.close();
    },
  };
}
