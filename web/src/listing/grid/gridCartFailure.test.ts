import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { notify } from '../../notifications/store.js';
import { GatewayError } from '../../relay/network.js';
import { gridCartFailure } from './gridCartFailure.js';

vi.mock('../../notifications/store.js', () => ({ notify: vi.fn() }));

function environmentWithCart() {
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'viewer' } },
    viewer: { __id: 'viewer', __typename: 'Viewer', cart: { __ref: 'cart-1' } },
    'cart-1': {
      __id: 'cart-1',
      __typename: 'Cart',
      lineCount: 1,
      itemCount: 2,
      lines: { __refs: ['line-1'] },
    },
    'line-1': { __id: 'line-1', __typename: 'CartLine', quantity: 2 },
  });
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(source),
  });
  return { environment, source };
}

const failure = (status: number) => new GatewayError('failed', status, undefined, undefined);

describe('gridCartFailure (spec 8: a grid cart failure other than 499)', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('empties the page’s cart and shows the server access notice', () => {
    const { environment, source } = environmentWithCart();
    gridCartFailure(environment, 'cart-1')(failure(503));
    expect(source.get('cart-1')).toMatchObject({ lineCount: 0, itemCount: 0, lines: { __refs: [] } });
    expect(notify).toHaveBeenCalledWith('danger', 'errors.server.access');
  });

  it('does so for a call that never reached the gateway too', () => {
    const { environment, source } = environmentWithCart();
    gridCartFailure(environment, 'cart-1')(failure(0));
    expect(source.get('cart-1')).toMatchObject({ lineCount: 0 });
    expect(notify).toHaveBeenCalledWith('danger', 'errors.server.access');
  });

  it('leaves the cart as it is when the request was cancelled (499)', () => {
    const { environment, source } = environmentWithCart();
    gridCartFailure(environment, 'cart-1')(failure(499));
    expect(source.get('cart-1')).toMatchObject({ lineCount: 1, lines: { __refs: ['line-1'] } });
    expect(notify).not.toHaveBeenCalled();
  });
});
