import './messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderReturns_order$key } from '../../../__generated__/OrderReturns_order.graphql.js';
import { useI18n } from '../../../i18n/index.js';
import { formatDate } from '../format.js';
import { ReturnInstructions } from './ReturnInstructions.js';

/** The order's withdrawals and returns (issue 32): where each stands, what it holds, how to send it. */
export function OrderReturns({ order: key }: { order: OrderReturns_order$key }) {
  const { t, locale } = useI18n();
  const { returns, timeZone } = useFragment(
    graphql`
      fragment OrderReturns_order on Order {
        timeZone
        returns {
          reference
          kindLabel
          status
          statusLabel
          reasonLabel
          requestedAt
          receivedAt
          items {
            offerId
            productName
            quantity
            receivedQuantity
            conditionLabel
          }
          instructions {
            ...ReturnInstructions_instructions @relay(mask: false)
          }
        }
      }
    `,
    key,
  );
  if (!returns || returns.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-returns">
      <h2 id="order-returns">{t('afterSales.returns.title')}</h2>
      {returns.map((request) => (
        <section
          key={request.reference}
          className="order-shipment"
          aria-labelledby={`return-${request.reference}`}
        >
          <h3 id={`return-${request.reference}`}>
            {request.kindLabel} {request.reference} — {request.statusLabel}
          </h3>
          <p>
            {t('afterSales.returns.requestedOn', {
              date: formatDate(request.requestedAt, locale, timeZone, true),
            })}
            {request.receivedAt
              ? ` · ${t('afterSales.returns.receivedOn', { date: formatDate(request.receivedAt, locale, timeZone) })}`
              : null}
          </p>
          {request.reasonLabel ? (
            <p>{t('afterSales.returns.reason', { reason: request.reasonLabel })}</p>
          ) : null}
          <ul>
            {request.items.map((item) =>
              item.receivedQuantity != null && item.conditionLabel ? (
                <li key={item.offerId}>
                  {t('afterSales.returns.condition', {
                    name: item.productName,
                    received: item.receivedQuantity,
                    condition: item.conditionLabel,
                  })}
                </li>
              ) : (
                <li key={item.offerId}>
                  {t('afterSales.returns.item', { name: item.productName, quantity: item.quantity })}
                </li>
              ),
            )}
          </ul>
          {request.status === 'REQUESTED' ? (
            <ReturnInstructions instructions={request.instructions} headingLevel={4} />
          ) : null}
        </section>
      ))}
    </section>
  );
}
