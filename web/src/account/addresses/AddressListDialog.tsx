import '../messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressListDialog_addresses$key } from '../../__generated__/AddressListDialog_addresses.graphql.js';
import { useT } from '../../i18n/index.js';
import { Dialog } from '../../shell/Dialog.js';
import { AddressCard } from './AddressCard.js';

/**
 * The address list dialog (spec 2.4): the customer's addresses as cards, one of them chosen, each
 * with a button to choose it. The checkout's billing step uses it too; relay points are left out,
 * nobody is billed at a pickup point.
 */
export function AddressListDialog({
  addresses,
  chosen,
  title,
  onChoose,
  onClose,
}: {
  addresses: AddressListDialog_addresses$key;
  /** Name of the address chosen now, if any. */
  chosen: string | null | undefined;
  title?: string;
  onChoose: (name: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const list = useFragment(
    graphql`
      fragment AddressListDialog_addresses on Address @relay(plural: true) {
        id
        name
        isRelayPoint
        ...AddressCard_address
      }
    `,
    addresses,
  ).filter((address) => !address.isRelayPoint);
  return (
    <Dialog
      title={title ?? t('account.addressList.title')}
      onClose={onClose}
      closeLabel={t('account.addressForm.close')}
      className="address-dialog"
    >
      {list.length === 0 ? (
        <p>{t('account.addressList.empty')}</p>
      ) : (
        <ul className="address-list">
          {list.map((address) => {
            const isChosen = address.name === chosen;
            return (
              <li key={address.id}>
                <AddressCard address={address} headingLevel={3} chosen={isChosen}>
                  <button
                    type="button"
                    className={isChosen ? 'button' : 'button button--secondary'}
                    onClick={() => onChoose(address.name)}
                  >
                    {isChosen ? t('account.addressList.chosen') : t('account.addressList.choose')}
                    <span className="visually-hidden"> ({address.name})</span>
                  </button>
                </AddressCard>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
