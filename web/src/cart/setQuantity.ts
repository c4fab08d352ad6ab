import { commitMutation, graphql } from 'react-relay/hooks';
import type { Disposable, Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { CartLineMethod } from '@shop/domain/cart';
import type { CartLineMethod as GraphQLCartLineMethod } from '../__generated__/setQuantityMutation.graphql.js';
import { applyOptimisticChange, reportFailure, reportReply } from './lineChange.js';
import type { LineChangeReply, LineChangeRequest, LineChangeResult } from './lineChange.js';

/**
 * The quantity call every add-to-cart control and cart line makes. Its payload refreshes what the
 * first page and the controls read: the badge's `lineCount` (cart and viewer, whose `cart` is new
 * after a visitor's first add), the cart's lines by offer (the modify state), the changed line, and
 * the guard's `cartLineCount`; a line that left is deleted from the store.
 */
export const setQuantityMutation = graphql`
  mutation setQuantityMutation($input: SetCartLineQuantityInput!) {
    setCartLineQuantity(input: $input) {
      # Read by the badge (shell query) and the controls (useOfferLine), not here.
      # eslint-disable-next-line relay/unused-fields
      cart {
        id
        lineCount
        itemCount
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
      line {
        id
        quantity
        maxQuantity
        offer {
          id
          stockQuantity
        }
      }
      removedLineId @deleteRecord
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
 * What a quantity mutation must select for `useCartLineQuantity` to word its reply. A screen that
 * shows more of the cart (the cart page's totals, the side panel's lines) passes its own mutation
 * with these fields plus its fragments, so one reply refreshes all it shows.
 */
export interface QuantityMutation extends MutationParameters {
  variables: {
    input: { offerId: string; quantity?: number | null | undefined; method: GraphQLCartLineMethod };
  };
  response: { readonly setCartLineQuantity: LineChangeReply };
}

const METHODS: Record<CartLineMethod, GraphQLCartLineMethod> = {
  add: 'ADD',
  update: 'UPDATE',
  remove: 'REMOVE',
  add_one: 'ADD_ONE',
};

/**
 * Sends one quantity call with its optimistic update; `done` hears the outcome only while the call
 * is the latest (`isLatest`). Disposing of the result aborts the request and rolls the optimistic
 * update back. `fail` tells the shopper of a failed call (the product grid has its own rule).
 */
export function sendQuantity(
  environment: Environment,
  request: LineChangeRequest,
  isLatest: () => boolean,
  done: (result: LineChangeResult) => void,
  mutation: GraphQLTaggedNode = setQuantityMutation,
  fail: (error: Error) => void = reportFailure,
): Disposable {
  return commitMutation<QuantityMutation>(environment, {
    mutation,
    variables: {
      input: { offerId: request.offerId, quantity: request.quantity, method: METHODS[request.method] },
    },
    optimisticUpdater: (store) => applyOptimisticChange(store, request),
    onCompleted: (response) => {
      if (!isLatest()) return;
      done(reportReply(request, response.setCartLineQuantity));
    },
    onError: (error) => {
      if (!isLatest()) return;
      fail(error);
      done({ ok: false, quantity: request.previousQuantity, maxQuantityReached: false });
    },
  });
}
