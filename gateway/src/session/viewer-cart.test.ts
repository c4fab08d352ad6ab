import type { Cart } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, gatewayError } from '../errors.js';
import { createViewerCart } from './viewer-cart.js';

const cart = (id: string) => ({ id, cartItems: [] }) as unknown as Cart;

function setup(fetch = vi.fn(async () => cart('read'))) {
  let token: string | undefined = 'first';
  const viewerCart = createViewerCart({ token: () => token, fetch });
  return { viewerCart, fetch, setToken: (next: string | undefined) => (token = next) };
}

describe('createViewerCart', () => {
  it('reads the cart once per request and session', async () => {
    const { viewerCart, fetch, setToken } = setup();
    const [a, b] = await Promise.all([viewerCart.read(), viewerCart.read()]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    setToken('second');
    await viewerCart.read();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers a mutation’s reply without a call, for that session only', async () => {
    const { viewerCart, fetch, setToken } = setup();
    expect(viewerCart.latest()).toBeUndefined();
    viewerCart.replace(cart('changed'));
    expect(viewerCart.latest()?.id).toBe('changed');
    expect((await viewerCart.read())?.id).toBe('changed');
    expect(fetch).not.toHaveBeenCalled();
    setToken('signed-in');
    expect(viewerCart.latest()).toBeUndefined();
  });

  it('has no cart without a session, or when the upstream has forgotten it', async () => {
    const forgotten = gatewayError(ErrorCode.UNAUTHENTICATED, 'Non connecté.', {
      errorCode: 'customer-is-not-logged-in',
    });
    const { viewerCart, setToken } = setup(vi.fn(async () => Promise.reject(forgotten)));
    expect(await viewerCart.read()).toBeNull();
    setToken(undefined);
    expect(await viewerCart.read()).toBeNull();
  });
});
