/**
 * Removes what the customer calls leave behind once it is of no use: expired sessions, codes,
 * reset tokens, spent captcha challenges and finished rate-limit windows, and guests (with their
 * carts) that no session can reach any more. Runs at start-up and then every hour.
 */
import type { Queryable } from '../db/database.js';

const STATEMENTS = [
  'DELETE FROM sessions WHERE expires_at <= now()',
  'DELETE FROM one_time_passwords WHERE expires_at <= now()',
  'DELETE FROM password_reset_tokens WHERE expires_at <= now()',
  'DELETE FROM captcha_spent WHERE expires_at <= now()',
  // The longest window is an hour.
  "DELETE FROM rate_limits WHERE window_start <= now() - interval '1 hour'",
  `DELETE FROM customers c WHERE c.is_guest AND c.created_at <= now() - interval '1 day'
     AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.customer_id = c.id)`,
];

export async function removeExpired(db: Queryable): Promise<void> {
  for (const statement of STATEMENTS) await db.query(statement);
}

/** Starts the hourly run; the returned function stops it. Failures are logged, never thrown. */
export function scheduleHousekeeping(db: Queryable, log: (error: unknown) => void): () => void {
  const run = () => void removeExpired(db).catch(log);
  run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
