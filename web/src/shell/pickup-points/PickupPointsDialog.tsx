import { Component, useState } from 'react';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { PICKUP_POINT_OPENING_TIMES } from '@shop/domain/pickup-points';
import type { PickupPointsDialogQuery } from '../../__generated__/PickupPointsDialogQuery.graphql.js';
import { formatNumber, pluralForm } from '../../format/numbers.js';
import { telHref } from '../../format/phone.js';
import { useI18n, useT } from '../../i18n/index.js';
import { Suspense } from '../../routing/hydration.js';
import { Dialog } from '../Dialog.js';
import './messages.js';
import './PickupPointsDialog.css';

class LoadFailed extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('pickup points failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The fixed opening times of spec 3's header listing, the same for every point. */
function OpeningTimes() {
  const t = useT();
  return (
    <details className="pickup-points__hours">
      <summary>{t('pickupPoints.hours')}</summary>
      <dl>
        {PICKUP_POINT_OPENING_TIMES.map((day) => (
          <div key={day.day}>
            <dt>{t(`pickupPoints.days.${day.day}`)}</dt>
            <dd>
              {day.closed
                ? t('pickupPoints.closed')
                : day.hours.map((h) => `${h.open}–${h.close}`).join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function PickupPointList({ fetchKey, onRetry }: { fetchKey: number; onRetry: () => void }) {
  const { t, locale } = useI18n();
  const data = useLazyLoadQuery<PickupPointsDialogQuery>(
    graphql`
      query PickupPointsDialogQuery {
        pickupPoints @catch(to: RESULT) {
          id
          name
          street
          postCode
          city
          phone
        }
      }
    `,
    {},
    { fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only', fetchKey },
  );
  const result = data.pickupPoints;
  if (!result.ok || result.value == null) {
    return (
      <div className="pickup-points__state" role="alert">
        <p>{t('pickupPoints.unavailable')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('pickupPoints.retry')}
        </button>
      </div>
    );
  }
  const points = result.value;
  if (points.length === 0) {
    return (
      <p className="pickup-points__state" role="status">
        {t('pickupPoints.none')}
      </p>
    );
  }
  return (
    <>
      <p className="pickup-points__count" role="status">
        {t(`pickupPoints.count.${pluralForm(points.length, locale)}`, {
          count: formatNumber(points.length, locale),
        })}
      </p>
      <ul className="pickup-points__list">
        {points.map((point) => (
          <li key={point.id} className="pickup-points__item">
            <h3 className="pickup-points__name">{point.name}</h3>
            <address className="pickup-points__address">
              {point.street}
              <br />
              {point.postCode} {point.city}
              {point.phone ? (
                <>
                  <br />
                  <a href={telHref(point.phone)}>{t('pickupPoints.phone', { phone: point.phone })}</a>
                </>
              ) : null}
            </address>
            <OpeningTimes />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Spec 3: the header's relay listing. The region's parcel pickup points (name, address, phone) from
 * the graph's `pickupPoints`, each with the listing's fixed placeholder opening times (shown as
 * indicative). Loaded with the dialog's first opening.
 */
export default function PickupPointsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const failed = (
    <div className="pickup-points__state" role="alert">
      <p>{t('pickupPoints.unavailable')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('pickupPoints.retry')}
      </button>
    </div>
  );
  return (
    <Dialog
      title={t('pickupPoints.title')}
      onClose={onClose}
      closeLabel={t('pickupPoints.close')}
      className="pickup-points"
    >
      <p className="pickup-points__intro">{t('pickupPoints.intro')}</p>
      <p className="pickup-points__note">{t('pickupPoints.hoursNote')}</p>
      <LoadFailed key={attempt} fallback={failed}>
        <Suspense
          fallback={
            <p className="pickup-points__state" role="status">
              {t('pickupPoints.loading')}
            </p>
          }
        >
          <PickupPointList fetchKey={attempt} onRetry={retry} />
        </Suspense>
      </LoadFailed>
    </Dialog>
  );
}
