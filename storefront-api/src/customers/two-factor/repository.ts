/** The pending e-mailed code of a two-factor sign-in: one per account, hashed, with its tries. */
import type { Queryable } from '../../db/database.js';

/** Replaces the account's pending code; returns its expiry. */
export async function storeCode(
  db: Queryable,
  code: { customerId: string; codeHash: Buffer; bindingHash: Buffer; attempts: number; minutes: number },
): Promise<Date> {
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO one_time_passwords (customer_id, code_hash, binding_hash, remaining_attempts, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
     ON CONFLICT (customer_id) DO UPDATE SET code_hash = EXCLUDED.code_hash,
       binding_hash = EXCLUDED.binding_hash, remaining_attempts = EXCLUDED.remaining_attempts,
       expires_at = EXCLUDED.expires_at, created_at = now()
     RETURNING expires_at`,
    [code.customerId, code.codeHash, code.bindingHash, code.attempts, code.minutes],
  );
  return new Date(row!.expires_at);
}

export async function findPendingCode(
  db: Queryable,
  customerId: string,
): Promise<{ bindingHash: Buffer; remainingAttempts: number; expired: boolean } | null> {
  const [row] = await db.query<{ binding_hash: Buffer; remaining_attempts: number; expired: boolean }>(
    `SELECT binding_hash, remaining_attempts, expires_at <= now() AS expired
     FROM one_time_passwords WHERE customer_id = $1`,
    [customerId],
  );
  return row
    ? {
        bindingHash: Buffer.from(row.binding_hash),
        remainingAttempts: row.remaining_attempts,
        expired: row.expired,
      }
    : null;
}

/** Consumes the code when it matches, is live and has a try left; false otherwise. */
export async function consumeCode(db: Queryable, customerId: string, codeHash: Buffer): Promise<boolean> {
  const consumed = await db.query(
    `DELETE FROM one_time_passwords
     WHERE customer_id = $1 AND code_hash = $2 AND remaining_attempts > 0 AND expires_at > now()
     RETURNING customer_id`,
    [customerId, codeHash],
  );
  return consumed.length > 0;
}

/** Spends one try; null when none was left. */
export async function spendAttempt(db: Queryable, customerId: string): Promise<number | null> {
  const [left] = await db.query<{ remaining_attempts: number }>(
    `UPDATE one_time_passwords SET remaining_attempts = remaining_attempts - 1
     WHERE customer_id = $1 AND remaining_attempts > 0 RETURNING remaining_attempts`,
    [customerId],
  );
  return left ? left.remaining_attempts : null;
}
