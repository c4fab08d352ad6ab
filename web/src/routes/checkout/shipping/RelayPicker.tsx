import type { Locale } from '@shop/domain/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { RelayPicker_shipment$key } from '../../../__generated__/RelayPicker_shipment.graphql.js';
import type { RelayPickerQuery } from '../../../__generated__/RelayPickerQuery.graphql.js';
import { formatNumber } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';

const relayQuery = graphql`
  query RelayPickerQuery($input: RelayPointSearchInput!) {
    relayPoints(input: $input) {
      origin
      relayPoints {
        code
        company
        street
        postCode
        city
        distance
        openingTimes {
          day
          closed
          hours {
            open
            close
          }
        }
      }
    }
  }
`;

type Relays = NonNullable<RelayPickerQuery['response']['relayPoints']>;

interface Place {
  street: string;
  postCode: string;
  city: string;
}

/**
 * A shipment's relay point (spec 2.4): the point chosen so far, a search around a place that starts
 * as the shipment's address, and the points found with their opening hours.
 */
export function RelayPicker({
  shipment,
  onChoose,
}: {
  shipment: RelayPicker_shipment$key;
  onChoose(code: string): void;
}) {
  const { t, locale } = useI18n();
  const { address, weightGrams, relayPoint } = useFragment(
    graphql`
      fragment RelayPicker_shipment on Shipment {
        weightGrams
        address {
          street
          postCode
          city
          country
        }
        relayPoint {
          company
        }
      }
    `,
    shipment,
  );
  const search = useRelaySearch();
  const fieldId = useId();
  const [relays, setRelays] = useState<Relays | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const where = place ?? {
    street: address?.street ?? '',
    postCode: address?.postCode ?? '',
    city: address?.city ?? '',
  };

  const findRelays = (event: React.FormEvent) => {
    event.preventDefault();
    if (!address) return;
    search(
      {
        address: where.street,
        postCode: where.postCode,
        city: where.city,
        countryCode: address.country,
        weightGrams,
      },
      (found) => {
        setRelays(found);
        requestAnimationFrame(() => resultsRef.current?.focus());
      },
    );
  };

  return (
    <div className="checkout-relay">
      {relayPoint ? (
        <p>{t('checkout.shipping.relay.chosen', { name: relayPoint.company })}</p>
      ) : (
        <p>{t('checkout.shipping.relay.required')}</p>
      )}
      <form className="checkout-relay__search" onSubmit={findRelays}>
        {(['street', 'postCode', 'city'] as const).map((field) => (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`${fieldId}-${field}`}>
              {t(`checkout.shipping.relay.${field}`)}
            </label>
            <input
              id={`${fieldId}-${field}`}
              className="field__input"
              value={where[field]}
              required
              autoComplete="off"
              onChange={(event) => setPlace({ ...where, [field]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="button button--secondary">
          {t('checkout.shipping.relay.search')}
        </button>
      </form>
      {relays ? (
        <>
          <h3 ref={resultsRef} tabIndex={-1}>
            {t('checkout.shipping.relay.results', { place: relays.origin })}
          </h3>
          {relays.relayPoints.length === 0 ? <p>{t('checkout.shipping.relay.none')}</p> : null}
          <ul className="checkout-relays">
            {relays.relayPoints.map((relay) => (
              <li key={relay.code} className="checkout-relay__item">
                <strong>{relay.company}</strong>
                <br />
                {relay.street}, {relay.postCode} {relay.city} —{' '}
                {t('checkout.shipping.relay.distance', { distance: formatDistance(relay.distance, locale) })}
                <details>
                  <summary>{t('checkout.shipping.relay.hours')}</summary>
                  <dl className="checkout-hours">
                    {relay.openingTimes.map((day) => (
                      <div key={day.day}>
                        <dt>{t(`checkout.shipping.days.${day.day}`)}</dt>
                        <dd>
                          {day.closed
                            ? t('checkout.shipping.relay.closed')
                            : day.hours.map((h) => `${h.open}–${h.close}`).join(', ')}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
                <button
                  type="button"
                  className="button"
                  aria-label={`${t('checkout.shipping.relay.choose')} : ${relay.company}`}
                  onClick={() => onChoose(relay.code)}
                >
                  {t('checkout.shipping.relay.choose')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** Relay point searches: a new one unsubscribes the pending one, so only the latest answers. */
function useRelaySearch() {
  const environment = useRelayEnvironment();
  const pending = useRef<{ unsubscribe(): void } | null>(null);
  useEffect(() => () => pending.current?.unsubscribe(), []);
  return (input: RelayPickerQuery['variables']['input'], done: (found: Relays | null) => void) => {
    pending.current?.unsubscribe();
    pending.current = fetchQuery<RelayPickerQuery>(environment, relayQuery, { input }).subscribe({
      next: (reply) => done(reply.relayPoints ?? null),
      // A failure was told by the network layer (spec 8).
      error: () => {},
    });
  };
}

function formatDistance(metres: number, locale: Locale): string {
  return metres < 1000 ? `${metres} m` : `${formatNumber(metres / 1000, locale, 1)} km`;
}
