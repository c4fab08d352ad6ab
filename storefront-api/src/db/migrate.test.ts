import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.js';
import { testDatabase, testRunId } from '../testing/database.js';
import { createDatabase, databaseName, dropDatabase } from '../testing/server-databases.js';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';

const serverUrl = testDatabaseUrl();
const migrationFiles = async () =>
  (await readdir(fileURLToPath(new URL('../../db/migrations/', import.meta.url))))
    .filter((f) => f.endsWith('.sql'))
    .sort();

beforeAll(async () => {
  await testDatabase();
});

describe('migrate', () => {
  it('applies nothing twice on a migrated database, even called in parallel', async () => {
    const { db } = await testDatabase();
    expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(await migrationFiles());
  });
});

describe.skipIf(!serverUrl)('migrate on a PostgreSQL server', () => {
  const name = databaseName(testRunId(), 'migrate');
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await dropDatabase(serverUrl!, name);
  });

  it('applies each migration once when two processes start together on a fresh database', async () => {
    const url = await createDatabase(serverUrl!, name);
    // Two pools, as two service instances starting at once would have.
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    opened.push(a, b);
    const results = await Promise.all([migrate(a), migrate(b)]);
    const files = await migrationFiles();
    expect(results.flat().sort()).toEqual(files);
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(1);
    const rows = await a.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
    const [regions] = await b.query<{ n: number }>('SELECT count(*)::int AS n FROM regions');
    expect(regions?.n).toBe(0);
  });
});
