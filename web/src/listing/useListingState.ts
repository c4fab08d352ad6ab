import { useCallback, useMemo, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readListingState, writeListingState } from './state.js';
import type { ListingState } from './state.js';

/**
 * The list's state from the URL, and a setter that rewrites the URL. The page query restarts from
 * the new URL inside a transition, so the current products stay on screen (dimmed) meanwhile.
 */
export function useListingState(): [ListingState, (next: ListingState) => void, boolean] {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const state = useMemo(() => readListingState(new URLSearchParams(location.search)), [location.search]);
  const update = useCallback(
    (next: ListingState) => {
      const search = writeListingState(new URLSearchParams(location.search), next).toString();
      // Replace, not push: the back button leaves the list instead of undoing each checkbox.
      startTransition(() => {
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      });
    },
    [location.pathname, location.search, navigate],
  );
  return [state, update, pending];
}
