import '../messages.js';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { AddressBook_customer$key } from '../../__generated__/AddressBook_customer.graphql.js';
import type { AddressBookDeleteMutation } from '../../__generated__/AddressBookDeleteMutation.graphql.js';
import type { AddressBookSetDefaultMutation } from '../../__generated__/AddressBookSetDefaultMutation.graphql.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { AddressCard } from './AddressCard.js';
import { AddressFormDialog } from './AddressFormDialog.js';
import { storedAddressInput } from './addressInput.js';
import type { addressInput_address$key } from '../../__generated__/addressInput_address.graphql.js';
import { AddressListDialog } from './AddressListDialog.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { addressCallFailed, showAddressErrors } from './userErrors.js';

type Open =
  /** The address form, for a new address (null) or the one of that name. */
  { kind: 'form'; name: string | null } | { kind: 'remove'; name: string } | { kind: 'billing' } | null;

/**
 * The address book (spec 2.4 / 4 "Addresses"): the cards with their actions, the address form in a
 * dialog, removal after a confirmation, and the default shipping and billing addresses.
 */
export function AddressBook({ customer }: { customer: AddressBook_customer$key }) {
  const t = useT();
  const data = useFragment(
    graphql`
      fragment AddressBook_customer on Customer {
        id
        addresses {
          id
          name
          isDefaultShipping
          isDefaultBilling
          isRelayPoint
          ...AddressCard_address
          ...AddressFormDialog_address
          ...AddressListDialog_addresses
          ...addressInput_address
        }
      }
    `,
    customer,
  );
  const [open, setOpen] = useState<Open>(null);
  const [setDefault, settingDefault] = useMutation<AddressBookSetDefaultMutation>(graphql`
    mutation AddressBookSetDefaultMutation($input: UpdateAddressInput!) {
      updateAddress(input: $input) {
        customer {
          ...AddressBook_customer
        }
        userErrors {
          ...fragments_userError @relay(mask: false)
        }
      }
    }
  `);
  const [remove, removing] = useMutation<AddressBookDeleteMutation>(graphql`
    mutation AddressBookDeleteMutation($input: DeleteAddressInput!) {
      deleteAddress(input: $input) {
        deletedAddressId @deleteRecord
        customer {
          ...AddressBook_customer
        }
        userErrors {
          ...fragments_userError @relay(mask: false)
        }
      }
    }
  `);

  function makeDefault(
    address: addressInput_address$key & { readonly name: string },
    kind: 'shipping' | 'billing',
  ) {
    setDefault({
      variables: {
        input: {
          name: address.name,
          address: storedAddressInput(address),
          ...(kind === 'shipping' ? { defaultShipping: true } : { defaultBilling: true }),
        },
      },
      onCompleted: ({ updateAddress: result }) => {
        if (result.userErrors.length) showAddressErrors(result.userErrors);
        else
          notify(
            'success',
            kind === 'shipping' ? 'account.addresses.shippingSet' : 'account.addresses.billingSet',
          );
      },
      onError: addressCallFailed,
    });
  }

  function removeAddress(name: string) {
    remove({
      variables: { input: { name } },
      onCompleted: ({ deleteAddress: result }) => {
        if (result.userErrors.length) showAddressErrors(result.userErrors);
        else notify('success', 'account.addresses.removed');
        setOpen(null);
      },
      onError: (error) => {
        addressCallFailed(error);
        setOpen(null);
      },
    });
  }

  const busy = settingDefault || removing;
  const billing = data.addresses.find((a) => a.isDefaultBilling)?.name ?? null;
  const named = (name: string | null) => data.addresses.find((a) => a.name === name) ?? null;
  const editing = open?.kind === 'form' ? named(open.name) : null;
  const removingAddress = open?.kind === 'remove' ? named(open.name) : null;

  return (
    <>
      <div className="button-row address-book__toolbar">
        <button type="button" className="button" onClick={() => setOpen({ kind: 'form', name: null })}>
          {t('account.addresses.add')}
        </button>
        {data.addresses.some((a) => !a.isRelayPoint) ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen({ kind: 'billing' })}
          >
            {t('account.addresses.chooseBilling')}
          </button>
        ) : null}
      </div>
      {data.addresses.length === 0 ? (
        <p className="address-book__empty">{t('account.addresses.empty')}</p>
      ) : (
        <ul className="address-book__list" aria-label={t('account.addresses.list')}>
          {data.addresses.map((address) => {
            return (
              <li key={address.id}>
                <AddressCard address={address}>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('account.addresses.editOf', { name: address.name })}
                    onClick={() => setOpen({ kind: 'form', name: address.name })}
                  >
                    {t('account.addresses.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={t('account.addresses.removeOf', { name: address.name })}
                    onClick={() => setOpen({ kind: 'remove', name: address.name })}
                  >
                    {t('account.addresses.remove')}
                  </button>
                  {address.isDefaultShipping ? null : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('account.addresses.setShippingOf', { name: address.name })}
                      disabled={busy}
                      onClick={() => makeDefault(address, 'shipping')}
                    >
                      {t('account.addresses.setShipping')}
                    </button>
                  )}
                  {address.isDefaultBilling || address.isRelayPoint ? null : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('account.addresses.setBillingOf', { name: address.name })}
                      disabled={busy}
                      onClick={() => makeDefault(address, 'billing')}
                    >
                      {t('account.addresses.setBilling')}
                    </button>
                  )}
                </AddressCard>
              </li>
            );
          })}
        </ul>
      )}
      {open?.kind === 'form' ? (
        <AddressFormDialog address={editing ?? null} onClose={() => setOpen(null)} />
      ) : null}
      {removingAddress ? (
        <ConfirmDialog
          title={t('account.addresses.confirmTitle')}
          text={t('account.addresses.confirmText', { name: removingAddress.name })}
          confirmLabel={t('account.addresses.confirm')}
          busy={removing}
          onConfirm={() => removeAddress(removingAddress.name)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'billing' ? (
        <AddressListDialog
          addresses={data.addresses}
          chosen={billing}
          onClose={() => setOpen(null)}
          onChoose={(name) => {
            const address = data.addresses.find((a) => a.name === name);
            setOpen(null);
            if (address && name !== billing) makeDefault(address, 'billing');
          }}
        />
      ) : null}
    </>
  );
}
