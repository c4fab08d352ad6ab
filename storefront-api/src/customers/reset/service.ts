/** Password reset by a single-use e-mailed link. */
import type { Sessions } from '../../sessions/service.js';
import type { Database } from '../../db/database.js';
import { passwordResetMail } from '../../mail/templates.js';
import { accountNotFound, customerError } from '../shared/errors.js';
import type { Guard } from '../shared/guard.js';
import type { CustomerMail } from '../shared/mail.js';
import type * as sharedRepository from '../shared/repository.js';
import { hashPassword, hashToken, newToken } from '../shared/secrets.js';
import type { RequestContext } from '../shared/types.js';
import type * as resetRepository from './repository.js';

export interface ResetDeps {
  db: Database;
  repository: typeof resetRepository;
  shared: typeof sharedRepository;
  sessions: Sessions;
  guard: Guard;
  mail: CustomerMail;
  resetTokenMinutes: number;
}

export class ResetService {
  constructor(private readonly deps: ResetDeps) {}

  async request(
    input: { email: string; recaptchaData: string },
    context: RequestContext,
  ): Promise<{ email: string }> {
    const { db, repository, shared, guard, mail, resetTokenMinutes } = this.deps;
    const email = input.email.toLowerCase();
    await guard.limitResetRequest(email, context.ip);
    await guard.checkCaptcha(input.recaptchaData, context.ip);
    const account = await shared.findAccount(db, email);
    if (!account) throw accountNotFound();
    const token = newToken();
    await db.transaction((tx) =>
      repository.replaceResetToken(tx, account.id, hashToken(token), resetTokenMinutes),
    );
    const link = `${mail.shopUrl(context.rootPath, account.locale)}/reinitialisation-mot-de-passe?token=${token}`;
    await mail.send(
      passwordResetMail(account.email, account.locale, account.firstName, link, resetTokenMinutes),
    );
    return { email: account.email };
  }

  /** Sets the new password and ends every session and pending code of the account. */
  async reset(
    token: string,
    input: { newPassword: string; recaptchaData: string },
    context: RequestContext,
  ): Promise<void> {
    const { db, repository, shared, guard } = this.deps;
    await guard.limitPerAddress('reset-password-token', context.ip);
    await guard.checkCaptcha(input.recaptchaData, context.ip);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const taken = await repository.takeResetToken(tx, hashToken(token));
      if (!taken?.valid) {
        throw customerError('reset-token-expired', 'Le lien de réinitialisation du mot de passe a expiré.');
      }
      await shared.setPasswordHash(tx, taken.customerId, passwordHash);
      await this.deps.sessions.closeAll(tx, taken.customerId);
      await shared.deleteOneTimePasswords(tx, taken.customerId);
    });
  }
}
