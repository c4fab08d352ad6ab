import '../page/messages.js';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { CartLines_cart$key } from '../../__generated__/CartLines_cart.graphql.js';
import type { CartLines_line$key } from '../../__generated__/CartLines_line.graphql.js';
import { QuantityInput } from '../QuantityInput.js';
import { useCartLineQuantity } from '../useCartLineQuantity.js';
import { Price } from '../../components/Price.js';
import { useShopSettings } from '../../config/shop.js';
import { formatMoney } from '../../format/numbers.js';
import { useI18n } from '../../i18n/index.js';
import { useRoutes } from '../../routing/routes.js';
import './CartLines.css';

/**
 * The cart lines' quantity call: what `useCartLineQuantity` reads of the reply (as the shared
 * `setQuantityMutation` selects it) plus the fragments of the panel and the cart page, so one reply
 * refreshes the lines, the summary, the franco bar and the coupon beside them.
 */
const cartLinesQuantityMutation = graphql`
  mutation CartLinesQuantityMutation($input: SetCartLineQuantityInput!) {
    setCartLineQuantity(input: $input) {
      # The badge reads the counts (shell query); the panel and the page read the fragments.
      # eslint-disable-next-line relay/unused-fields
      cart {
        id
        lineCount
        ...CartLines_cart
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...OrderSummary_cart
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...FrancoBar_cart
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CouponForm_cart
      }
      line {
        quantity
        offer {
          stockQuantity
        }
      }
      removedLineId @deleteRecord
      viewer {
        ...fragments_cartCounts @relay(mask: false)
      }
      userErrors {
        ...fragments_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * The cart's lines (spec 2.4), in the side panel (`compact`) and on the cart page: picture, name
 * linking to the product, seller in marketplace mode, unit price, quantity, line total, remove.
 */
export function CartLines({ cart, compact = false }: { cart: CartLines_cart$key; compact?: boolean }) {
  const { t } = useI18n();
  const list = useRef<HTMLUListElement>(null);
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
      ref={list}
      className={compact ? 'cart-lines cart-lines--compact' : 'cart-lines'}
      aria-label={t('cartPage.lines.label')}
      tabIndex={-1}
    >
      {data.lines.map((line) => (
        // The removed line's button goes with it: the keyboard stays on the list.
        <CartLine key={line.id} line={line} onRemoved={() => list.current?.focus()} />
      ))}
    </ul>
  );
}

function CartLine({ line, onRemoved }: { line: CartLines_line$key; onRemoved: () => void }) {
  const { t, locale } = useI18n();
  const routes = useRoutes();
  const { marketplace } = useShopSettings();
  const data = useFragment(
    graphql`
      fragment CartLines_line on CartLine {
        id
        quantity
        isGift
        offer {
          offerId
          shopName
          stockQuantity
          packSize
          minimalOrderQuantity
          maximalOrderQuantity
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
          current {
            displayed {
              amount
            }
          }
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
  const { offer } = data;
  const quantity = useCartLineQuantity({
    offerId: offer.offerId,
    productName: name,
    rules: {
      stock: offer.stockQuantity,
      packSize: offer.packSize,
      minimalOrderQuantity: offer.minimalOrderQuantity,
      maximalOrderQuantity: offer.maximalOrderQuantity,
    },
    line: { id: data.id, quantity: data.quantity },
    unitPrice: Number(data.unitPrice.current.displayed.amount),
    source: 'cart',
    mutation: cartLinesQuantityMutation,
  });
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
          {data.product ? <Link to={routes.Product(data.product.slug)}>{name}</Link> : name}
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
        {data.isGift ? (
          <p className="cart-line__quantity">
            {t('cartPage.lines.quantity')} : {data.quantity}
          </p>
        ) : (
          <QuantityInput
            className="cart-line__quantity"
            value={quantity.quantity}
            onChange={quantity.change}
            productName={name}
            minimum={quantity.minimum}
            step={quantity.step}
            limit={quantity.limit}
            stock={offer.stockQuantity}
            allowZero
          />
        )}
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cartPage.lines.total')} </span>
          {formatMoney(data.totalPrice.displayed.amount, locale)}
        </p>
        {data.isGift ? null : (
          <button
            type="button"
            className="cart-danger-button cart-line__remove"
            disabled={quantity.busy}
            aria-label={t('cartPage.lines.removeLabel', { name })}
            onClick={() => {
              void quantity.remove().then((result) => {
                if (result.ok && result.quantity === 0) onRemoved();
              });
            }}
          >
            {t('cartPage.lines.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
