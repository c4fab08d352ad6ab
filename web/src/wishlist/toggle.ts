import { graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { toggleWishlistAddMutation } from '../__generated__/toggleWishlistAddMutation.graphql.js';
import type { toggleWishlistRemoveMutation } from '../__generated__/toggleWishlistRemoveMutation.graphql.js';
import { commit } from '../forms/mutation.js';

// Loaded on the first click of a heart: the product cards of the home page carry no mutation.
const addMutation = graphql`
  mutation toggleWishlistAddMutation($input: WishlistInput!) {
    addToWishlist(input: $input) {
      product {
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...WishlistButton_product
      }
      userErrors {
        code
        message
      }
    }
  }
`;

const removeMutation = graphql`
  mutation toggleWishlistRemoveMutation($input: WishlistInput!) {
    removeFromWishlist(input: $input) {
      product {
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...WishlistButton_product
      }
      userErrors {
        code
        message
      }
    }
  }
`;

/** Adds the product to the wish list, or takes it off; answers the refusals (`userErrors`). */
export async function toggleWishlist(
  environment: Environment,
  reference: string,
  on: boolean,
): Promise<readonly { message: string }[]> {
  const variables = { input: { reference } };
  return on
    ? (await commit<toggleWishlistRemoveMutation>(environment, removeMutation, variables)).removeFromWishlist
        .userErrors
    : (await commit<toggleWishlistAddMutation>(environment, addMutation, variables)).addToWishlist.userErrors;
}
