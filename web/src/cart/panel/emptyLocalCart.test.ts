import { describe, expect, it } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { emptyLocalCart } from './emptyLocalCart.js';

function environmentWithCart() {
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'viewer' } },
    viewer: {
      __id: 'viewer',
      __typename: 'Viewer',
      cart: { __ref: 'cart-1' },
      customer: { __ref: 'customer-1' },
    },
    'customer-1': { __id: 'customer-1', __typename: 'Customer', cartLineCount: 2 },
    'cart-1': {
      __id: 'cart-1',
      __typename: 'Cart',
      lineCount: 2,
      itemCount: 5,
      lines: { __refs: ['line-1', 'line-2'] },
      coupon: { __ref: 'client:cart-1:coupon' },
    },
    'line-1': { __id: 'line-1', __typename: 'CartLine', quantity: 2 },
    'line-2': { __id: 'line-2', __typename: 'CartLine', quantity: 3 },
    'client:cart-1:coupon': { __id: 'client:cart-1:coupon', __typename: 'Coupon', code: 'PROMO5' },
  });
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(source),
  });
  return { environment, source };
}

describe('emptyLocalCart (spec 4: a failed clear empties the local cart)', () => {
  it('leaves the cart without lines, coupon or count, and the badge at 0', () => {
    const { environment, source } = environmentWithCart();
    emptyLocalCart(environment, 'cart-1');
    const cart = source.get('cart-1')!;
    expect(cart.lines).toEqual({ __refs: [] });
    expect(cart.lineCount).toBe(0);
    expect(cart.itemCount).toBe(0);
    expect(cart.coupon).toBeNull();
    expect(source.get('customer-1')!.cartLineCount).toBe(0);
  });

  it('still puts the badge at 0 when the store has no such cart', () => {
    const { environment, source } = environmentWithCart();
    emptyLocalCart(environment, 'another-cart');
    expect(source.get('customer-1')!.cartLineCount).toBe(0);
    expect(source.get('cart-1')!.lineCount).toBe(2);
  });
});
