import { useId, useState } from 'react';
import { Suspense } from '../../routing/hydration.js';
import type { FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { QuickOrderDialogQuery } from '../../__generated__/QuickOrderDialogQuery.graphql.js';
import { Price } from '../../components/Price.js';
import { useT } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import { Dialog } from '../Dialog.js';
import './QuickOrderDialog.css';

/** References (SKU) are short codes: anything longer is a mistyped paste, not a lookup. */
const MAX_REFERENCE_LENGTH = 64;

/**
 * Spec 2.4: the quick-order modal. The shopper types or pastes a product reference (a keyboard
 * barcode scanner types it too) and gets the product with its price and a link to its page.
 * Closing forgets the product (spec 4).
 */
export default function QuickOrderDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const inputId = useId();
  const [reference, setReference] = useState<string | null>(null);
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed !== '') setReference(trimmed.slice(0, MAX_REFERENCE_LENGTH));
  }

  return (
    <Dialog title={t('shell.quickOrder.title')} onClose={onClose} closeLabel={t('shell.quickOrder.close')}>
      <form className="quick-order__form" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{t('shell.quickOrder.reference')}</label>
        <div className="quick-order__row">
          <input
            id={inputId}
            data-autofocus
            className="quick-order__input"
            value={text}
            maxLength={MAX_REFERENCE_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            {t('shell.quickOrder.find')}
          </button>
        </div>
      </form>
      <div className="quick-order__result" aria-live="polite">
        {reference === null ? (
          <p className="quick-order__hint">{t('shell.quickOrder.instruction')}</p>
        ) : (
          <Suspense fallback={<p className="quick-order__hint">{t('shell.quickOrder.searching')}</p>}>
            <QuickOrderResult reference={reference} onOpen={onClose} />
          </Suspense>
        )}
      </div>
    </Dialog>
  );
}

function QuickOrderResult({ reference, onOpen }: { reference: string; onOpen: () => void }) {
  const t = useT();
  const href = useHref();
  const data = useLazyLoadQuery<QuickOrderDialogQuery>(
    graphql`
      query QuickOrderDialogQuery($references: [String!]!) {
        productsByReferences(references: $references) {
          slug
          name
          reference
          pictureCover {
            srcThumb
          }
          price {
            ...Price_price
          }
        }
      }
    `,
    { references: [reference] },
    { fetchPolicy: 'store-or-network' },
  );
  const product = data.productsByReferences?.[0];
  if (!product) return <p className="quick-order__none">{t('shell.quickOrder.notFound')}</p>;
  return (
    <article className="quick-order__product">
      <img
        src={product.pictureCover?.srcThumb ?? '/media/placeholder/thumb.svg'}
        alt=""
        width="96"
        height="96"
      />
      <div>
        <h3 className="quick-order__name">{product.name}</h3>
        <p className="quick-order__reference">
          {t('shell.quickOrder.sku', { reference: product.reference })}
        </p>
        {product.price ? <Price price={product.price} /> : null}
        <Link to={href(`produit/${product.slug}`)} onClick={onOpen} className="button button--secondary">
          {t('shell.quickOrder.open')}
        </Link>
      </div>
    </article>
  );
}
