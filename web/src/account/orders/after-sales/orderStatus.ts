import { graphql } from 'react-relay/hooks';

/**
 * What an after-sales mutation (a cancellation, a withdrawal, a return) selects of the order it
 * changed, spread unmasked in its payload: the order's pages read these from the store when the
 * shopper goes back to them, without asking again.
 */
export const orderStatusFragment = graphql`
  fragment orderStatus_order on Order {
    id
    status
    statusLabel
    statusDate
  }
`;
