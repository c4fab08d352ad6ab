/** Two-factor sign-in: the e-mailed code (hashed, 3 tries, 10 minutes, bound to the signing browser). */
import {
  ONE_TIME_PASSWORD_ATTEMPTS,
  ONE_TIME_PASSWORD_VALIDITY_MINUTES,
  type Customer,
  type SignInReply,
} from '@shop/domain';
import type { Database } from '../../db/database.js';
import { oneTimePasswordMail } from '../../mail/templates.js';
import { checkPassword } from '../shared/credentials.js';
import { customerError } from '../shared/errors.js';
import type { Guard } from '../shared/guard.js';
import type { CustomerMail } from '../shared/mail.js';
import { deleteOneTimePasswords, type Credentials } from '../shared/repository.js';
import { hashToken, newOneTimePassword, newToken, sameHash } from '../shared/secrets.js';
import type { Sessions } from '../../sessions/service.js';
import type { RequestContext, WithSession } from '../shared/types.js';
import type * as twoFactorRepository from './repository.js';

export interface TwoFactorDeps {
  db: Database;
  repository: typeof twoFactorRepository;
  sessions: Sessions;
  guard: Guard;
  mail: CustomerMail;
}

export class TwoFactorService {
  constructor(private readonly deps: TwoFactorDeps) {}

  /** E-mails a new code to the account; the reply's token binds it to this client. */
  async issue(account: Credentials): Promise<WithSession<SignInReply>> {
    const code = newOneTimePassword();
    const binding = newToken();
    const expiresAt = await this.deps.repository.storeCode(this.deps.db, {
      customerId: account.id,
      codeHash: hashToken(code),
      bindingHash: hashToken(binding),
      attempts: ONE_TIME_PASSWORD_ATTEMPTS,
      minutes: ONE_TIME_PASSWORD_VALIDITY_MINUTES,
    });
    await this.deps.mail.send(oneTimePasswordMail(account.email, account.locale, account.firstName, code));
    return {
      reply: {
        twoFactorAuthenticationRequired: true,
        email: account.email,
        remainingAttempts: ONE_TIME_PASSWORD_ATTEMPTS,
        expiresAt: expiresAt.toISOString(),
      },
      twoFactorToken: binding,
    };
  }

  /**
   * Second step of a two-factor sign-in. Each wrong code spends one of the 3 tries in a single
   * conditional UPDATE, so tries arriving in parallel cannot get more than 3 guesses between them;
   * the right code is consumed by a DELETE that also needs a try left.
   */
  async verify(
    input: { email: string; password: string; oneTimePassword: string },
    twoFactorToken: string | undefined,
    context: RequestContext,
  ): Promise<WithSession<Customer>> {
    const email = input.email.toLowerCase();
    const account = await this.deps.guard.attempt('one-time-password', email, context.ip, () =>
      this.checkCode(email, input, twoFactorToken),
    );
    const opened = await this.deps.sessions.openForCustomer(account.id, context.token);
    return { reply: await this.deps.sessions.load(account.id), session: opened };
  }

  /** The password and the e-mailed code; a wrong one spends a try. Answers the account. */
  private async checkCode(
    email: string,
    input: { password: string; oneTimePassword: string },
    twoFactorToken: string | undefined,
  ) {
    const { db, repository } = this.deps;
    const account = await checkPassword(db, email, input.password);
    const pending = await repository.findPendingCode(db, account.id);
    const codeNotFound = () =>
      customerError('one-time-password-not-found', 'Aucun code en attente : connectez-vous à nouveau.');
    if (!pending || twoFactorToken === undefined) throw codeNotFound();
    if (!sameHash(pending.bindingHash, hashToken(twoFactorToken))) throw codeNotFound();
    if (pending.expired) {
      await deleteOneTimePasswords(db, account.id);
      throw customerError('one-time-password-expired', 'Le code a expiré : connectez-vous à nouveau.');
    }
    const tooMany = () =>
      customerError('one-time-password-too-many-attempts', 'Trop de tentatives : le code est désactivé.', {
        remainingAttempts: 0,
      });
    if (pending.remainingAttempts <= 0) throw tooMany();
    if (!(await repository.consumeCode(db, account.id, hashToken(input.oneTimePassword)))) {
      const left = await repository.spendAttempt(db, account.id);
      if (left === null) throw tooMany();
      throw customerError(
        'one-time-password-mismatch',
        left > 0 ? 'Le code ne correspond pas.' : 'Le code ne correspond pas : il est maintenant désactivé.',
        { remainingAttempts: left },
      );
    }
    return account;
  }
}
