/**
 * The cart calls answer what the OpenAPI document says, successes and failures alike: real replies
 * validated against the document's own schemas (ajv, JSON Schema 2020-12).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, guest, offerWhere, type Method } from '../testing/cart.js';
import { documentedReplies, type DocumentedReplies } from '../testing/openapi.js';

const COMPONENTS = '#/components/schemas/';
let replies: DocumentedReplies;

beforeAll(async () => {
  replies = await documentedReplies();
});

async function expectDocumented(
  method: Method,
  path: string,
  target: string,
  query: Record<string, string | number | undefined>,
  options: Parameters<typeof cartCall>[3],
  status: number,
): Promise<void> {
  const reply = await cartCall(method, target, query, options);
  expect(reply.status, `${method} ${target}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(status);
  replies.expectReply(method, path, status, reply.body);
}

describe('cart calls match the OpenAPI document', () => {
  it('names the cart shapes', () => {
    expect(Object.keys(replies.doc.components.schemas)).toEqual(
      expect.arrayContaining(['Cart', 'CartItem', 'Coupon', 'CartPrice', 'CartTax', 'RemovedItem']),
    );
    expect(replies.doc.components.schemas.CartItem).toHaveProperty(['properties', 'offer'], {
      $ref: `${COMPONENTS}Offer`,
    });
  });

  it('successes and failures', async () => {
    const token = await guest();
    const offer = await offerWhere('MQ', 'o.stock BETWEEN 2 AND 10');
    const quantity = '/shopping-cart/set-offer-quantity';
    await expectDocumented('GET', '/shopping-cart', '/shopping-cart', {}, { token }, 200);
    await expectDocumented('GET', '/shopping-cart', '/shopping-cart', {}, {}, 401);
    await expectDocumented('GET', '/shopping-cart', '/shopping-cart', {}, { token, region: 'x' }, 400);
    await expectDocumented(
      'PUT',
      quantity,
      quantity,
      { offerId: offer.id, quantity: 50, method: 'add' },
      { token },
      200,
    );
    await expectDocumented('PUT', quantity, quantity, { offerId: '1', method: 'add' }, { token }, 404);
    await expectDocumented(
      'PUT',
      quantity,
      quantity,
      { offerId: offer.id, quantity: -1, method: 'add' },
      { token },
      400,
    );
    const zero = await offerWhere('MQ', 'o.stock = 0');
    await expectDocumented('PUT', quantity, quantity, { offerId: zero.id, method: 'add' }, { token }, 409);
    const setCoupon = '/shopping-cart/set-coupon';
    await expectDocumented('PUT', setCoupon, setCoupon, { coupon: 'BIENVENUE10' }, { token }, 200);
    await expectDocumented('PUT', setCoupon, setCoupon, { coupon: 'BIENVENUE10' }, { token }, 409);
    await expectDocumented('PUT', setCoupon, setCoupon, { coupon: 'PROMO5' }, { token }, 404);
    const removeCoupon = '/shopping-cart/remove-coupon';
    await expectDocumented('DELETE', removeCoupon, removeCoupon, { coupon: 'NOEL15' }, { token }, 404);
    await expectDocumented('DELETE', removeCoupon, removeCoupon, { coupon: 'BIENVENUE10' }, { token }, 200);
    await expectDocumented('DELETE', removeCoupon, removeCoupon, { coupon: 'BIENVENUE10' }, { token }, 409);
    const splitting = '/shopping-cart/set-logistic-class-splitting';
    await expectDocumented('PUT', splitting, splitting, { enabled: 'true' }, { token }, 200);
    const catalog = '/shopping-cart/catalog';
    await expectDocumented(
      'POST',
      catalog,
      catalog,
      {},
      { token, payload: { rootCategoryPath: 'reunion' } },
      200,
    );
    await expectDocumented('POST', catalog, catalog, {}, { token, payload: {} }, 400);
    const cart = await cartCall('GET', '/shopping-cart', {}, { token, region: 'reunion' });
    const id = (cart.body as { id: string }).id;
    await expectDocumented(
      'DELETE',
      '/shopping-cart/{id}',
      `/shopping-cart/${id}`,
      {},
      { token: await guest() },
      404,
    );
    await expectDocumented(
      'DELETE',
      '/shopping-cart/{id}',
      `/shopping-cart/${id}`,
      {},
      { token, region: 'reunion' },
      200,
    );
  });
});
