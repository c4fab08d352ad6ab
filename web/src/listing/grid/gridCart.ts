import { createContext, useContext, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { gridCartQuery } from '../../__generated__/gridCartQuery.graphql.js';
import type { LineChangeRequest, LineChangeResult } from '../../cart/lineChange.js';
import { sendQuantity } from '../../cart/setQuantity.js';
import { gridCartFailure } from './gridCartFailure.js';

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

/** One quantity call of a grid row, with the grid's failure rule (`gridCartFailure`). */
export function sendGridLine(
  environment: Environment,
  request: LineChangeRequest,
  cartId: string | null,
): Promise<LineChangeResult> {
  return new Promise((resolve) => {
    sendQuantity(environment, request, () => true, resolve, undefined, gridCartFailure(environment, cartId));
  });
}
