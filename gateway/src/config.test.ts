import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SHOP_CONFIG, SHOP_ENV_SETTINGS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      storefrontApiUrl: 'http://127.0.0.1:4001',
      contentApiUrl: 'http://127.0.0.1:4001',
      upstreamTimeoutMs: 5000,
      drainDelayMs: 0,
      graphiql: false,
      introspection: false,
      logLevel: 'info',
      publicUrl: 'http://localhost:4000',
      paymentFormOrigin: 'http://localhost:4002',
      recaptcha: false,
      webDistDir: expect.stringMatching(/\/web\/dist$/),
      persistedOperationsFile: expect.stringMatching(/\/web\/persisted-operations\.json$/),
      allowArbitraryOperations: false,
      apiKeys: [],
      trustProxy: false,
      shop: DEFAULT_SHOP_CONFIG,
      responseCacheTtlMs: 60_000,
      redisUrl: undefined,
      metricsPort: undefined,
    });
  });

  it('accepts only persisted operations, in production or not, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).allowArbitraryOperations).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).allowArbitraryOperations).toBe(false);
    expect(loadConfig({ GRAPHIQL: 'on' })).toMatchObject({ graphiql: true, introspection: true });
    expect(loadConfig({ GRAPHIQL: 'on', INTROSPECTION: 'off' }).introspection).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_ARBITRARY_OPERATIONS: 'true' }).allowArbitraryOperations,
    ).toBe(true);
    expect(
      loadConfig({ GATEWAY_API_KEYS: ' partner-key-0123456789abcd , graphiql-key-0123456789abcd' }).apiKeys,
    ).toEqual(['partner-key-0123456789abcd', 'graphiql-key-0123456789abcd']);
    expect(() => loadConfig({ GATEWAY_API_KEYS: 'short' })).toThrow(/at least 24 characters/);
    expect(loadConfig({ WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
    expect(loadConfig({ GATEWAY_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ GATEWAY_TRUST_PROXY: 'maybe' })).toThrow(/GATEWAY_TRUST_PROXY/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      STOREFRONT_API_PORT: '5001',
      UPSTREAM_TIMEOUT_MS: '200',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      storefrontApiUrl: 'http://127.0.0.1:5001',
      upstreamTimeoutMs: 200,
      graphiql: false,
      logLevel: 'warn',
    });
    expect(
      loadConfig({
        STOREFRONT_API_URL: 'https://api.example.test/v1',
        CONTENT_API_URL: 'https://content.example.test/',
        GRAPHIQL: 'on',
        NODE_ENV: 'production',
      }),
    ).toMatchObject({
      storefrontApiUrl: 'https://api.example.test/v1',
      contentApiUrl: 'https://content.example.test',
      graphiql: true,
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: '0' }],
    ['STOREFRONT_API_URL', { STOREFRONT_API_URL: 'ftp://x' }],
    ['CONTENT_API_URL', { CONTENT_API_URL: 'javascript:x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['GRAPHIQL', { GRAPHIQL: 'maybe' }],
  ])('stops on an invalid %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads the shop configuration from SHOP_CONFIG_FILE, under the SHOP_ variables', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-config-'));
    const file = join(dir, 'shop.json');
    writeFileSync(file, JSON.stringify({ marketplace: true, b2b: true, features: { quickOrder: true } }));
    const { shop } = loadConfig({ SHOP_CONFIG_FILE: file, SHOP_B2B: 'false' });
    expect(shop).toMatchObject({ marketplace: true, b2b: false, priceMode: 'B2C' });
    expect(shop.features.quickOrder).toBe(true);
  });

  it('stops on a shop configuration file it cannot use, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-config-'));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ marketplace: true');
    expect(() => loadConfig({ SHOP_CONFIG_FILE: broken })).toThrow(
      /^SHOP_CONFIG_FILE .*broken\.json is not valid JSON/u,
    );
    expect(() => loadConfig({ SHOP_CONFIG_FILE: join(dir, 'missing.json') })).toThrow(
      /missing\.json cannot be read/u,
    );
    const wrong = join(dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ features: { share: 'sometimes' } }));
    expect(() => loadConfig({ SHOP_CONFIG_FILE: wrong })).toThrow(/wrong\.json: features\.share/u);
    expect(() => loadConfig({ SHOP_MARKETPLACE: 'maybe' })).toThrow(
      /^SHOP_MARKETPLACE must be true or false/u,
    );
  });

  it('keeps anonymous catalogue replies a minute in memory unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ responseCacheTtlMs: 60_000, redisUrl: undefined });
    expect(loadConfig({ RESPONSE_CACHE_TTL_MS: '0', REDIS_URL: 'redis://cache:6379/2' })).toMatchObject({
      responseCacheTtlMs: 0,
      redisUrl: 'redis://cache:6379/2',
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/^METRICS_PORT must be/u);
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_MS: '-1' })).toThrow(/^RESPONSE_CACHE_TTL_MS must be/u);
    // The message does not repeat the URL: it may hold the Redis password.
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@cache' })).toThrow(
      /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/u,
    );
  });

  it('documents every shop setting in README and .env.example', async () => {
    const root = new URL('../../', import.meta.url);
    const readme = await readFile(new URL('README.md', root), 'utf8');
    const example = await readFile(new URL('.env.example', root), 'utf8');
    for (const name of ['SHOP_CONFIG_FILE', ...SHOP_ENV_SETTINGS.map((s) => s.env)]) {
      expect(readme, name).toContain(`\`${name}\``);
      expect(example, name).toContain(name);
    }
  });
});
