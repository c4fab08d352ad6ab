import './messages.js';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FrancoBar_cart$key } from '../../__generated__/FrancoBar_cart.graphql.js';
import { useShopSettings } from '../../config/shop.js';
import { formatMoney } from '../../format/numbers.js';
import { useI18n } from '../../i18n/index.js';
import { francoPercent, francoText } from './franco.js';
import './CartPage.css';

/**
 * Spec 2.4 / 4 free-delivery (franco) bar: progress toward the region's threshold, with what is
 * still missing or the news that delivery is free. Off with the `francoMessage` flag or in a
 * region without threshold (the gateway then gives no `franco`).
 */
export function FrancoBar({ cart }: { cart: FrancoBar_cart$key }) {
  const { t, locale } = useI18n();
  const { features } = useShopSettings();
  const data = useFragment(
    graphql`
      fragment FrancoBar_cart on Cart {
        franco {
          goal {
            amount
          }
          remaining {
            amount
          }
          progress
          reached
        }
      }
    `,
    cart,
  );
  if (!features.francoMessage || !data.franco) return null;
  const franco = {
    goal: data.franco.goal.amount,
    remaining: data.franco.remaining.amount,
    progress: data.franco.progress,
    reached: data.franco.reached,
  };
  const text = francoText(franco);
  const percent = francoPercent(franco);
  const message =
    text.key === 'cartPage.franco.remaining'
      ? t(text.key, { amount: formatMoney(text.amount, locale) })
      : t(text.key);
  return (
    <div className={text.key === 'cartPage.franco.reached' ? 'franco franco--reached' : 'franco'}>
      <p className="franco__text" aria-live="polite">
        {message}
      </p>
      <div
        className="franco__track"
        role="progressbar"
        aria-label={t('cartPage.franco.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={message}
      >
        <div className="franco__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="franco__goal">
        {t('cartPage.franco.goal', { amount: formatMoney(franco.goal, locale) })}
      </p>
    </div>
  );
}
