import { Link } from 'react-router-dom';
import { useHref } from '../routing/catalog.js';
import { useRoutes } from '../routing/routes.js';
import { AccountLink } from './AccountLink.js';
import { AuthDialogHost } from '../auth/AuthDialogHost.js';
import { CartDialogHost } from '../cart/dialogs/CartDialogHost.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import { QuickOrderButton } from '../shell/QuickOrderButton.js';
import { SearchBar } from '../shell/SearchBar.js';
import { CategoryBar } from './CategoryBar.js';
import { Logo } from './Logo.js';
import { LoadFailure } from '../routing/LoadFailure.js';
import { ShellDataPart } from './ShellDataPart.js';
import { TopBar } from './TopBar.js';
import './Header.css';

/** The cart link with its badge: the number of lines of the shopper's cart (no badge at 0). */
export function CartLink({ className, showLabel }: { className: string; showLabel?: boolean }) {
  return (
    <ShellDataPart
      fallback={<CartLinkCount className={className} showLabel={showLabel} count={0} />}
      render={(data) => (
        <CartLinkCount className={className} showLabel={showLabel} count={data.viewer.cart?.lineCount ?? 0} />
      )}
    />
  );
}

function CartLinkCount({
  className,
  showLabel,
  count,
}: {
  className: string;
  showLabel?: boolean | undefined;
  count: number;
}) {
  const t = useT();
  const routes = useRoutes();
  // The name comes from the link's own text (no aria-label), so the visible "Panier" of the bottom
  // bar is part of it; the badge's digit is hidden, the number of lines is said in words instead.
  return (
    <Link to={routes.Cart()} className={className}>
      <span className="cart-link__icon">
        <Icon name="cart" />
        {count > 0 ? (
          <span className="cart-link__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      {showLabel ? (
        <>
          <span>{t('shell.bottomNav.cart')}</span>
          {count > 0 ? (
            <span className="visually-hidden">{t('shell.bottomNav.cartCount', { count })}</span>
          ) : null}
        </>
      ) : (
        <span className="visually-hidden">
          {count > 0 ? t('shell.header.cartCount', { count }) : t('shell.header.cart')}
        </span>
      )}
    </Link>
  );
}

/**
 * Spec 2.3: the default layout's header (top bar, logo, search, links, account, cart, category bar),
 * each element as the shop's configuration switches it.
 */
export function Header() {
  const t = useT();
  const href = useHref();
  const { header, features, marketplace } = useShopSettings();
  return (
    <header className="header">
      <TopBar />
      <div className="header__main">
        <Logo />
        {header.search ? (
          <div className="header__search">
            <SearchBar />
          </div>
        ) : null}
        <ul className="header__actions">
          {features.quickOrder ? (
            <li className="header__action--desktop">
              <QuickOrderButton className="header__action" />
            </li>
          ) : null}
          {header.becomeSeller && marketplace ? (
            <li className="header__action--desktop">
              <Link to={href('devenir-vendeur')} className="header__action">
                <Icon name="store" />
                <span>{t('shell.header.becomeSeller')}</span>
              </Link>
            </li>
          ) : null}
          {header.help ? (
            <li className="header__action--desktop">
              <Link to={href('contact')} className="header__action">
                <Icon name="headset" />
                <span>{t('shell.header.help')}</span>
              </Link>
            </li>
          ) : null}
          {header.account ? (
            <li>
              <AccountLink className="header__action header__action--icon" />
            </li>
          ) : null}
          {header.cart ? (
            <li>
              <CartLink className="header__action header__action--icon" />
            </li>
          ) : null}
        </ul>
      </div>
      <ShellDataPart
        fallback={
          <div className="header__menu-skeleton" aria-hidden="true">
            <span className="skeleton" />
          </div>
        }
        failed={<LoadFailure message="categories" className="header__menu-failed" />}
        render={(data) => <CategoryBar categories={data.categories} />}
      />
      <AuthDialogHost />
      <CartDialogHost />
    </header>
  );
}
