import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { DEFAULT_SHOP_CONFIG } from '@shop/domain';
import type { ShopConfig } from '@shop/domain';
import { createYoga, maskError } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { YogaServerInstance } from 'graphql-yoga';
import { CATALOG_HEADER, createContext, LOCALE_HEADER } from './context.js';
import type { GatewayContext } from './context.js';
import { API_KEY_HEADER, apiKeyChecker, basicAuthKey, useIntrospectionFor } from './api-keys.js';
import {
  asksForGraphiql,
  graphiqlChallenge,
  graphiqlOptions,
  keyedGraphiqlOptions,
} from './http/graphiql.js';
import { createInvoiceProxy, INVOICE_PATH_PREFIX } from './http/invoice-proxy.js';
import { createEventsEndpoint, EVENTS_PATH } from './http/marketing-events.js';
import { createMediaProxy } from './http/media-proxy.js';
import { createPaymentReturn, isPaymentReturnPath } from './http/payment-return.js';
import { sendJson } from './http/pages.js';
import { createPageExecutor, createSharedPageExecutor } from './http/in-process.js';
import { createServerPages } from './http/server-pages.js';
import { createSitemaps } from './http/sitemaps.js';
import { pageSession, webOperations } from './http/page-session.js';
import { createWebApp } from './http/web-app.js';
import { silentLogger } from './logger.js';
import type { Logger } from './logger.js';
import { usePersistedOperationsPolicy } from './persisted-operations.js';
import { useWellFormedText } from './well-formed-text.js';
import type { PersistedOperationsPolicy } from './persisted-operations.js';
import { queryLimitPlugins } from './query-limits.js';
import { useReplySizeLimit } from './reply-size.js';
import type { ResilienceOptions } from './upstream/resilience.js';
import { createSchema } from './schema/index.js';
import { CookieJars } from './session/cookie-plugin.js';
import { useCsrfProtection } from './session/csrf.js';
import { createStorefrontClient } from './upstream/storefront-client.js';
import { createCatalogueCache } from './cache/catalogue-cache.js';
import { GRAPHQL_PATH, pathOf, routeOf } from './http/route-name.js';
import type { ResponseCacheSettings } from './cache/catalogue-cache.js';
import type { GatewayMetrics } from './telemetry/metrics.js';
import { tracedListener, useOperationSpans } from './telemetry/spans.js';

export { GRAPHQL_PATH };

export interface GatewayOptions {
  storefrontApiUrl: string;
  /** The content source (spec 7's marketing-data API); the storefront API when not set. */
  contentApiUrl?: string | undefined;
  /** Bound on every upstream call (connect, headers, body, and the whole call). Default 5000. */
  upstreamTimeoutMs?: number;
  /**
   * Serve GraphiQL on GET /graphql to every browser. Default false (a development convenience):
   * then only a keyed channel's browser gets it, by HTTP Basic credentials whose password is its key.
   */
  graphiql?: boolean;
  /** Answer every client's schema introspection. Default false: then only keyed channels' (`x-api-key`). */
  introspection?: boolean;
  logger?: Logger;
  /** Handles every other path: the web app. Default: the build in `webDistDir`. */
  web?: RequestListener;
  /** The built storefront (`web/dist`); without `web` nor this, pages answer 503 "not built". */
  webDistDir?: string;
  /**
   * Public address of the shop (media URLs point there); allowed as an image source, and as the
   * `Origin` of mutations besides the request's own host.
   */
  publicUrl?: string;
  /** Origin of the card provider's hosted form (CSP `frame-src` of the pages); none by default. */
  paymentFormOrigin?: string;
  /** The captcha is reCAPTCHA: the pages' CSP lets Google's script and frame in. Default false (ALTCHA). */
  recaptcha?: boolean;
  /**
   * Take the shopper's address from the last `x-forwarded-for` entry (the gateway runs behind a
   * reverse proxy) rather than from the socket. Default false.
   */
  trustProxy?: boolean;
  /**
   * Which operations run. Default: none but those of holders of no key, that is none at all; the
   * shop passes its persisted operations, development and tests also `allowArbitraryOperations`.
   */
  operations?: PersistedOperationsPolicy;
  /** The shop's modes and feature flags. Default: the spec's (B2C, no marketplace, French only). */
  shop?: ShopConfig;
  /** How long `close()` lets running requests finish before cutting their sockets. Default 10000. */
  shutdownGraceMs?: number;
  /**
   * How long `close()` keeps accepting requests while `/ready` answers 503 `draining`, so a load
   * balancer takes the process out before its listener closes. Default 0.
   */
  drainDelayMs?: number;
  /** Retries of upstream reads and each upstream's circuit breaker (`upstream/resilience.ts`). */
  resilience?: ResilienceOptions;
  /** Largest reply, in bytes of JSON, before it is replaced by `REPLY_TOO_LARGE`. Default 2 MiB. */
  maxReplyBytes?: number;
  /**
   * The catalogue's response cache (`cache/response-cache.ts`); off when unset. `ttlMs` bounds a
   * reply's life; `redisUrl` shares the replies between gateways.
   */
  responseCache?: ResponseCacheSettings | undefined;
  /** Prometheus metrics to record (`telemetry/metrics.ts`); none when unset. */
  metrics?: GatewayMetrics | undefined;
  /** URLs per products' sitemap: the protocol's 50,000 by default (smaller in tests, to see the split). */
  sitemapUrlsPerFile?: number;
}

/** What Yoga's node adapter passes along with each request. */
export interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

export interface Gateway {
  yoga: YogaServerInstance<NodeServerContext, GatewayContext>;
  server: Server;
  listen(port: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

/** Largest GraphQL request body read: the web's biggest (an address with its variables) is under 2 KiB. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024;

/**
 * A GraphQL POST must say its length, within the limit: a 25 MB body was read in full before
 * anything refused it. Answers 413 (or 411) with a GraphQL error, and true, when it does not.
 */
function bodyTooLarge(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') return false;
  const length = Number(req.headers['content-length']);
  const known = req.headers['content-length'] !== undefined && Number.isInteger(length);
  if (known && length <= MAX_GRAPHQL_BODY_BYTES) return false;
  const code = known ? 'REQUEST_TOO_LARGE' : 'LENGTH_REQUIRED';
  const message = known
    ? `Requête trop volumineuse : ${MAX_GRAPHQL_BODY_BYTES} octets au plus.`
    : 'La longueur de la requête (Content-Length) est requise.';
  res.setHeader('connection', 'close');
  sendJson(res, known ? 413 : 411, {
    errors: [{ message, extensions: { code, limit: MAX_GRAPHQL_BODY_BYTES } }],
  });
  req.resume();
  return true;
}

/** The shopper's address: the socket's peer, or what the trusted proxy in front of us saw. */
export function clientAddress(req: IncomingMessage | undefined, trustProxy: boolean): string | undefined {
  if (req === undefined) return undefined;
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    const last = hops.map((hop) => hop.trim()).findLast((hop) => hop !== '');
    if (last !== undefined) return last;
  }
  return req.socket.remoteAddress;
}

/**
 * The gateway: GraphQL at /graphql (with GraphiQL for developers), liveness at /health, readiness
 * (the upstream answers) at /ready, and the web app (and its media, from the upstream) on every other path.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const logger = options.logger ?? silentLogger;
  const client = createStorefrontClient({
    baseUrl: options.storefrontApiUrl,
    contentBaseUrl: options.contentApiUrl,
    timeoutMs: options.upstreamTimeoutMs ?? 5000,
    logger,
    ...(options.resilience ? { resilience: options.resilience } : {}),
  });
  const jars = new CookieJars();
  const trustProxy = options.trustProxy ?? false;
  const shop = options.shop ?? DEFAULT_SHOP_CONFIG;
  const schema = createSchema();
  const isKey = apiKeyChecker(options.operations?.apiKeys ?? []);
  const keyedRequest = (request: Request) => isKey(request.headers.get(API_KEY_HEADER));
  const cache = createCatalogueCache({
    settings: options.responseCache,
    storefrontApiUrl: options.storefrontApiUrl,
    logger,
    shop,
    metrics: options.metrics,
  });
  const yoga = createYoga<NodeServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // `bodyTooLarge` already bounds the body before Yoga sees it (a length is required, 64 KiB at
    // most, and Node reads no byte past it). Yoga's own limit counted it again through a stream
    // transform: 0.29 ms of every request, more than all of Yoga's other work on a small query.
    maxRequestBodySize: false,
    // `req` is absent when Yoga is called without the node adapter (`yoga.fetch` in tests).
    context: ({ request, req }: { request: Request; req?: IncomingMessage }) =>
      createContext(client, logger, {
        headers: request.headers,
        clientIp: clientAddress(req, trustProxy),
        jar: jars.for(request),
        shop,
        publicUrl: options.publicUrl,
      }),
    graphiql:
      options.graphiql === true
        ? graphiqlOptions
        : (request) => {
            const key = basicAuthKey(request.headers.get('authorization'));
            return isKey(key) ? keyedGraphiqlOptions(key!) : false;
          },
    // Inlines every asset: Yoga's default page loads GraphiQL from a CDN (blank offline).
    renderGraphiQL,
    landingPage: false,
    // Same-origin web app and non-browser channels: no cross-origin browser access to allow.
    cors: false,
    maskedErrors: {
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked !== error) logger.error('unexpected error', { error });
        return masked;
      },
    },
    logging: {
      debug: (...args: unknown[]) => logger.debug('yoga', { args }),
      info: (...args: unknown[]) => logger.info('yoga', { args }),
      warn: (...args: unknown[]) => logger.warn('yoga', { args }),
      error: (...args: unknown[]) => logger.error('yoga', { args }),
    },
    plugins: [
      useWellFormedText(),
      // Each operation compiled once to plain JavaScript (graphql-jit): the bench's category page
      // cost 3.7 ms over direct REST with graphql-js's executor, 2.2 ms compiled. Compiled queries
      // live as long as Yoga's cached document (a weak map), so the cache is bounded by Yoga's.
      useGraphQlJit(
        {},
        {
          onError: (result) =>
            logger.warn('operation not compiled', { errors: result.errors?.map((e) => e.message) }),
        },
      ),
      // After graphql-jit: the operation's span wraps its executor (each plugin wraps the one before).
      useOperationSpans((operation, seconds, failed, ctx) =>
        options.metrics?.operation(operation, seconds, failed, (ctx as GatewayContext).upstreamCalls()),
      ),
      jars.plugin(),
      useCsrfProtection(options.publicUrl, keyedRequest),
      ...queryLimitPlugins(),
      useReplySizeLimit(options.maxReplyBytes),
      ...(options.introspection === true ? [] : [useIntrospectionFor(keyedRequest)]),
      usePersistedOperationsPolicy(
        options.operations ?? { operations: new Map(), allowArbitraryOperations: false, apiKeys: [] },
      ),
      // Last: a reply is looked up only once the operation is known to be allowed.
      ...cache.plugins,
    ],
  });
  const webDistDir = options.webDistDir ?? '';
  const web =
    options.web ??
    createWebApp(
      webDistDir,
      options.publicUrl,
      options.paymentFormOrigin,
      options.recaptcha,
      { gtag: shop.tracking.gtagId !== null, brevo: shop.tracking.brevoClientKey !== null },
      (pages) =>
        createServerPages({
          ...pages,
          entry: join(webDistDir, '..', 'dist-server', 'entry-server.js'),
          logger,
          session: pageSession(
            createPageExecutor(schema, webOperations(options.operations, webDistDir, logger)),
            (req, jar, scope) =>
              createContext(client, logger, {
                headers: new Headers({
                  cookie: req.headers.cookie ?? '',
                  ...(scope.catalog ? { [CATALOG_HEADER]: scope.catalog } : {}),
                  [LOCALE_HEADER]: scope.locale,
                }),
                clientIp: clientAddress(req, trustProxy),
                jar,
                shop,
                publicUrl: options.publicUrl,
              }),
            createSharedPageExecutor(async (request, req) => yoga.fetch(request, { req }), GRAPHQL_PATH),
          ),
        }),
    );
  const media = createMediaProxy(client, logger);
  const invoices = createInvoiceProxy(client, logger);
  const paymentReturn = createPaymentReturn(logger);
  const sitemaps = createSitemaps({
    client,
    logger,
    publicUrl: options.publicUrl,
    languages: shop.languages,
    ...(options.sitemapUrlsPerFile ? { urlsPerFile: options.sitemapUrlsPerFile } : {}),
  });
  const events = createEventsEndpoint(
    client,
    logger,
    (req) => clientAddress(req, trustProxy),
    options.publicUrl,
  );

  /** Set by `close()`: `/ready` answers 503 while the running requests finish. */
  let draining = false;
  /**
   * Handlers still running, those whose client went away included (the socket is gone, the
   * resolvers are not): `close()` closes the upstream pools only after them.
   */
  const running = new Set<Promise<unknown>>();
  const track = (handled: unknown): void => {
    // Yoga answers some requests at once (a mutation over GET: 405) and returns no promise then.
    const work = Promise.resolve(handled);
    running.add(work);
    void work.catch(() => undefined).finally(() => running.delete(work));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const path = pathOf(req);
    res.on('finish', () =>
      logger.info('http', {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    );
    if (path === GRAPHQL_PATH) {
      if (bodyTooLarge(req, res)) return;
      if (
        options.graphiql !== true &&
        asksForGraphiql(req) &&
        !isKey(basicAuthKey(req.headers.authorization))
      ) {
        graphiqlChallenge(res);
        return;
      }
      track(yoga(req, res));
    } else if (path === '/health') {
      sendJson(res, 200, { status: 'ok' });
    } else if (path === '/ready') {
      // While draining, the load balancer is told to send nothing new; running requests finish.
      if (draining) sendJson(res, 503, { status: 'draining' });
      else
        track(
          client
            .isReady()
            .then((ready) => sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable' })),
        );
    } else if (path.startsWith('/media/')) {
      track(media(req, res));
    } else if (path.startsWith(INVOICE_PATH_PREFIX)) {
      track(invoices(req, res));
    } else if (path === EVENTS_PATH) {
      track(events(req, res));
    } else if (req.method === 'POST' && isPaymentReturnPath(path)) {
      track(paymentReturn(req, res, path));
    } else {
      const answered = req.method === 'GET' || req.method === 'HEAD' ? sitemaps(req, res, path) : false;
      if (answered) track(answered);
      else web(req, res);
    }
  };
  const server = createServer(tracedListener(handle, routeOf, options.metrics?.httpRequest));

  const close = async () => {
    draining = true;
    // The load balancer's readiness probe sees 503 and stops sending; then the listener closes.
    if (options.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
    const grace = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
    grace.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    clearTimeout(grace);
    // Bounded like the sockets: a handler stuck on its upstream ends with the pool.
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => setTimeout(resolve, options.shutdownGraceMs ?? 10_000).unref()),
    ]);
    await client.close();
    await cache.close();
  };

  return {
    yoga,
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ url: `http://${shownHost}:${address.port}`, port: address.port });
        });
      }),
    close,
  };
}
