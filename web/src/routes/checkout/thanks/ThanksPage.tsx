import '../../../checkout/messages.js';
import { useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import type { ThanksPageQuery } from '../../../__generated__/ThanksPageQuery.graphql.js';
import { EstimatedDelivery } from '../../../delivery/EstimatedDelivery.js';
import { formatMoney } from '../../../format/numbers.js';
import { useI18n } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import { useRoutes } from '../../../routing/routes.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import '../../../checkout/checkout.css';

export const thanksPageQuery = graphql`
  query ThanksPageQuery($reference: String!) {
    viewer {
      order(reference: $reference) {
        reference
        totalPrice {
          displayed {
            amount
          }
        }
        items {
          productReference
          productName
          quantity
        }
        shipments {
          id
          shopName
          method {
            name
            estimatedDelivery {
              ...EstimatedDelivery_estimate
            }
          }
          address {
            company
            firstName
            lastName
            street
            postCode
            city
          }
        }
      }
    }
  }
`;

/**
 * `commande/merci/{orderReference?}` (spec 2.1: the reference is optional): the paid order, and the
 * way back to the shop; without a reference, the thanks and the way to the customer's orders.
 */
export default function ThanksPage() {
  const { orderReference } = useParams();
  return orderReference ? <OrderThanks orderReference={orderReference} /> : <PlainThanks />;
}

function PlainThanks() {
  const { t } = useI18n();
  const href = useHref();
  const routes = useRoutes();
  const title = t('checkout.thanks.title');
  usePageMeta({ title });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page checkout-result">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{t('checkout.thanks.mail')}</p>
      <p>
        <Link to={routes.Home()} className="button">
          {t('checkout.thanks.continue')}
        </Link>{' '}
        <Link to={href('mon-compte/commandes')}>{t('checkout.thanks.account')}</Link>
      </p>
    </div>
  );
}

function OrderThanks({ orderReference }: { orderReference: string }) {
  const { t, locale } = useI18n();
  const href = useHref();
  const routes = useRoutes();
  const { viewer } = useLazyLoadQuery<ThanksPageQuery>(thanksPageQuery, { reference: orderReference });
  const order = viewer.order;
  const title = order ? t('checkout.thanks.title') : t('checkout.thanks.notFound');
  usePageMeta({ title });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page checkout-result">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {order ? (
        <>
          <p>
            <strong>{t('checkout.thanks.reference', { reference: order.reference })}</strong>
          </p>
          <p>{t('checkout.thanks.mail')}</p>
          <p>
            {t('checkout.thanks.total')} : {formatMoney(order.totalPrice.displayed.amount, locale)}
          </p>
          <h2>{t('checkout.thanks.items')}</h2>
          <ul>
            {order.items.map((item) => (
              <li key={item.productReference}>
                {item.quantity} × {item.productName}
              </li>
            ))}
          </ul>
          <h2>{t('checkout.thanks.delivery')}</h2>
          <ul>
            {order.shipments.map((shipment) => (
              <li key={shipment.id}>
                {shipment.shopName} : {shipment.method?.name}
                {shipment.address
                  ? ` — ${shipment.address.company ? `${shipment.address.company}, ` : ''}${shipment.address.firstName} ${shipment.address.lastName}, ${shipment.address.street}, ${shipment.address.postCode} ${shipment.address.city}`
                  : ''}
                {shipment.method ? (
                  <>
                    <br />
                    <EstimatedDelivery estimate={shipment.method.estimatedDelivery} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={routes.Home()} className="button">
          {t('checkout.thanks.continue')}
        </Link>{' '}
        <Link
          to={href(
            order ? `mon-compte/commandes/${encodeURIComponent(order.reference)}` : 'mon-compte/commandes',
          )}
        >
          {t('checkout.thanks.account')}
        </Link>
      </p>
    </div>
  );
}
