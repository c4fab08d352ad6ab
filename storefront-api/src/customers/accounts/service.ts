/** Accounts and sessions: guest, sign-up, sign-in (its second step is `two-factor`), sign-out. */
import { createCart } from '../../cart/public.js';
import type { Customer, RegistrationInput, SignInReply } from '@shop/domain';
import type { Database } from '../../db/database.js';
import { welcomeMail } from '../../mail/templates.js';
import type * as newsletterRepository from '../newsletter/repository.js';
import { checkPassword } from '../shared/credentials.js';
import { customerError, isUniqueViolation, notLoggedIn } from '../shared/errors.js';
import type { Guard } from '../shared/guard.js';
import type { CustomerMail } from '../shared/mail.js';
import type * as sharedRepository from '../shared/repository.js';
import { hashPassword } from '../shared/secrets.js';
import type { Sessions } from '../../sessions/service.js';
import type { RequestContext, WithSession } from '../shared/types.js';
import type { TwoFactorService } from '../two-factor/service.js';
import type * as accountsRepository from './repository.js';

export interface AccountDeps {
  db: Database;
  repository: typeof accountsRepository;
  shared: typeof sharedRepository;
  newsletter: typeof newsletterRepository;
  sessions: Sessions;
  guard: Guard;
  mail: CustomerMail;
  twoFactor: TwoFactorService;
}

const alreadyExists = () =>
  customerError(
    'customer-already-exists',
    'Un compte existe déjà pour cet e-mail : connectez-vous ou réinitialisez votre mot de passe.',
  );

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  /** The customer of the request's session (guest or not). */
  async me(token: string | undefined): Promise<Customer> {
    const session = await this.deps.sessions.find(token);
    if (!session) throw notLoggedIn();
    return this.deps.sessions.load(session.customerId);
  }

  /**
   * A new guest with an empty cart and its session (a visitor's first need of a cart). Each costs a
   * row, a cart and a 30-day session: limited per address like the other unauthenticated writes.
   */
  async createGuest(ip: string): Promise<WithSession<Customer>> {
    await this.deps.guard.limitPerAddress('guest', ip);
    return this.openGuest();
  }

  private async openGuest(): Promise<WithSession<Customer>> {
    const { db, repository, sessions } = this.deps;
    return db.transaction(async (tx) => {
      const id = await repository.insertGuest(tx);
      await createCart(tx, id);
      const session = await sessions.open(tx, id);
      return { reply: await sessions.load(id, tx), session };
    });
  }

  async register(input: RegistrationInput, context: RequestContext): Promise<WithSession<Customer>> {
    const { db, repository, shared, sessions } = this.deps;
    await this.deps.guard.limitPerAddress('register', context.ip);
    await this.deps.guard.checkCaptcha(input.recaptchaData, context.ip);
    const email = input.email.toLowerCase();
    const account = {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      twoFactor: input.twoFactorAuthenticationEnabled,
      locale: input.locale ?? context.locale,
    };
    const opened = await db
      .transaction(async (tx) => {
        if (await shared.findAccount(tx, email)) throw alreadyExists();
        const guest = await sessions.find(context.token, tx);
        // A guest who signs up keeps their cart: the guest becomes the account.
        const id = guest?.isGuest
          ? await repository.convertGuest(tx, guest.customerId, account)
          : await repository.insertAccount(tx, account);
        await createCart(tx, id);
        if (guest) await sessions.close(tx, guest.tokenHash);
        if (input.newsLetterSubscribed) await this.deps.newsletter.subscribe(tx, email);
        return { id, session: await sessions.open(tx, id) };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyExists();
        throw error;
      });
    const customer = await sessions.load(opened.id);
    const shopUrl = this.deps.mail.shopUrl(context.rootPath, customer.locale);
    await this.deps.mail.sendQuietly(welcomeMail(email, customer.locale, customer.firstName, shopUrl));
    return { reply: customer, session: opened.session };
  }

  async signIn(
    input: { email: string; password: string; recaptchaData: string },
    context: RequestContext,
  ): Promise<WithSession<SignInReply>> {
    const email = input.email.toLowerCase();
    const account = await this.deps.guard.attempt('sign-in', email, context.ip, async () => {
      await this.deps.guard.checkCaptcha(input.recaptchaData, context.ip);
      return checkPassword(this.deps.db, email, input.password);
    });
    if (account.twoFactor) return this.deps.twoFactor.issue(account);
    const opened = await this.deps.sessions.openForCustomer(account.id, context.token);
    return {
      reply: { twoFactorAuthenticationRequired: false, customer: await this.deps.sessions.load(account.id) },
      session: opened,
    };
  }

  /** Ends the session (if any); the client goes on as a new guest. */
  async signOut(token: string | undefined, ip: string): Promise<WithSession<Customer>> {
    const { db, shared } = this.deps;
    const session = await this.deps.sessions.find(token);
    // Without a session there was nothing to end: only a new guest, limited as such.
    if (!session) return this.createGuest(ip);
    await this.deps.sessions.close(db, session.tokenHash);
    // A guest's cart would be unreachable once its only session is gone.
    if (session.isGuest) await shared.deleteGuest(db, session.customerId);
    return this.openGuest();
  }
}
