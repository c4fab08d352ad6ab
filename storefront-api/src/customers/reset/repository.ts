/** Password reset links: single-use tokens, stored hashed, one live per account. */
import type { Queryable } from '../../db/database.js';

/** Replaces the account's reset token, so that only the newest link works. */
export async function replaceResetToken(
  db: Queryable,
  customerId: string,
  tokenHash: Buffer,
  minutes: number,
): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE customer_id = $1', [customerId]);
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [tokenHash, customerId, minutes],
  );
}

/** Spends the token (it works once, valid or not); its account and whether it was still valid. */
export async function takeResetToken(
  db: Queryable,
  tokenHash: Buffer,
): Promise<{ customerId: string; valid: boolean } | null> {
  const [row] = await db.query<{ customer_id: string; valid: boolean }>(
    `DELETE FROM password_reset_tokens WHERE token_hash = $1
     RETURNING customer_id::text, expires_at > now() AS valid`,
    [tokenHash],
  );
  return row ? { customerId: row.customer_id, valid: row.valid } : null;
}
