import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { RecordSourceProxy } from 'relay-runtime';
import { GatewayError } from '../relay/network.js';
import { applyOptimisticChange, reportFailure, reportReply } from './lineChange.js';
import type { LineChangeRequest } from './lineChange.js';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../notifications/store.js', () => ({ notify }));

const request: LineChangeRequest = {
  offerId: 'o-1',
  method: 'update',
  quantity: 3,
  lineId: 'line-1',
  previousQuantity: 1,
  expectedQuantity: 3,
  productName: 'Rhum vieux',
  rules: { stock: 10, packSize: 1 },
  unitPrice: 25,
  source: 'product',
};

function environmentWithCart() {
  const source = RecordSource.create({
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'viewer' } },
    viewer: { __id: 'viewer', __typename: 'Viewer', id: 'viewer', cart: { __ref: 'cart-1' } },
    'cart-1': {
      __id: 'cart-1',
      __typename: 'Cart',
      id: 'cart-1',
      lineCount: 2,
      lines: { __refs: ['line-1', 'line-2'] },
    },
    'line-1': { __id: 'line-1', __typename: 'CartLine', id: 'line-1', quantity: 1 },
    'line-2': { __id: 'line-2', __typename: 'CartLine', id: 'line-2', quantity: 4 },
  });
  return new Environment({
    network: Network.create(() => Observable.create(() => {})),
    store: new Store(source),
  });
}

function read(environment: Environment, id: string, field: string): unknown {
  return environment.getStore().getSource().get(id)?.[field];
}

function optimistic(environment: Environment, change: LineChangeRequest) {
  return environment.applyUpdate({
    storeUpdater: (store) => applyOptimisticChange(store as unknown as RecordSourceProxy, change),
  });
}

describe('applyOptimisticChange', () => {
  it('shows the predicted quantity at once and puts it back when the update is disposed of', () => {
    const environment = environmentWithCart();
    const update = optimistic(environment, request);
    expect(read(environment, 'line-1', 'quantity')).toBe(3);
    expect(read(environment, 'cart-1', 'lineCount')).toBe(2);
    update.dispose();
    expect(read(environment, 'line-1', 'quantity')).toBe(1);
  });

  it('counts a new line in the badge, and takes it back', () => {
    const environment = environmentWithCart();
    const update = optimistic(environment, { ...request, method: 'add', lineId: null, previousQuantity: 0 });
    expect(read(environment, 'cart-1', 'lineCount')).toBe(3);
    update.dispose();
    expect(read(environment, 'cart-1', 'lineCount')).toBe(2);
  });

  it('takes a removed line out of the cart and the badge until the reply', () => {
    const environment = environmentWithCart();
    const update = optimistic(environment, {
      ...request,
      method: 'remove',
      quantity: 0,
      expectedQuantity: 0,
    });
    expect(read(environment, 'cart-1', 'lineCount')).toBe(1);
    expect(read(environment, 'cart-1', 'lines')).toEqual({ __refs: ['line-2'] });
    update.dispose();
    expect(read(environment, 'cart-1', 'lines')).toEqual({ __refs: ['line-1', 'line-2'] });
    expect(read(environment, 'cart-1', 'lineCount')).toBe(2);
  });
});

describe('reportReply', () => {
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  beforeEach(() => {
    notify.mockClear();
    events.length = 0;
    vi.stubGlobal('window', new EventTarget());
    // The shopper accepted audience measurement: the events reach their listeners (cookie consent).
    vi.stubGlobal('document', { cookie: 'consent=v1.a1.m0' });
    window.addEventListener('shop:analytics', listener);
  });
  afterEach(() => vi.unstubAllGlobals());

  const line = (quantity: number, stockQuantity = 10) => ({ quantity, offer: { stockQuantity } });

  it('an update is an info notice and raises add to cart with the units added', () => {
    const result = reportReply(request, { line: line(3), userErrors: [] });
    expect(result).toEqual({ ok: true, quantity: 3, maxQuantityReached: false });
    expect(notify).toHaveBeenCalledWith('info', 'addToCart.update', { product: 'Rhum vieux' });
    expect(events).toEqual([
      { event: 'add_to_cart', offerId: 'o-1', name: 'Rhum vieux', quantity: 2, price: 25 },
    ]);
  });

  it('a first add from a card is added, and raised as add to cart light', () => {
    reportReply(
      { ...request, method: 'add', previousQuantity: 0, source: 'card' },
      { line: line(1), userErrors: [] },
    );
    expect(notify).toHaveBeenCalledWith('info', 'addToCart.add', { product: 'Rhum vieux' });
    expect(events).toMatchObject([{ event: 'add_to_cart_light', quantity: 1 }]);
  });

  it('a capped change shows the maximum quantity with the stock and the product', () => {
    const result = reportReply(request, {
      line: line(7, 7),
      userErrors: [{ code: 'MAX_QUANTITY_REACHED', message: 'Quantité maximale atteinte (7 en stock)' }],
    });
    expect(result.maxQuantityReached).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('info', 'addToCart.maxQty', { stock: 7, product: 'Rhum vieux' });
  });

  it('a removal is a danger notice and raises remove from cart', () => {
    const result = reportReply(
      { ...request, method: 'remove', previousQuantity: 4 },
      { line: null, removedLineId: 'line-1', userErrors: [] },
    );
    expect(result.quantity).toBe(0);
    expect(notify).toHaveBeenCalledWith('danger', 'addToCart.remove', { product: 'Rhum vieux' });
    expect(events).toMatchObject([{ event: 'remove_from_cart', quantity: 4 }]);
  });

  it('a refusal changes nothing and raises no event', () => {
    const result = reportReply(request, { line: null, userErrors: [{ code: 'OUT_OF_STOCK', message: '' }] });
    expect(result).toEqual({ ok: false, quantity: 1, maxQuantityReached: false });
    expect(notify).toHaveBeenCalledWith('danger', 'addToCart.outOfStock');
    expect(events).toEqual([]);
  });
});

describe('reportFailure', () => {
  beforeEach(() => notify.mockClear());

  it('shows the server access error, except for a call that never reached the gateway', () => {
    reportFailure(new GatewayError('network error', 0, undefined, undefined));
    expect(notify).not.toHaveBeenCalled();
    reportFailure(new GatewayError('bad request', 400, undefined, undefined));
    expect(notify).toHaveBeenCalledWith('danger', 'errors.server.access');
  });
});
