/**
 * The customer calls of spec 7: accounts, sessions, e-mailed codes, password reset, profile,
 * address book and newsletter. Routes validate and pass plain values; every rule lives here.
 */
import { randomInt } from 'node:crypto';
import {
  CUSTOMER_ERRORS,
  generateAddressName,
  ONE_TIME_PASSWORD_ATTEMPTS,
  ONE_TIME_PASSWORD_VALIDITY_MINUTES,
  type Customer,
  type CustomerErrorCode,
  type Locale,
  type ProfileInput,
  type RegistrationInput,
  type SignInReply,
  type ValidAddress,
} from '@shop/domain';
import type { Captcha } from '../captcha/captcha.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { oneTimePasswordMail, passwordResetMail, welcomeMail } from '../mail/templates.js';
import { hitRateLimit, type RateLimit } from './rate-limit.js';
import { findAccount, loadCustomer } from './repository.js';
import {
  hashPassword,
  hashToken,
  newOneTimePassword,
  newToken,
  sameHash,
  verifyPassword,
} from './secrets.js';
import {
  endSession,
  endSessions,
  findSession,
  openSession,
  type OpenedSession,
  type Session,
} from './sessions.js';

export interface CustomerSettings {
  sessionTtlDays: number;
  resetTokenMinutes: number;
  /** Base of the links in e-mails (the web shop). */
  publicWebUrl: string;
  /** Sign-ins, code checks, reset requests and registrations allowed per client address per 15 minutes. */
  perAddressLimit: number;
}

export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettings = {
  sessionTtlDays: 30,
  resetTokenMinutes: 60,
  publicWebUrl: 'http://localhost:4000',
  perAddressLimit: 50,
};

/** Per account: enough for typos, far too few to guess (3 code tries per sign-in on top). */
const PER_ACCOUNT: Record<'sign-in' | 'one-time-password' | 'reset-password', RateLimit> = {
  'sign-in': { max: 10, windowSeconds: 15 * 60 },
  'one-time-password': { max: 10, windowSeconds: 15 * 60 },
  'reset-password': { max: 3, windowSeconds: 60 * 60 },
};

export function customerError(code: CustomerErrorCode, message: string, errorData?: unknown): HttpError {
  return new HttpError(CUSTOMER_ERRORS[code], code, message, errorData);
}

const notLoggedIn = () => customerError('customer-is-not-logged-in', 'Vous n’êtes pas connecté.');
const captchaFailed = () =>
  customerError('recaptcha-low-score', 'La vérification anti-robot a échoué : réessayez.');

/** A customer reply with the session the client must keep from now on. */
export interface WithSession<T> {
  reply: T;
  session?: OpenedSession;
  /** Sign-in with two-factor: the token binding the e-mailed code to this client. */
  twoFactorToken?: string;
}

export interface RequestContext {
  /** Bearer token of the request, if any. */
  token: string | undefined;
  /** Client address (rate limits, reCAPTCHA). */
  ip: string;
  /** Root path of the request's region (links in e-mails). */
  rootPath: string;
  locale: Locale;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export class CustomerService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly captcha: Captcha,
    private readonly settings: CustomerSettings,
    private readonly log: (message: string, error: unknown) => void = () => undefined,
  ) {}

  // --- sessions and accounts -------------------------------------------------------------------

  /** The customer of the request's session (guest or not). */
  async me(token: string | undefined): Promise<Customer> {
    const session = await findSession(this.db, token);
    if (!session) throw notLoggedIn();
    return this.load(this.db, session.customerId);
  }

  /** A new guest with an empty cart and its session (a visitor's first need of a cart). */
  async createGuest(): Promise<WithSession<Customer>> {
    return this.db.transaction(async (tx) => {
      const id = await this.insertGuest(tx);
      const session = await openSession(tx, id, this.settings.sessionTtlDays);
      return { reply: await this.load(tx, id), session };
    });
  }

  async register(input: RegistrationInput, context: RequestContext): Promise<WithSession<Customer>> {
    await this.limitPerAddress('register', context.ip);
    await this.checkCaptcha(input.recaptchaData, context.ip);
    const email = input.email.toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const opened = await this.db
      .transaction(async (tx) => {
        if (await findAccount(tx, email)) throw alreadyExists();
        const guest = await findSession(tx, context.token);
        // A guest who signs up keeps their cart: the guest becomes the account.
        const [row] = guest?.isGuest
          ? await tx.query<{ id: string }>(
              `UPDATE customers SET is_guest = false, email = $2, password_hash = $3, first_name = $4,
                 last_name = $5, two_factor_enabled = $6, locale = $7, updated_at = now()
               WHERE id = $1 RETURNING id::text`,
              [
                guest.customerId,
                email,
                passwordHash,
                input.firstName,
                input.lastName,
                input.twoFactorAuthenticationEnabled,
                input.locale ?? context.locale,
              ],
            )
          : await tx.query<{ id: string }>(
              `INSERT INTO customers (is_guest, email, password_hash, first_name, last_name, two_factor_enabled, locale)
               VALUES (false, $1, $2, $3, $4, $5, $6) RETURNING id::text`,
              [
                email,
                passwordHash,
                input.firstName,
                input.lastName,
                input.twoFactorAuthenticationEnabled,
                input.locale ?? context.locale,
              ],
            );
        const id = row!.id;
        await tx.query('INSERT INTO carts (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [
          id,
        ]);
        if (guest) await endSession(tx, guest.tokenHash);
        if (input.newsLetterSubscribed) await subscribe(tx, email);
        return { id, session: await openSession(tx, id, this.settings.sessionTtlDays) };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyExists();
        throw error;
      });
    const customer = await this.load(this.db, opened.id);
    await this.sendQuietly(
      welcomeMail(
        email,
        customer.locale,
        customer.firstName,
        this.shopUrl(context.rootPath, customer.locale),
      ),
    );
    return { reply: customer, session: opened.session };
  }

  async signIn(
    input: { email: string; password: string; recaptchaData: string },
    context: RequestContext,
  ): Promise<WithSession<SignInReply>> {
    const email = input.email.toLowerCase();
    await this.limit('sign-in', email, context.ip);
    await this.checkCaptcha(input.recaptchaData, context.ip);
    const account = await this.checkPassword(email, input.password);
    if (!account.twoFactor) {
      const opened = await this.openCustomerSession(account.id, context.token);
      return {
        reply: { twoFactorAuthenticationRequired: false, customer: await this.load(this.db, account.id) },
        session: opened,
      };
    }
    const code = newOneTimePassword();
    const binding = newToken();
    const [row] = await this.db.query<{ expires_at: Date }>(
      `INSERT INTO one_time_passwords (customer_id, code_hash, binding_hash, remaining_attempts, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
       ON CONFLICT (customer_id) DO UPDATE SET code_hash = EXCLUDED.code_hash,
         binding_hash = EXCLUDED.binding_hash, remaining_attempts = EXCLUDED.remaining_attempts,
         expires_at = EXCLUDED.expires_at, created_at = now()
       RETURNING expires_at`,
      [
        account.id,
        hashToken(code),
        hashToken(binding),
        ONE_TIME_PASSWORD_ATTEMPTS,
        ONE_TIME_PASSWORD_VALIDITY_MINUTES,
      ],
    );
    await this.send(oneTimePasswordMail(account.email, account.locale, account.firstName, code));
    return {
      reply: {
        twoFactorAuthenticationRequired: true,
        email: account.email,
        remainingAttempts: ONE_TIME_PASSWORD_ATTEMPTS,
        expiresAt: new Date(row!.expires_at).toISOString(),
      },
      twoFactorToken: binding,
    };
  }

  /**
   * Second step of a two-factor sign-in. Each wrong code spends one of the 3 tries in a single
   * conditional UPDATE, so tries arriving in parallel cannot get more than 3 guesses between them;
   * the right code is consumed by a DELETE that also needs a try left.
   */
  async verifyOneTimePassword(
    input: { email: string; password: string; oneTimePassword: string },
    twoFactorToken: string | undefined,
    context: RequestContext,
  ): Promise<WithSession<Customer>> {
    const email = input.email.toLowerCase();
    await this.limit('one-time-password', email, context.ip);
    const account = await this.checkPassword(email, input.password);
    const [pending] = await this.db.query<{
      binding_hash: Buffer;
      remaining_attempts: number;
      expired: boolean;
    }>(
      `SELECT binding_hash, remaining_attempts, expires_at <= now() AS expired
       FROM one_time_passwords WHERE customer_id = $1`,
      [account.id],
    );
    const codeNotFound = () =>
      customerError('one-time-password-not-found', 'Aucun code en attente : connectez-vous à nouveau.');
    if (!pending || twoFactorToken === undefined) throw codeNotFound();
    if (!sameHash(Buffer.from(pending.binding_hash), hashToken(twoFactorToken))) throw codeNotFound();
    if (pending.expired) {
      await this.db.query('DELETE FROM one_time_passwords WHERE customer_id = $1', [account.id]);
      throw customerError('one-time-password-expired', 'Le code a expiré : connectez-vous à nouveau.');
    }
    const tooMany = () =>
      customerError('one-time-password-too-many-attempts', 'Trop de tentatives : le code est désactivé.', {
        remainingAttempts: 0,
      });
    if (pending.remaining_attempts <= 0) throw tooMany();
    const consumed = await this.db.query(
      `DELETE FROM one_time_passwords
       WHERE customer_id = $1 AND code_hash = $2 AND remaining_attempts > 0 AND expires_at > now()
       RETURNING customer_id`,
      [account.id, hashToken(input.oneTimePassword)],
    );
    if (consumed.length === 0) {
      const [left] = await this.db.query<{ remaining_attempts: number }>(
        `UPDATE one_time_passwords SET remaining_attempts = remaining_attempts - 1
         WHERE customer_id = $1 AND remaining_attempts > 0 RETURNING remaining_attempts`,
        [account.id],
      );
      if (!left) throw tooMany();
      throw customerError(
        'one-time-password-mismatch',
        left.remaining_attempts > 0
          ? 'Le code ne correspond pas.'
          : 'Le code ne correspond pas : il est maintenant désactivé.',
        { remainingAttempts: left.remaining_attempts },
      );
    }
    const opened = await this.openCustomerSession(account.id, context.token);
    return { reply: await this.load(this.db, account.id), session: opened };
  }

  /** Ends the session (if any); the client goes on as a new guest. */
  async signOut(token: string | undefined): Promise<WithSession<Customer>> {
    const session = await findSession(this.db, token);
    if (session) {
      await endSession(this.db, session.tokenHash);
      // A guest's cart would be unreachable once its only session is gone.
      if (session.isGuest)
        await this.db.query('DELETE FROM customers WHERE id = $1 AND is_guest', [session.customerId]);
    }
    return this.createGuest();
  }

  // --- password reset --------------------------------------------------------------------------

  async requestPasswordReset(
    input: { email: string; recaptchaData: string },
    context: RequestContext,
  ): Promise<{ email: string }> {
    const email = input.email.toLowerCase();
    await this.limit('reset-password', email, context.ip);
    await this.checkCaptcha(input.recaptchaData, context.ip);
    const account = await findAccount(this.db, email);
    if (!account) throw accountNotFound();
    const token = newToken();
    await this.db.transaction(async (tx) => {
      // Only the newest link works.
      await tx.query('DELETE FROM password_reset_tokens WHERE customer_id = $1', [account.id]);
      await tx.query(
        `INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [hashToken(token), account.id, this.settings.resetTokenMinutes],
      );
    });
    const link = `${this.shopUrl(context.rootPath, account.locale)}/reinitialisation-mot-de-passe?token=${token}`;
    await this.send(
      passwordResetMail(
        account.email,
        account.locale,
        account.firstName,
        link,
        this.settings.resetTokenMinutes,
      ),
    );
    return { email: account.email };
  }

  /** Sets the new password and ends every session and pending code of the account. */
  async resetPassword(
    token: string,
    input: { newPassword: string; recaptchaData: string },
    context: RequestContext,
  ): Promise<void> {
    await this.limitPerAddress('reset-password-token', context.ip);
    await this.checkCaptcha(input.recaptchaData, context.ip);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ customer_id: string; valid: boolean }>(
        `DELETE FROM password_reset_tokens WHERE token_hash = $1
         RETURNING customer_id::text, expires_at > now() AS valid`,
        [hashToken(token)],
      );
      if (!row?.valid) {
        throw customerError('reset-token-expired', 'Le lien de réinitialisation du mot de passe a expiré.');
      }
      await tx.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [
        row.customer_id,
        passwordHash,
      ]);
      await endSessions(tx, row.customer_id);
      await tx.query('DELETE FROM one_time_passwords WHERE customer_id = $1', [row.customer_id]);
    });
  }

  // --- profile ---------------------------------------------------------------------------------

  async updateProfile(token: string | undefined, input: ProfileInput): Promise<Customer> {
    const session = await this.account(token);
    await this.db.transaction(async (tx) => {
      const columns: Record<string, unknown> = {
        gender: input.gender,
        first_name: input.firstName,
        last_name: input.lastName,
        birth_date: input.birthDate,
        locale: input.locale,
        two_factor_enabled: input.twoFactorAuthenticationEnabled,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      if (set.length > 0) {
        await tx.query(
          `UPDATE customers SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
           WHERE id = $1`,
          [session.customerId, ...set.map(([, value]) => value)],
        );
      }
      if (input.newsLetterSubscribed !== undefined) {
        const [row] = await tx.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [
          session.customerId,
        ]);
        if (input.newsLetterSubscribed) await subscribe(tx, row!.email);
        else await tx.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [row!.email]);
      }
    });
    return this.load(this.db, session.customerId);
  }

  /** Changes the password after checking the current one; the customer's other sessions end. */
  async changePassword(
    token: string | undefined,
    input: { currentPassword: string; newPassword: string },
  ): Promise<Customer> {
    const session = await this.account(token);
    const [row] = await this.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE id = $1',
      [session.customerId],
    );
    if (!row || !(await verifyPassword(row.password_hash, input.currentPassword))) {
      throw customerError('wrong-password', 'Le mot de passe actuel est incorrect.');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [
        session.customerId,
        passwordHash,
      ]);
      await endSessions(tx, session.customerId, session.tokenHash);
    });
    return this.load(this.db, session.customerId);
  }

  // --- address book ----------------------------------------------------------------------------

  async createAddress(
    token: string | undefined,
    address: ValidAddress,
    defaults: { shipping?: boolean | undefined; billing?: boolean | undefined },
  ): Promise<Customer> {
    const session = await this.account(token);
    const name =
      address.name ?? generateAddressName(address.street, address.postCode, (max) => randomInt(max));
    await this.db
      .transaction(async (tx) => {
        const [customer] = await tx.query<{ shipping: string | null; billing: string | null }>(
          `SELECT default_shipping_address AS shipping, default_billing_address AS billing
           FROM customers WHERE id = $1 FOR UPDATE`,
          [session.customerId],
        );
        await this.rejectDuplicate(tx, session.customerId, address, null);
        await tx.query(
          `INSERT INTO addresses (customer_id, name, company, first_name, last_name, street, city, post_code,
             country, phone, email, website, latitude, longitude)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [session.customerId, name, ...addressValues(address)],
        );
        // The first address serves for both until the customer says otherwise.
        await setDefaults(tx, session.customerId, name, {
          shipping: defaults.shipping ?? (customer?.shipping === null ? true : undefined),
          billing: defaults.billing ?? (customer?.billing === null ? true : undefined),
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw addressExists();
        throw error;
      });
    return this.load(this.db, session.customerId);
  }

  async updateAddress(
    token: string | undefined,
    name: string,
    address: ValidAddress,
    defaults: { shipping?: boolean | undefined; billing?: boolean | undefined },
  ): Promise<Customer> {
    const session = await this.account(token);
    await this.db.transaction(async (tx) => {
      const existing = await tx.query(
        'SELECT name FROM addresses WHERE customer_id = $1 AND name = $2 FOR UPDATE',
        [session.customerId, name],
      );
      if (existing.length === 0) throw addressNotFound(name);
      await this.rejectDuplicate(tx, session.customerId, address, name);
      await tx.query(
        `UPDATE addresses SET company = $3, first_name = $4, last_name = $5, street = $6, city = $7,
           post_code = $8, country = $9, phone = $10, email = $11, website = $12, latitude = $13,
           longitude = $14, updated_at = now()
         WHERE customer_id = $1 AND name = $2`,
        [session.customerId, name, ...addressValues(address)],
      );
      await setDefaults(tx, session.customerId, name, defaults);
    });
    return this.load(this.db, session.customerId);
  }

  async deleteAddress(token: string | undefined, name: string): Promise<Customer> {
    const session = await this.account(token);
    await this.db.transaction(async (tx) => {
      const deleted = await tx.query(
        'DELETE FROM addresses WHERE customer_id = $1 AND name = $2 RETURNING name',
        [session.customerId, name],
      );
      if (deleted.length === 0) throw addressNotFound(name);
      await setDefaults(tx, session.customerId, name, { shipping: false, billing: false });
    });
    return this.load(this.db, session.customerId);
  }

  // --- newsletter ------------------------------------------------------------------------------

  async subscribeNewsletter(email: string, ip: string): Promise<{ email: string; subscribed: boolean }> {
    await this.limitPerAddress('newsletter', ip);
    const normalised = email.toLowerCase();
    if (!(await subscribe(this.db, normalised))) {
      throw customerError(
        'newsletter-already-subscribed',
        'Cette adresse e-mail est déjà inscrite à la newsletter.',
      );
    }
    return { email: normalised, subscribed: true };
  }

  async unsubscribeNewsletter(email: string, ip: string): Promise<{ email: string; subscribed: boolean }> {
    await this.limitPerAddress('newsletter', ip);
    const normalised = email.toLowerCase();
    const deleted = await this.db.query(
      'DELETE FROM newsletter_subscriptions WHERE email = $1 RETURNING email',
      [normalised],
    );
    if (deleted.length === 0) {
      throw customerError(
        'newsletter-not-subscribed',
        'Cette adresse e-mail n’est pas inscrite à la newsletter.',
      );
    }
    return { email: normalised, subscribed: false };
  }

  // --- helpers ---------------------------------------------------------------------------------

  private async load(db: Queryable, id: string): Promise<Customer> {
    const customer = await loadCustomer(db, id);
    if (!customer) throw notLoggedIn();
    return customer;
  }

  /** The session of a signed-in customer; a guest or no session is "not logged in". */
  private async account(token: string | undefined): Promise<Session> {
    const session = await findSession(this.db, token);
    if (!session || session.isGuest) throw notLoggedIn();
    return session;
  }

  private async checkPassword(email: string, password: string) {
    const account = await findAccount(this.db, email);
    if (!account) throw accountNotFound();
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw customerError('unauthorized', 'Email ou mot de passe invalide.');
    }
    return account;
  }

  /**
   * Opens the signed-in session. The guest of the request's session (if any) hands its cart lines
   * over (quantities of the same offer add up) and disappears with its session.
   */
  private async openCustomerSession(customerId: string, token: string | undefined): Promise<OpenedSession> {
    return this.db.transaction(async (tx) => {
      const previous = await findSession(tx, token);
      await tx.query('INSERT INTO carts (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [
        customerId,
      ]);
      if (previous?.isGuest && previous.customerId !== customerId) {
        await tx.query(
          `INSERT INTO cart_items (cart_id, offer_id, quantity, added_at)
           SELECT (SELECT id FROM carts WHERE customer_id = $1), i.offer_id, i.quantity, i.added_at
           FROM cart_items i JOIN carts g ON g.id = i.cart_id WHERE g.customer_id = $2
           ON CONFLICT (cart_id, offer_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
          [customerId, previous.customerId],
        );
        await tx.query('DELETE FROM customers WHERE id = $1 AND is_guest', [previous.customerId]);
      } else if (previous) {
        await endSession(tx, previous.tokenHash);
      }
      return openSession(tx, customerId, this.settings.sessionTtlDays);
    });
  }

  private async insertGuest(db: Queryable): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO customers (is_guest) VALUES (true) RETURNING id::text',
    );
    await db.query('INSERT INTO carts (customer_id) VALUES ($1)', [row!.id]);
    return row!.id;
  }

  private async rejectDuplicate(
    db: Queryable,
    customerId: string,
    address: ValidAddress,
    except: string | null,
  ): Promise<void> {
    const rows = await db.query(
      `SELECT name FROM addresses
       WHERE customer_id = $1 AND ($2::text IS NULL OR name <> $2)
         AND (name = $3 OR (coalesce(company, '') = coalesce($4, '') AND lower(first_name) = lower($5)
           AND lower(last_name) = lower($6) AND lower(street) = lower($7) AND lower(city) = lower($8)
           AND post_code = $9 AND country = $10 AND phone = $11))
       LIMIT 1`,
      [
        customerId,
        except,
        except === null ? (address.name ?? null) : null,
        address.company ?? null,
        address.firstName,
        address.lastName,
        address.street,
        address.city,
        address.postCode,
        address.country,
        address.phone,
      ],
    );
    if (rows.length > 0) throw addressExists();
  }

  private async checkCaptcha(answer: string, ip: string): Promise<void> {
    if (!(await this.captcha.verify(answer, ip))) throw captchaFailed();
  }

  private async limit(kind: keyof typeof PER_ACCOUNT, email: string, ip: string): Promise<void> {
    await this.limitPerAddress(kind, ip);
    await hitRateLimit(this.db, `${kind}:account:${email}`, PER_ACCOUNT[kind]);
  }

  private async limitPerAddress(kind: string, ip: string): Promise<void> {
    await hitRateLimit(this.db, `${kind}:address:${ip}`, {
      max: this.settings.perAddressLimit,
      windowSeconds: 15 * 60,
    });
  }

  private shopUrl(rootPath: string, locale: Locale): string {
    return `${this.settings.publicWebUrl}/${rootPath}/${locale}`;
  }

  /** Sends a message the call cannot succeed without (a code, a link). */
  private async send(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.log('mail not sent', error);
      throw new HttpError(503, 'mail-unavailable', 'L’e-mail n’a pas pu être envoyé. Réessayez plus tard.');
    }
  }

  /** Sends a message the call does not depend on (welcome). */
  private async sendQuietly(message: MailMessage): Promise<void> {
    await this.mailer.send(message).catch((error: unknown) => this.log('mail not sent', error));
  }
}

const alreadyExists = () =>
  customerError(
    'customer-already-exists',
    'Un compte existe déjà pour cet e-mail : connectez-vous ou réinitialisez votre mot de passe.',
  );
const accountNotFound = () => customerError('customer-not-found', 'Aucun compte pour cet e-mail.');
const addressExists = () => customerError('address-already-exists', 'Cette adresse existe déjà.');
const addressNotFound = (name: string) =>
  customerError('address-not-found', `Adresse introuvable : ${name.slice(0, 60)}`);

/** True when the e-mail was not subscribed yet. */
async function subscribe(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
    [email],
  );
  return rows.length > 0;
}

function addressValues(address: ValidAddress): unknown[] {
  return [
    address.company ?? null,
    address.firstName,
    address.lastName,
    address.street,
    address.city,
    address.postCode,
    address.country,
    address.phone,
    address.email ?? null,
    address.website ?? null,
    address.latitude ?? null,
    address.longitude ?? null,
  ];
}

/** true: the address becomes that default; false: it stops being it; undefined: unchanged. */
async function setDefaults(
  db: Queryable,
  customerId: string,
  name: string,
  defaults: { shipping?: boolean | undefined; billing?: boolean | undefined },
): Promise<void> {
  if (defaults.shipping === undefined && defaults.billing === undefined) return;
  const pick = (flag: boolean | undefined, column: string) =>
    flag === true ? '$2' : flag === false ? `CASE WHEN ${column} = $2 THEN NULL ELSE ${column} END` : column;
  await db.query(
    `UPDATE customers SET default_shipping_address = ${pick(defaults.shipping, 'default_shipping_address')},
       default_billing_address = ${pick(defaults.billing, 'default_billing_address')}
     WHERE id = $1`,
    [customerId, name],
  );
}
