/** All the SQL of the marketing events: the batch insert and the counts per event and day. */
import type { MarketingEvent, MarketingEventCount, MarketingEventName } from '@shop/domain';
import type { Queryable } from '../db/database.js';

/**
 * Stores a batch in one statement, whatever its size: the names and the data travel as two arrays
 * unnested side by side, so a page's batch costs one round trip and one index insertion per row.
 */
export async function insertEvents(db: Queryable, events: readonly MarketingEvent[]): Promise<void> {
  await db.query(
    `INSERT INTO marketing_events (event_name, event_data)
     SELECT name, data::jsonb FROM unnest($1::text[], $2::text[]) AS batch(name, data)`,
    [events.map((event) => event.eventName), events.map((event) => JSON.stringify(event.eventData))],
  );
}

export interface CountQuery {
  /** First day counted, YYYY-MM-DD (in `timeZone`), included. */
  from: string;
  /** Last day counted, included. */
  to: string;
  eventName?: MarketingEventName | undefined;
  /** IANA time zone whose days are counted (`UTC`, `America/Martinique`). */
  timeZone: string;
}

/**
 * Events per day of `timeZone` and name between two days, days in order then names. PostgreSQL's
 * time zone data turns each island's midnight into an instant (no offset written here).
 */
export function countEvents(db: Queryable, query: CountQuery): Promise<MarketingEventCount[]> {
  return db.query<MarketingEventCount>(
    `SELECT to_char(received_at AT TIME ZONE $4, 'YYYY-MM-DD') AS "day", event_name AS "eventName",
            count(*)::int AS "count"
       FROM marketing_events
      WHERE received_at >= ($1::date)::timestamp AT TIME ZONE $4
        AND received_at < ($2::date + 1)::timestamp AT TIME ZONE $4
        AND ($3::text IS NULL OR event_name = $3)
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [query.from, query.to, query.eventName ?? null, query.timeZone],
  );
}
