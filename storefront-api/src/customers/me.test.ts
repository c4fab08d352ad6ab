/**
 * `GET customers/me` answers the customer with the whole cart (spec 7), not the cart's summary;
 * `view=summary` (ours) answers the summary.
 */
import { customerSchema, customerWithCartSchema, type Cart } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, cartError, cartOk, guest, offerWhere, setQuantity } from '../testing/cart.js';
import { testDatabase } from '../testing/database.js';

beforeAll(async () => {
  await testDatabase();
});

describe('GET customers/me', () => {
  it('answers the customer with the whole cart, as GET shopping-cart does', async () => {
    const token = await guest();
    const offer = await offerWhere('MQ');
    await setQuantity(token, offer.id, 'add', 2);
    const { status, body, response } = await cartCall('GET', '/customers/me', {}, { token });
    expect(status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = customerWithCartSchema.parse(body);
    expect(me).toEqual(body);
    expect(me.isGuest).toBe(true);
    const cart: Cart = await cartOk('GET', '/shopping-cart', {}, { token });
    expect(me.shoppingCart).toEqual(cart);
    expect(me.shoppingCart.cartItems).toMatchObject([{ quantity: 2, offer: { id: offer.id } }]);
    expect(me.shoppingCart.totalPrice.taxIncluded).toBeGreaterThan(0);
  });

  it('never moves the cart: a root-category header is a cart call’s, not this one’s', async () => {
    const token = await guest();
    await setQuantity(token, (await offerWhere('MQ')).id, 'add', 1);
    const { body } = await cartCall('GET', '/customers/me', {}, { token, region: 'guadeloupe' });
    const { shoppingCart } = customerWithCartSchema.parse(body);
    expect(shoppingCart.rootCategoryPath).toBe('martinique');
    expect(shoppingCart.cartItems).toHaveLength(1);
  });

  it('answers the cart’s summary with view=summary, as the other customer calls carry it', async () => {
    const token = await guest();
    const offer = await offerWhere('MQ');
    await setQuantity(token, offer.id, 'add', 3);
    const { status, body } = await cartCall('GET', '/customers/me', { view: 'summary' }, { token });
    expect(status).toBe(200);
    const me = customerSchema.parse(body);
    expect(me.shoppingCart.cartItems).toEqual([{ offerId: offer.id, quantity: 3 }]);
    const { body: whole } = await cartCall('GET', '/customers/me', {}, { token });
    expect(me.shoppingCart.id).toBe(customerWithCartSchema.parse(whole).shoppingCart.id);
    await cartError('GET', '/customers/me', { view: 'whole' }, { token }, 400, 'invalid-request');
  });

  it('needs a live session', async () => {
    await cartError('GET', '/customers/me', {}, { region: null }, 401, 'customer-is-not-logged-in');
  });
});
