import { commitLocalUpdate, createOperationDescriptor, fetchQuery } from 'relay-runtime';
import type { ShellDataQuery as ShellDataQueryType } from '../__generated__/ShellDataQuery.graphql.js';
import ShellDataQuery from '../__generated__/ShellDataQuery.graphql.js';
import { catalogHref } from '../routing/catalog.js';
import { history } from '../routing/history.js';
import { notify } from '../notifications/store.js';
import { environmentFor } from '../relay/environment.js';
import type { RequestScope } from '../relay/network.js';
import { viewerChanged } from '../relay/viewer.js';

/**
 * Spec 4 / 8 "Session": a call answered 401 `customer-is-not-logged-in` while the shop believed
 * the customer signed in (the session expired, or ended in another tab). The shopper is told, the
 * customer is cleared, the shell asks the gateway who is shopping now, and the shopper goes to
 * My-account, whose guard opens the login dialog. When the shop already knew nobody was signed in
 * (an account page opened while signed out), the guard alone deals with it: nothing "expired".
 *
 * Registered with the network layer at start-up (`main.tsx`).
 */
export function sessionEnded(scope: RequestScope): void {
  const environment = environmentFor(scope.catalog, scope.locale);
  const operation = createOperationDescriptor(ShellDataQuery, {});
  const snapshot = environment.lookup(operation.fragment);
  const data = snapshot.data as ShellDataQueryType['response'] | null;
  if (data?.viewer?.isAuthenticated !== true) return;
  notify('danger', 'errors.not-logged-in');
  commitLocalUpdate(environment, (store) => {
    const viewer = store.getRoot().getLinkedRecord('viewer');
    viewer?.setValue(false, 'isAuthenticated');
    viewer?.setValue(null, 'customer');
  });
  viewerChanged(scope.catalog, scope.locale);
  fetchQuery<ShellDataQueryType>(environment, ShellDataQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
    // The failure is told by the network layer; the cleared viewer stays until the next try.
    error: () => undefined,
  });
  if (scope.catalog) history.push(catalogHref(scope.catalog, scope.locale, 'mon-compte'));
}
