/** The signed-in customer's profile and password. */
import type { Customer, ProfileInput } from '@shop/domain';
import type { Database } from '../../db/database.js';
import type * as newsletterRepository from '../newsletter/repository.js';
import { customerError } from '../shared/errors.js';
import type * as sharedRepository from '../shared/repository.js';
import { hashPassword, verifyPassword } from '../shared/secrets.js';
import type { Guard } from '../shared/guard.js';
import type { Sessions } from '../shared/sessions.js';
import type * as profileRepository from './repository.js';

export interface ProfileDeps {
  db: Database;
  repository: typeof profileRepository;
  shared: typeof sharedRepository;
  newsletter: typeof newsletterRepository;
  sessions: Sessions;
  guard: Guard;
}

export class ProfileService {
  constructor(private readonly deps: ProfileDeps) {}

  async update(token: string | undefined, input: ProfileInput): Promise<Customer> {
    const { db, repository, newsletter, sessions } = this.deps;
    const session = await sessions.requireAccount(token);
    await db.transaction(async (tx) => {
      await repository.updateProfileColumns(tx, session.customerId, {
        gender: input.gender,
        first_name: input.firstName,
        last_name: input.lastName,
        birth_date: input.birthDate,
        locale: input.locale,
        two_factor_enabled: input.twoFactorAuthenticationEnabled,
      });
      if (input.newsLetterSubscribed !== undefined) {
        const email = await repository.emailOf(tx, session.customerId);
        if (input.newsLetterSubscribed) await newsletter.subscribe(tx, email);
        else await newsletter.unsubscribe(tx, email);
      }
    });
    return sessions.load(session.customerId);
  }

  /** Changes the password after checking the current one; the customer's other sessions end. */
  async changePassword(
    token: string | undefined,
    input: { currentPassword: string; newPassword: string },
  ): Promise<Customer> {
    const { db, repository, shared, sessions, guard } = this.deps;
    const session = await sessions.requireAccount(token);
    await guard.currentPassword(session.customerId, async () => {
      const current = await repository.passwordHashOf(db, session.customerId);
      if (current === null || !(await verifyPassword(current, input.currentPassword))) {
        throw customerError('wrong-password', 'Le mot de passe actuel est incorrect.');
      }
    });
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await shared.setPasswordHash(tx, session.customerId, passwordHash);
      await shared.deleteSessions(tx, session.customerId, session.tokenHash);
    });
    return sessions.load(session.customerId);
  }
}
