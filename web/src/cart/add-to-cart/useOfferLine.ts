import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { useOfferLineCountQuery } from '../../__generated__/useOfferLineCountQuery.graphql.js';
import type { useOfferLineQuery } from '../../__generated__/useOfferLineQuery.graphql.js';

export interface OfferLine {
  id: string;
  quantity: number;
  maxQuantity: number;
}

/**
 * The cart's line of an offer, for the modify and maximum-quantity states (spec 4), read as lightly
 * as the graph allows: the line count is already in the store (the shell query's badge), and the
 * lines (id, quantity and offer id, no product) are asked only when the cart has some. Every control
 * of the page shares the one query; each quantity call's payload keeps it current.
 */
export function useOfferLine(offerId: string): OfferLine | null {
  const count = useLazyLoadQuery<useOfferLineCountQuery>(
    graphql`
      query useOfferLineCountQuery {
        viewer {
          cart {
            id
            lineCount
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const hasLines = (count.viewer.cart?.lineCount ?? 0) > 0;
  const data = useLazyLoadQuery<useOfferLineQuery>(
    graphql`
      query useOfferLineQuery {
        viewer {
          cart {
            id
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
    // An empty cart has no line to look for: what the store holds (the lines a first add brings) is all.
    { fetchPolicy: hasLines ? 'store-or-network' : 'store-only' },
  );
  const line = (data.viewer?.cart?.lines ?? []).find((candidate) => candidate?.offer?.offerId === offerId);
  return line ? { id: line.id, quantity: line.quantity, maxQuantity: line.maxQuantity } : null;
}
