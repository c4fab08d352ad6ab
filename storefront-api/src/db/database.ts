/**
 * One small query interface over the two engines we run on: embedded PGlite (PostgreSQL compiled
 * to WebAssembly, the default, no server needed) and a real PostgreSQL server through `pg`. The SQL
 * is the same on both; results always come back as plain rows.
 *
 * Cast 64-bit integers in SQL (`id::text`, `count(*)::int`): the two drivers map int8 differently.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { traced } from './traced.js';

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction, committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY once its transaction commits. `onLost` is told
   * when the connection that listens is gone (a server's): the caller listens again. Resolves to
   * the way to stop.
   */
  /** The server pool's connections (metrics); undefined on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Statements a server connection parses once and keeps (named prepared statements), known by their
 * text: the catalogue's short reads by id that every card, page and suggestion makes. Only those
 * whose plan does not depend on the values belong here (an `= ANY(ids)` lookup by primary or
 * foreign key; not a LIKE on a parameter): after five runs PostgreSQL may keep a plan made without
 * the values. PGlite runs them as any other statement.
 */
const preparedNames = new Map<string, string>();

/** Marks `text` as prepared (a module-level constant: its text is its identity); returns it. */
export function prepared(text: string): string {
  if (!preparedNames.has(text)) preparedNames.set(text, `shop_prepared_${preparedNames.size + 1}`);
  return text;
}

/** What `pg` sends for `text`: by name when it is prepared. */
function serverStatement(text: string, params: readonly unknown[]): pg.QueryConfig {
  const name = preparedNames.get(text);
  return name === undefined
    ? { text, values: params as unknown[] }
    : { name, text, values: params as unknown[] };
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when unset, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; unset (and no URL) keeps the database in memory, for tests. */
  dataDir?: string | undefined;
  /** Connections to the server (`DATABASE_POOL_SIZE` through `config.ts`); 10 when unset. */
  databasePoolSize?: number | undefined;
}

/**
 * PGlite has one connection: a transaction holds it until it ends, and a query sent beside it (the
 * database instead of the transaction's `tx`, or a second transaction) waits for it while it waits
 * for that query, forever. The embedded engine is what the tests and a first `pnpm start` run on, so
 * such a query fails at once here, naming the fix, instead of hanging a request (on a server it
 * would take a second connection and could wait on the first one's locks).
 */
class QueryBesideTransaction extends Error {
  constructor() {
    super(
      'a query outside the open transaction would wait for it forever on PGlite (one connection): run it with the transaction (tx)',
    );
    this.name = 'QueryBesideTransaction';
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  // The transaction the current async work runs in, while it is open (work it started and left to
  // run after the commit sees it closed).
  const open = new AsyncLocalStorage<{ open: boolean }>();
  const outside = () => {
    if (open.getStore()?.open) throw new QueryBesideTransaction();
  };
  const query = async <Row>(text: string, params: readonly unknown[] = []) => {
    outside();
    return (await db.query<Row>(text, params as unknown[])).rows;
  };
  return {
    engine: 'pglite',
    query,
    exec: async (text) => {
      outside();
      await db.exec(text);
    },
    transaction: async (work) => {
      outside();
      const state = { open: true };
      try {
        return await open.run(state, () =>
          db.transaction((tx) =>
            work({
              query: async <Row>(text: string, params: readonly unknown[] = []) =>
                (await tx.query<Row>(text, params as unknown[])).rows,
              exec: async (text) => {
                await tx.exec(text);
              },
            }),
          ),
        );
      } finally {
        state.open = false;
      }
    },
    // In-process: notifications of this PGlite's own transactions, the only ones there are.
    listen: async (channel, onPayload) => {
      const stop = await db.listen(channel, onPayload);
      return async () => {
        if (!db.closed) await stop();
      };
    },
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
    (await pool.query(serverStatement(text, params))).rows as Row[];
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
            (await client.query(serverStatement(text, params))).rows as Row[],
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
    // A connection of its own, outside the pool: it stays open listening and would hold a slot.
    listen: async (channel, onPayload, onLost) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      let stopped = false;
      const lost = () => {
        if (stopped) return;
        stopped = true;
        void client.end().catch(() => undefined);
        onLost();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        stopped = true;
        await client.end().catch(() => undefined);
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return traced(
    options.databaseUrl
      ? openServer(options.databaseUrl, options.databasePoolSize ?? 10)
      : await openPglite(options.dataDir),
  );
}

/** The URL without its password, for logs. */
export function describeDatabase(options: DatabaseOptions): string {
  if (!options.databaseUrl) return options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory';
  const url = new URL(options.databaseUrl);
  url.password = '';
  return `PostgreSQL ${url.host}${url.pathname}`;
}
