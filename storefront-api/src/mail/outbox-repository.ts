/**
 * The SQL of the mail outbox (`mail_outbox`, migration 0019). The mail module is its only writer:
 * other modules queue e-mails through `enqueueMail` of `outbox.ts`.
 */
import type { Queryable } from '../db/database.js';
import type { MailMessage } from './mailer.js';

export interface OutboxRow {
  id: string;
  kind: string;
  dedupe_key: string;
  message: MailMessage;
  /** Tries so far, this one included once claimed. */
  attempts: number;
}

const COLUMNS = 'id::text, kind, dedupe_key, message, attempts';

/**
 * Queues one e-mail; nothing when an e-mail of that `dedupeKey` is queued already (sent or not).
 * Answers whether it was queued now.
 */
export async function insertMail(
  db: Queryable,
  mail: { kind: string; dedupeKey: string; message: MailMessage },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO mail_outbox (kind, dedupe_key, message) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.kind, mail.dedupeKey, JSON.stringify(mail.message)],
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` due e-mails nobody holds, for `claimSeconds`, counting a try for each: the
 * claim moves their `next_attempt_at` forward, so another sender (another process, the timer)
 * skips them until the claim expires. Rows locked by a concurrent claim are skipped, not waited for.
 */
export function claimDueMails(
  db: Queryable,
  options: { limit: number; claimSeconds: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `WITH claimed AS (
       UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $3
         ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}, next_attempt_at)
     SELECT ${COLUMNS} FROM claimed ORDER BY next_attempt_at, id`,
    [options.limit, options.claimSeconds, options.maxAttempts],
  );
}

/** E-mails queued and not sent yet: retries and those left for an operator included. */
export async function countUnsentMails(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM mail_outbox WHERE sent_at IS NULL',
  );
  return row?.count ?? 0;
}

/** The e-mail left (once: a row already marked stays as it was). */
export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1::bigint AND sent_at IS NULL',
    [id],
  );
}

/** The try failed: why (no address), and when the next one may claim the row. */
export async function recordMailFailure(
  db: Queryable,
  id: string,
  reason: string,
  retryAfterSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
     WHERE id = $1::bigint AND sent_at IS NULL`,
    [id, reason, retryAfterSeconds],
  );
}

/** Claimed rows a round did not try: due again now, their try not counted. */
export async function unclaimMails(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0)
     WHERE id = ANY ($1::bigint[]) AND sent_at IS NULL`,
    [ids],
  );
}

/** Forgets the e-mails sent more than `days` ago (and so their addresses). Answers how many. */
export async function deleteSentMails(db: Queryable, days: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `WITH gone AS (
       DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < now() - make_interval(days => $1)
       RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [days],
  );
  return row?.count ?? 0;
}
