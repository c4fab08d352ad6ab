import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressChoices_addresses$key } from '../__generated__/AddressChoices_addresses.graphql.js';

/** The customer's addresses the cart may take, as a radio group (shipping or billing address). */
export function AddressChoices({
  legend,
  group,
  addresses,
  chosen,
  onChoose,
}: {
  legend: string;
  /** The radios' `name`. */
  group: string;
  addresses: AddressChoices_addresses$key;
  chosen: string | null;
  onChoose: (name: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AddressChoices_addresses on Address @relay(plural: true) {
        id
        name
        firstName
        lastName
        street
        postCode
        city
      }
    `,
    addresses,
  );
  return (
    <fieldset className="checkout-choices">
      <legend className="visually-hidden">{legend}</legend>
      {data.map((address) => (
        <label key={address.id} className="checkout-choice">
          <input
            type="radio"
            name={group}
            value={address.name}
            checked={chosen === address.name}
            onChange={() => onChoose(address.name)}
          />
          <span>
            <strong>
              {address.firstName} {address.lastName}
            </strong>
            <br />
            {address.street}, {address.postCode} {address.city}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
