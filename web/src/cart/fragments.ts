/* eslint-disable relay/unused-fields -- read by the shell and the guard through their own queries, which the payloads refresh */
import { graphql } from 'react-relay/hooks';

/**
 * What every cart change refreshes on the viewer, spread unmasked in its payload
 * (`viewer { ...fragments_cartCounts @relay(mask: false) }`): the badge reads `cart.lineCount`
 * (shell query) and the checkout guard the customer's `cartLineCount`.
 */
export const cartCountsFragment = graphql`
  fragment fragments_cartCounts on Viewer {
    id
    cart {
      id
      lineCount
    }
    customer {
      id
      cartLineCount
    }
  }
`;
