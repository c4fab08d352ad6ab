import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddressCard_address$key } from '../../__generated__/AddressCard_address.graphql.js';
import { useI18n } from '../../i18n/index.js';
import { addressCardLines } from './addressCard.js';
import { readStoredAddress } from './addressInput.js';

/**
 * An address card (spec 2.4): its name, the person and company, street, postcode and city, the
 * territory, the phone in national form, and the default shipping / billing badges. Actions (edit,
 * remove, choose...) come from the screen that shows it.
 */
export function AddressCard({
  address,
  headingLevel = 2,
  chosen = false,
  children,
}: {
  address: AddressCard_address$key;
  headingLevel?: 2 | 3;
  chosen?: boolean;
  children?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const data = useFragment(
    graphql`
      fragment AddressCard_address on Address {
        name
        isDefaultShipping
        isDefaultBilling
        isRelayPoint
        ...addressInput_address
      }
    `,
    address,
  );
  const lines = addressCardLines({ name: data.name, ...readStoredAddress(data) }, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badges = [
    data.isRelayPoint ? t('account.addresses.relayPoint') : null,
    data.isDefaultShipping ? t('account.addresses.defaultShipping') : null,
    data.isDefaultBilling ? t('account.addresses.defaultBilling') : null,
  ].filter((badge): badge is string => badge !== null);
  return (
    <article className={`address-card${chosen ? ' address-card--chosen' : ''}`}>
      <Heading className="address-card__title">{lines.title}</Heading>
      {badges.length > 0 ? (
        <ul className="address-card__badges">
          {badges.map((badge) => (
            <li key={badge} className="badge badge--default">
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      <address className="address-card__lines">
        {lines.person}
        <br />
        {lines.company ? (
          <>
            {lines.company}
            <br />
          </>
        ) : null}
        {lines.street}
        <br />
        {lines.city}
        <br />
        {lines.country}
        <br />
        {t('account.addresses.phone', { phone: lines.phone })}
      </address>
      {children ? <div className="address-card__actions">{children}</div> : null}
    </article>
  );
}
