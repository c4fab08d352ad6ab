import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadShopConfig } from '@shop/domain';
import type { ShopConfig } from '@shop/domain';
import { LOG_LEVELS } from './logger.js';
import type { LogLevel } from './logger.js';

export interface GatewayConfig {
  port: number;
  host: string;
  storefrontApiUrl: string;
  /** The content source (spec 7's marketing-data API): the storefront API unless `CONTENT_API_URL` says otherwise. */
  contentApiUrl: string;
  upstreamTimeoutMs: number;
  /** On SIGTERM, how long `/ready` answers 503 while requests are still served (`DRAIN_DELAY_MS`). */
  drainDelayMs: number;
  graphiql: boolean;
  /** Answer schema introspection (`__schema`, `__type`); on with GraphiQL unless `INTROSPECTION` says otherwise. */
  introspection: boolean;
  logLevel: LogLevel;
  /** Public address of the shop, as shoppers reach it. */
  publicUrl: string;
  /** Origin of the card provider's hosted form, the one frame the shop's pages may show. */
  paymentFormOrigin: string;
  /** `CAPTCHA_PROVIDER=recaptcha` (the storefront-api's setting): the pages' CSP lets reCAPTCHA load. */
  recaptcha: boolean;
  /** The built storefront served on every path but the API's. */
  webDistDir: string;
  /** relay-compiler's map of persisted operations (id to text). */
  persistedOperationsFile: string;
  /** Accept operations that are not persisted, from anyone (development) rather than key holders only. */
  allowArbitraryOperations: boolean;
  /** Keys (`x-api-key`) of the channels allowed their own operations when arbitrary ones are off. */
  apiKeys: string[];
  /** The shopper's address is the last `x-forwarded-for` entry (behind a reverse proxy). */
  trustProxy: boolean;
  /** The shop's modes and feature flags (spec 9), the same for every channel. */
  shop: ShopConfig;
  /** Longest life of a cached catalogue reply (`RESPONSE_CACHE_TTL_MS`); 0 switches the cache off. */
  responseCacheTtlMs: number;
  /** Redis shared by the gateways' response caches (`REDIS_URL`); each process's memory when unset. */
  redisUrl: string | undefined;
  /** Port of the Prometheus listener (`METRICS_PORT`, `GET /metrics`), apart from the public one; off when unset. */
  metricsPort: number | undefined;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function path(env: Env, name: string, fallback: string): string {
  const text = env[name]?.trim() || fallback;
  return isAbsolute(text) ? text : resolve(repoRoot, text);
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(text)) return true;
  if (['0', 'false', 'off', 'no'].includes(text)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const text = env[name]?.trim() || fallback;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return text.replace(/\/+$/u, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  }
}

function redisUrl(env: Env): string | undefined {
  const text = env.REDIS_URL?.trim();
  if (!text) return undefined;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // Reported below, without the text: a Redis URL may hold a password.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return text;
}

function apiKeys(env: Env): string[] {
  const keys = (env.GATEWAY_API_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const short = keys.find((key) => key.length < 24);
  if (short !== undefined) throw new Error('GATEWAY_API_KEYS: every key must have at least 24 characters');
  return keys;
}

/**
 * The shop's configuration: `SHOP_*` variables over the JSON file `SHOP_CONFIG_FILE` (optional), over
 * the spec's defaults. A file that cannot be read or parsed stops start-up like a bad variable.
 */
function shopConfig(env: Env): ShopConfig {
  const fileName = env.SHOP_CONFIG_FILE?.trim();
  if (!fileName) return loadShopConfig(env);
  const file = path(env, 'SHOP_CONFIG_FILE', fileName);
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    throw new Error(`SHOP_CONFIG_FILE ${fileName} ${reason}: ${(error as Error).message}`, { cause: error });
  }
  return loadShopConfig(env, { name: `SHOP_CONFIG_FILE ${fileName}`, content });
}

/**
 * Reads the gateway settings from environment variables (listed in `.env.example`). Invalid values
 * stop start-up with a message naming the variable, rather than running with a surprising default.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const apiPort = integer(env, 'STOREFRONT_API_PORT', 4001, 1, 65535);
  const storefrontApiUrl = env.STOREFRONT_API_URL?.trim() || `http://127.0.0.1:${apiPort}`;
  try {
    const url = new URL(storefrontApiUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new Error(`STOREFRONT_API_URL must be an http(s) URL, got "${storefrontApiUrl}"`);
  }
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() ||
    (env.NODE_ENV === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return {
    port: integer(env, 'PORT', 4000, 0, 65535),
    // Loopback unless told otherwise: exposing the gateway is a deliberate deployment choice.
    host: env.HOST?.trim() || '127.0.0.1',
    storefrontApiUrl,
    contentApiUrl: httpUrl(env, 'CONTENT_API_URL', storefrontApiUrl),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 5000, 1, 600_000),
    drainDelayMs: integer(env, 'DRAIN_DELAY_MS', 0, 0, 120_000),
    // Development conveniences are switched on explicitly (`pnpm dev` does): never by omission.
    graphiql: flag(env, 'GRAPHIQL', false),
    introspection: flag(env, 'INTROSPECTION', flag(env, 'GRAPHIQL', false)),
    logLevel,
    publicUrl: httpUrl(env, 'PUBLIC_WEB_URL', `http://localhost:${integer(env, 'PORT', 4000, 0, 65535)}`),
    paymentFormOrigin: new URL(httpUrl(env, 'PAYMENT_FORM_ORIGIN', 'http://localhost:4002')).origin,
    recaptcha: env.CAPTCHA_PROVIDER?.trim().toLowerCase() === 'recaptcha',
    webDistDir: path(env, 'WEB_DIST_DIR', 'web/dist'),
    persistedOperationsFile: path(env, 'PERSISTED_OPERATIONS_FILE', 'web/persisted-operations.json'),
    allowArbitraryOperations: flag(env, 'ALLOW_ARBITRARY_OPERATIONS', false),
    apiKeys: apiKeys(env),
    trustProxy: flag(env, 'GATEWAY_TRUST_PROXY', false),
    shop: shopConfig(env),
    // A minute at most: the change events drop a reply at once, the TTL bounds one an event missed.
    responseCacheTtlMs: integer(env, 'RESPONSE_CACHE_TTL_MS', 60_000, 0, 3_600_000),
    redisUrl: redisUrl(env),
    metricsPort: env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 1, 65535) : undefined,
  };
}
