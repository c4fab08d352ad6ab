import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      storefrontApiUrl: 'http://127.0.0.1:4001',
      upstreamTimeoutMs: 5000,
      graphiql: true,
      logLevel: 'info',
      publicUrl: 'http://localhost:4000',
      webDistDir: expect.stringMatching(/\/web\/dist$/),
      persistedOperationsFile: expect.stringMatching(/\/web\/persisted-operations\.json$/),
      allowArbitraryOperations: true,
      apiKeys: [],
      trustProxy: false,
    });
  });

  it('accepts only persisted operations in production, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).allowArbitraryOperations).toBe(false);
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
        GRAPHIQL: 'on',
        NODE_ENV: 'production',
      }),
    ).toMatchObject({
      storefrontApiUrl: 'https://api.example.test/v1',
      graphiql: true,
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: '0' }],
    ['STOREFRONT_API_URL', { STOREFRONT_API_URL: 'ftp://x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['GRAPHIQL', { GRAPHIQL: 'maybe' }],
  ])('stops on an invalid %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
