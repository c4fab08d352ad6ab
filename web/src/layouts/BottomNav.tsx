import { Link, useLocation } from 'react-router-dom';
import { useCatalog, useHref } from '../routing/catalog.js';
import { AccountLink } from './AccountLink.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../shell/Icon.js';
import { SEARCH_INPUT_ID } from '../shell/SearchBar.js';
import { CartLink } from './Header.js';
import './BottomNav.css';

/** Mobile (under 768 px) bottom navigation of spec 2.3: menu, home, quick order, search, account, cart. */
export function BottomNav({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const t = useT();
  const href = useHref();
  const { catalog, locale } = useCatalog();
  const { pathname } = useLocation();
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
          <Link to={href()} className="bottom-nav__item" aria-current={atHome ? 'page' : undefined}>
            <Icon name="home" />
            <span>{t('shell.bottomNav.home')}</span>
          </Link>
        </li>
        <li>
          <Link
            to={href('commande-rapide')}
            className="bottom-nav__item"
            aria-label={t('shell.header.quickOrder')}
          >
            <Icon name="scan" />
            <span aria-hidden="true">{t('shell.bottomNav.quickOrder')}</span>
          </Link>
        </li>
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
        <li>
          <AccountLink className="bottom-nav__item" label={t('shell.bottomNav.account')} />
        </li>
        <li>
          <CartLink className="bottom-nav__item" showLabel />
        </li>
      </ul>
    </nav>
  );
}
