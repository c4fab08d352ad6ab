/**
 * Named prepared statements (`prepared`): they answer as the same text unprepared does, past the
 * fifth run (where PostgreSQL may start keeping a plan made without the values), and a server
 * connection keeps them by name. On PGlite (`pnpm test:unit`) they are plain statements; the
 * server's side runs in `pnpm test:postgres`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.js';
import type { Database } from './database.js';
import { prepared } from './database.js';

let db: Database;

beforeAll(async () => {
  ({ db } = await testDatabase());
});

const TEXT = 'SELECT id::text, slug FROM products WHERE id = ANY($1::bigint[]) ORDER BY id';
const PREPARED = prepared(`${TEXT} -- prepared`);

describe('prepared statements', () => {
  it('answer as the unprepared text, run after run, with other values each time', async () => {
    const ids = (await db.query<{ id: string }>('SELECT id::text FROM products ORDER BY id LIMIT 24')).map(
      (row) => row.id,
    );
    for (let run = 0; run < 8; run++) {
      const some = ids.slice(run * 3, run * 3 + 1 + (run % 3));
      expect(await db.query(PREPARED, [some])).toEqual(await db.query(TEXT, [some]));
    }
    expect(await db.query(PREPARED, [[]])).toEqual([]);
  });

  it('are kept by name on a server connection', async () => {
    const names = await db.transaction(async (tx) => {
      await tx.query(PREPARED, [['1']]);
      return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    });
    if (db.engine === 'postgres')
      expect(names.map((row) => row.name)).toContainEqual(expect.stringMatching(/^shop_prepared_\d+$/u));
    else expect(names).toEqual([]);
  });
});
