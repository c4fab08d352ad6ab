import { Suspense } from '../routing/hydration.js';
import { lazy } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { Offers_product$key } from '../__generated__/Offers_product.graphql.js';
import { useHref } from '../routing/catalog.js';
import { Price } from '../components/Price.js';
import { cartOffer } from '../components/productCardAction.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { AddToCart } from '../cart/add-to-cart/AddToCart.js';
import { EstimatedDelivery } from '../delivery/EstimatedDelivery.js';
import { StockNotice } from './StockNotice.js';

/** The restock-alert form: its own chunk (the forms kit with it), only for out-of-stock offers. */
const StockAlert = lazy(() => import('./stock-alert/StockAlert.js'));

/**
 * The offers of each seller for the product, the default one first (spec 3 Offer, 4 stock). Outside
 * marketplace mode the graph gives the default offer alone, and no seller is named.
 */
export function Offers({ product }: { product: Offers_product$key }) {
  const t = useT();
  const { marketplace, features } = useShopSettings();
  const href = useHref();
  const data = useFragment(
    graphql`
      fragment Offers_product on Product {
        name
        pictureCover {
          srcThumb
        }
        defaultOffer {
          id
        }
        offers {
          id
          offerId
          shopName
          shop {
            shopId
          }
          stockQuantity
          stockState
          pricing {
            ...Price_price
          }
          pickingDelay
          estimatedDelivery {
            ...EstimatedDelivery_estimate
          }
          packSize
          minimalOrderQuantity
          ...productCardAction_offer
          logisticClass {
            label
          }
        }
      }
    `,
    product,
  );
  const offers = [...data.offers].sort(
    (a, b) => Number(b.id === data.defaultOffer?.id) - Number(a.id === data.defaultOffer?.id),
  );
  if (offers.length === 0) return <p className="offers__none">{t('product.offers.none')}</p>;
  return (
    <section className="offers" aria-labelledby="offers-title">
      <h2 id="offers-title" className={marketplace ? undefined : 'visually-hidden'}>
        {marketplace ? t('product.offers.title', { count: offers.length }) : t('product.offers.single')}
      </h2>
      <ul>
        {offers.map((offer) => (
          <li
            key={offer.id}
            className={`offer${offer.id === data.defaultOffer?.id ? ' offer--default' : ''}`}
          >
            {marketplace ? (
              <p className="offer__seller">
                {t('product.offers.soldBy')}{' '}
                {offer.shop ? (
                  <Link to={href(`prestataires/${offer.shop.shopId}`)}>{offer.shopName}</Link>
                ) : (
                  offer.shopName
                )}
              </p>
            ) : null}
            <Price price={offer.pricing} showTax />
            {features.stockNotice ? (
              <StockNotice state={offer.stockState} quantity={offer.stockQuantity} />
            ) : null}
            {features.stockAlert && offer.stockState === 'OUT_OF_STOCK' ? (
              <Suspense fallback={null}>
                <StockAlert offerId={offer.offerId} productName={data.name} />
              </Suspense>
            ) : null}
            <ul className="offer__details">
              <li>{t('product.offers.delivery', { days: offer.pickingDelay })}</li>
              <li>
                <EstimatedDelivery estimate={offer.estimatedDelivery} />
              </li>
              <li>{offer.logisticClass.label}</li>
              {offer.packSize > 1 ? <li>{t('product.offers.pack', { count: offer.packSize })}</li> : null}
              {offer.minimalOrderQuantity > 1 ? (
                <li>{t('product.offers.minimum', { count: offer.minimalOrderQuantity })}</li>
              ) : null}
            </ul>
            <Suspense fallback={<span className="add-to-cart-slot" aria-hidden="true" />}>
              <AddToCart
                source="product"
                offer={cartOffer(offer, { name: data.name, image: data.pictureCover?.srcThumb }, marketplace)}
              />
            </Suspense>
          </li>
        ))}
      </ul>
    </section>
  );
}
