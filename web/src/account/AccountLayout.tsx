import './messages.js';
import '../wishlist/messages.js';
import type { ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { NavLink } from 'react-router-dom';
import { useHref } from '../routing/catalog.js';
import { routePaths } from '../routing/routes.js';
import { openLogin } from '../auth/authUi.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { Breadcrumbs } from '../listing/Breadcrumbs.js';
import { Icon } from '../shell/Icon.js';
import type { IconName } from '../shell/Icon.js';
import './account.css';

/**
 * The one query of the account pages (profile, address book, logout): moving between them is
 * instant, the store already holds it, and the first page's chunk carries one query, not three.
 * The pages read its fields and render the forms whose fragments it spreads, hence the lint
 * exceptions below.
 */
export const accountQuery = graphql`
  # eslint-disable-next-line relay/unused-fields
  query AccountLayoutQuery @preloadable {
    viewer {
      isAuthenticated
      customer {
        id
        firstName
        # The pages render these forms: the query is theirs too (see above).
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...PersonalDataForm_customer
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...AddressBook_customer
      }
    }
  }
`;

/** The side menu's entries (spec 2.4 "Account"). */
const MENU: { path: string; key: string; icon: IconName; label?: string }[] = [
  { path: 'mon-compte/profil', key: 'profile', icon: 'user' },
  { path: 'mon-compte/carnet-d-adresses', key: 'addresses', icon: 'pin' },
  { path: 'mon-compte/commandes', key: 'orders', icon: 'truck' },
  // Spec 9 flag `wishlist` (issue 35): shown when the shop has a wish list.
  { path: 'mon-compte/liste-d-envies', key: 'wishlist', icon: 'heart', label: 'wishlist.menu' },
  { path: 'mon-compte/deconnexion', key: 'logout', icon: 'lock' },
];

/** An account page: breadcrumbs, the account's side menu and the page's own content. */
export function AccountLayout({
  title,
  firstName,
  children,
}: {
  title: string;
  firstName?: string | null | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const href = useHref();
  const { features } = useShopSettings();
  const menu = MENU.filter((item) => item.key !== 'wishlist' || features.wishlist);
  return (
    <div className="page account">
      <Breadcrumbs items={[{ label: t('account.title'), to: routePaths.MyAccount() }, { label: title }]} />
      <div className="account__grid">
        <nav className="account__menu" aria-label={t('account.menu.label')}>
          {firstName ? <p className="account__hello">{t('account.hello', { name: firstName })}</p> : null}
          <ul className="account__links">
            {menu.map((item) => (
              <li key={item.key}>
                <NavLink to={href(item.path)} className="account__link">
                  <Icon name={item.icon} size={20} />
                  <span>{t(item.label ?? `account.menu.${item.key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__content">
          <h1 className="account__title">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Shown instead of an account page when nobody is signed in (the route guard normally opens the
 * login dialog first; this covers a session that ended while the page was open).
 */
export function SignInPrompt({ then }: { then: string }) {
  const t = useT();
  return (
    <section className="account-sign-in" aria-labelledby="account-sign-in-title">
      <h2 id="account-sign-in-title" className="account-sign-in__title">
        {t('account.signIn.title')}
      </h2>
      <p>{t('account.signIn.text')}</p>
      <button type="button" className="button" onClick={() => openLogin({ then })}>
        {t('account.signIn.action')}
      </button>
    </section>
  );
}
