/** The SQL of sessions: the sessions module alone writes them. */
import type { Queryable } from '../db/database.js';

/** Inserts the session of a token's hash; returns its expiry. */
export async function insertSession(
  db: Queryable,
  tokenHash: Buffer,
  customerId: string,
  ttlDays: number,
): Promise<Date> {
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO sessions (token_hash, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING expires_at`,
    [tokenHash, customerId, ttlDays],
  );
  return new Date(row!.expires_at);
}

/** The customer of a live (unexpired) session. */
export async function findLiveSession(
  db: Queryable,
  tokenHash: Buffer,
): Promise<{ customerId: string; isGuest: boolean } | null> {
  const [row] = await db.query<{ customer_id: string; is_guest: boolean }>(
    `SELECT s.customer_id::text, c.is_guest FROM sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  return row ? { customerId: row.customer_id, isGuest: row.is_guest } : null;
}

export async function deleteSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Deletes every session of the customer, but the one of `keep` when given. */
export async function deleteSessions(db: Queryable, customerId: string, keep?: Buffer): Promise<void> {
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)', [
    customerId,
    keep ?? null,
  ]);
}

/** Forgets the sessions past their expiry (the customers' housekeeping then removes unreachable guests). */
export async function removeExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}
