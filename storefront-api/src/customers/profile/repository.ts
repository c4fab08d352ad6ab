/** The profile fields of a customer and its password hash. */
import type { Queryable } from '../../db/database.js';

/** The columns a profile change may set; undefined ones are left as they are. */
export interface ProfileColumns {
  gender: unknown;
  first_name: unknown;
  last_name: unknown;
  birth_date: unknown;
  locale: unknown;
  two_factor_enabled: unknown;
}

export async function updateProfileColumns(
  db: Queryable,
  customerId: string,
  columns: ProfileColumns,
): Promise<void> {
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (set.length === 0) return;
  // Column names come from the fixed keys of `ProfileColumns`, never from input.
  await db.query(
    `UPDATE customers SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
     WHERE id = $1`,
    [customerId, ...set.map(([, value]) => value)],
  );
}

export async function emailOf(db: Queryable, customerId: string): Promise<string> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [customerId]);
  return row!.email;
}

/** The password hash and the two-factor flag, read together when two-factor is switched off. */
export async function securityOf(
  db: Queryable,
  customerId: string,
): Promise<{ passwordHash: string | null; twoFactor: boolean }> {
  const [row] = await db.query<{ password_hash: string | null; two_factor_enabled: boolean }>(
    'SELECT password_hash, two_factor_enabled FROM customers WHERE id = $1',
    [customerId],
  );
  return { passwordHash: row?.password_hash ?? null, twoFactor: row?.two_factor_enabled ?? false };
}

export async function passwordHashOf(db: Queryable, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM customers WHERE id = $1',
    [customerId],
  );
  return row?.password_hash ?? null;
}
