/**
 * Throw-away databases on the PostgreSQL server of TEST_DATABASE_URL. Every name starts with
 * `sfapi_test_<pid>_<run>` (the test process and the run of `global-setup.ts`), so a database left
 * behind by a killed run is recognisable, and the run's teardown drops all of them at once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_PREFIX = 'sfapi_test_';

/** Lowercase letters, digits and underscores only: names are spliced into CREATE/DROP DATABASE. */
const SAFE_NAME = /^[a-z0-9_]{1,63}$/u;

export function randomRunId(): string {
  return randomBytes(4).toString('hex');
}

export function databaseName(run: string, purpose?: string): string {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${run}${purpose ? `_${purpose}` : ''}`;
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe test database name ${name}`);
  return name;
}

/** The server URL with another database name (credentials and options kept). */
export function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database and returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe test database name ${name}`);
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return urlOf(serverUrl, name);
}

/** Drops a database, closing whatever connections still use it (PostgreSQL 13+). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe test database name ${name}`);
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops every database of a run, whichever test process created it; returns their names. */
export async function dropRunDatabases(serverUrl: string, run: string): Promise<string[]> {
  if (!/^[a-z0-9]+$/u.test(run)) throw new Error(`Unsafe run id ${run}`);
  const names = await withAdmin(serverUrl, async (client) =>
    (
      await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ $1`, [
        `^${TEST_DATABASE_PREFIX}[0-9]+_${run}(_[a-z0-9_]+)?$`,
      ])
    ).rows.map((r) => r.datname),
  );
  for (const name of names) await dropDatabase(serverUrl, name);
  return names;
}
