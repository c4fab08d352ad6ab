import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.js';
import { housekeep } from './housekeeping.js';
import { call, register, uniqueEmail } from '../../testing/customers.js';

describe('housekeeping', () => {
  it('removes expired sessions and unreachable old guests, and keeps live ones', async () => {
    const { db } = await testDatabase();
    const { token } = await register(uniqueEmail('keep'));
    const oldGuest = (await call('POST', '/customers/guest')).json().id as string;
    const liveGuest = (await call('POST', '/customers/guest')).json().id as string;
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE customer_id = $1`, [
      oldGuest,
    ]);
    await db.query(`UPDATE customers SET created_at = now() - interval '2 days' WHERE id = ANY($1::uuid[])`, [
      [oldGuest, liveGuest],
    ]);
    await housekeep(db);
    const left = await db.query<{ id: string }>('SELECT id::text FROM customers WHERE id = ANY($1::uuid[])', [
      [oldGuest, liveGuest],
    ]);
    expect(left.map((r) => r.id)).toEqual([liveGuest]);
    expect((await call('GET', '/customers/me', { token })).statusCode).toBe(200);
  });
});
