import './messages.js';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  RefundPreviewQuery,
  RefundPreviewQuery$data,
  ReturnKind,
} from '../../../__generated__/RefundPreviewQuery.graphql.js';
import { formatMoney } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';

const query = graphql`
  query RefundPreviewQuery($reference: String!, $kind: ReturnKind!, $items: [AfterSalesItemInput!]!) {
    viewer {
      order(reference: $reference) {
        refundPreview(kind: $kind, items: $items) {
          total {
            amount
          }
          sellers {
            shopName
            items {
              offerId
              productName
              quantity
              amount {
                amount
              }
            }
            delivery {
              amount
            }
            total {
              amount
            }
          }
        }
      }
    }
  }
`;

type Preview = NonNullable<NonNullable<RefundPreviewQuery$data['viewer']['order']>['refundPreview']>;
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; preview: Preview };

/**
 * What giving these items back would refund, split by seller (items, and the delivery where it is
 * included), asked of the shop before the shopper confirms: nothing is recorded.
 */
export function RefundPreview({
  reference,
  kind,
  items,
}: {
  reference: string;
  kind: ReturnKind;
  items: readonly { offerId: string; quantity: number }[];
}) {
  const { t, locale } = useI18n();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const key = JSON.stringify(items);
  useEffect(() => {
    setState({ kind: 'loading' });
    const subscription = fetchQuery<RefundPreviewQuery>(
      environment,
      query,
      { reference, kind, items: JSON.parse(key) as { offerId: string; quantity: number }[] },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const preview = data.viewer.order?.refundPreview;
        setState(preview ? { kind: 'ready', preview } : { kind: 'failed' });
      },
      error: () => setState({ kind: 'failed' }),
    });
    return () => subscription.unsubscribe();
  }, [environment, reference, kind, key]);
  const money = (amount: string) => formatMoney(amount, locale);
  return (
    <section
      className="refund-preview"
      aria-labelledby="refund-preview-title"
      aria-busy={state.kind === 'loading'}
    >
      <h3 id="refund-preview-title">{t('afterSales.preview.title')}</h3>
      {state.kind === 'loading' ? (
        <p role="status">{t('afterSales.preview.loading')}</p>
      ) : state.kind === 'failed' ? (
        <p role="alert">{t('afterSales.preview.failed')}</p>
      ) : (
        <>
          {state.preview.sellers.map((seller) => (
            <table key={seller.shopName} className="order-items refund-preview__seller">
              <caption>{t('afterSales.preview.seller', { name: seller.shopName })}</caption>
              <tbody>
                {seller.items.map((item) => (
                  <tr key={item.offerId}>
                    <th scope="row">
                      {t('afterSales.preview.item', { name: item.productName, quantity: item.quantity })}
                    </th>
                    <td>{money(item.amount.amount)}</td>
                  </tr>
                ))}
                {Number(seller.delivery.amount) > 0 ? (
                  <tr>
                    <th scope="row">{t('afterSales.preview.delivery')}</th>
                    <td>{money(seller.delivery.amount)}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">{t('afterSales.preview.sellerTotal')}</th>
                  <td>{money(seller.total.amount)}</td>
                </tr>
              </tbody>
            </table>
          ))}
          <p className="refund-preview__total">
            <strong>
              {t('afterSales.preview.total')} : {money(state.preview.total.amount)}
            </strong>
          </p>
          <p className="form__note">{t('afterSales.preview.note')}</p>
        </>
      )}
    </section>
  );
}
