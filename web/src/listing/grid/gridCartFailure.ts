import type { Environment } from 'relay-runtime';
import { emptyLocalCart } from '../../cart/panel/emptyLocalCart.js';
import { notify } from '../../notifications/store.js';
import { GatewayError } from '../../relay/network.js';

/**
 * Spec 8, in the grid: a quantity call that fails, unless it was cancelled (499), empties the cart
 * as the page holds it (the next read of the cart tells the truth) and shows the server access
 * notice.
 */
export function gridCartFailure(environment: Environment, cartId: string | null): (error: Error) => void {
  return (error) => {
    if (error instanceof GatewayError && error.status === 499) return;
    if (cartId !== null) emptyLocalCart(environment, cartId);
    notify('danger', 'errors.server.access');
  };
}
