import type { MarketingEvent } from '@shop/domain';
import type { UpstreamRequest } from './request.js';

/** The marketing events call of spec 7 "Tracking" (`POST marketing-event`, a batch at a time). */
export interface MarketingEventsApi {
  /** Stores a batch already checked with the domain's schema; the upstream answers 204. */
  record(events: readonly MarketingEvent[]): Promise<void>;
}

export function marketingEventCalls(call: <T>(request: UpstreamRequest) => Promise<T>): MarketingEventsApi {
  return {
    record: (events) => call({ method: 'POST', path: '/marketing-event', body: events }),
  };
}
