import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useClearCartMutation } from '../../__generated__/useClearCartMutation.graphql.js';
import { commit } from '../../forms/mutation.js';
import { notify } from '../../notifications/store.js';
import { emptyLocalCart } from './emptyLocalCart.js';

const clearCartMutation = graphql`
  mutation useClearCartMutation {
    clearCart {
      cart {
        # The panel and the cart page read the cart through these; the payload refreshes them.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CartPanel_cart
      }
      viewer {
        ...fragments_cartCounts @relay(mask: false)
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * Spec 4 "cart deletion": the cart is emptied in the store once the gateway has cleared it. A failed
 * clear empties the local cart all the same (the shopper asked for an empty cart; the next read of
 * the cart tells the truth) and shows the spec 8 cart failure.
 */
export function useClearCart(cartId: string): { clear: () => Promise<boolean>; clearing: boolean } {
  const environment = useRelayEnvironment();
  const [clearing, setClearing] = useState(false);
  const clear = useCallback(async () => {
    setClearing(true);
    try {
      const payload = await commit<useClearCartMutation>(environment, clearCartMutation, {});
      if (payload.clearCart.userErrors.length > 0) throw new Error(payload.clearCart.userErrors[0]!.message);
      return true;
    } catch {
      emptyLocalCart(environment, cartId);
      notify('danger', 'errors.server.access');
      return false;
    } finally {
      setClearing(false);
    }
  }, [environment, cartId]);
  return { clear, clearing };
}
