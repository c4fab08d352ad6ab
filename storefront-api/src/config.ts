import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { isEmail, loadShopConfig, type PriceMode } from '@shop/domain';
import { ALTCHA_DEFAULT_MAX_COUNTER, type CaptchaConfig } from './captcha/captcha.js';
import { DEFAULT_CONTENT_DIR } from './content/settings.js';
import { DEV_PAYMENT_SETTINGS, type PaymentSettings } from './payment/provider.js';

export interface StorefrontApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data directory; undefined with no databaseUrl keeps the database in memory (tests). */
  dataDir: string | undefined;
  /** Connections to the PostgreSQL server. */
  databasePoolSize: number;
  /** Whether an empty database receives the demo shop: sellers, products and coupons (`SEED_DEMO`). */
  seedDemo: boolean;
  /** Products of the demo catalogue seeded into an empty database (`SEED_PRODUCTS`, demo only). */
  seedProducts: number;
  /** Public base of media URLs (pictures, notices) written into replies. */
  mediaBaseUrl: string;
  logLevel: string;
  /** SMTP server of outgoing mail (`smtp://user:pass@host:587`); unset writes to `outboxDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** The web shop's public address, for links in e-mails. */
  publicWebUrl: string;
  captcha: CaptchaConfig;
  /** Sign-ins, code checks, resets and sign-ups allowed per client address per 15 minutes. */
  perAddressLimit: number;
  trustProxy: string;
  /** The shop's price mode (`SHOP_B2B`, read as the gateway reads it): B2B cart totals show tax-free. */
  priceMode: PriceMode;
  /** The card provider; its secrets are required in production. */
  payment: PaymentSettings;
  /** Key of the operator API (parcels, tracking, cancellation); unset: the operator API is off. */
  operatorApiKey: string | undefined;
  /** The versioned content files (`CONTENT_DIR`), imported at start-up when they changed. */
  contentDir: string;
  /** Where contact messages are e-mailed (`CONTACT_EMAIL`); required in production. */
  contactEmail: string;
}

/** The sandbox's published secrets (README, `.env.example`): anyone can sign answers with them. */
const SANDBOX_SECRETS = new Set([DEV_PAYMENT_SETTINGS.password, DEV_PAYMENT_SETTINGS.hmacKey]);
/** Shortest REST password and HMAC key accepted in production (the providers' keys are longer). */
const MIN_PRODUCTION_SECRET_LENGTH = 20;

/**
 * `PAYMENT_*`: the sandbox's development values by default, never in production, where the keys
 * must be the account's own (not the sandbox's, nor short) and answers of test mode are refused.
 */
function paymentSettings(env: NodeJS.ProcessEnv, port: number): PaymentSettings {
  const production = env.NODE_ENV === 'production';
  const setting = (name: string, fallback: string) => {
    const value = env[name];
    if (value) return value;
    if (production) throw new Error(`${name} is required with NODE_ENV=production`);
    return fallback;
  };
  // The value itself is never written in a message: it is a secret, or one a wrong copy made.
  const secret = (name: string, fallback: string) => {
    const value = setting(name, fallback);
    if (production && SANDBOX_SECRETS.has(value))
      throw new Error(
        `${name} is the payment sandbox's published development value: refused with NODE_ENV=production`,
      );
    if (production && value.length < MIN_PRODUCTION_SECRET_LENGTH)
      throw new Error(
        `${name} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters with NODE_ENV=production (the provider account's key)`,
      );
    return value;
  };
  const provider = env.PAYMENT_PROVIDER ?? DEV_PAYMENT_SETTINGS.provider;
  if (!/^[a-z0-9-]{1,30}$/u.test(provider))
    throw new Error(`PAYMENT_PROVIDER must be a path segment, not "${provider}"`);
  const apiUrl = (env.PAYMENT_API_URL ?? DEV_PAYMENT_SETTINGS.apiUrl).replace(/\/+$/u, '');
  const formUrl = env.PAYMENT_FORM_URL || `${apiUrl}/form/`;
  if (!/^https?:$/u.test(URL.parse(formUrl.replace('{formToken}', 'token'))?.protocol ?? ''))
    throw new Error(`PAYMENT_FORM_URL must be an http(s) address, not "${formUrl}"`);
  const acceptTest = env.PAYMENT_ACCEPT_TEST || undefined;
  if (acceptTest !== undefined && acceptTest !== 'true' && acceptTest !== 'false')
    throw new Error(`PAYMENT_ACCEPT_TEST must be true or false, not "${acceptTest}"`);
  if (production && acceptTest === 'true')
    throw new Error(
      'PAYMENT_ACCEPT_TEST=true is for development and tests: refused with NODE_ENV=production',
    );
  return {
    provider,
    apiUrl,
    formUrl,
    shopId: setting('PAYMENT_SHOP_ID', DEV_PAYMENT_SETTINGS.shopId),
    password: secret('PAYMENT_PASSWORD', DEV_PAYMENT_SETTINGS.password),
    hmacKey: secret('PAYMENT_HMAC_KEY', DEV_PAYMENT_SETTINGS.hmacKey),
    ipnUrl: env.PAYMENT_IPN_URL ?? `http://127.0.0.1:${port}/payment/${provider}/notification`,
    acceptTestPayments: !production && acceptTest !== 'false',
  };
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, not "${text}"`);
  }
  return value;
}

const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;

/** The captcha of the environment; `none` and a missing ALTCHA key are refused in production. */
export function captchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig {
  const production = env.NODE_ENV === 'production';
  const provider = env.CAPTCHA_PROVIDER || 'altcha';
  if (!(CAPTCHA_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')}, not "${provider}"`);
  }
  if (provider === 'none') {
    if (production)
      throw new Error('CAPTCHA_PROVIDER=none is for development and tests: refused with NODE_ENV=production');
    return { provider: 'none' };
  }
  if (provider === 'recaptcha') {
    const secret = env.RECAPTCHA_SECRET;
    const siteKey = env.RECAPTCHA_SITE_KEY;
    if (!secret || !siteKey)
      throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY');
    const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? '0.5');
    if (!(minScore >= 0 && minScore <= 1)) throw new Error('RECAPTCHA_MIN_SCORE must be between 0 and 1');
    return { provider: 'recaptcha', secret, siteKey, minScore };
  }
  const hmacKey = env.CAPTCHA_HMAC_KEY;
  if (hmacKey !== undefined && hmacKey.length < 32)
    throw new Error('CAPTCHA_HMAC_KEY must be at least 32 characters');
  if (!hmacKey && production) throw new Error('CAPTCHA_HMAC_KEY is required with NODE_ENV=production');
  // Outside production a key per process is enough: a restart only voids pending challenges.
  return {
    provider: 'altcha',
    hmacKey: hmacKey || randomBytes(32).toString('base64url'),
    // A robot pays it per try; a shopper waits for it. Lower only where seconds count for nothing
    // the captcha defends (the browser journeys solve dozens of challenges in a row).
    maxCounter: integer(env, 'ALTCHA_MAX_COUNTER', ALTCHA_DEFAULT_MAX_COUNTER, 2, 1_000_000),
  };
}

/**
 * `SEED_DEMO` and `SEED_PRODUCTS`: what an empty database receives besides the reference data
 * (territories, tax rates, logistic classes, attributes, the category tree). The demo shop — its
 * sellers, `SEED_PRODUCTS` products and coupons that really discount (BIENVENUE10…) — by default,
 * but never by omission in production: a live shop must not sell demo products nor honour demo codes.
 */
export function seedSettings(env: NodeJS.ProcessEnv): { seedDemo: boolean; seedProducts: number } {
  const production = env.NODE_ENV === 'production';
  const text = env.SEED_DEMO || undefined;
  if (text !== undefined && text !== 'true' && text !== 'false')
    throw new Error(`SEED_DEMO must be true or false, not "${text}"`);
  const seedDemo = text === undefined ? !production : text === 'true';
  const seedProducts = integer(env, 'SEED_PRODUCTS', seedDemo ? 3000 : 0, 0, 1_000_000);
  if (!seedDemo && seedProducts > 0)
    throw new Error(
      `SEED_PRODUCTS seeds demo products: it needs SEED_DEMO=true${production ? ' with NODE_ENV=production' : ''}`,
    );
  return { seedDemo, seedProducts };
}

/** `OPERATOR_API_KEY`: long enough to resist guessing; unset leaves the operator API off. */
export function operatorApiKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.OPERATOR_API_KEY || undefined;
  if (key !== undefined && key.length < 32)
    throw new Error('OPERATOR_API_KEY must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  return key;
}

/** `CONTACT_EMAIL`: the shop's service address; the address the footer shows by default, required in production. */
export function contactEmail(env: NodeJS.ProcessEnv): string {
  const value = env.CONTACT_EMAIL?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new Error('CONTACT_EMAIL is required with NODE_ENV=production (where contact messages go)');
    return 'service-client@boutique-des-outre-mer.fr';
  }
  if (!isEmail(value)) throw new Error(`CONTACT_EMAIL must be an e-mail address, not "${value}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StorefrontApiConfig {
  const port = integer(env, 'STOREFRONT_API_PORT', 4001, 0, 65535);
  const dataDir = env.DATA_DIR ?? '.data/pglite';
  const outboxDir = env.OUTBOX_DIR ?? '.data/outbox';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir.startsWith('/') ? dataDir : `${repoRoot}${dataDir}`,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    ...seedSettings(env),
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Boutique des Outre-mer <no-reply@localhost>',
    outboxDir: outboxDir.startsWith('/') ? outboxDir : `${repoRoot}${outboxDir}`,
    publicWebUrl: (env.PUBLIC_WEB_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    captcha: captchaConfig(env),
    perAddressLimit: integer(env, 'RATE_LIMIT_PER_ADDRESS', 50, 1, 1_000_000),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    priceMode: loadShopConfig(env).priceMode,
    payment: paymentSettings(env, port),
    operatorApiKey: operatorApiKey(env),
    contentDir: env.CONTENT_DIR
      ? env.CONTENT_DIR.startsWith('/')
        ? env.CONTENT_DIR
        : `${repoRoot}${env.CONTENT_DIR}`
      : DEFAULT_CONTENT_DIR,
    contactEmail: contactEmail(env),
  };
}

/**
 * The PostgreSQL server the test suite also runs on (it creates throw-away databases there);
 * unset: PGlite only. Set by `scripts/test-postgres.mjs`.
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}
