import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { OrderSummary_order$key } from '../../__generated__/OrderSummary_order.graphql.js';
import { formatMoney } from '../../format/numbers.js';
import { useI18n } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import './after-sales/messages.js';
import { formatDate } from './format.js';
import { OrderRename } from './OrderRename.js';

/** One order of the list: reference and name, date, status label (spec 4), units, total. */
export function OrderSummary({ order: key }: { order: OrderSummary_order$key }) {
  const { t, locale } = useI18n();
  const href = useHref();
  const order = useFragment(
    graphql`
      fragment OrderSummary_order on Order {
        id
        reference
        customLabel
        status
        statusLabel
        statusDate
        paidAt
        createdAt
        timeZone
        unitCount
        totalPrice {
          displayed {
            amount
          }
        }
      }
    `,
    key,
  );
  return (
    <li className="order-summary">
      <div className="order-summary__head">
        <h2 className="order-summary__title">
          <Link to={href(`mon-compte/commandes/${encodeURIComponent(order.reference)}`)}>
            {order.customLabel ?? t('account.orders.reference', { reference: order.reference })}
          </Link>
        </h2>
        <span className={`order-status order-status--${order.status.toLowerCase()}`}>
          {order.statusLabel}{' '}
          <time className="order-status__date" dateTime={order.statusDate}>
            ({t('afterSales.statusSince', { date: formatDate(order.statusDate, locale, order.timeZone) })})
          </time>
        </span>
      </div>
      <p className="order-summary__facts">
        {order.customLabel ? (
          <span>{t('account.orders.reference', { reference: order.reference })}</span>
        ) : null}
        <span>
          {t('account.orders.date', {
            date: formatDate(order.paidAt ?? order.createdAt, locale, order.timeZone),
          })}
        </span>
        <span>{t('account.orders.units', { count: order.unitCount })}</span>
        <span>
          {t('account.orders.total')} : {formatMoney(order.totalPrice.displayed.amount, locale)}
        </span>
      </p>
      <OrderRename orderId={order.id} reference={order.reference} label={order.customLabel ?? null} />
    </li>
  );
}
