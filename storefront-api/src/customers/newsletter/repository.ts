/** Newsletter subscriptions, by e-mail (with or without an account). */
import type { Queryable } from '../../db/database.js';

/** True when the e-mail was not subscribed yet. */
export async function subscribe(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
    [email],
  );
  return rows.length > 0;
}

/** True when the e-mail was subscribed. */
export async function unsubscribe(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM newsletter_subscriptions WHERE email = $1 RETURNING email', [
    email,
  ]);
  return rows.length > 0;
}
