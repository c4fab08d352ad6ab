import '../payment/messages.js';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ThanksPageQuery } from '../../../__generated__/ThanksPageQuery.graphql.js';
import { formatMoney } from '../../../format/money.js';
import { useI18n } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import type { PageProps } from '../../../routing/page.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { PostalAddressLines } from '../payment/PostalAddressLines.js';
import { useFocusHeading } from '../payment/useFocusHeading.js';
import '../payment/checkout.css';

export const thanksPageQuery = graphql`
  query ThanksPageQuery($reference: String!) @preloadable {
    viewer {
      order(reference: $reference) {
        reference
        totalPrice {
          taxIncluded {
            amount
          }
        }
        shippingPrice {
          taxIncluded {
            amount
          }
        }
        shippingAddress {
          ...PostalAddressLines_address
        }
        billingAddress {
          ...PostalAddressLines_address
        }
        shipments {
          id
          shopName
          method {
            name
          }
          address {
            isRelayPoint
            ...PostalAddressLines_address
          }
        }
        items {
          productReference
          productName
          quantity
          totalPrice {
            taxIncluded {
              amount
            }
          }
        }
      }
    }
  }
`;

/** `commande/merci/{orderReference}` (spec 2.1): the order just paid, or a not-found state. */
export default function ThanksPage({ queryRef }: PageProps<ThanksPageQuery>) {
  const { t, locale } = useI18n();
  const href = useHref();
  const { order } = usePreloadedQuery<ThanksPageQuery>(thanksPageQuery, queryRef).viewer;
  const title = order ? t('checkoutPayment.thanks.title') : t('checkoutPayment.thanks.notFound');
  const heading = useFocusHeading(order?.reference ?? null);
  usePageMeta({ title });
  const ways = (
    <p className="checkout-actions">
      <Link className="button" to={href()}>
        {t('checkoutPayment.thanks.continue')}
      </Link>
      <Link to={href('mon-compte')}>{t('checkoutPayment.thanks.account')}</Link>
    </p>
  );
  if (!order) {
    return (
      <section className="checkout-result">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{t('checkoutPayment.thanks.notFoundText')}</p>
        {ways}
      </section>
    );
  }
  const money = (amount: string) => formatMoney(amount, locale);
  return (
    <div className="checkout-page checkout-thanks">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>
        <strong>{t('checkoutPayment.thanks.reference', { reference: order.reference })}</strong>
      </p>
      <p>{t('checkoutPayment.thanks.email')}</p>
      <dl>
        <div className="checkout-summary__row">
          <dt>{t('checkoutPayment.thanks.shipping')}</dt>
          <dd>{money(order.shippingPrice.taxIncluded.amount)}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{t('checkoutPayment.thanks.paid')}</dt>
          <dd>{money(order.totalPrice.taxIncluded.amount)}</dd>
        </div>
      </dl>
      <div className="checkout-grid">
        <div>
          <section className="checkout-section" aria-labelledby="thanks-shipments">
            <h2 id="thanks-shipments">{t('checkoutPayment.thanks.shipments')}</h2>
            {order.shipments.map((shipment) => (
              <div key={shipment.id}>
                <h3>{shipment.shopName}</h3>
                {shipment.method ? (
                  <p>{t('checkoutPayment.thanks.method', { method: shipment.method.name })}</p>
                ) : null}
                {shipment.address?.isRelayPoint ? <PostalAddressLines address={shipment.address} /> : null}
              </div>
            ))}
          </section>
          <section className="checkout-section" aria-labelledby="thanks-items">
            <h2 id="thanks-items">{t('checkoutPayment.thanks.items')}</h2>
            <ul className="checkout-thanks__items">
              {order.items.map((item) => (
                <li key={item.productReference}>
                  {item.productName} — {t('checkoutPayment.thanks.quantity', { quantity: item.quantity })} —{' '}
                  {money(item.totalPrice.taxIncluded.amount)}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div>
          <section className="checkout-section" aria-labelledby="thanks-shipping-address">
            <h2 id="thanks-shipping-address">{t('checkoutPayment.thanks.shippingAddress')}</h2>
            <PostalAddressLines address={order.shippingAddress} />
          </section>
          <section className="checkout-section" aria-labelledby="thanks-billing-address">
            <h2 id="thanks-billing-address">{t('checkoutPayment.thanks.billingAddress')}</h2>
            <PostalAddressLines address={order.billingAddress} />
          </section>
        </div>
      </div>
      {ways}
    </div>
  );
}
