/**
 * One small query interface over the two engines we run on: embedded PGlite (PostgreSQL compiled
 * to WebAssembly, the default, no server needed) and a real PostgreSQL server through `pg`. The SQL
 * is the same on both; results always come back as plain rows.
 *
 * Cast 64-bit integers in SQL (`id::text`, `count(*)::int`): the two drivers map int8 differently.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction, committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when unset, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; unset (and no URL) keeps the database in memory, for tests. */
  dataDir?: string | undefined;
  /** Connections to the server (`DATABASE_POOL_SIZE` through `config.ts`); 10 when unset. */
  databasePoolSize?: number | undefined;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const query = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await db.query<Row>(text, params as unknown[])).rows;
  return {
    engine: 'pglite',
    query,
    exec: async (text) => {
      await db.exec(text);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(text, params as unknown[])).rows,
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
    close: () => db.close(),
  };
}

function openServer(databaseUrl: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const query = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await pool.query(text, params as unknown[])).rows as Row[];
  return {
    engine: 'postgres',
    query,
    exec: async (text) => {
      await pool.query(text);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, params as unknown[])).rows as Row[],
          exec: async (text) => {
            await client.query(text);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openServer(options.databaseUrl, options.databasePoolSize ?? 10)
    : openPglite(options.dataDir);
}

/** The URL without its password, for logs. */
export function describeDatabase(options: DatabaseOptions): string {
  if (!options.databaseUrl) return options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory';
  const url = new URL(options.databaseUrl);
  url.password = '';
  return `PostgreSQL ${url.host}${url.pathname}`;
}
