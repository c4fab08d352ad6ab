import { graphql, useFragment } from 'react-relay/hooks';
import type { Price_price$key } from '../__generated__/Price_price.graphql.js';
import { formatMoney, formatPercent } from '../format/numbers.js';
import { useShopSettings } from '../config/shop.js';
import { useI18n, useT } from '../i18n/index.js';
import { PriorPrice } from './PriorPrice.js';

/**
 * A product's price as the shop's mode shows it (tax-included in B2C, tax-free in B2B, chosen by
 * the gateway's `displayed`), the struck regular price and the promotion percentage when discounted.
 * Tax-free amounts are always labelled HT, so they are never read as what a consumer pays; `showTax`
 * labels tax-included ones TTC too.
 */
export function Price({
  price,
  size = 'medium',
  showTax = false,
}: {
  price: Price_price$key;
  size?: 'small' | 'medium' | 'large';
  showTax?: boolean;
}) {
  const { locale } = useI18n();
  const { priceMode } = useShopSettings();
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
        priorPrice {
          displayed {
            amount
          }
        }
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
      {showTax || priceMode === 'B2B' ? (
        <>
          {' '}
          <TaxLabel className="price__tax" />
        </>
      ) : null}
      {data.isDiscounted && data.priorPrice ? <PriorPrice amount={data.priorPrice.displayed.amount} /> : null}
    </p>
  );
}

/** What the shown amounts are: HT (tax-free) in B2B mode, TTC (tax-included) in B2C (spec 1). */
export function TaxLabel({ className }: { className: string }) {
  const t = useT();
  const { priceMode } = useShopSettings();
  return <span className={className}>{t(priceMode === 'B2B' ? 'price.taxFree' : 'price.taxIncluded')}</span>;
}
