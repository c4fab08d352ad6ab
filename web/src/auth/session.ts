import { commitLocalUpdate, createOperationDescriptor, fetchQuery } from 'relay-runtime';
import type { ShellDataQuery as ShellDataQueryType } from '../__generated__/ShellDataQuery.graphql.js';
import ShellDataQuery from '../__generated__/ShellDataQuery.graphql.js';
import { routesIn } from '../routing/routes.js';
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
  if (scope.catalog) history.push(routesIn(scope.catalog, scope.locale).MyAccount());
}

/** The shell's viewer as the store holds it: whether it shows a signed-in customer (not a guest). */
export function showsSignedInCustomer(
  viewer: { isAuthenticated?: boolean | null } | null | undefined,
): boolean {
  return viewer?.isAuthenticated === true;
}

/** The environments whose profile is being fetched again: one call at a time, whatever the replies. */
const refetching = new Set<string>();

/**
 * Spec 4 "Session": a reply whose session mode is "anonymous" while the shop shows a signed-in
 * customer (the session cookie expired, or the upstream forgot the session): the profile is
 * fetched again (the shell query: who is shopping, the cart badge), which shows the shopper as
 * they now are; other regions forget their viewer. A guest or a visitor is left alone. Nothing is
 * said to the shopper here: a call that needed the session says it (`sessionEnded`).
 *
 * Registered with the network layer at start-up (`main.tsx`).
 */
export function anonymousReply(scope: RequestScope): void {
  const environment = environmentFor(scope.catalog, scope.locale);
  const key = `${scope.catalog}/${scope.locale}`;
  if (refetching.has(key)) return;
  const snapshot = environment.lookup(createOperationDescriptor(ShellDataQuery, {}).fragment);
  const data = snapshot.data as ShellDataQueryType['response'] | null;
  if (!showsSignedInCustomer(data?.viewer)) return;
  refetching.add(key);
  const done = () => {
    refetching.delete(key);
    viewerChanged(scope.catalog, scope.locale);
  };
  fetchQuery<ShellDataQueryType>(environment, ShellDataQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
    complete: done,
    // The failure is told by the network layer; the next anonymous reply tries again.
    error: () => refetching.delete(key),
  });
}
