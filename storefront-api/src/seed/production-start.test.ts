/**
 * A production start on an empty database gets the reference data and nothing of the demo shop: no
 * product, no seller, no coupon (BIENVENUE10 would discount real orders). The demo is asked for
 * explicitly (`SEED_DEMO=true`). On PGlite, and again on the PostgreSQL server in `pnpm test:postgres`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, seedSettings, testDatabaseUrl } from '../config.js';
import { startStorefrontApi, type RunningStorefrontApi } from '../server.js';
import { memoryMailer } from '../mail/mailer.js';
import { createDatabase, databaseName } from '../testing/server-databases.js';
import { testRunId } from '../testing/database.js';

/** What `compose.yaml` gives the API, minus what compose itself owns (ports, database, domain). */
const PRODUCTION = {
  NODE_ENV: 'production',
  CAPTCHA_HMAC_KEY: 'k'.repeat(40),
  PAYMENT_SHOP_ID: '12345678',
  PAYMENT_PASSWORD: 'prodpassword_abcdefghijk',
  PAYMENT_HMAC_KEY: 'prodhmac_abcdefghijklmn',
  CONTACT_EMAIL: 'contact@example.test',
};

describe('seed settings', () => {
  it('seed the demo shop outside production, 3,000 products unless told', () => {
    expect(seedSettings({})).toEqual({ seedDemo: true, seedProducts: 3000 });
    expect(seedSettings({ SEED_PRODUCTS: '0' })).toEqual({ seedDemo: true, seedProducts: 0 });
  });

  it('seed no demo in production unless SEED_DEMO=true asks for it', () => {
    expect(seedSettings(PRODUCTION)).toEqual({ seedDemo: false, seedProducts: 0 });
    expect(seedSettings({ ...PRODUCTION, SEED_DEMO: 'true' })).toEqual({
      seedDemo: true,
      seedProducts: 3000,
    });
    expect(seedSettings({ ...PRODUCTION, SEED_DEMO: 'true', SEED_PRODUCTS: '12' })).toEqual({
      seedDemo: true,
      seedProducts: 12,
    });
  });

  it('refuse demo products without the demo, and a SEED_DEMO that is not a boolean', () => {
    expect(() => seedSettings({ ...PRODUCTION, SEED_PRODUCTS: '3000' })).toThrow(
      'SEED_PRODUCTS seeds demo products: it needs SEED_DEMO=true with NODE_ENV=production',
    );
    expect(() => seedSettings({ SEED_DEMO: 'false', SEED_PRODUCTS: '5' })).toThrow('needs SEED_DEMO=true');
    expect(() => seedSettings({ SEED_DEMO: 'yes please' })).toThrow('SEED_DEMO must be true or false');
  });
});

describe('a production start on an empty database', () => {
  let api: RunningStorefrontApi;

  beforeAll(async () => {
    const serverUrl = testDatabaseUrl();
    const databaseUrl = serverUrl
      ? await createDatabase(serverUrl, databaseName(testRunId(), 'production_start'))
      : undefined;
    api = await startStorefrontApi({
      ...loadConfig(PRODUCTION),
      // In memory on PGlite; a throw-away database on the server (dropped with the run's).
      databaseUrl,
      dataDir: undefined,
      port: 0,
      host: '127.0.0.1',
      mailer: memoryMailer(),
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('writes the reference data and no product, seller nor coupon', async () => {
    expect(api.seeded).toBe(true);
    const counts = async (table: string) =>
      (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect(await counts('regions')).toBe(6);
    expect(await counts('tax_rates')).toBeGreaterThan(0);
    expect(await counts('categories')).toBeGreaterThan(0);
    expect(await counts('products')).toBe(0);
    expect(await counts('offers')).toBe(0);
    expect(await counts('shops')).toBe(0);
    expect(await counts('coupons')).toBe(0);
  });

  it('is ready, and its search finds nothing (the demo products are not there)', async () => {
    expect((await fetch(`${api.url}/ready`)).status).toBe(200);
    const search = await fetch(`${api.url}/products/search?searchTerm=robe`, {
      headers: { 'root-category': 'martinique' },
    });
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ products: [] });
  });
});
