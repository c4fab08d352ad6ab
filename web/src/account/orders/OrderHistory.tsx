import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderHistory_order$key } from '../../__generated__/OrderHistory_order.graphql.js';
import { useI18n } from '../../i18n/index.js';
import { formatDate } from './format.js';

/** The order's history, oldest first (spec 3): each status reached, and the parcels a shipping sent. */
export function OrderHistory({ order: key }: { order: OrderHistory_order$key }) {
  const { t, locale } = useI18n();
  const { events, timeZone } = useFragment(
    graphql`
      fragment OrderHistory_order on Order {
        timeZone
        events {
          instant
          stageLabel
          message
          tracking {
            trackingNumber
            trackingUrl
          }
        }
      }
    `,
    key,
  );
  return (
    <section className="order-section" aria-labelledby="order-history">
      <h2 id="order-history">{t('account.orders.detail.history')}</h2>
      <ol className="order-timeline">
        {events.map((event, index) => (
          <li key={`${event.instant}-${index}`} className="order-timeline__event">
            <time dateTime={event.instant}>{formatDate(event.instant, locale, timeZone, true)}</time>{' '}
            <strong>{event.stageLabel}</strong>
            {event.message ? <span> — {event.message}</span> : null}
            {event.tracking.length > 0 ? (
              <ul className="order-timeline__tracking">
                {event.tracking.map((parcel) => (
                  <li key={parcel.trackingNumber}>
                    {parcel.trackingUrl ? (
                      <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {t('account.orders.detail.trackingLink', { number: parcel.trackingNumber })}
                      </a>
                    ) : (
                      parcel.trackingNumber
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
