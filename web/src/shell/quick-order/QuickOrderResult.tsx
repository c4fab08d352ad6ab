import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { QuickOrderResultQuery } from '../../__generated__/QuickOrderResultQuery.graphql.js';
import { Price } from '../../components/Price.js';
import { cartOffer, productCardAction } from '../../components/productCardAction.js';
import { useShopSettings } from '../../config/shop.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { Suspense } from '../../routing/hydration.js';
import { useRoutes } from '../../routing/routes.js';

/**
 * The product a scan or a typed reference found (spec 2.4): picture, name, SKU, promotion
 * percentage, price, the cart's add-to-cart control with the stock notice, and its page. The
 * control adds one unit for each `scan` (spec 4). Nothing found: the "no product" message and
 * spec 8's `errors.notfound`.
 */
export function QuickOrderResult({ code, scan, onOpen }: { code: string; scan: number; onOpen: () => void }) {
  const t = useT();
  const routes = useRoutes();
  const { marketplace, features } = useShopSettings();
  const data = useLazyLoadQuery<QuickOrderResultQuery>(
    graphql`
      query QuickOrderResultQuery($references: [String!]!) {
        productsByReferences(references: $references) {
          slug
          name
          reference
          ean
          isConfigurable
          pictureCover {
            srcThumb
          }
          price {
            ...Price_price
          }
          defaultOffer {
            offerId
            shopName
            stockQuantity
            stockState
            ...productCardAction_offer
          }
        }
      }
    `,
    { references: [code] },
    { fetchPolicy: 'store-or-network' },
  );
  const product = data.productsByReferences?.[0] ?? null;
  useEffect(() => {
    if (!product) notify('danger', 'errors.notfound');
  }, [product, scan]);

  if (!product) return <p className="quick-order__none">{t('shell.quickOrder.notFound')}</p>;
  const offer = product.defaultOffer;
  const Action = productCardAction();
  const image = product.pictureCover?.srcThumb;
  return (
    <article className="quick-order__product">
      <img src={image ?? '/media/placeholder/thumb.svg'} alt="" width="96" height="96" />
      <div className="quick-order__details">
        <h3 className="quick-order__name">{product.name}</h3>
        <p className="quick-order__reference">
          {t('shell.quickOrder.sku', { reference: product.reference })}
          {product.ean ? <> · {t('shell.quickOrder.ean', { ean: product.ean })}</> : null}
        </p>
        {product.price ? <Price price={product.price} /> : null}
        {offer && marketplace ? (
          <p className="quick-order__seller">{t('product.soldBy', { shop: offer.shopName })}</p>
        ) : null}
        {offer && features.stockNotice ? (
          <StockLine state={offer.stockState} count={offer.stockQuantity} />
        ) : null}
        {product.isConfigurable ? (
          <p className="quick-order__hint">{t('shell.quickOrder.chooseOptions')}</p>
        ) : Action && offer ? (
          <Suspense fallback={<span className="add-to-cart-slot" aria-hidden="true" />}>
            <Action
              key={offer.offerId}
              scan={scan}
              offer={cartOffer(offer, { name: product.name, image }, marketplace)}
            />
          </Suspense>
        ) : null}
        <Link to={routes.Product(product.slug)} onClick={onOpen} className="quick-order__open">
          {t('shell.quickOrder.open')}
        </Link>
      </div>
    </article>
  );
}

/** Spec 4 stock display, in the words of the product page: out of stock, low stock, or the count. */
function StockLine({ state, count }: { state: string; count: number }) {
  const t = useT();
  if (state === 'OUT_OF_STOCK') return <p className="stock stock--out">{t('product.stock.out')}</p>;
  if (state === 'LOW_STOCK') return <p className="stock stock--low">{t('product.stock.low', { count })}</p>;
  return <p className="stock stock--in">{t('product.stock.in', { count })}</p>;
}
