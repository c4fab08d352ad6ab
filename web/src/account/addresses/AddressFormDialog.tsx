import '../messages.js';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { ADDRESS_COUNTRIES } from '@shop/domain/constants';
import type { AddressFormDialog_address$key } from '../../__generated__/AddressFormDialog_address.graphql.js';
import type {
  AddressFormDialogCreateMutation,
  AddressInput,
} from '../../__generated__/AddressFormDialogCreateMutation.graphql.js';
import type { AddressFormDialogUpdateMutation } from '../../__generated__/AddressFormDialogUpdateMutation.graphql.js';
import { useCatalog } from '../../routing/catalog.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { Dialog } from '../../shell/Dialog.js';
import { ADDRESS_FIELDS, AddressForm } from './AddressForm.js';
import type { AddressFormSetError, AddressFormValues, ValidAddressForm } from './AddressForm.js';
import { nationalPhone } from './addressCard.js';
import { countryField } from './countryField.js';
import { addressErrorKey, fieldOf } from './userErrors.js';
import type { UserErrorLike } from './userErrors.js';

const addressFragment = graphql`
  fragment AddressFormDialog_address on Address {
    name
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
    isDefaultShipping
    isDefaultBilling
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

/** Tells the shopper why an address call failed: under its field when it has one, else a notice. */
export function showAddressErrors(
  userErrors: readonly UserErrorLike[],
  setError?: AddressFormSetError,
): void {
  let focused = false;
  for (const error of userErrors) {
    const field = setError ? fieldOf(error, ADDRESS_FIELDS) : null;
    if (field && setError) {
      setError(`address.${field}`, { message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else notify('danger', addressErrorKey(error.code));
  }
}

/** A failed address call that never reached its answer (spec 8 "unauthorised to create an address"). */
export function addressCallFailed(error: Error): void {
  // Read like the network layer's GatewayError, without importing it into this chunk.
  const status = (error as Error & { status?: unknown }).status;
  const denied = status === 401 || status === 403;
  notify('danger', denied ? 'account.addresses.unauthorized' : 'account.addresses.error');
}

/**
 * The address form in a dialog: a new address, or the one given to edit. Saved with
 * `createAddress` / `updateAddress`; the address book comes back in the payload (`AddressBook_customer`),
 * so every screen showing it is up to date without another query.
 */
export function AddressFormDialog({
  address,
  countries = ADDRESS_COUNTRIES,
  onClose,
  onSaved,
}: {
  address?: AddressFormDialog_address$key | null;
  /** The countries to offer (spec 5: one alone is preset, the select then disabled). */
  countries?: readonly string[];
  onClose: () => void;
  onSaved?: (name: string) => void;
}) {
  const t = useT();
  const { catalog, regions } = useCatalog();
  const stored = useFragment(addressFragment, address ?? null);
  const [create, creating] = useMutation<AddressFormDialogCreateMutation>(graphql`
    mutation AddressFormDialogCreateMutation($input: CreateAddressInput!) {
      createAddress(input: $input) {
        address {
          name
        }
        customer {
          ...AddressBook_customer
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
  const [update, updating] = useMutation<AddressFormDialogUpdateMutation>(graphql`
    mutation AddressFormDialogUpdateMutation($input: UpdateAddressInput!) {
      updateAddress(input: $input) {
        address {
          name
        }
        customer {
          ...AddressBook_customer
        }
        userErrors {
          code
          field
          message
        }
      }
    }
  `);
  const region = regions.find((r) => r.path === catalog)?.countryCode;
  const country = countryField(countries, { current: stored?.country ?? null, region: region ?? null });
  const defaults: AddressFormValues = {
    address: {
      name: stored?.name,
      company: stored?.company ?? '',
      firstName: stored?.firstName ?? '',
      lastName: stored?.lastName ?? '',
      street: stored?.street ?? '',
      postCode: stored?.postCode ?? '',
      city: stored?.city ?? '',
      country: country.value,
      phone: stored ? nationalPhone(stored.phone) : '',
      ...(stored?.email ? { email: stored.email } : {}),
      ...(stored?.website ? { website: stored.website } : {}),
      ...(stored?.latitude != null ? { latitude: stored.latitude } : {}),
      ...(stored?.longitude != null ? { longitude: stored.longitude } : {}),
    },
    defaultShipping: stored?.isDefaultShipping ?? false,
    defaultBilling: stored?.isDefaultBilling ?? false,
  };

  function save(values: ValidAddressForm, setError: AddressFormSetError) {
    const input = addressInputOf(values.address);
    const done = (name: string | undefined, key: string) => {
      notify('success', key);
      if (name) onSaved?.(name);
      onClose();
    };
    if (stored) {
      update({
        variables: {
          input: {
            name: stored.name,
            address: input,
            defaultShipping: values.defaultShipping,
            defaultBilling: values.defaultBilling,
          },
        },
        onCompleted: ({ updateAddress: result }) => {
          if (result.userErrors.length) showAddressErrors(result.userErrors, setError);
          else done(result.address?.name, 'account.addresses.updated');
        },
        onError: addressCallFailed,
      });
    } else {
      create({
        variables: {
          input: {
            ...(values.address.name ? { name: values.address.name } : {}),
            address: input,
            defaultShipping: values.defaultShipping,
            defaultBilling: values.defaultBilling,
          },
        },
        onCompleted: ({ createAddress: result }) => {
          if (result.userErrors.length) showAddressErrors(result.userErrors, setError);
          else done(result.address?.name, 'account.addresses.created');
        },
        onError: addressCallFailed,
      });
    }
  }

  return (
    <Dialog
      title={stored ? t('account.addressForm.editTitle') : t('account.addressForm.newTitle')}
      onClose={onClose}
      closeLabel={t('account.addressForm.close')}
      className="address-dialog"
    >
      <AddressForm
        defaults={defaults}
        country={country}
        editing={Boolean(stored)}
        saving={creating || updating}
        onSubmit={save}
        onCancel={onClose}
      />
    </Dialog>
  );
}
