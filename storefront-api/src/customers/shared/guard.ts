/**
 * Fixed-window rate limits kept in the database, so that every process of the storefront-api
 * shares them. One statement counts the hit and opens a new window when the last one is over, so
 * parallel requests cannot slip between a read and a write.
 */
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';

export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

export async function hitRateLimit(db: Queryable, key: string, limit: RateLimit): Promise<void> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END,
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END
     RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
    [key, limit.windowSeconds],
  );
  if (row && row.hits > limit.max) {
    throw new HttpError(429, 'too-many-requests', 'Trop de tentatives : réessayez dans quelques minutes.', {
      retryAfterSeconds: Math.max(1, row.retry_after),
    });
  }
}
