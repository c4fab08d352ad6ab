/**
 * The database and app of the route tests, opened, migrated and seeded once per test process and
 * shared by every test file of that process (the project runs its files in one process without
 * isolation: see `vitest.config.mts`). Opening PGlite takes seconds and seeding more: never per file.
 *
 * In-memory PGlite by default; with TEST_DATABASE_URL, a throw-away database created on that server
 * (`sfapi_test_<pid>_<run>`), dropped by `global-setup.ts` when the run ends.
 */
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import { testDatabaseUrl } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { memoryMailer } from '../mail/mailer.js';
import { seed } from '../seed/seed.js';
import { createDatabase, databaseName, randomRunId } from './server-databases.js';

/** Enough products for every case the generator spreads (variants, promotions, zero stock...). */
export const TEST_PRODUCT_COUNT = 400;
export const MEDIA_BASE_URL = 'http://media.test';

export interface TestDatabase {
  db: Database;
  /** Server URL of the database; undefined on PGlite. */
  url: string | undefined;
}

/** Run id of `global-setup.ts`, or a random one when the helper runs outside that setup. */
export function testRunId(): string {
  return inject('storefrontApiTestRun') ?? randomRunId();
}

async function open(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  const url = serverUrl ? await createDatabase(serverUrl, databaseName(testRunId())) : undefined;
  const db = await openDatabase({ databaseUrl: url });
  await migrate(db);
  await seed(db, { productCount: TEST_PRODUCT_COUNT });
  return { db, url };
}

let database: Promise<TestDatabase> | undefined;
let app: Promise<FastifyInstance> | undefined;

/** The seeded database shared by the test files of this process. */
export function testDatabase(): Promise<TestDatabase> {
  database ??= open();
  return database;
}

/** The e-mails the shared app sent (codes, reset links), newest last. */
export const testMailer = memoryMailer();

/** The operator API key of the test app. */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdef0123456789';

/**
 * The app over the shared database, for `app.inject`: captcha `none` (the captcha has its own
 * tests) and per-address limits out of the way (every injected request comes from 127.0.0.1).
 */
export function testApp(): Promise<FastifyInstance> {
  app ??= testDatabase().then(async ({ db }) => {
    const built = await buildApp({
      db,
      mediaBaseUrl: MEDIA_BASE_URL,
      mailer: testMailer,
      captcha: { provider: 'none' },
      customers: { perAddressLimit: 1_000_000, publicWebUrl: 'http://shop.test' },
      operatorApiKey: TEST_OPERATOR_KEY,
    });
    await built.ready();
    return built;
  });
  return app;
}

/**
 * Another app over the shared database, with some options of its own (a price mode, payment
 * settings…): captcha off, a memory mailer and the test media base unless given. Close it after use.
 */
export async function testAppWith(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const { db } = await testDatabase();
  return buildApp({
    db,
    mediaBaseUrl: MEDIA_BASE_URL,
    mailer: memoryMailer(),
    captcha: { provider: 'none' },
    customers: { perAddressLimit: 1_000_000, publicWebUrl: 'http://shop.test' },
    ...options,
  });
}
