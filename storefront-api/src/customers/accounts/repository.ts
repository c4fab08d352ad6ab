/** Accounts and guests: the rows a sign-up or a first visit creates. */
import type { Locale } from '@shop/domain';
import type { Queryable } from '../../db/database.js';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  twoFactor: boolean;
  locale: Locale;
}

/** A new guest; returns its id (its cart is the cart module's). */
export async function insertGuest(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO customers (is_guest) VALUES (true) RETURNING id::text',
  );
  return row!.id;
}

/** Turns a guest into the account (its cart stays); returns its id. */
export async function convertGuest(db: Queryable, guestId: string, account: NewAccount): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `UPDATE customers SET is_guest = false, email = $2, password_hash = $3, first_name = $4,
       last_name = $5, two_factor_enabled = $6, locale = $7, updated_at = now()
     WHERE id = $1 RETURNING id::text`,
    [guestId, ...accountValues(account)],
  );
  return row!.id;
}

export async function insertAccount(db: Queryable, account: NewAccount): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO customers (is_guest, email, password_hash, first_name, last_name, two_factor_enabled, locale)
     VALUES (false, $1, $2, $3, $4, $5, $6) RETURNING id::text`,
    accountValues(account),
  );
  return row!.id;
}

const accountValues = (a: NewAccount) => [
  a.email,
  a.passwordHash,
  a.firstName,
  a.lastName,
  a.twoFactor,
  a.locale,
];
