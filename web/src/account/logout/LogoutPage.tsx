import '../messages.js';
import { useEffect, useRef } from 'react';
import { commitMutation, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { LogoutPageMutation } from '../../__generated__/LogoutPageMutation.graphql.js';
import type { AccountLayoutQuery } from '../../__generated__/AccountLayoutQuery.graphql.js';
import { useCatalog } from '../../routing/catalog.js';
import { useRoutes } from '../../routing/routes.js';
import { adoptPayloadViewer, viewerChanged } from '../../relay/viewer.js';
import type { PageProps } from '../../routing/page.js';
import { useT } from '../../i18n/index.js';
import { notify } from '../../notifications/store.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import { accountQuery } from '../AccountLayout.js';

const signOutMutation = graphql`
  mutation LogoutPageMutation {
    signOut {
      viewer {
        isAuthenticated
        customer {
          id
          isGuest
          firstName
          cartLineCount
        }
      }
    }
  }
`;

/**
 * Ends the session (spec 4: logging out returns a guest). The guest of the answer becomes the
 * viewer of every screen, the other regions' stores ask again when visited, and everything this
 * store held for the signed-in customer is marked stale, so the next pages ask again (cart...).
 */
export function signOut(environment: Environment, catalog: string, locale: string): void {
  commitMutation<LogoutPageMutation>(environment, {
    mutation: signOutMutation,
    variables: {},
    updater: (store) => {
      store.invalidateStore();
      adoptPayloadViewer(store, 'signOut');
    },
    onCompleted: () => {
      viewerChanged(catalog, locale);
      notify('info', 'account.logout.done');
    },
    onError: () => notify('danger', 'account.logout.error'),
  });
}

/**
 * `mon-compte/deconnexion`: signs out and goes to the home page. The shopper leaves the account
 * pages first, so that no account page (nor its guard) sees the session end and asks to sign in.
 */
export default function LogoutPage({ queryRef }: PageProps<AccountLayoutQuery>) {
  const t = useT();
  const routes = useRoutes();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { catalog, locale } = useCatalog();
  const data = usePreloadedQuery<AccountLayoutQuery>(accountQuery, queryRef);
  usePageMeta({ title: t('account.logout.title') });
  const signedIn = data.viewer.isAuthenticated;
  // Once per visit: React's strict mode runs effects twice in development.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (signedIn) signOut(environment, catalog, locale);
    void navigate(routes.Home(), { replace: true });
  }, [signedIn, environment, catalog, locale, navigate, routes]);
  return (
    <section className="page">
      <p role="status">{t('account.logout.progress')}</p>
    </section>
  );
}
