import '../../../checkout/messages.js';
import { cardRefusalExplanation } from '@shop/domain/checkout';
import { Fragment, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n/index.js';
import { useHref } from '../../../routing/catalog.js';
import { usePageMeta } from '../../../shell/usePageMeta.js';
import { readResult, resultLinks, resultText } from './outcome.js';
import '../../../checkout/checkout.css';

/** `commande/paiement/resultat` (blank layout): every payment outcome of spec 4, with a way on. */
export default function PaymentResultPage() {
  const t = useT();
  const href = useHref();
  const [search] = useSearchParams();
  const result = readResult(search);
  const { outcome, code, reference } = result;
  const title = t(`checkout.result.${outcome}.title`);
  usePageMeta({ title });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page checkout-result">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role={outcome === 'refunded' ? 'status' : undefined}>
        {t(`checkout.result.${resultText(result)}`, { reference: reference ?? '' })}
      </p>
      {outcome === 'refused' ? <p role="status">{cardRefusalExplanation(code)}</p> : null}
      <p>
        {resultLinks(result).map((link, index) => (
          <Fragment key={link.label}>
            {index > 0 ? ' ' : null}
            <Link to={href(link.path)} className={index === 0 ? 'button' : undefined}>
              {t(`checkout.result.${link.label}`, { reference: reference ?? '' })}
            </Link>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
