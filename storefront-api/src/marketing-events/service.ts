/**
 * The marketing events' rules (spec 7 "Tracking"): a batch is stored as it came, already checked
 * and stripped of personal data by the domain's schema, within a limit per address; the operator reads counts per event and day
 * over at most a year, the last 30 days by default.
 */
import {
  calendarDayIn,
  territoryByCode,
  type MarketingEvent,
  type MarketingEventCount,
  type TerritoryCode,
} from '@shop/domain';
import { hitRateLimit, type RateLimit } from '../customers/shared/guard.js';
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

/**
 * Batches one address may send per 15 minutes: a shopper's page sends one every 5 s at most while
 * busy, and several shoppers may share an address (a carrier's NAT), so the bound is generous; it
 * keeps one robot from filling the table (at most 50 events a batch).
 */
export const EVENT_BATCHES_PER_ADDRESS: RateLimit = { max: 1_200, windowSeconds: 15 * 60 };

/** Longest range of one count request, in days: a year of days by names stays a small reply. */
export const MAX_COUNT_DAYS = 366;
const DEFAULT_COUNT_DAYS = 30;
const DAY_MS = 86_400_000;

export class MarketingEventService {
  constructor(private readonly deps: MarketingEventDeps) {}

  /** Stores a batch from `ip` (429 `too-many-requests` past its address's limit). */
  async record(events: readonly MarketingEvent[], ip: string): Promise<void> {
    await hitRateLimit(this.deps.db, `marketing-events:${ip}`, EVENT_BATCHES_PER_ADDRESS);
    await this.deps.repository.insertEvents(this.deps.db, events);
  }

  /**
   * Counts per day and name. An event records no territory (a count, not a profile), so one day
   * cannot be each event's own island day: the operator asks for the days of one `territory`
   * (its evening events then fall on its own date, not UTC's next one), and without one the days
   * are UTC's, a neutral cut across islands from UTC−4 to UTC+4.
   */
  counts(
    query: Partial<Omit<CountQuery, 'timeZone'>> & { territory?: TerritoryCode },
  ): Promise<MarketingEventCount[]> {
    const timeZone = query.territory ? territoryByCode(query.territory).timeZone : 'UTC';
    const today = (this.deps.now ?? (() => new Date()))();
    const to = query.to ?? calendarDayIn(today, timeZone);
    // Calendar arithmetic on bare days (read and written as UTC midnights), not on instants.
    const from =
      query.from ?? new Date(Date.parse(to) - (DEFAULT_COUNT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw badRequest('invalid-request', 'from : doit précéder ou égaler to');
    if (days > MAX_COUNT_DAYS)
      throw badRequest('invalid-request', `from : ${MAX_COUNT_DAYS} jours au plus entre from et to`);
    return this.deps.repository.countEvents(this.deps.db, { from, to, eventName: query.eventName, timeZone });
  }
}
