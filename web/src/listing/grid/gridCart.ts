import { createContext, useContext, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { gridCartQuery } from '../../__generated__/gridCartQuery.graphql.js';
import type { LineChangeRequest, LineChangeResult } from '../../cart/lineChange.js';
import { emptyLocalCart } from '../../cart/panel/emptyLocalCart.js';
import { sendQuantity } from '../../cart/setQuantity.js';
import { notify } from '../../notifications/store.js';
import { GatewayError } from '../../relay/network.js';

/** A line of the cart, as a grid row's control needs it. */
export interface GridCartLine {
  id: string;
  quantity: number;
  maxQuantity: number;
}

export interface GridCart {
  cartId: string | null;
  lineOf: (offerId: string) => GridCartLine | null;
}

export const GridCartContext = createContext<GridCart>({ cartId: null, lineOf: () => null });
export const useGridCart = () => useContext(GridCartContext);

/**
 * The cart's lines by offer, read once for the whole grid (one query, however many rows show);
 * every quantity call's payload keeps them current.
 */
export function useGridCartLines(): GridCart {
  const data = useLazyLoadQuery<gridCartQuery>(
    graphql`
      query gridCartQuery {
        viewer {
          cart {
            id
            # Each line is handed whole to the row controls (GridAddToCart).
            # eslint-disable-next-line relay/unused-fields
            lines {
              id
              quantity
              maxQuantity
              offer {
                id
                offerId
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const cart = data.viewer.cart;
  return useMemo(() => {
    const lines = new Map<string, GridCartLine>();
    for (const line of cart?.lines ?? []) lines.set(line.offer.offerId, line);
    return { cartId: cart?.id ?? null, lineOf: (offerId) => lines.get(offerId) ?? null };
  }, [cart]);
}

/**
 * Spec 8, in the grid: a quantity call that fails, unless it was cancelled (499), empties the cart
 * as the page holds it (the next read of the cart tells the truth) and shows the server access
 * notice. The cart's spec 8 success notices and marketing events are the other controls' own.
 */
export function sendGridLine(
  environment: Environment,
  request: LineChangeRequest,
  cartId: string | null,
): Promise<LineChangeResult> {
  return new Promise((resolve) => {
    sendQuantity(
      environment,
      request,
      () => true,
      resolve,
      undefined,
      (error) => {
        if (error instanceof GatewayError && error.status === 499) return;
        if (cartId !== null) emptyLocalCart(environment, cartId);
        notify('danger', 'errors.server.access');
      },
    );
  });
}
