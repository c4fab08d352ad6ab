import { lazy } from 'react';
import accountQuery from '../__generated__/AccountLayoutQuery$parameters.js';
import type { AccountLayoutQuery } from '../__generated__/AccountLayoutQuery.graphql.js';
import { definePage } from '../routing/page.js';
import { AccountSkeleton } from './AccountSkeleton.js';

/**
 * The account pages of spec 2.1 (`mon-compte/...`). They share one query (see `AccountLayout`);
 * their code and the form libraries load with them only.
 */
export const profilePage = definePage<AccountLayoutQuery>({
  query: accountQuery,
  variables: () => ({}),
  Component: lazy(() => import('./profile/ProfilePage.js')),
  Skeleton: AccountSkeleton,
});

export const addressBookPage = definePage<AccountLayoutQuery>({
  query: accountQuery,
  variables: () => ({}),
  Component: lazy(() => import('./addresses/AddressBookPage.js')),
  Skeleton: AccountSkeleton,
});

export const logoutPage = definePage<AccountLayoutQuery>({
  query: accountQuery,
  variables: () => ({}),
  Component: lazy(() => import('./logout/LogoutPage.js')),
});
