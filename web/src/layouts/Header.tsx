import { Link } from 'react-router-dom';
import { useHref } from '../routing/catalog.js';
import { AccountLink } from './AccountLink.js';
import { AuthDialogHost } from '../auth/AuthDialogHost.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import { SearchBar } from '../shell/SearchBar.js';
import { CategoryBar } from './CategoryBar.js';
import { Logo } from './Logo.js';
import { ShellDataPart } from './ShellDataPart.js';
import { TopBar } from './TopBar.js';
import './Header.css';

/** The cart link with its badge: the number of lines of the shopper's cart (no badge at 0). */
export function CartLink({ className, showLabel }: { className: string; showLabel?: boolean }) {
  return (
    <ShellDataPart
      fallback={<CartLinkCount className={className} showLabel={showLabel} count={0} />}
      render={(data) => (
        <CartLinkCount
          className={className}
          showLabel={showLabel}
          count={data.viewer.customer?.cartLineCount ?? 0}
        />
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
  const href = useHref();
  return (
    <Link
      to={href('mon-panier')}
      className={className}
      aria-label={count > 0 ? t('shell.header.cartCount', { count }) : t('shell.header.cart')}
    >
      <span className="cart-link__icon">
        <Icon name="cart" />
        {count > 0 ? (
          <span className="cart-link__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      {showLabel ? <span aria-hidden="true">{t('shell.bottomNav.cart')}</span> : null}
    </Link>
  );
}

/** Spec 2.3: the default layout's header (top bar, logo, search, links, account, cart, category bar). */
export function Header() {
  const t = useT();
  const href = useHref();
  return (
    <header className="header">
      <TopBar />
      <div className="header__main">
        <Logo />
        <div className="header__search">
          <SearchBar />
        </div>
        <ul className="header__actions">
          <li className="header__action--desktop">
            <Link to={href('commande-rapide')} className="header__action">
              <Icon name="scan" />
              <span>{t('shell.header.quickOrder')}</span>
            </Link>
          </li>
          <li className="header__action--desktop">
            <Link to={href('devenir-vendeur')} className="header__action">
              <Icon name="store" />
              <span>{t('shell.header.becomeSeller')}</span>
            </Link>
          </li>
          <li className="header__action--desktop">
            <Link to={href('contact')} className="header__action">
              <Icon name="headset" />
              <span>{t('shell.header.help')}</span>
            </Link>
          </li>
          <li>
            <AccountLink className="header__action header__action--icon" />
          </li>
          <li>
            <CartLink className="header__action header__action--icon" />
          </li>
        </ul>
      </div>
      <ShellDataPart
        fallback={
          <div className="header__menu-skeleton" aria-hidden="true">
            <span className="skeleton" />
          </div>
        }
        render={(data) => <CategoryBar categories={data.categories} />}
      />
      <AuthDialogHost />
    </header>
  );
}
