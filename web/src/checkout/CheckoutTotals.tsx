import './messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutTotals_cart$key } from '../__generated__/CheckoutTotals_cart.graphql.js';
import { formatMoney } from '../format/numbers.js';
import { useI18n } from '../i18n/index.js';

/** Below the order summary at checkout: the delivery chosen and what the order costs with it. */
export function CheckoutTotals({ cart }: { cart: CheckoutTotals_cart$key }) {
  const { t, locale } = useI18n();
  const data = useFragment(
    graphql`
      fragment CheckoutTotals_cart on Cart {
        shippingPrice {
          displayed {
            amount
          }
        }
        orderTotalPrice {
          displayed {
            amount
          }
        }
      }
    `,
    cart,
  );
  return (
    <dl className="checkout-totals">
      <div>
        <dt>{t('checkout.shipping.shippingPrice')}</dt>
        <dd>
          {data.shippingPrice
            ? formatMoney(data.shippingPrice.displayed.amount, locale)
            : t('checkout.shipping.toBeChosen')}
        </dd>
      </div>
      <div className="checkout-totals__total">
        <dt>{t('checkout.shipping.orderTotal')}</dt>
        <dd>{formatMoney(data.orderTotalPrice.displayed.amount, locale)}</dd>
      </div>
    </dl>
  );
}
