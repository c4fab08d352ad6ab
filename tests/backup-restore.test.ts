/**
 * scripts/backup.sh and scripts/restore.sh against the PostgreSQL server of the machine
 * (TEST_DATABASE_URL, else 127.0.0.1:5432): a migrated shop with a small demo catalogue and some
 * operator-written rows is backed up, dropped, restored into a new database, and every table
 * compared row for row. Skipped, saying why, only when no server answers outside CI.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, seed } from '@shop/storefront-api';
import { SERVER_URL, skipWithoutServer } from './support/postgres-server.js';
import {
  createDatabase,
  databaseName,
  dropDatabase,
  randomRunId,
} from '../storefront-api/src/testing/server-databases.js';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
// CI has the server: there, its absence fails the test rather than skipping it.
const skipped = await skipWithoutServer('backup-restore.test.ts');

/**
 * Every table's rows, in a stable order, as text, and the row count of every materialized view
 * (rebuilt by the restore: their arrays may come back in another order): two databases holding the
 * same data compare equal.
 */
async function snapshot(url: string): Promise<Record<string, string[] | number>> {
  const db = await openDatabase({ databaseUrl: url, databasePoolSize: 1 });
  try {
    const rows: Record<string, string[] | number> = {};
    const tables = await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    for (const { name } of tables) {
      const result = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t ORDER BY 1`);
      rows[name] = result.map((r) => r.row);
    }
    const views = await db.query<{ name: string }>(
      "SELECT matviewname AS name FROM pg_matviews WHERE schemaname = 'public' ORDER BY 1",
    );
    for (const { name } of views) {
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
      rows[`${name} (view)`] = count?.n ?? 0;
    }
    return rows;
  } finally {
    await db.close();
  }
}

describe.skipIf(skipped)('backup and restore scripts', () => {
  const runId = inject('storefrontApiTestRun') ?? randomRunId();
  const source = databaseName(runId, 'backup_source');
  const target = databaseName(runId, 'backup_target');
  let dir: string;
  /** Empty until the scratch database exists. */
  let sourceUrl = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-backup-'));
    sourceUrl = await createDatabase(SERVER_URL, source);
    const db = await openDatabase({ databaseUrl: sourceUrl, databasePoolSize: 1 });
    try {
      await migrate(db);
      await seed(db, { productCount: 30 });
      // Rows no seed writes: a customer's data is what a backup is for.
      await db.query(
        `INSERT INTO coupons (code, name, description, discount_type, value) VALUES ('ETE2026', 'Été', 'Remise d’été à Saint-Barthélemy', 'PERCENT', 7)`,
      );
    } finally {
      await db.close();
    }
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    if (!sourceUrl) return;
    await dropDatabase(SERVER_URL, source);
    await dropDatabase(SERVER_URL, target);
  });

  it('backs up, and restores every row into a new database after the old one is dropped', async () => {
    const before = await snapshot(sourceUrl);
    expect((before.products as string[]).length).toBeGreaterThanOrEqual(30);
    expect(before['listings (view)']).toBeGreaterThan(0);
    expect((before.coupons as string[]).some((row) => row.includes('Remise d’été à Saint-Barthélemy'))).toBe(
      true,
    );

    const file = join(dir, 'nested', 'shop.dump');
    const backup = await run('bash', ['scripts/backup.sh', sourceUrl, file], { cwd: REPO_ROOT });
    expect(backup.stdout).toContain(`backup written to ${file}`);
    expect(backup.stdout).not.toContain(sourceUrl);
    expect((await stat(file)).size).toBeGreaterThan(0);
    await expect(stat(`${file}.partial`)).rejects.toThrow();

    await dropDatabase(SERVER_URL, source);
    const targetUrl = await createDatabase(SERVER_URL, target);
    await run('bash', ['scripts/restore.sh', file, targetUrl], { cwd: REPO_ROOT });
    expect(await snapshot(targetUrl)).toEqual(before);

    // A second restore over the data is refused, unless --replace says so; then nothing changes.
    await expect(
      run('bash', ['scripts/restore.sh', file, targetUrl], { cwd: REPO_ROOT }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('pass --replace') });
    await run('bash', ['scripts/restore.sh', '--replace', file, targetUrl], { cwd: REPO_ROOT });
    expect(await snapshot(targetUrl)).toEqual(before);
  });

  it('fails without writing a backup when the database cannot be read', async () => {
    const missing = new URL(SERVER_URL);
    missing.pathname = `/${databaseName(runId, 'backup_missing')}`;
    const file = join(dir, 'missing.dump');
    await expect(
      run('bash', ['scripts/backup.sh', missing.toString(), file], { cwd: REPO_ROOT }),
    ).rejects.toThrow();
    await expect(stat(file)).rejects.toThrow();
    await expect(stat(`${file}.partial`)).rejects.toThrow();
  });
});
