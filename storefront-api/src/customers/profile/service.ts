/** The signed-in customer's profile and password. */
import { FORM_MESSAGES_FR } from '@shop/domain';
import type { Customer, ProfileInput } from '@shop/domain';
import { badRequest } from '../../http/errors.js';
import type { Database } from '../../db/database.js';
import type * as newsletterRepository from '../newsletter/repository.js';
import { customerError } from '../shared/errors.js';
import type * as sharedRepository from '../shared/repository.js';
import { hashPassword, verifyPassword } from '../shared/secrets.js';
import type { Guard } from '../shared/guard.js';
import type { Sessions } from '../../sessions/service.js';
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
    if (input.twoFactorAuthenticationEnabled === false) {
      await this.checkForTwoFactorOff(session.customerId, input.currentPassword);
    }
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

  /**
   * Switching two-factor off lowers the account's guard: it takes the current password, checked
   * with the same limit as a password change. Already off, there is nothing to check.
   */
  private async checkForTwoFactorOff(customerId: string, currentPassword: string | undefined): Promise<void> {
    const { db, repository, guard } = this.deps;
    const security = await repository.securityOf(db, customerId);
    if (!security.twoFactor) return;
    if (currentPassword === undefined) {
      throw badRequest(
        'invalid-request',
        'Le mot de passe actuel est requis pour désactiver la double authentification.',
        {
          issues: [{ path: 'currentPassword', message: FORM_MESSAGES_FR['form.required.password'] }],
        },
      );
    }
    await guard.currentPassword(customerId, async () => {
      if (security.passwordHash === null || !(await verifyPassword(security.passwordHash, currentPassword))) {
        throw customerError('wrong-password', 'Le mot de passe actuel est incorrect.');
      }
    });
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
      await this.deps.sessions.closeAll(tx, session.customerId, session.tokenHash);
    });
    return sessions.load(session.customerId);
  }
}
