import '../payment/messages.js';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { PaymentResultPageQuery } from '../../../__generated__/PaymentResultPageQuery.graphql.js';
import { useT } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import type { PageProps } from '../../../routing/page.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { useFocusHeading } from '../payment/useFocusHeading.js';
import { outcomeMessage } from './outcomeMessage.js';
import { readPaymentResult } from './returnQuery.js';
import '../payment/checkout.css';

export const paymentResultPageQuery = graphql`
  query PaymentResultPageQuery @preloadable {
    viewer {
      __typename
    }
  }
`;

/** `commande/paiement/resultat`: the outcome of the payment (spec 4), a heading and a way on. */
export default function PaymentResultPage({ queryRef }: PageProps<PaymentResultPageQuery>) {
  usePreloadedQuery<PaymentResultPageQuery>(paymentResultPageQuery, queryRef);
  const t = useT();
  const href = useHref();
  const { search } = useLocation();
  const result = readPaymentResult(new URLSearchParams(search));
  const message = outcomeMessage(result.outcome, result.code);
  const title = t(`checkoutPayment.result.${message.title}`);
  const heading = useFocusHeading(search);
  usePageMeta({ title });
  return (
    <section className={`page checkout-result checkout-result--${result.outcome}`}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{'key' in message.text ? t(`checkoutPayment.result.${message.text.key}`) : message.text.literal}</p>
      {result.reference ? (
        <p>{t('checkoutPayment.result.reference', { reference: result.reference })}</p>
      ) : null}
      <p className="checkout-actions">
        {message.action === 'order' && result.reference ? (
          <Link className="button" to={href(`commande/merci/${encodeURIComponent(result.reference)}`)}>
            {t('checkoutPayment.result.toOrder')}
          </Link>
        ) : null}
        {message.action === 'retry' ? (
          <Link className="button" to={href('commande/paiement')}>
            {t('checkoutPayment.result.retry')}
          </Link>
        ) : null}
        {message.action === 'orders' || (message.action === 'order' && !result.reference) ? (
          <Link className="button" to={href('mon-compte/commandes')}>
            {t('checkoutPayment.result.orders')}
          </Link>
        ) : null}
        <Link to={href()}>{t('checkoutPayment.result.home')}</Link>
      </p>
    </section>
  );
}
