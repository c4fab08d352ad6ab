import { Link, useLocation } from 'react-router-dom';
import { useCatalog } from '../routing/catalog.js';
import { useRoutes } from '../routing/routes.js';
import { AccountLink } from './AccountLink.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import { QuickOrderButton } from '../shell/QuickOrderButton.js';
import { SEARCH_INPUT_ID } from '../shell/SearchBar.js';
import { CartLink } from './Header.js';
import './BottomNav.css';

/** Mobile (under 768 px) bottom navigation of spec 2.3: menu, home, quick order, search, account, cart. */
export function BottomNav({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const t = useT();
  const routes = useRoutes();
  const { catalog, locale } = useCatalog();
  const { pathname } = useLocation();
  const { features, header } = useShopSettings();
  const atHome = pathname === `/${catalog}/${locale}/` || pathname === `/${catalog}/${locale}`;
  return (
    <nav className="bottom-nav" aria-label={t('shell.bottomNav.label')}>
      <ul className="bottom-nav__list">
        <li>
          <button
            type="button"
            className="bottom-nav__item"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={onMenu}
          >
            <Icon name="menu" />
            <span>{t('shell.bottomNav.menu')}</span>
          </button>
        </li>
        <li>
          <Link to={routes.Home()} className="bottom-nav__item" aria-current={atHome ? 'page' : undefined}>
            <Icon name="home" />
            <span>{t('shell.bottomNav.home')}</span>
          </Link>
        </li>
        {features.quickOrder ? (
          <li>
            <QuickOrderButton className="bottom-nav__item" label={t('shell.bottomNav.quickOrder')} />
          </li>
        ) : null}
        {header.search ? (
          <li>
            <button
              type="button"
              className="bottom-nav__item"
              aria-controls={SEARCH_INPUT_ID}
              onClick={() => {
                const input = document.getElementById(SEARCH_INPUT_ID);
                input?.scrollIntoView({ block: 'center' });
                input?.focus();
              }}
            >
              <Icon name="search" />
              <span>{t('shell.bottomNav.search')}</span>
            </button>
          </li>
        ) : null}
        {header.account ? (
          <li>
            <AccountLink className="bottom-nav__item" label={t('shell.bottomNav.account')} />
          </li>
        ) : null}
        {header.cart ? (
          <li>
            <CartLink className="bottom-nav__item" showLabel />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
