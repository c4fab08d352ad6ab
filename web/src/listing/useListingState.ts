import {
  useCallback,
  useEffect,
  useMemo,
  useOptimistic,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { history, onLocationChange } from '../routing/history.js';
import { DEFAULT_MODE, isDisplayMode, readListingState, writeListingState } from './state.js';
import type { DisplayMode, ListingState } from './state.js';

/** The display mode chosen last, remembered across lists and visits (local storage). */
const MODE_KEY = 'listing.mode';
const modeListeners = new Set<() => void>();

function storedMode(): DisplayMode | null {
  try {
    const value = localStorage.getItem(MODE_KEY);
    return isDisplayMode(value) ? value : null;
  } catch {
    return null; // storage disabled: the default mode applies
  }
}

function storeMode(mode: DisplayMode): void {
  try {
    localStorage.setItem(MODE_KEY, mode);
  } catch {
    // see storedMode()
  }
  for (const listener of modeListeners) listener();
}

function subscribeMode(listener: () => void) {
  modeListeners.add(listener);
  return () => modeListeners.delete(listener);
}

/**
 * True while the URL already says something else for this same page (a new search term from the
 * header, back or forward between two filter sets) and the page's query for it still runs: the
 * router renders the new URL inside a transition, so until then the screen shows the previous one.
 */
export function useNextUrlPending(): boolean {
  const location = useLocation();
  const [latest, setLatest] = useState(location);
  useEffect(() => {
    setLatest(history.location);
    const stop = onLocationChange((next) => setLatest(next));
    return () => {
      stop();
    };
  }, []);
  return latest.key !== location.key && latest.pathname === location.pathname;
}

export interface ListingControls {
  state: ListingState;
  /** The mode shown: the URL's, else the remembered one, else list (spec 4). */
  mode: DisplayMode;
  update: (next: ListingState) => void;
  setMode: (mode: DisplayMode) => void;
  /** True while the list's query runs again for a new sort, filter or page size. */
  pending: boolean;
}

/**
 * The list's state from the URL, and setters that rewrite the URL. The page query restarts from the
 * new URL (the router prepares it before rendering) inside a transition, so the current products
 * stay on screen, dimmed, instead of falling back to the skeleton.
 *
 * The URL is replaced, not pushed: the back button leaves the list (to where the shopper came
 * from) instead of undoing one checkbox at a time, while the list's URL still carries the whole
 * state, so coming back from a product shows the same filtered, sorted list.
 */
export function useListingState(): ListingControls {
  const location = useLocation();
  const navigate = useNavigate();
  const [transitionPending, startTransition] = useTransition();
  const pending = useNextUrlPending() || transitionPending;
  const remembered = useSyncExternalStore(subscribeMode, storedMode, () => null);
  const state = useMemo(() => readListingState(new URLSearchParams(location.search)), [location.search]);
  // The controls show the shopper's choice at once, while the list behind them is refetched.
  const [shown, setShown] = useOptimistic(state);
  const update = useCallback(
    (next: ListingState) => {
      const search = writeListingState(new URLSearchParams(location.search), next).toString();
      startTransition(() => {
        setShown(next);
        navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: '' },
          { replace: true },
        );
      });
    },
    [location.pathname, location.search, navigate, setShown],
  );
  const setMode = useCallback(
    (mode: DisplayMode) => {
      storeMode(mode);
      update({ ...shown, mode });
    },
    [shown, update],
  );
  return { state: shown, mode: shown.mode ?? remembered ?? DEFAULT_MODE, update, setMode, pending };
}
