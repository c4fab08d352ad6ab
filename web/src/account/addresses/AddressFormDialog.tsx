import '../messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import { ADDRESS_COUNTRIES } from '@shop/domain/constants';
import type { AddressFormDialog_address$key } from '../../__generated__/AddressFormDialog_address.graphql.js';
import type { AddressFormDialogCreateMutation } from '../../__generated__/AddressFormDialogCreateMutation.graphql.js';
import type { AddressFormDialogUpdateMutation } from '../../__generated__/AddressFormDialogUpdateMutation.graphql.js';
import { useCatalog } from '../../routing/catalog.js';
import { useCommit } from '../../forms/mutation.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { Dialog } from '../../shell/Dialog.js';
import { AddressForm } from './AddressForm.js';
import type { AddressFormSetError, AddressFormValues, ValidAddressForm } from './AddressForm.js';
import { nationalPhone } from './addressCard.js';
import { addressInputOf, readStoredAddress } from './addressInput.js';
import { countryField } from './countryField.js';
import { addressCallFailed, showAddressErrors } from './userErrors.js';

const addressFragment = graphql`
  fragment AddressFormDialog_address on Address {
    name
    isDefaultShipping
    isDefaultBilling
    ...addressInput_address
  }
`;

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
  const create = useCommit<AddressFormDialogCreateMutation>(graphql`
    mutation AddressFormDialogCreateMutation($input: CreateAddressInput!) {
      createAddress(input: $input) {
        address {
          name
        }
        customer {
          ...AddressBook_customer
        }
        userErrors {
          ...fragments_userError @relay(mask: false)
        }
      }
    }
  `);
  const update = useCommit<AddressFormDialogUpdateMutation>(graphql`
    mutation AddressFormDialogUpdateMutation($input: UpdateAddressInput!) {
      updateAddress(input: $input) {
        address {
          name
        }
        customer {
          ...AddressBook_customer
        }
        userErrors {
          ...fragments_userError @relay(mask: false)
        }
      }
    }
  `);
  const region = regions.find((r) => r.path === catalog)?.countryCode;
  const fields = stored ? readStoredAddress(stored) : null;
  const country = countryField(countries, { current: fields?.country ?? null, region: region ?? null });
  const defaults: AddressFormValues = {
    address: {
      name: stored?.name,
      company: fields?.company ?? '',
      firstName: fields?.firstName ?? '',
      lastName: fields?.lastName ?? '',
      street: fields?.street ?? '',
      postCode: fields?.postCode ?? '',
      city: fields?.city ?? '',
      country: country.value,
      phone: fields ? nationalPhone(fields.phone) : '',
      ...(fields?.email ? { email: fields.email } : {}),
      ...(fields?.website ? { website: fields.website } : {}),
      ...(fields?.latitude != null ? { latitude: fields.latitude } : {}),
      ...(fields?.longitude != null ? { longitude: fields.longitude } : {}),
    },
    defaultShipping: stored?.isDefaultShipping ?? false,
    defaultBilling: stored?.isDefaultBilling ?? false,
  };

  async function save(values: ValidAddressForm, setError: AddressFormSetError): Promise<void> {
    const address = addressInputOf(values.address);
    const defaults = { defaultShipping: values.defaultShipping, defaultBilling: values.defaultBilling };
    try {
      const result = stored
        ? (await update({ input: { name: stored.name, address, ...defaults } })).updateAddress
        : (
            await create({
              input: { ...(values.address.name ? { name: values.address.name } : {}), address, ...defaults },
            })
          ).createAddress;
      if (result.userErrors.length) {
        showAddressErrors(result.userErrors, setError);
        return;
      }
      notify('success', stored ? 'account.addresses.updated' : 'account.addresses.created');
      if (result.address?.name) onSaved?.(result.address.name);
      onClose();
    } catch (error) {
      addressCallFailed(error);
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
        onSubmit={save}
        onCancel={onClose}
      />
    </Dialog>
  );
}
