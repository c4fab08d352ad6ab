/**
 * Removes what the customer calls leave behind once it is of no use (see `removeExpired`). Runs at
 * start-up and then every hour.
 */
import type { Queryable } from '../../db/database.js';
import { removeExpired } from './repository.js';

/** Starts the hourly run; the returned function stops it. Failures are logged, never thrown. */
export function scheduleHousekeeping(db: Queryable, log: (error: unknown) => void): () => void {
  const run = () => void removeExpired(db).catch(log);
  run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
