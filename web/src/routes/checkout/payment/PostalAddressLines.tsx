import { graphql, useFragment } from 'react-relay/hooks';
import type { PostalAddressLines_address$key } from '../../../__generated__/PostalAddressLines_address.graphql.js';

/** An address as a cart or an order holds it, line by line. */
export function PostalAddressLines({ address }: { address: PostalAddressLines_address$key }) {
  const data = useFragment(
    graphql`
      fragment PostalAddressLines_address on PostalAddress {
        company
        firstName
        lastName
        street
        postCode
        city
        phone
      }
    `,
    address,
  );
  return (
    <address>
      {data.company ? (
        <>
          {data.company}
          <br />
        </>
      ) : null}
      {data.firstName} {data.lastName}
      <br />
      {data.street}
      <br />
      {data.postCode} {data.city}
      <br />
      {data.phone}
    </address>
  );
}
