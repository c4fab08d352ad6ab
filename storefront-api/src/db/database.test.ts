/**
 * The embedded engine's one connection: a query sent beside an open transaction fails at once
 * instead of waiting for it forever (the hang of a cart without a region, 0a34831), and nothing else
 * about transactions changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({});
  await db.exec('CREATE TABLE notes (id int PRIMARY KEY, text text NOT NULL)');
});

afterAll(async () => {
  await db.close();
});

describe('PGlite transactions', () => {
  it('refuse a query beside the open transaction, and roll back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES (1, $1)', ['rolled back']);
        await db.query('SELECT 1');
      }),
    ).rejects.toThrow(/outside the open transaction would wait for it forever/);
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(
      /run it with the transaction \(tx\)/,
    );
    expect(await db.query('SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 0 }]);
  });

  it('still let other work wait its turn, and work left running after the commit query freely', async () => {
    let later: Promise<unknown> | undefined;
    const [written, beside] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES (2, $1)', ['kept']);
        // Started inside, run after the commit (an e-mail queued once the order is saved).
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          db.query<{ text: string }>('SELECT text FROM notes WHERE id = 2'),
        );
        return 'committed';
      }),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'),
    ]);
    expect(written).toBe('committed');
    expect(beside).toHaveLength(1);
    expect(await later).toEqual([{ text: 'kept' }]);
  });
});
