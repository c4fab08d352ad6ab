import type { Queryable } from '../db/database.js';

/**
 * Records a solved ALTCHA challenge as spent until it expires; false when it already was (a
 * replayed solution). Expired records go first, so the table stays small between housekeeping runs.
 */
export async function spendChallenge(
  db: Queryable,
  signature: string | undefined,
  ttlSeconds: number,
): Promise<boolean> {
  await db.query('DELETE FROM captcha_spent WHERE expires_at < now()');
  const spent = await db.query(
    `INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, now() + make_interval(secs => $2))
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [signature, ttlSeconds],
  );
  return spent.length === 1;
}
