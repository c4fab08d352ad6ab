import type { WishlistReply } from '@shop/domain/api/wishlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { guest } from '../testing/cart.js';
import { call, PASSWORD, register, signIn, uniqueEmail } from '../testing/customers.js';
import { testDatabase } from '../testing/database.js';

const references = async (count: number): Promise<string[]> => {
  const { db } = await testDatabase();
  const rows = await db.query<{ reference: string }>(
    'SELECT reference FROM products WHERE parent_id IS NULL ORDER BY id LIMIT $1',
    [count],
  );
  return rows.map((row) => row.reference);
};

const listOf = (body: string) => (JSON.parse(body) as WishlistReply).items.map((item) => item.reference);

describe('wish list', () => {
  let products: string[] = [];
  beforeAll(async () => {
    products = await references(3);
  });

  it('needs a session, a guest’s will do', async () => {
    expect((await call('GET', '/wishlist')).statusCode).toBe(401);
    const token = await guest();
    const empty = await call('GET', '/wishlist', { token });
    expect(empty.statusCode).toBe(200);
    expect(listOf(empty.body)).toEqual([]);
  });

  it('adds once, lists the latest first, removes, and refuses an unknown product', async () => {
    const { token } = await register(uniqueEmail('wish'));
    const [a, b] = products;
    await call('PUT', `/wishlist/${a}`, { token });
    const twice = await call('PUT', `/wishlist/${b}`, { token });
    expect(listOf(twice.body)).toEqual([b, a]);
    expect(listOf((await call('PUT', `/wishlist/${a}`, { token })).body)).toEqual([b, a]);
    const removed = await call('DELETE', `/wishlist/${b}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(listOf(removed.body)).toEqual([a]);
    expect(listOf((await call('DELETE', `/wishlist/${b}`, { token })).body)).toEqual([a]);
    const unknown = await call('PUT', '/wishlist/NO-SUCH-REF', { token });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ errorCode: 'product-not-found' });
  });

  it('keeps each customer’s own list', async () => {
    const first = await register(uniqueEmail('wish-a'));
    const second = await register(uniqueEmail('wish-b'));
    await call('PUT', `/wishlist/${products[0]}`, { token: first.token });
    expect(listOf((await call('GET', '/wishlist', { token: second.token })).body)).toEqual([]);
  });

  it('hands a guest’s list to the account at sign-in', async () => {
    const email = uniqueEmail('wish-merge');
    const account = await register(email);
    await call('PUT', `/wishlist/${products[0]}`, { token: account.token });
    const visitor = await guest();
    await call('PUT', `/wishlist/${products[1]}`, { token: visitor });
    await call('PUT', `/wishlist/${products[0]}`, { token: visitor });
    const signedIn = await signIn(email, PASSWORD, visitor);
    expect(signedIn.response.statusCode).toBe(200);
    const merged = listOf((await call('GET', '/wishlist', { token: signedIn.token })).body);
    expect(merged.sort()).toEqual([products[0], products[1]].sort());
    // The guest is gone with its session.
    expect((await call('GET', '/wishlist', { token: visitor })).statusCode).toBe(401);
  });
});
