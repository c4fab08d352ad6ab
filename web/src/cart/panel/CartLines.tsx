import '../page/messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CartLines_cart$key } from '../../__generated__/CartLines_cart.graphql.js';
import type { CartLines_line$key } from '../../__generated__/CartLines_line.graphql.js';
import { Price } from '../../components/Price.js';
import { useShopSettings } from '../../config/shop.js';
import { formatMoney } from '../../format/money.js';
import { useI18n } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';
import './CartLines.css';

/**
 * The cart's lines (spec 2.4), in the side panel (`compact`) and on the cart page: picture, name
 * linking to the product, seller in marketplace mode, unit price, quantity, line total, remove.
 */
export function CartLines({ cart, compact = false }: { cart: CartLines_cart$key; compact?: boolean }) {
  const { t } = useI18n();
  const data = useFragment(
    graphql`
      fragment CartLines_cart on Cart {
        lines {
          id
          ...CartLines_line
        }
      }
    `,
    cart,
  );
  return (
    <ul
      className={compact ? 'cart-lines cart-lines--compact' : 'cart-lines'}
      aria-label={t('cartPage.lines.label')}
    >
      {data.lines.map((line) => (
        <CartLine key={line.id} line={line} />
      ))}
    </ul>
  );
}

function CartLine({ line }: { line: CartLines_line$key }) {
  const { t, locale } = useI18n();
  const href = useHref();
  const { marketplace } = useShopSettings();
  const data = useFragment(
    graphql`
      fragment CartLines_line on CartLine {
        quantity
        isGift
        offer {
          shopName
        }
        product {
          name
          slug
          reference
          pictureCover {
            srcThumb
          }
        }
        unitPrice {
          ...Price_price
        }
        totalPrice {
          displayed {
            amount
          }
        }
      }
    `,
    line,
  );
  const name = data.product?.name ?? t('cartPage.lines.unknownProduct');
  return (
    <li className="cart-line">
      <img
        className="cart-line__image"
        src={data.product?.pictureCover?.srcThumb ?? '/media/placeholder/thumb.svg'}
        alt=""
        width="80"
        height="80"
        loading="lazy"
      />
      <div className="cart-line__main">
        <p className="cart-line__name">
          {data.product ? <Link to={href(`produit/${data.product.slug}`)}>{name}</Link> : name}
        </p>
        {data.product ? (
          <p className="cart-line__meta">
            {t('cartPage.lines.reference', { reference: data.product.reference })}
          </p>
        ) : null}
        {marketplace ? (
          <p className="cart-line__meta">{t('cartPage.lines.seller', { shop: data.offer.shopName })}</p>
        ) : null}
        {data.isGift ? <p className="cart-line__gift">{t('cartPage.lines.gift')}</p> : null}
        <div className="cart-line__unit">
          <span className="visually-hidden">{t('cartPage.lines.unitPrice')}</span>
          <Price price={data.unitPrice} size="small" />
        </div>
      </div>
      <div className="cart-line__actions">
        <p className="cart-line__quantity">
          {t('cartPage.lines.quantity')} : {data.quantity}
        </p>
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cartPage.lines.total')} </span>
          {formatMoney(data.totalPrice.displayed.amount, locale)}
        </p>
      </div>
    </li>
  );
}
