import { useEffect, useRef } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { readListingState, withoutFilters } from './state.js';

/** True when the URL asks for filters (readable or not). */
export function hasFilters(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('f') || readListingState(params).filters.length > 0;
}

/**
 * True from the render where the page's root field failed with filters in the URL until the page
 * has left that URL: the store update of <DropFilters>' own fetch must not bring the failed URL's
 * page back in the meantime (its products, with the unknown filter, are not in the store).
 */
export function useDropFilters(failed: boolean): boolean {
  const location = useLocation();
  const failedAt = useRef<string | null>(null);
  if (failed && hasFilters(location.search)) failedAt.current = location.key;
  return failedAt.current === location.key;
}

/**
 * A filter the list does not know (an old link, an edited URL) fails the whole root field (e.g.
 * `category(path:)` comes back null with the error): the page comes back without the filters. The
 * page's query runs again without them first, from the network: the store still holds the failed
 * field under the same arguments, and the page query of the new URL would read that back.
 */
export function DropFilters<Q extends OperationType>({
  query,
  variables,
}: {
  query: GraphQLTaggedNode;
  variables: Q['variables'];
}) {
  const environment = useRelayEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = withoutFilters(new URLSearchParams(location.search)).toString();
    const leave = () =>
      navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    const subscription = fetchQuery<Q>(
      environment,
      query,
      { ...variables, filters: null },
      { fetchPolicy: 'network-only' },
    ).subscribe({ complete: leave, error: leave });
    return () => subscription.unsubscribe();
    // Once, for the failed URL.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
