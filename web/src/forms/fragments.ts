import { graphql } from 'react-relay/hooks';

/**
 * What every form's mutation selects of its expected failures, spread unmasked in the payload
 * (`userErrors { ...fragments_userError @relay(mask: false) }`) so the payload's type carries the
 * fields the kit's `showFieldErrors` reads.
 */
export const userErrorFragment = graphql`
  fragment fragments_userError on UserError {
    code
    field
    message
  }
`;
