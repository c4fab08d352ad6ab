import './messages.js';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { PreviewPanelQuery } from '../__generated__/PreviewPanelQuery.graphql.js';
import { Price } from '../components/Price.js';
import { cartOffer, productCardAction } from '../components/productCardAction.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { notify } from '../notifications/store.js';
import { useRoutes } from '../routing/routes.js';
import { Dialog } from '../shell/Dialog.js';
import { Suspense } from '../routing/hydration.js';

const query = graphql`
  query PreviewPanelQuery($slug: String!) {
    product(slug: $slug) {
      slug
      name
      brand
      descriptionShort
      isConfigurable
      pictureCover {
        srcMedium
        srcThumb
      }
      price {
        ...Price_price
      }
      defaultOffer {
        ...productCardAction_offer
      }
    }
  }
`;

function PreviewContent({ slug, onClose }: { slug: string; onClose: () => void }) {
  const t = useT();
  const routes = useRoutes();
  const { marketplace } = useShopSettings();
  const { product } = useLazyLoadQuery<PreviewPanelQuery>(
    query,
    { slug },
    { fetchPolicy: 'store-or-network' },
  );
  // Spec 8 "product preview 404": the product is gone; the panel says so and closes.
  useEffect(() => {
    if (product) return;
    notify('danger', 'errors.notfound');
    onClose();
  }, [product, onClose]);
  if (!product) return null;
  const Action = productCardAction();
  const offer = product.defaultOffer;
  return (
    <>
      <img
        className="product-preview__image"
        src={product.pictureCover?.srcMedium ?? '/media/placeholder/medium.svg'}
        alt=""
        width="320"
        height="320"
      />
      <h3>{product.name}</h3>
      {product.brand ? <p>{product.brand}</p> : null}
      {product.price ? <Price price={product.price} size="medium" showTax /> : null}
      <p>{product.descriptionShort}</p>
      <div className="product-preview__actions">
        {product.isConfigurable ? <p>{t('preview.configurable')}</p> : null}
        {Action && offer && !product.isConfigurable ? (
          <Action
            offer={cartOffer(
              offer,
              { name: product.name, image: product.pictureCover?.srcThumb },
              marketplace,
            )}
          />
        ) : null}
        <Link to={routes.Product(product.slug)} onClick={onClose}>
          {t('preview.details')}
        </Link>
      </div>
    </>
  );
}

/** The side panel of a card's quick view (spec 2.4, flag `productPreview`). */
export default function PreviewPanel({ slug, onClose }: { slug: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={t('preview.title')} variant="drawer" onClose={onClose} closeLabel={t('preview.close')}>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <PreviewContent slug={slug} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
