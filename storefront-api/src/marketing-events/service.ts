/**
 * The marketing events' rules (spec 7 "Tracking"): a batch is stored as it came, already checked
 * and stripped of personal data by the domain's schema; the operator reads counts per event and day
 * over at most a year, the last 30 days by default.
 */
import type { MarketingEvent, MarketingEventCount } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import type * as eventsRepository from './repository.js';
import type { CountQuery } from './repository.js';

export interface MarketingEventDeps {
  db: Queryable;
  repository: typeof eventsRepository;
  /** Today, for the default range (tests pin it). */
  now?: () => Date;
}

/** Longest range of one count request, in days: a year of days by names stays a small reply. */
export const MAX_COUNT_DAYS = 366;
const DEFAULT_COUNT_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export class MarketingEventService {
  constructor(private readonly deps: MarketingEventDeps) {}

  record(events: readonly MarketingEvent[]): Promise<void> {
    return this.deps.repository.insertEvents(this.deps.db, events);
  }

  counts(query: Partial<CountQuery>): Promise<MarketingEventCount[]> {
    const today = (this.deps.now ?? (() => new Date()))();
    const to = query.to ?? isoDay(today);
    const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_COUNT_DAYS - 1) * DAY_MS));
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw badRequest('invalid-request', 'from : doit précéder ou égaler to');
    if (days > MAX_COUNT_DAYS)
      throw badRequest('invalid-request', `from : ${MAX_COUNT_DAYS} jours au plus entre from et to`);
    return this.deps.repository.countEvents(this.deps.db, { from, to, eventName: query.eventName });
  }
}
