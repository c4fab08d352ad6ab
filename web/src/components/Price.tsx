import { graphql, useFragment } from 'react-relay/hooks';
import type { Price_price$key } from '../__generated__/Price_price.graphql.js';
import { formatMoney, formatPercent } from '../format/money.js';
import { useI18n } from '../i18n/index.js';

/**
 * A product's price as the shopper's mode shows it (tax-included in B2C, tax-free in B2B, chosen by
 * the gateway's `displayed`), the struck regular price and the promotion percentage when discounted.
 */
export function Price({
  price,
  size = 'medium',
}: {
  price: Price_price$key;
  size?: 'small' | 'medium' | 'large';
}) {
  const { locale } = useI18n();
  const data = useFragment(
    graphql`
      fragment Price_price on ProductPrice {
        current {
          displayed {
            amount
          }
        }
        regular {
          displayed {
            amount
          }
        }
        isDiscounted
        percentPromo
      }
    `,
    price,
  );
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">{formatMoney(data.current.displayed.amount, locale)}</span>
      {data.isDiscounted && data.regular ? (
        <>
          <del className="price__regular">{formatMoney(data.regular.displayed.amount, locale)}</del>
          {data.percentPromo > 0 ? (
            <span className="price__promo">-{formatPercent(data.percentPromo, locale)}</span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
