import {
  isMarketingEventName,
  marketingEventDataProblem,
  withoutPersonalData,
} from '@shop/domain/marketing-events';
import { currentConsent } from '../consent.js';

/**
 * The shop's own endpoint for its marketing events (spec 7 "Tracking", the gateway's `POST /events`):
 * events are gathered in memory and sent together, so a page never waits on them. A batch leaves
 * `FLUSH_DELAY_MS` after its first event, at once when it holds `FLUSH_AT` events, and when the
 * shopper leaves or hides the page (`pagehide`, `visibilitychange`), by `navigator.sendBeacon`,
 * which the browser delivers after the page is gone (a string body: `text/plain`, no preflight).
 *
 * `analytics.ts` hands events over only after the shopper accepted audience measurement. An event
 * the storefront-api would refuse (markup in a search term…) is dropped here rather than failing
 * its whole batch, and personal data is taken out before anything leaves the browser.
 */
export const EVENTS_ENDPOINT = '/events';
export const FLUSH_DELAY_MS = 5_000;
/**
 * A batch is sent once it holds this many events: with eventData of 2,000 characters at most, a
 * batch stays far below the gateway's 50 events and a beacon's 64 KiB.
 */
export const FLUSH_AT = 10;

interface WireEvent {
  eventName: string;
  eventData: Record<string, unknown>;
}

const pending: WireEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(body: string): void {
  // The beacon outlives the page; `false` means its queue is full: a keep-alive fetch then.
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(EVENTS_ENDPOINT, body)) return;
  }
  if (typeof fetch !== 'function') return;
  fetch(EVENTS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Sends what is pending now (also called when the shopper leaves the page). */
export function flushEvents(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const events = pending.splice(0);
  // Audience measurement withdrawn meanwhile (the cookies page): what waits is dropped.
  if (events.length === 0 || currentConsent()?.analytics !== true) return;
  send(JSON.stringify(events));
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') flushEvents();
}

/** The page's leaving, once: a closed tab or a backgrounded phone app may never come back. */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushEvents);
  if (typeof document !== 'undefined' && typeof document.addEventListener === 'function')
    document.addEventListener('visibilitychange', onHidden);
}

/** Queues one event for the shop's endpoint; a malformed one (for the storefront-api's rules) is dropped. */
export function sendEvent(eventName: string, data: Record<string, unknown>): void {
  const eventData = withoutPersonalData(data) as Record<string, unknown>;
  if (!isMarketingEventName(eventName) || marketingEventDataProblem(eventData) !== null) return;
  listen();
  pending.push({ eventName, eventData });
  if (pending.length >= FLUSH_AT) flushEvents();
  else timer ??= setTimeout(flushEvents, FLUSH_DELAY_MS);
}
