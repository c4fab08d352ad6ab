import { commitLocalUpdate, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { regionChangeMutation } from '../__generated__/regionChangeMutation.graphql.js';
import { commit } from '../forms/mutation.js';
import type { RegionChange } from '../shell/regionChange.js';
import { openCartDialog } from './dialogs/state.js';
import { reportFailure } from './lineChange.js';

const changeCartRegionMutation = graphql`
  mutation regionChangeMutation($input: ChangeCartRegionInput!) {
    changeCartRegion(input: $input) {
      # The new region's badge and controls read these (shell query, useOfferLine).
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
      removedLines {
        productReference
        productName
        quantity
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

function hasCart(environment: Environment): boolean {
  let found = false;
  commitLocalUpdate(environment, (store) => {
    found = Boolean(store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('cart'));
  });
  return found;
}

/**
 * Spec 4 "region dialog": a root-category change moves the cart (only a shopper who has one); the
 * reply lands in the new region's store, where the shopper goes next, and the lines whose offer is
 * not sold there are listed in the out-of-stock dialog. `environmentFor` comes from the caller: a
 * lazy chunk importing the environments' module made the bundler split the first page's code into
 * more chunks (1.2 KB more gzipped).
 */
export async function changeCartRegion(
  { from, to, locale }: RegionChange,
  environmentFor: (catalog: string, locale: string) => Environment,
): Promise<void> {
  if (!hasCart(environmentFor(from, locale))) return;
  let payload: regionChangeMutation['response'];
  try {
    payload = await commit<regionChangeMutation>(environmentFor(to, locale), changeCartRegionMutation, {
      input: { regionPath: to },
    });
  } catch (error) {
    reportFailure(error);
    throw error;
  }
  const removed = payload.changeCartRegion.removedLines;
  if (removed.length > 0) {
    openCartDialog({
      type: 'outOfStock',
      products: removed.map((line) => ({
        name: line.productName,
        reference: line.productReference,
        quantity: line.quantity,
      })),
    });
  }
}
