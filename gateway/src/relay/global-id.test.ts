import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from './global-id.js';
import type { NodeRef } from './global-id.js';

describe('global ids', () => {
  const refs: NodeRef[] = [
    { type: 'Region', path: 'martinique' },
    { type: 'Category', path: 'martinique/maison/cuisine' },
    { type: 'Product', region: 'guadeloupe', reference: 'REF:with/colon' },
    { type: 'Offer', region: 'reunion', productSlug: 'ventilateur-colonne-ref-000001', offerId: '42' },
    { type: 'Shop', region: 'guyane', shopId: 'shop-7' },
    { type: 'Customer', customerId: '12' },
    { type: 'Address', customerId: '12', name: 'ruedespalmiers97200k3v9q0za' },
    { type: 'Cart', cartId: '0b6f1c2e-5d4a-4e8b-9c1d-2f3a4b5c6d7e' },
    { type: 'CartLine', cartId: '0b6f1c2e-5d4a-4e8b-9c1d-2f3a4b5c6d7e', offerId: '42' },
  ];

  it.each(refs)('round-trips a $type id', (ref) => {
    const id = toGlobalId(ref);
    expect(id).toMatch(/^[A-Za-z0-9+/]+=*$/u);
    expect(fromGlobalId(id)).toEqual(ref);
  });

  it('is base64 of Type:rawId', () => {
    expect(Buffer.from(toGlobalId({ type: 'Region', path: 'martinique' }), 'base64').toString()).toBe(
      'Region:martinique',
    );
  });

  it.each([
    ['empty', ''],
    ['not base64', 'not an id!'],
    ['unknown type', Buffer.from('Order:martinique:1').toString('base64')],
    ['missing part', Buffer.from('Product:martinique').toString('base64')],
    ['extra part', Buffer.from('Shop:martinique:a:b').toString('base64')],
    ['bad escape', Buffer.from('Product:martinique:%E0%A4%A').toString('base64')],
    ['region unfit for a header', Buffer.from('Shop:Mar\ntinique:a').toString('base64')],
    ['address without its customer', Buffer.from('Address:home').toString('base64')],
    ['customer with an empty id', Buffer.from('Customer:').toString('base64')],
    ['cart line without its offer', Buffer.from('CartLine:c1').toString('base64')],
  ])('refuses an id that is %s with BAD_USER_INPUT', (_, id) => {
    expect(() => fromGlobalId(id)).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', errorCode: 'invalid-id' }),
      }),
    );
  });
});
