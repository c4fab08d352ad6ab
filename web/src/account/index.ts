import accountQuery from '../__generated__/AccountLayoutQuery$parameters.js';
import type { AccountLayoutQuery } from '../__generated__/AccountLayoutQuery.graphql.js';
import { definePage, lazyScreen } from '../routing/page.js';
import { AccountSkeleton } from './AccountSkeleton.js';

/**
 * The account pages of spec 2.1 (`mon-compte/...`). They share one query (see `AccountLayout`);
 * their code and the form libraries load with them only.
 */
export const profilePage = definePage<AccountLayoutQuery>({
  query: accountQuery,
  variables: () => ({}),
  Component: lazyScreen(() => import('./profile/ProfilePage.js'), 'src/account/profile/ProfilePage.tsx'),
  Skeleton: AccountSkeleton,
});

export const addressBookPage = definePage<AccountLayoutQuery>({
  query: accountQuery,
  variables: () => ({}),
  Component: lazyScreen(
    () => import('./addresses/AddressBookPage.js'),
    'src/account/addresses/AddressBookPage.tsx',
  ),
  Skeleton: AccountSkeleton,
});

export const logoutPage = definePage<AccountLayoutQuery>({
  query: accountQuery,
  variables: () => ({}),
  Component: lazyScreen(() => import('./logout/LogoutPage.js'), 'src/account/logout/LogoutPage.tsx'),
});
