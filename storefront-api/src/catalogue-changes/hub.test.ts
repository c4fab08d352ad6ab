/**
 * The triggers of migration 0026 and the hub that hears them, on the shared test database (PGlite,
 * or the server with TEST_DATABASE_URL): a committed stock change names its offer and products, a
 * rolled-back one sends nothing, any other catalogue write (attributes too) says `all`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.js';
import type { Database } from '../db/database.js';
import { createChangeHub } from './hub.js';
import type { ChangeHub } from './hub.js';

let db: Database;
let hub: ChangeHub;
const heard: unknown[] = [];

beforeAll(async () => {
  ({ db } = await testDatabase());
  hub = createChangeHub(db, () => undefined);
  for (let tries = 0; !hub.listening && tries < 100; tries++) await new Promise((r) => setTimeout(r, 20));
  hub.follow({ change: (payload) => heard.push(JSON.parse(payload)), lost: () => undefined });
});

afterAll(() => hub?.close());

describe('catalogue changes', () => {
  it('name the offer and the products of a committed stock change, and nothing for a rolled-back one', async () => {
    const [offer] = await db.query<{ id: string; reference: string; stock: number }>(
      `SELECT o.id::text, p.reference, o.stock FROM offers o JOIN products p ON p.id = o.product_id
        WHERE o.product_id = o.listing_product_id ORDER BY o.id LIMIT 1`,
    );
    heard.splice(0);
    await db
      .transaction(async (tx) => {
        await tx.query('UPDATE offers SET stock = stock + 1 WHERE id = $1', [offer!.id]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.transaction((tx) =>
      tx.query('UPDATE offers SET stock = $2 WHERE id = $1', [offer!.id, offer!.stock]),
    );
    await expect.poll(() => heard.length).toBe(1);
    expect(heard).toEqual([{ offers: [offer!.id], products: [offer!.reference] }]);
  });

  it('say `all` for a write to products, categories or content', async () => {
    heard.splice(0);
    await db.query('UPDATE categories SET label_fr = label_fr WHERE id = (SELECT min(id) FROM categories)');
    await expect.poll(() => heard).toEqual([{ all: true }]);
  });

  it('say `all` for a write to the attribute definitions (migration 0030)', async () => {
    heard.splice(0);
    await db.query(
      'UPDATE attributes SET label_fr = label_fr WHERE position = (SELECT min(position) FROM attributes)',
    );
    await expect.poll(() => heard).toEqual([{ all: true }]);
  });
});
