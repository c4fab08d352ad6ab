import '../../../checkout/messages.js';
import { cardRefusalExplanation } from '@shop/domain/checkout';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { readResult } from './outcome.js';
import '../../../checkout/checkout.css';

/** `commande/paiement/resultat` (blank layout): every payment outcome of spec 4, with a way on. */
export default function PaymentResultPage() {
  const t = useT();
  const href = useHref();
  const [search] = useSearchParams();
  const { outcome, code, reference } = readResult(search);
  const title = t(`checkout.result.${outcome}.title`);
  usePageMeta({ title });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page checkout-result">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{t(`checkout.result.${outcome}.text`, { reference: reference ?? '' })}</p>
      {outcome === 'refused' ? <p role="status">{cardRefusalExplanation(code)}</p> : null}
      {outcome === 'received' && reference ? (
        <Link to={href(`commande/merci/${encodeURIComponent(reference)}`)} className="button">
          {t('checkout.result.thanks')}
        </Link>
      ) : outcome === 'pending' || outcome === 'unknown' ? (
        // The payment may have gone through: paying again could charge twice.
        <Link to={href('mon-compte/commandes')} className="button">
          {t('checkout.result.orders')}
        </Link>
      ) : (
        <p>
          <Link to={href('commande/paiement')} className="button">
            {t('checkout.result.retry')}
          </Link>{' '}
          <Link to={href('mon-panier')}>{t('checkout.result.cart')}</Link>
        </p>
      )}
    </div>
  );
}
