import type { MarketingEventName } from '@shop/domain/marketing-events';
import { currentConsent, subscribeConsent } from './consent.js';
import type * as Sender from './events/sender.js';

/**
 * Marketing events of spec 7 ("Tracking") and 2.2, raised where the spec says: every event is pushed
 * to `window.dataLayer` (created when missing), dispatched as a `shop:analytics` CustomEvent on
 * `window`, whose `detail` is `{ event, ...data }` (the configured trackers listen to it:
 * `events/trackers.ts`), and queued for the shop's own endpoint (`events/sender.ts`, in batches).
 *
 * Nothing of it happens before the shopper accepted audience measurement (cookie consent, spec 2.4;
 * `consent.ts`), so no handler listening to it runs either. Events raised before the choice (the
 * landing page's view, an add to cart made with the banner still open) wait in this page's memory,
 * at most `QUEUE_LIMIT`, and go out in order once the shopper accepts; a refusal drops them, and
 * later events are dropped as they come. Nothing is stored or sent meanwhile.
 */
/** The events of spec 7, as the domain names them for every layer. */
export type AnalyticsEvent = MarketingEventName;

export type AnalyticsData = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Events kept until the shopper's choice: a visit's first pages, not an unbounded log. */
export const QUEUE_LIMIT = 20;
const waiting: Record<string, unknown>[] = [];

/**
 * The shop's own endpoint's batching (`events/sender.ts`), loaded with the first event delivered:
 * a shopper who refused never downloads it. Events keep their order through the one promise.
 */
let sender: Promise<typeof Sender> | null = null;

function sendToShop(eventName: string, data: Record<string, unknown>): void {
  sender ??= import('./events/sender.js');
  sender.then(({ sendEvent }) => sendEvent(eventName, data)).catch(() => undefined);
}

function deliver(detail: Record<string, unknown>): void {
  (window.dataLayer ??= []).push(detail);
  window.dispatchEvent(new CustomEvent('shop:analytics', { detail }));
  const { event, ...data } = detail;
  sendToShop(String(event), data);
}

subscribeConsent(() => {
  const consent = currentConsent();
  const queued = waiting.splice(0);
  if (consent?.analytics) queued.forEach(deliver);
});

export function track(eventName: AnalyticsEvent, data: AnalyticsData = {}): void {
  if (typeof window === 'undefined') return;
  const detail = { event: eventName, ...data };
  const consent = currentConsent();
  if (consent?.analytics) deliver(detail);
  else if (!consent && waiting.length < QUEUE_LIMIT) waiting.push(detail);
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
