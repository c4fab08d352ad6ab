import { graphql } from 'react-relay/hooks';

/**
 * What a sign-in, a registration or a one-time code check changes of the viewer, selected by each of
 * those mutations (spread unmasked) so the header, the cart badge and the route guard update at once.
 */
export const signedInViewerFragment = graphql`
  fragment signInPayload_viewer on Viewer {
    isAuthenticated
    customer {
      id
      firstName
      cartLineCount
    }
  }
`;
