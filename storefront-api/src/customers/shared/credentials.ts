import type { Queryable } from '../../db/database.js';
import { accountNotFound, customerError } from './errors.js';
import { findAccount, type Credentials } from './repository.js';
import { verifyPassword } from './secrets.js';

/** The account of the e-mail when the password is its own (sign-in and its second step). */
export async function checkPassword(db: Queryable, email: string, password: string): Promise<Credentials> {
  const account = await findAccount(db, email);
  if (!account) throw accountNotFound();
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw customerError('unauthorized', 'Email ou mot de passe invalide.');
  }
  return account;
}
