/**
 * The region rule of `domain/src/api/cart.ts`: a cart holds offers of one territory and follows the
 * shopper to another (same seller's offer of the same product, or the line leaves and is listed),
 * and a guest's cart follows the shopper at sign-in, within stock.
 */
import type { Cart } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { housekeep } from '../customers/shared/housekeeping.js';
import { cartOk, guest, offerWhere, setQuantity } from '../testing/cart.js';
import { PASSWORD, register, signIn, uniqueEmail } from '../testing/customers.js';
import { testDatabase } from '../testing/database.js';

/** A Martinique offer whose product the same seller also sells in French Guiana (with stock), or not. */
const FOLLOWS = `o.stock >= 3 AND EXISTS (SELECT 1 FROM offers n WHERE n.product_id = o.product_id
  AND n.shop_id = o.shop_id AND n.territory = 'GY' AND n.stock >= 3 AND n.min_quantity = 1
  AND n.max_quantity IS NULL)`;
const STAYS = `o.stock >= 1 AND NOT EXISTS (SELECT 1 FROM offers n WHERE n.product_id = o.product_id
  AND n.shop_id = o.shop_id AND n.territory = 'GY')`;

async function counterpart(offerId: string, territory: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await db.query<{ id: string }>(
    `SELECT n.id::text FROM offers o JOIN offers n ON n.product_id = o.product_id AND n.shop_id = o.shop_id
     WHERE o.id = $1 AND n.territory = $2`,
    [offerId, territory],
  );
  return row!.id;
}

describe('region change', () => {
  it('moves the lines that can follow and lists the ones that leave (shopping-cart/catalog)', async () => {
    const token = await guest();
    const follows = await offerWhere('MQ', FOLLOWS);
    const leaves = await offerWhere('MQ', STAYS);
    await setQuantity(token, follows.id, 'add', 2);
    await setQuantity(token, leaves.id, 'add', 1);
    await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: 'BIENVENUE10' }, { token });
    const moved = await cartOk(
      'POST',
      '/shopping-cart/catalog',
      {},
      { token, payload: { rootCategoryPath: 'guyane' } },
    );
    expect(moved.rootCategoryPath).toBe('guyane');
    expect(moved.cartItems.map((i) => [i.offer.id, i.quantity])).toEqual([
      [await counterpart(follows.id, 'GY'), 2],
    ]);
    expect(moved.removedItems).toEqual([
      { offerId: leaves.id, productReference: expect.any(String), productName: leaves.name, quantity: 1 },
    ]);
    expect(moved.taxes).toEqual([]);
    expect(moved.franco?.goal).toBe(20000);
    expect(moved.coupon).toMatchObject({ code: 'BIENVENUE10', isApplicable: true });
    // The move is done: the next reply lists nothing.
    const again = await cartOk('GET', '/shopping-cart', {}, { token, region: 'guyane' });
    expect(again.removedItems).toEqual([]);
    expect(again.cartItems).toHaveLength(1);
  });

  it('follows the root-category header of any cart call first', async () => {
    const token = await guest();
    const leaves = await offerWhere('MQ', STAYS, 3);
    await setQuantity(token, leaves.id, 'add', 1);
    const target = await offerWhere('GY', 'o.stock >= 1');
    const cart = await setQuantity(token, target.id, 'add', 1, 'guyane');
    expect(cart.rootCategoryPath).toBe('guyane');
    expect(cart.cartItems.map((i) => i.offer.id)).toEqual([target.id]);
    expect(cart.removedItems.map((i) => i.offerId)).toEqual([leaves.id]);
  });

  it('keeps a coupon of other territories, without its discount', async () => {
    const token = await guest();
    const offer = await offerWhere('MQ', `${FOLLOWS} AND o.price_tax_free >= 4000`, 1);
    await setQuantity(token, offer.id, 'update', 3);
    const { db } = await testDatabase();
    const [{ code } = { code: '' }] = await db.query<{ code: string }>(
      `SELECT code FROM coupons WHERE code = 'NOEL15'`,
    );
    const applied = await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: code }, { token });
    if (applied.productsPrice.taxIncluded >= 10000) expect(applied.coupon?.isApplicable).toBe(true);
    const moved = await cartOk('GET', '/shopping-cart', {}, { token, region: 'guyane' });
    expect(moved.coupon).toMatchObject({ code: 'NOEL15', isApplicable: false });
    expect(moved.specialPrice).toBeNull();
  });
});

describe('the guest’s cart at sign-in', () => {
  it('joins the account’s cart, capped at stock, in the guest’s region', async () => {
    const email = uniqueEmail('cartmerge');
    const { token: accountToken } = await register(email);
    const capped = await offerWhere('MQ', 'o.stock BETWEEN 3 AND 15', 1);
    const follows = await offerWhere(
      'GY',
      `o.stock >= 3 AND EXISTS (SELECT 1 FROM offers n
      WHERE n.product_id = o.product_id AND n.shop_id = o.shop_id AND n.territory = 'MQ' AND n.stock >= 3
      AND n.min_quantity = 1 AND n.max_quantity IS NULL)`,
    );
    const leaves = await offerWhere(
      'GY',
      `o.stock >= 1 AND NOT EXISTS (SELECT 1 FROM offers n
      WHERE n.product_id = o.product_id AND n.shop_id = o.shop_id AND n.territory = 'MQ')`,
    );
    // The account's cart, in French Guiana.
    await setQuantity(accountToken!, follows.id, 'add', 1, 'guyane');
    await setQuantity(accountToken!, leaves.id, 'add', 1, 'guyane');
    // A guest in Martinique fills the same line to the stock, then signs in.
    const guestToken = await guest();
    const guestCart = await setQuantity(guestToken, capped.id, 'add', capped.stock);
    await setQuantity(guestToken, capped.id, 'update', capped.stock);
    const { token } = await signIn(email, PASSWORD, guestToken);
    const account = await cartOk('GET', '/shopping-cart', {}, { token: token!, region: null });
    expect(account.id).not.toBe(guestCart.id);
    expect(account.rootCategoryPath).toBe('martinique');
    const lines = new Map(account.cartItems.map((i) => [i.offer.id, i.quantity]));
    expect(lines.get(capped.id)).toBe(capped.stock);
    expect(lines.get(await counterpart(follows.id, 'MQ'))).toBe(1);
    expect(account.cartItems).toHaveLength(2);
    for (const item of account.cartItems) expect(item.quantity).toBeLessThanOrEqual(item.offer.stockQuantity);
  });

  it('caps the sum of both carts’ quantities at the stock', async () => {
    const email = uniqueEmail('cartsum');
    const { token: accountToken } = await register(email);
    const offer = await offerWhere('MQ', 'o.stock BETWEEN 4 AND 15', 2);
    await setQuantity(accountToken!, offer.id, 'update', offer.stock - 1);
    const guestToken = await guest();
    await setQuantity(guestToken, offer.id, 'update', offer.stock - 1);
    const { token } = await signIn(email, PASSWORD, guestToken);
    const cart: Cart = await cartOk('GET', '/shopping-cart', {}, { token: token! });
    expect(cart.cartItems.map((i) => i.quantity)).toEqual([offer.stock]);
  });

  it('leaves nothing behind when housekeeping removes a guest with a coupon', async () => {
    const { db } = await testDatabase();
    const token = await guest();
    const cart = await cartOk('PUT', '/shopping-cart/set-coupon', { coupon: 'BIENVENUE10' }, { token });
    await db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 minute'
       WHERE customer_id = (SELECT customer_id FROM carts WHERE id = $1)`,
      [cart.id],
    );
    await db.query(
      `UPDATE customers SET created_at = now() - interval '2 days'
       WHERE id = (SELECT customer_id FROM carts WHERE id = $1)`,
      [cart.id],
    );
    await housekeep(db);
    const [left] = await db.query<{ carts: number; uses: number }>(
      `SELECT (SELECT count(*) FROM carts WHERE id = $1)::int AS carts,
              (SELECT count(*) FROM coupon_uses WHERE cart_id = $1)::int AS uses`,
      [cart.id],
    );
    expect(left).toEqual({ carts: 0, uses: 0 });
  });
});
