import './messages.js';
import { orderPagePath } from '@shop/domain/account-routes';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { OrderAfterSales_order$key } from '../../../__generated__/OrderAfterSales_order.graphql.js';
import type { OrderAfterSalesCancelMutation } from '../../../__generated__/OrderAfterSalesCancelMutation.graphql.js';
import { FormAlert } from '../../../forms/Form.js';
import { useCommit } from '../../../forms/mutation.js';
import { formatMoney } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';
import { notify } from '../../../notifications/store.js';
import { useHref } from '../../../routing/catalog.js';
import { formatDate } from '../format.js';

const cancelMutation = graphql`
  mutation OrderAfterSalesCancelMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      # The page's summary reads the status; the page then reads the order again (its history).
      order {
        ...orderStatus_order @relay(mask: false)
        ...OrderAfterSales_order
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/** What the shopper is asked to confirm: the whole order, or one seller's shipment. */
interface Cancelling {
  shipmentId: string | null;
  seller: string | null;
  amount: string;
}

/**
 * The order page's after-sales actions (issue 32): the withdrawal function « Se rétracter du contrat
 * ici » while the period runs, the cancellation of an order (or of one seller's shipment) nothing of
 * which has left, with a confirmation step, and the return of items for a defect.
 */
export function OrderAfterSales({
  order: key,
  onChanged,
}: {
  order: OrderAfterSales_order$key;
  /** The order changed (cancelled): the page reads it again, history included. */
  onChanged: () => void;
}) {
  const { t, locale } = useI18n();
  const href = useHref();
  const order = useFragment(
    graphql`
      fragment OrderAfterSales_order on Order {
        id
        reference
        timeZone
        afterSales {
          cancellable
          cancellationRefund {
            amount
          }
          cancellableShipments {
            shipmentId
            shopName
            refund {
              amount
            }
          }
          withdrawalOpen
          withdrawalDeadline
          lines {
            returnableQuantity
          }
        }
      }
    `,
    key,
  );
  const commit = useCommit<OrderAfterSalesCancelMutation>(cancelMutation);
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelling) question.current?.focus();
  }, [cancelling]);
  const afterSales = order.afterSales;
  if (!afterSales) return null;
  const money = (amount: string) => formatMoney(amount, locale);
  const shipments = afterSales.cancellableShipments;
  const returnable = afterSales.lines.some((line) => line.returnableQuantity > 0);
  if (!afterSales.withdrawalOpen && !afterSales.cancellable && shipments.length === 0 && !returnable)
    return null;

  const confirm = async () => {
    if (!cancelling) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { userErrors } = (
        await commit({ input: { orderId: order.id, shipmentId: cancelling.shipmentId } })
      ).cancelOrder;
      if (userErrors.length > 0) setRefusal(userErrors[0]!.message);
      else {
        notify('success', 'afterSales.cancel.done');
        setCancelling(null);
        onChanged();
      }
    } catch {
      notify('danger', 'afterSales.cancel.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="order-section after-sales" aria-labelledby="order-after-sales">
      <h2 id="order-after-sales">{t('afterSales.section')}</h2>
      {afterSales.withdrawalOpen ? (
        <div className="after-sales__withdrawal">
          <p>
            {afterSales.withdrawalDeadline
              ? t('afterSales.withdrawal.openHelp', {
                  date: formatDate(afterSales.withdrawalDeadline, locale, order.timeZone),
                })
              : t('afterSales.withdrawal.openHelpNoDeadline')}
          </p>
          <p>
            <Link
              className="button after-sales__withdraw"
              to={href(orderPagePath('withdrawal', order.reference))}
            >
              {t('afterSales.withdrawal.open')}
            </Link>
          </p>
        </div>
      ) : null}

      {afterSales.cancellable || shipments.length > 0 ? (
        <div className="after-sales__cancel">
          <p>{t('afterSales.cancel.help')}</p>
          {cancelling ? (
            <div className="after-sales__confirm" role="group" aria-labelledby="cancel-question">
              <p id="cancel-question" ref={question} tabIndex={-1}>
                {cancelling.seller
                  ? t('afterSales.cancel.confirmShipment', {
                      seller: cancelling.seller,
                      amount: money(cancelling.amount),
                    })
                  : t('afterSales.cancel.confirmOrder', {
                      reference: order.reference,
                      amount: money(cancelling.amount),
                    })}
              </p>
              {refusal ? <FormAlert>{refusal}</FormAlert> : null}
              <p className="button-row">
                <button
                  type="button"
                  className="button"
                  aria-busy={busy}
                  disabled={busy}
                  onClick={() => void confirm()}
                >
                  {t('afterSales.cancel.confirm')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setCancelling(null);
                    setRefusal(null);
                  }}
                >
                  {t('afterSales.cancel.keep')}
                </button>
              </p>
            </div>
          ) : (
            <p className="button-row">
              {afterSales.cancellable ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    setCancelling({
                      shipmentId: null,
                      seller: null,
                      amount: afterSales.cancellationRefund.amount,
                    })
                  }
                >
                  {t('afterSales.cancel.open')}
                </button>
              ) : null}
              {shipments.length > 1 || !afterSales.cancellable
                ? shipments.map((shipment) => (
                    <button
                      key={shipment.shipmentId}
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        setCancelling({
                          shipmentId: shipment.shipmentId,
                          seller: shipment.shopName,
                          amount: shipment.refund.amount,
                        })
                      }
                    >
                      {t('afterSales.cancel.openShipment', { seller: shipment.shopName })}
                    </button>
                  ))
                : null}
            </p>
          )}
        </div>
      ) : null}

      {returnable ? (
        <div className="after-sales__return">
          <p>{t('afterSales.return.openHelp')}</p>
          <p>
            <Link className="button button--secondary" to={href(orderPagePath('return', order.reference))}>
              {t('afterSales.return.open')}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
