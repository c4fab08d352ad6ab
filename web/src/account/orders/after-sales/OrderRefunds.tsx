import './messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderRefunds_order$key } from '../../../__generated__/OrderRefunds_order.graphql.js';
import { formatMoney } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';
import { formatDate } from '../format.js';

/** The order's refunds to the card (issue 32), each with its credit note (« facture d'avoir ») to download. */
export function OrderRefunds({ order: key }: { order: OrderRefunds_order$key }) {
  const { t, locale } = useI18n();
  const { refunds, timeZone } = useFragment(
    graphql`
      fragment OrderRefunds_order on Order {
        timeZone
        refunds {
          shopName
          amount {
            amount
          }
          statusLabel
          createdAt
          doneAt
          creditNote {
            number
            pdfPath
          }
        }
      }
    `,
    key,
  );
  if (!refunds || refunds.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('afterSales.refunds.title')}</h2>
      <ul className="order-refunds">
        {refunds.map((refund, index) => (
          <li key={`${refund.createdAt}-${index}`} className="order-refunds__refund">
            <p className="order-refunds__head">
              <strong>{formatMoney(refund.amount.amount, locale)}</strong>
              <span>{refund.statusLabel}</span>
              <time dateTime={refund.doneAt ?? refund.createdAt}>
                {formatDate(refund.doneAt ?? refund.createdAt, locale, timeZone)}
              </time>
            </p>
            <p>
              {t('afterSales.refunds.seller')} : {refund.shopName ?? t('afterSales.refunds.wholeOrder')}
            </p>
            {refund.creditNote ? (
              <p>
                <a href={refund.creditNote.pdfPath} download>
                  {t('afterSales.refunds.download', { number: refund.creditNote.number })}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
