/**
 * Marketing events of spec 7 ("Tracking") and 2.2, raised where the spec says and sent later by the
 * marketing issue: every event is pushed to `window.dataLayer` (created when missing) and dispatched
 * as a `shop:analytics` CustomEvent on `window`, whose `detail` is `{ event, ...data }`.
 */
export type AnalyticsEvent =
  | 'page_view'
  | 'search'
  | 'view_cart'
  | 'add_to_cart'
  | 'add_to_cart_light'
  | 'remove_from_cart'
  | 'profile_update'
  | 'login'
  | 'sign_up';

export type AnalyticsData = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(eventName: AnalyticsEvent, data: AnalyticsData = {}): void {
  if (typeof window === 'undefined') return;
  const detail = { event: eventName, ...data };
  (window.dataLayer ??= []).push(detail);
  window.dispatchEvent(new CustomEvent('shop:analytics', { detail }));
}

export interface VisitedLocation {
  pathname: string;
  /** Query string, with or without its `?`; empty when none. */
  search: string;
}

function hasQuery(search: string): boolean {
  return search.replace(/^\?/, '') !== '';
}

/**
 * Spec 2.2: after a navigation a page view is raised when the path changed, or when both the old
 * and the new query strings are non-empty (a new search term, a filter). The first page counts.
 */
export function isPageView(previous: VisitedLocation | null, next: VisitedLocation): boolean {
  if (!previous) return true;
  if (previous.pathname !== next.pathname) return true;
  return hasQuery(previous.search) && hasQuery(next.search);
}
