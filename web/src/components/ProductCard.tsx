import { BrowserOnly } from '../routing/hydration.js';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ProductCard_product$key } from '../__generated__/ProductCard_product.graphql.js';
import { useRoutes } from '../routing/routes.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { Price } from './Price.js';
import { cartOffer, productCardAction } from './productCardAction.js';
import { WishlistButton } from '../wishlist/WishlistButton.js';
import { PreviewButton } from '../product-preview/PreviewButton.js';

export type CardLayout = 'list' | 'large' | 'small';

/** The product card of every list (home, category, search, seller, related products). */
export function ProductCard({
  product,
  layout = 'large',
  imagePriority = 'lazy',
}: {
  product: ProductCard_product$key;
  layout?: CardLayout;
  /**
   * The first cards of a page are on screen at once, and the first one's picture is often the
   * page's largest paint: they load at once ('eager'), the first one first ('high'); the others
   * wait until they near the screen.
   */
  imagePriority?: 'high' | 'eager' | 'lazy';
}) {
  const t = useT();
  const routes = useRoutes();
  const { marketplace, features } = useShopSettings();
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        slug
        name
        brand
        descriptionShort
        pictureCover {
          srcMedium
          srcThumb
        }
        price {
          ...Price_price
        }
        stockState
        isNew
        isPromotion
        isConfigurable
        ...WishlistButton_product
        defaultOffer {
          shopName
          ...productCardAction_offer
        }
      }
    `,
    product,
  );
  const image = layout === 'small' ? data.pictureCover?.srcThumb : data.pictureCover?.srcMedium;
  const Action = productCardAction();
  const offer = data.defaultOffer;
  return (
    <article className={`product-card product-card--${layout}`}>
      <Link to={routes.Product(data.slug)} className="product-card__link">
        <span className="product-card__image">
          {image ? (
            <img
              src={image}
              alt=""
              loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imagePriority === 'high' ? 'high' : undefined}
              decoding="async"
              width={layout === 'small' ? 130 : 240}
              height={layout === 'small' ? 95 : 240}
            />
          ) : (
            <img
              src="/media/placeholder/medium.svg"
              alt=""
              width={layout === 'small' ? 130 : 240}
              height={layout === 'small' ? 95 : 240}
            />
          )}
        </span>
        <span className="product-card__name">{data.name}</span>
      </Link>
      {/* Spec 9 flag `wishlist` (issue 35). */}
      {features.wishlist ? <WishlistButton product={data} className="product-card__wishlist" /> : null}
      {data.brand ? <p className="product-card__brand">{data.brand}</p> : null}
      {layout === 'list' ? <p className="product-card__description">{data.descriptionShort}</p> : null}
      <div className="product-card__badges">
        {data.isNew ? <span className="badge badge--new">{t('product.badges.new')}</span> : null}
        {data.isPromotion ? <span className="badge badge--promo">{t('product.badges.promo')}</span> : null}
        {data.stockState === 'OUT_OF_STOCK' ? (
          <span className="badge badge--out">{t('product.stock.out')}</span>
        ) : null}
      </div>
      {data.price ? <Price price={data.price} size="small" /> : null}
      {/* Spec 9 flag `productPreview` (issue 35): the quick view's side panel. */}
      {features.productPreview ? <PreviewButton slug={data.slug} name={data.name} /> : null}
      {offer && marketplace ? (
        <p className="product-card__seller">{t('product.soldBy', { shop: offer.shopName })}</p>
      ) : null}
      {/* A configurable product is added from its page, once its options are chosen. */}
      {Action && offer && !data.isConfigurable ? (
        <BrowserOnly fallback={<span className="add-to-cart-slot" aria-hidden="true" />}>
          <Action
            offer={cartOffer(offer, { name: data.name, image: data.pictureCover?.srcThumb }, marketplace)}
          />
        </BrowserOnly>
      ) : null}
    </article>
  );
}
