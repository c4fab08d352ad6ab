/**
 * Boots the real storefront-api (small seed) and the gateway in this process, each on a free port,
 * talking over real HTTP. The storefront-api reports every request it receives, so tests can count
 * the upstream calls a GraphQL query costs.
 *
 * Its database is in-memory PGlite by default (quick local runs); with TEST_DATABASE_URL, a
 * throw-away database created on that PostgreSQL server for the stack and dropped when it closes
 * (PGlite runs one transaction at a time: only a server shows races). `pnpm test:integration` sets
 * it when a server answers at 127.0.0.1:5432 (scripts/test-postgres.mjs).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { buildSandbox } from '@shop/payment-sandbox';
import { DEV_PAYMENT_SETTINGS, memoryMailer, startStorefrontApi } from '@shop/storefront-api';
import type { CaptchaConfig, MailMessage } from '@shop/storefront-api';
import { createGateway } from '@shop/gateway';
import type { Gateway, GatewayOptions } from '@shop/gateway';
import type { ShopConfig } from '@shop/domain';
// Not part of the package's exports: the helpers its own suite names and drops its databases with.
import {
  createDatabase,
  databaseName,
  dropDatabase,
  randomRunId,
} from '../../storefront-api/src/testing/server-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Id of this test run (storefront-api/src/testing/global-setup.ts, the project's global setup). */
    storefrontApiTestRun: string;
  }
}

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
  /** The storefront-api's database on the PostgreSQL server; undefined on in-memory PGlite. */
  databaseUrl: string | undefined;
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
  /** SQL on the storefront-api's database: a state no API writes (an attribute's grid display type). */
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
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

/** A gateway on a storefront-api whose content source is down: every content call fails at once. */
export function startGatewayWithoutContent(
  storefrontApiUrl: string,
): Promise<{ url: string; gateway: Gateway }> {
  return startGateway({
    storefrontApiUrl,
    // Nothing listens on port 9 of loopback (discard).
    contentApiUrl: 'http://127.0.0.1:9',
    upstreamTimeoutMs: 2_000,
  });
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

export interface StackDatabase {
  /** Server URL of a new empty database; undefined for in-memory PGlite. */
  url: string | undefined;
  /** Drops the database (closing whatever still uses it); nothing on PGlite. */
  drop(): Promise<void>;
}

/**
 * The database of one storefront-api: in-memory PGlite, or with TEST_DATABASE_URL a new one on that
 * server, named `sfapi_test_<pid>_<run>_<random>` so several stacks of one process and of parallel
 * workers never meet, and the run's global setup drops any a killed test left behind.
 */
export async function stackDatabase(): Promise<StackDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (serverUrl === undefined) return { url: undefined, drop: async () => {} };
  const name = databaseName(inject('storefrontApiTestRun') ?? randomRunId(), randomRunId());
  const url = await createDatabase(serverUrl, name);
  return { url, drop: () => dropDatabase(serverUrl, name) };
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
  const database = await stackDatabase();
  const api = await startStorefrontApi({
    port: apiPort,
    payment: {
      ...DEV_PAYMENT_SETTINGS,
      apiUrl: sandboxUrl,
      ipnUrl: `http://127.0.0.1:${apiPort}/payment/sandbox/notification`,
    },
    host: '127.0.0.1',
    dataDir: undefined,
    databaseUrl: database.url,
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
  }).catch(async (error: unknown) => {
    await database.drop();
    await sandbox.close();
    throw error;
  });
  const { url: gatewayUrl, gateway } = await startGateway({
    storefrontApiUrl: api.url,
    upstreamTimeoutMs: 10_000,
    ...(options.shop === undefined ? {} : { shop: options.shop }),
  });
  return {
    apiUrl: api.url,
    databaseUrl: database.url,
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
    sql: (text, params) => api.db.query(text, params),
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
      await database.drop();
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
