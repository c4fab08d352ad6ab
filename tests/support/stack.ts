/**
 * Boots the real storefront-api (in-memory PGlite, small seed) and the gateway in this process, each
 * on a free port, talking over real HTTP. The storefront-api reports every request it receives, so
 * tests can count the upstream calls a GraphQL query costs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSandbox } from '@shop/payment-sandbox';
import { DEV_PAYMENT_SETTINGS, memoryMailer, startStorefrontApi } from '@shop/storefront-api';
import type { CaptchaConfig, MailMessage } from '@shop/storefront-api';
import { createGateway } from '@shop/gateway';
import type { Gateway, GatewayOptions } from '@shop/gateway';
import type { ShopConfig } from '@shop/domain';

export interface UpstreamCall {
  method: string;
  /** Path without the query string, e.g. `/products/references`. */
  path: string;
  query: URLSearchParams;
}

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; errorCode?: string; [key: string]: unknown };
}

export interface GraphQLReply<T> {
  status: number;
  data: T | null | undefined;
  errors: GraphQLErrorBody[] | undefined;
}

export type Headers = Record<string, string>;

export interface Stack {
  apiUrl: string;
  /** The sandbox card provider the storefront-api pays through. */
  sandboxUrl: string;
  gatewayUrl: string;
  /** Upstream calls received since the last `resetCalls()`. */
  calls: UpstreamCall[];
  resetCalls(): void;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Headers,
  ): Promise<GraphQLReply<T>>;
  /** E-mails the storefront-api sent (codes, reset links), oldest first. */
  mail: MailMessage[];
  /** Another gateway on the same storefront-api, with another shop configuration. */
  gatewayWith(shop: ShopConfig): Promise<{
    graphql: Stack['graphql'];
    close(): Promise<void>;
  }>;
  /** A call of the storefront-api's operator API with its key (not counted). */
  operator<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** GET on the storefront-api itself, to compare the gateway with its source (not counted). */
  upstream<T>(path: string, headers?: Headers): Promise<T>;
  close(): Promise<void>;
}

export const STACK_OPERATOR_KEY = 'stack-operator-key-0123456789abcdef0123456789';

/** The region every test uses unless it says otherwise. */
export const REGION = 'martinique';
export const REGION_HEADERS: Headers = { 'x-catalog': REGION, 'x-locale': 'fr' };

export async function graphqlAt<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Headers = REGION_HEADERS,
): Promise<GraphQLReply<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/** Starts a gateway alone (e.g. against an upstream that is down). */
export async function startGateway(options: GatewayOptions): Promise<{ url: string; gateway: Gateway }> {
  // The tests send their own queries, as a developer's GraphiQL does: on explicitly, as in `pnpm dev`.
  const gateway = createGateway({
    graphiql: true,
    introspection: true,
    operations: { operations: new Map(), allowArbitraryOperations: true, apiKeys: [] },
    ...options,
  });
  const { url } = await gateway.listen(0, '127.0.0.1');
  return { url, gateway };
}

export interface StackOptions {
  seedProducts?: number;
  /** Default `none`: any non-empty `captcha` passes (the ALTCHA tests pass their own). */
  captcha?: CaptchaConfig;
  /** Sign-ins and the like allowed per client address per 15 minutes (all tests come from 127.0.0.1). */
  perAddressLimit?: number;
  /** The gateway's shop configuration (default: the spec's, no marketplace, B2C, French only). */
  shop?: ShopConfig;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const calls: UpstreamCall[] = [];
  const mailer = memoryMailer();
  let counting = true;
  const sandbox = await buildSandbox({
    shopId: DEV_PAYMENT_SETTINGS.shopId,
    password: DEV_PAYMENT_SETTINGS.password,
    hmacKey: DEV_PAYMENT_SETTINGS.hmacKey,
    publicUrl: 'http://sandbox.test',
    frameAncestors: [],
    ipnRetryDelays: [],
  });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  // The provider notifies the API: its port is chosen first.
  const apiPort = await freePort();
  const api = await startStorefrontApi({
    port: apiPort,
    payment: {
      ...DEV_PAYMENT_SETTINGS,
      apiUrl: sandboxUrl,
      ipnUrl: `http://127.0.0.1:${apiPort}/payment/sandbox/notification`,
    },
    host: '127.0.0.1',
    dataDir: undefined,
    databaseUrl: undefined,
    seedProducts: options.seedProducts ?? 400,
    mailer,
    captcha: options.captcha ?? { provider: 'none' },
    perAddressLimit: options.perAddressLimit ?? 1_000_000,
    operatorApiKey: STACK_OPERATOR_KEY,
    onRequest: (method: string, url: string) => {
      if (!counting) return;
      const parsed = new URL(url, 'http://upstream');
      calls.push({ method, path: parsed.pathname, query: parsed.searchParams });
    },
  });
  const { url: gatewayUrl, gateway } = await startGateway({
    storefrontApiUrl: api.url,
    upstreamTimeoutMs: 10_000,
    ...(options.shop === undefined ? {} : { shop: options.shop }),
  });
  return {
    apiUrl: api.url,
    sandboxUrl,
    gatewayUrl,
    calls,
    mail: mailer.messages,
    resetCalls: () => void calls.splice(0),
    graphql: (query, variables, headers) => graphqlAt(gatewayUrl, query, variables, headers),
    async gatewayWith(shop) {
      const other = await startGateway({ storefrontApiUrl: api.url, upstreamTimeoutMs: 10_000, shop });
      return {
        graphql: (query, variables, headers) => graphqlAt(other.url, query, variables, headers),
        close: () => other.gateway.close(),
      };
    },
    async operator<T>(method: 'GET' | 'POST', path: string, body: unknown = {}) {
      counting = false;
      try {
        const response = await fetch(`${api.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${STACK_OPERATOR_KEY}`,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      } finally {
        counting = true;
      }
    },
    async upstream<T>(path: string, headers: Headers = { 'root-category': REGION }) {
      counting = false;
      try {
        const response = await fetch(`${api.url}${path}`, { headers });
        if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      } finally {
        counting = true;
      }
    },
    async close() {
      await gateway.close();
      await api.close();
      await sandbox.close();
    },
  };
}

/** Fails with the GraphQL errors when a reply has any: most tests expect a clean answer. */
export function dataOf<T>(reply: GraphQLReply<T>): T {
  if (reply.errors !== undefined || reply.data == null) {
    throw new Error(`GraphQL errors (HTTP ${reply.status}): ${JSON.stringify(reply.errors)}`);
  }
  return reply.data;
}

export function codesOf(reply: GraphQLReply<unknown>): (string | undefined)[] {
  return (reply.errors ?? []).map((error) => error.extensions?.code);
}

/** A port nothing listens on now (for a process that must know its own before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
