import { graphql, useFragment } from 'react-relay/hooks';
import type { ParcelCard_parcel$key } from '../../__generated__/ParcelCard_parcel.graphql.js';
import { useI18n } from '../../i18n/index.js';
import { formatDate } from './format.js';

/**
 * A parcel (spec 3): status, tracking number and link, pickup code, contents and the carrier's
 * events, dated in its order's island time (`timeZone`).
 */
export function ParcelCard({ parcel: key, timeZone }: { parcel: ParcelCard_parcel$key; timeZone: string }) {
  const { t, locale } = useI18n();
  const parcel = useFragment(
    graphql`
      fragment ParcelCard_parcel on Parcel {
        parcelId
        statusLabel
        trackingNumber
        trackingUrl
        pickupCode
        items {
          productReference
          productName
          quantity
        }
        events {
          date
          typeLabel
          message
        }
      }
    `,
    key,
  );
  const headingId = `parcel-${parcel.parcelId}`;
  return (
    <article className="parcel" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('account.orders.detail.parcel', { number: parcel.trackingNumber })}</h4>
      <dl className="parcel__facts">
        <dt>{t('account.orders.detail.parcelStatus')}</dt>
        <dd>{parcel.statusLabel}</dd>
        {parcel.pickupCode ? (
          <>
            <dt>{t('account.orders.detail.pickupCode')}</dt>
            <dd>{parcel.pickupCode}</dd>
          </>
        ) : null}
      </dl>
      {parcel.trackingUrl ? (
        <p>
          <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('account.orders.detail.trackingLink', { number: parcel.trackingNumber })}
          </a>
        </p>
      ) : null}
      <h5>{t('account.orders.detail.parcelItems')}</h5>
      <ul>
        {parcel.items.map((item) => (
          <li key={item.productReference}>
            {item.quantity} × {item.productName}
          </li>
        ))}
      </ul>
      <h5>{t('account.orders.detail.parcelEvents')}</h5>
      <ol className="parcel__events">
        {parcel.events.map((event, index) => (
          <li key={`${event.date}-${index}`}>
            <time dateTime={event.date}>{formatDate(event.date, locale, timeZone, true)}</time> —{' '}
            {event.typeLabel} : {event.message}
          </li>
        ))}
      </ol>
    </article>
  );
}
