import './messages.js';
import { useShopSettings } from '../../config/shop.js';
import { useT } from '../../i18n/index.js';
import { Icon } from '../../shell/Icon.js';
import './CartPage.css';

/**
 * Spec 9 "Don't forget your cart" reminder (flag `cartReminder`): the lines stay in the cart but
 * nothing is reserved until the order is placed.
 */
export function CartReminder() {
  const t = useT();
  const { features } = useShopSettings();
  if (!features.cartReminder) return null;
  return (
    <div className="cart-reminder" role="note">
      <Icon name="info" size={20} className="cart-reminder__icon" />
      <div>
        <p className="cart-reminder__title">{t('cartPage.reminder.title')}</p>
        <p className="cart-reminder__text">{t('cartPage.reminder.text')}</p>
      </div>
    </div>
  );
}
