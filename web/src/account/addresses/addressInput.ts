import { graphql, readInlineData } from 'react-relay/hooks';
import type { AddressInput } from '../../__generated__/AddressFormDialogCreateMutation.graphql.js';
import type { addressInput_address$key } from '../../__generated__/addressInput_address.graphql.js';

/**
 * The fields of a stored address that the card, the form and the mutations share (`@inline`: read
 * by plain functions with `readStoredAddress`, outside any component).
 */
const storedAddressFragment = graphql`
  fragment addressInput_address on Address @inline {
    company
    firstName
    lastName
    street
    postCode
    city
    country
    phone
    email
    website
    latitude
    longitude
  }
`;

/** The fields of a stored address that the mutations take back. */
export interface StoredAddress {
  readonly company?: string | null | undefined;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly postCode: string;
  readonly city: string;
  readonly country: string;
  readonly phone: string;
  readonly email?: string | null | undefined;
  readonly website?: string | null | undefined;
  readonly latitude?: number | null | undefined;
  readonly longitude?: number | null | undefined;
}

/** An address as the mutations take it, from a stored one (the fields the form does not show kept). */
export function addressInputOf(address: StoredAddress): AddressInput {
  return {
    company: address.company ?? null,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    city: address.city,
    postCode: address.postCode,
    country: address.country,
    phone: address.phone,
    email: address.email ?? null,
    website: address.website ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

/** The fields of a stored address, for a card, the form's defaults or a mutation's input. */
export function readStoredAddress(address: addressInput_address$key) {
  return readInlineData(storedAddressFragment, address);
}

/** The input of a stored address (making it a default keeps every field, those the form hides too). */
export function storedAddressInput(address: addressInput_address$key): AddressInput {
  return addressInputOf(readStoredAddress(address));
}
