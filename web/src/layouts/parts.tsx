import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import { Logo } from './Logo.js';

/** First stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipToContent')}
    </a>
  );
}

/** Checkout and blank layouts (spec 2.3): logo and the secure-checkout mention, nothing to leave by. */
export function CheckoutHeader() {
  const t = useT();
  return (
    <header className="checkout-header">
      <div className="checkout-header__inner">
        <Logo />
        <p className="checkout-header__secure">
          <Icon name="lock" size={20} />
          {t('shell.header.secureCheckout')}
        </p>
      </div>
    </header>
  );
}
