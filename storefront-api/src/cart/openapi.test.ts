/**
 * The cart calls answer what the OpenAPI document says, successes and failures alike: real replies
 * validated against the document's own schemas (ajv, JSON Schema 2020-12).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, guest, offerWhere, type Method } from '../testing/cart.js';
import { getOk } from '../testing/http.js';

type Schema = Record<string, unknown>;
interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

const COMPONENTS = '#/components/schemas/';
const withIds = <T>(schema: T): T =>
  JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENTS}`, '"')) as T;
let doc: OpenApi;
let ajv: Ajv2020;

beforeAll(async () => {
  doc = await getOk<OpenApi>('/openapi.json', { region: null });
  ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  for (const [name, schema] of Object.entries(doc.components.schemas))
    ajv.addSchema({ ...withIds(schema), $id: name });
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
  const schema =
    doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status} is documented`).toBeDefined();
  const validate = ajv.compile(withIds(schema!));
  expect(validate(reply.body) ? [] : validate.errors, `${method} ${path} ${status}`).toEqual([]);
}

describe('cart calls match the OpenAPI document', () => {
  it('names the cart shapes', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Cart', 'CartItem', 'Coupon', 'CartPrice', 'CartTax', 'RemovedItem']),
    );
    expect(doc.components.schemas.CartItem).toHaveProperty(['properties', 'offer'], {
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
