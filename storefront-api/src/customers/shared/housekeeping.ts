/**
 * Removes what the customer calls leave behind once it is of no use (see `removeExpired`). Runs at
 * start-up and then every hour.
 */
import type { Queryable } from '../../db/database.js';
import { removeExpiredSessions } from '../../sessions/service.js';
import { removeExpired } from './repository.js';

/** One round: expired sessions first, then what they leave unreachable (`removeExpired`). */
export async function housekeep(db: Queryable): Promise<void> {
  await removeExpiredSessions(db);
  await removeExpired(db);
}

/** Starts the hourly run; the returned function stops it. Failures are logged, never thrown. */
export function scheduleHousekeeping(db: Queryable, log: (error: unknown) => void): () => void {
  const run = () => void housekeep(db).catch(log);
  run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
