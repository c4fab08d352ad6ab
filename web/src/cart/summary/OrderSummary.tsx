import '../page/messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import { useId } from 'react';
import type { OrderSummary_cart$key } from '../../__generated__/OrderSummary_cart.graphql.js';
import { useShopSettings } from '../../config/shop.js';
import { formatMoney } from '../../format/numbers.js';
import { useI18n } from '../../i18n/index.js';
import type { Translate } from '../../i18n/index.js';
import { formatRate, summaryRows } from './summaryRows.js';
import type { SummaryRow } from './summaryRows.js';
import './OrderSummary.css';

/**
 * Spec 2.4 order summary, in the cart side panel and on the cart page: the products, the coupon's
 * discount, the taxes by rate (VAT, or docking fees in Saint-Barthélemy, none in French Guiana and
 * Saint-Martin) and the total, in the shop's price mode; shipping comes at checkout.
 */
export function OrderSummary({
  cart,
  headingLevel = 2,
  shippingBelow = false,
}: {
  cart: OrderSummary_cart$key;
  headingLevel?: 2 | 3;
  /** At checkout: the delivery's price follows the summary (`CheckoutTotals`), no shipping row. */
  shippingBelow?: boolean;
}) {
  const { t, locale } = useI18n();
  const { priceMode } = useShopSettings();
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment OrderSummary_cart on Cart {
        itemCount
        productsPrice {
          taxFree {
            amount
          }
          taxIncluded {
            amount
          }
        }
        discount {
          taxFree {
            amount
          }
          taxIncluded {
            amount
          }
        }
        coupon {
          code
        }
        totalPrice {
          taxFree {
            amount
          }
          taxIncluded {
            amount
          }
        }
        taxes {
          kind
          rate
          amount {
            amount
          }
        }
      }
    `,
    cart,
  );
  const pair = (price: { taxFree: { amount: string }; taxIncluded: { amount: string } }) => ({
    taxFree: price.taxFree.amount,
    taxIncluded: price.taxIncluded.amount,
  });
  const rows = summaryRows({
    priceMode: priceMode === 'B2B' ? 'B2B' : 'B2C',
    itemCount: data.itemCount,
    products: pair(data.productsPrice),
    discount: data.discount ? pair(data.discount) : null,
    couponCode: data.coupon?.code ?? null,
    total: pair(data.totalPrice),
    taxes: data.taxes.flatMap((tax) =>
      tax.kind === 'VAT' || tax.kind === 'DOCKING_FEES'
        ? [{ kind: tax.kind, rate: tax.rate, amount: tax.amount.amount }]
        : [],
    ),
    shippingShownBelow: shippingBelow,
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <Heading id={titleId} className="order-summary__title">
        {t('cartPage.summary.title')}
      </Heading>
      <dl className="order-summary__rows">
        {rows.map((row) => {
          const { label, value } = rowText(row, t, (amount) => formatMoney(amount, locale), locale);
          return (
            <div key={rowKey(row)} className={`order-summary__row order-summary__row--${row.kind}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function rowKey(row: SummaryRow): string {
  return row.kind === 'tax' ? `tax-${row.tax}-${row.rate}` : row.kind;
}

function rowText(
  row: SummaryRow,
  t: Translate,
  money: (amount: string) => string,
  locale: 'fr' | 'en',
): { label: string; value: string } {
  const taxLabel = (included: boolean) => t(included ? 'price.taxIncluded' : 'price.taxFree');
  switch (row.kind) {
    case 'products': {
      // Tax-free amounts are always labelled HT (B2B); tax-included ones need no label.
      const tax = row.taxIncluded ? '' : ` ${taxLabel(false)}`;
      return {
        label: t(row.itemCount === 1 ? 'cartPage.summary.productsOne' : 'cartPage.summary.products', {
          count: row.itemCount,
          tax,
        }),
        value: money(row.amount),
      };
    }
    case 'discount':
      return {
        label: row.code ? t('cartPage.summary.coupon', { code: row.code }) : t('cartPage.summary.discount'),
        value: `−${money(row.amount)}`,
      };
    case 'subtotal':
      return { label: t('cartPage.summary.subtotal', { tax: taxLabel(false) }), value: money(row.amount) };
    case 'tax': {
      const name = row.tax === 'VAT' ? 'vat' : 'dockingFees';
      return {
        label: t(`cartPage.summary.${name}${row.included ? 'Included' : ''}`, {
          rate: formatRate(row.rate, locale),
        }),
        value: money(row.amount),
      };
    }
    case 'total':
      return {
        label: t('cartPage.summary.total', { tax: taxLabel(row.taxIncluded) }),
        value: money(row.amount),
      };
    case 'shipping':
      return { label: t('cartPage.summary.shipping'), value: t('cartPage.summary.shippingLater') };
  }
}
