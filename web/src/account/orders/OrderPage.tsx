import '../messages.js';
import { Fragment } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import type { OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql.js';
import { formatMoney, formatNumber } from '../../format/numbers.js';
import { useI18n } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import { AccountLayout, SignInPrompt } from '../AccountLayout.js';
import { OrderAfterSales } from './after-sales/OrderAfterSales.js';
import { OrderRefunds } from './after-sales/OrderRefunds.js';
import { OrderReturns } from './after-sales/OrderReturns.js';
import { formatDate } from './format.js';
import { OrderHistory } from './OrderHistory.js';
import { ParcelCard } from './ParcelCard.js';
import './orders.css';

const query = graphql`
  query OrderPageQuery($reference: String!) {
    viewer {
      isAuthenticated
      customer {
        firstName
      }
      order(reference: $reference) {
        reference
        customLabel
        statusLabel
        statusDate
        createdAt
        timeZone
        invoicePath
        ...OrderHistory_order
        ...OrderAfterSales_order
        ...OrderReturns_order
        ...OrderRefunds_order
        items {
          productReference
          productName
          quantity
          unitPrice {
            displayed {
              amount
            }
          }
          totalPrice {
            displayed {
              amount
            }
          }
        }
        shipments {
          id
          shopName
          method {
            name
          }
          address {
            ...OrderPage_address @relay(mask: false)
          }
          parcels {
            parcelId
            ...ParcelCard_parcel
          }
        }
        billingAddress {
          ...OrderPage_address @relay(mask: false)
        }
        payment {
          maskedPan
          transactionReference
          date
        }
        productsPrice {
          displayed {
            amount
          }
        }
        discount {
          displayed {
            amount
          }
        }
        shippingPrice {
          displayed {
            amount
          }
        }
        totalPrice {
          displayed {
            amount
          }
        }
        taxes {
          kind
          rate
          amount {
            amount
          }
        }
      }
    }
  }
`;

/** The address lines the page shows, spread unmasked where an address is read. */
export const addressFragment = graphql`
  fragment OrderPage_address on PostalAddress {
    company
    firstName
    lastName
    street
    postCode
    city
  }
`;

interface Address {
  readonly company: string | null | undefined;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly postCode: string;
  readonly city: string;
}

function AddressLines({ address }: { address: Address }) {
  return (
    <address>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.postCode} {address.city}
    </address>
  );
}

/**
 * `mon-compte/commandes/{orderReference}` (spec 2.4): the order's history, each shipment with its
 * parcels and their tracking, addresses, payment, amounts and the invoice.
 */
export default function OrderPage() {
  const { t, locale } = useI18n();
  const href = useHref();
  const { orderReference = '' } = useParams();
  const data = useLazyLoadQuery<OrderPageQuery>(
    query,
    { reference: orderReference },
    { fetchPolicy: 'store-and-network' },
  );
  const environment = useRelayEnvironment();
  // After a cancellation the order is read again, history included (its events are new).
  const refresh = () =>
    void fetchQuery<OrderPageQuery>(
      environment,
      query,
      { reference: orderReference },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  const { viewer } = data;
  const order = viewer.order;
  const title = order
    ? t('account.orders.detail.title', { reference: order.reference })
    : t('account.orders.detail.notFound');
  usePageMeta({ title });
  const money = (amount: string) => formatMoney(amount, locale);
  const back = <Link to={href('mon-compte/commandes')}>{t('account.orders.detail.back')}</Link>;
  if (!viewer.isAuthenticated)
    return (
      <AccountLayout title={title}>
        <SignInPrompt then={`mon-compte/commandes/${orderReference}`} />
      </AccountLayout>
    );
  if (!order)
    return (
      <AccountLayout title={title} firstName={viewer.customer?.firstName}>
        <p>{t('account.orders.detail.notFoundText')}</p>
        <p>{back}</p>
      </AccountLayout>
    );
  return (
    <AccountLayout title={title} firstName={viewer.customer?.firstName}>
      <p>{back}</p>
      <section className="order-section" aria-labelledby="order-summary">
        <h2 id="order-summary">{order.customLabel ?? t('account.orders.detail.summary')}</h2>
        <dl className="order-facts">
          <dt>{t('account.orders.detail.status')}</dt>
          <dd>
            {order.statusLabel}{' '}
            <time dateTime={order.statusDate}>
              ({t('afterSales.statusSince', { date: formatDate(order.statusDate, locale, order.timeZone) })})
            </time>
          </dd>
          <dt>{t('account.orders.detail.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale, order.timeZone)}</time>
          </dd>
        </dl>
        <p>
          <a className="button" href={order.invoicePath} download>
            {t('account.orders.detail.invoice')}
          </a>
        </p>
      </section>

      <OrderAfterSales order={order} onChanged={refresh} />

      <OrderHistory order={order} />

      <OrderReturns order={order} />
      <OrderRefunds order={order} />

      <section className="order-section" aria-labelledby="order-shipments">
        <h2 id="order-shipments">{t('account.orders.detail.shipments')}</h2>
        {order.shipments.map((shipment) => (
          <section key={shipment.id} className="order-shipment" aria-labelledby={`shipment-${shipment.id}`}>
            <h3 id={`shipment-${shipment.id}`}>
              {t('account.orders.detail.seller', { name: shipment.shopName })}
            </h3>
            <dl className="order-facts">
              <dt>{t('account.orders.detail.method')}</dt>
              <dd>{shipment.method?.name}</dd>
              {shipment.address ? (
                <>
                  <dt>{t('account.orders.detail.deliveredTo')}</dt>
                  <dd>
                    <AddressLines address={shipment.address} />
                  </dd>
                </>
              ) : null}
            </dl>
            {shipment.parcels.length === 0 ? (
              <p>{t('account.orders.detail.noParcel')}</p>
            ) : (
              shipment.parcels.map((parcel) => (
                <ParcelCard key={parcel.parcelId} parcel={parcel} timeZone={order.timeZone} />
              ))
            )}
          </section>
        ))}
      </section>

      <section className="order-section" aria-labelledby="order-items">
        <h2 id="order-items">{t('account.orders.detail.items')}</h2>
        <table className="order-items">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.detail.product')}</th>
              <th scope="col">{t('account.orders.detail.quantity')}</th>
              <th scope="col">{t('account.orders.detail.unitPrice')}</th>
              <th scope="col">{t('account.orders.detail.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productReference}>
                <th scope="row">{item.productName}</th>
                <td>{item.quantity}</td>
                <td>{money(item.unitPrice.displayed.amount)}</td>
                <td>{money(item.totalPrice.displayed.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="order-section" aria-labelledby="order-amounts">
        <h2 id="order-amounts">{t('account.orders.detail.totals')}</h2>
        <dl className="order-facts">
          <dt>{t('account.orders.detail.products')}</dt>
          <dd>{money(order.productsPrice.displayed.amount)}</dd>
          {order.discount ? (
            <>
              <dt>{t('account.orders.detail.discount')}</dt>
              <dd>− {money(order.discount.displayed.amount)}</dd>
            </>
          ) : null}
          <dt>{t('account.orders.detail.shippingPrice')}</dt>
          <dd>{money(order.shippingPrice.displayed.amount)}</dd>
          <dt>{t('account.orders.detail.grandTotal')}</dt>
          <dd>
            <strong>{money(order.totalPrice.displayed.amount)}</strong>
          </dd>
          {order.taxes.map((tax) => (
            <Fragment key={`${tax.kind}-${tax.rate}`}>
              <dt>
                {t(tax.kind === 'VAT' ? 'account.orders.detail.vat' : 'account.orders.detail.docking', {
                  rate: formatNumber(tax.rate, locale),
                })}
              </dt>
              <dd>{money(tax.amount.amount)}</dd>
            </Fragment>
          ))}
        </dl>
      </section>

      <section className="order-section" aria-labelledby="order-addresses">
        <h2 id="order-addresses">{t('account.orders.detail.addresses')}</h2>
        <h3>{t('account.orders.detail.billing')}</h3>
        <AddressLines address={order.billingAddress} />
      </section>

      <section className="order-section" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('account.orders.detail.payment')}</h2>
        <ul>
          {order.payment.maskedPan ? (
            <li>{t('account.orders.detail.card', { pan: order.payment.maskedPan })}</li>
          ) : null}
          {order.payment.date ? (
            <li>
              {t('account.orders.detail.paidOn', {
                date: formatDate(order.payment.date, locale, order.timeZone),
              })}
            </li>
          ) : null}
          {order.payment.transactionReference ? (
            <li>
              {t('account.orders.detail.transaction', { reference: order.payment.transactionReference })}
            </li>
          ) : null}
        </ul>
      </section>
    </AccountLayout>
  );
}
