/**
 * The contact form (spec 2.4, 5; `POST platform/contact`): a message is stored first, then e-mailed
 * to the shop's service with an acknowledgement to its sender. Mail being down loses nothing: the
 * message is stored and answered 201, and the e-mails not sent yet are retried later (on a timer and
 * at start-up), each marked once sent so none goes twice. Sender's addresses never reach the logs.
 */
import type { ContactMessageInput, Locale, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type { Guard } from '../customers/shared/guard.js';
import { MAX_MAIL_ATTEMPTS, mailFailureReason, retryDelaySeconds, scheduleRounds } from '../mail/delivery.js';
import type { Mailer } from '../mail/mailer.js';
import {
  contactAcknowledgementMail,
  contactShopMail,
  type ContactMail as ContactMailContent,
} from '../mail/templates.js';
import type * as contentRepository from './repository.js';
import type { ContactMessageRow } from './repository.js';

export { MAX_MAIL_ATTEMPTS, retryDelaySeconds };

/** How long a sender holds a message it is e-mailing (another process leaves it alone meanwhile). */
const CLAIM_SECONDS = 120;
/** How long the request waits for the e-mails before answering anyway (they go on in the background). */
const REPLY_WAIT_MS = 3_000;
/** Messages one retry round sends at most. */
const BATCH = 50;

export interface ContactMailDeps {
  db: Queryable;
  repository: typeof contentRepository;
  mailer: Mailer;
  /** The shop's service address (`CONTACT_EMAIL`). */
  contactEmail: string;
  log: (message: string, error: unknown) => void;
}

export interface ContactDeps {
  db: Queryable;
  repository: typeof contentRepository;
  guard: Guard;
  mail: ContactMail;
}

export interface ContactContext {
  ip: string;
  territory: TerritoryCode | null;
  locale: Locale;
}

/** What a retry round did. */
export interface DeliveryRound {
  messages: number;
  sent: number;
  failed: number;
}

/** An error that says which mail failed and why, without the message's addresses. */
function mailFailure(id: string, mail: 'shop' | 'ack', error: unknown): Error {
  return new Error(
    `contact message ${id}: ${mail === 'shop' ? 'shop' : 'acknowledgement'} e-mail not sent (${mailFailureReason(error)}); retried later`,
  );
}

export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  /** Checks the limit and the captcha, stores the message, then tries its e-mails once. */
  async send(input: ContactMessageInput, context: ContactContext): Promise<{ id: string }> {
    await this.deps.guard.limitPerAddress('contact', context.ip);
    await this.deps.guard.checkCaptcha(input.recaptchaData, context.ip);
    const row = await this.deps.repository.insertContactMessage(
      this.deps.db,
      {
        name: input.name,
        email: input.email,
        subject: input.subject,
        orderReference: input.orderReference ?? null,
        message: input.message,
        territory: context.territory,
        locale: context.locale,
      },
      CLAIM_SECONDS,
    );
    // The e-mails usually leave before the reply; a slow mail server does not hold the shopper.
    const delivery = this.deps.mail.deliver(row);
    await Promise.race([delivery, new Promise((resolve) => setTimeout(resolve, REPLY_WAIT_MS).unref())]);
    return { id: row.id };
  }
}

/** The contact messages' e-mails: sent once each, retried while mail is down. */
export class ContactMail {
  constructor(private readonly deps: ContactMailDeps) {}

  /**
   * Sends the message's e-mails not sent yet, each marked as soon as it left; on a failure the
   * message is released for a later try. Never throws: the message is safe in the table.
   */
  async deliver(row: ContactMessageRow): Promise<{ sent: number; failed: boolean }> {
    const message: ContactMailContent = {
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject as ContactMailContent['subject'],
      orderReference: row.order_reference,
      message: row.message,
      territory: row.territory,
      createdAt: row.created_at,
    };
    const mails = [
      {
        kind: 'shop' as const,
        done: row.shop_mail_sent_at !== null,
        mail: () => contactShopMail(this.deps.contactEmail, message),
      },
      {
        kind: 'ack' as const,
        done: row.ack_mail_sent_at !== null,
        mail: () => contactAcknowledgementMail(row.locale === 'en' ? 'en' : 'fr', message),
      },
    ];
    let sent = 0;
    for (const { kind, done, mail } of mails) {
      if (done) continue;
      try {
        await this.deps.mailer.send(mail());
      } catch (error) {
        this.deps.log('contact e-mail failed', mailFailure(row.id, kind, error));
        await this.release(row, retryDelaySeconds(row.mail_attempts));
        return { sent, failed: true };
      }
      try {
        await this.deps.repository.markMailSent(this.deps.db, row.id, kind);
        sent += 1;
      } catch (error) {
        // Sent but not marked: the claim keeps others away for a while; logged for an operator.
        this.deps.log('contact e-mail sent but not recorded', error);
        return { sent, failed: true };
      }
    }
    return { sent, failed: false };
  }

  private async release(row: ContactMessageRow, delaySeconds: number): Promise<void> {
    await this.deps.repository.releaseMessage(this.deps.db, row.id, delaySeconds).catch((error: unknown) => {
      this.deps.log('contact message not released (its claim expires on its own)', error);
    });
  }

  /** One retry round: claims messages with an unsent e-mail (nobody else's) and sends them. */
  async deliverPending(): Promise<DeliveryRound> {
    const round: DeliveryRound = { messages: 0, sent: 0, failed: 0 };
    for (;;) {
      const rows = await this.deps.repository.claimUnsentMessages(
        this.deps.db,
        BATCH,
        CLAIM_SECONDS,
        MAX_MAIL_ATTEMPTS,
      );
      for (const row of rows) {
        const result = await this.deliver(row);
        round.messages += 1;
        round.sent += result.sent;
        if (result.failed) round.failed += 1;
      }
      // A round stops at the first batch with a failure: mail is down, the timer comes back.
      if (rows.length < BATCH || round.failed > 0) return round;
    }
  }
}

/**
 * Retries the unsent contact e-mails now (start-up) and every `intervalMs`; returns the stop
 * function, which waits for a round under way. The timer does not keep the process alive.
 */
export function scheduleContactMail(
  contact: ContactMail,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => Promise<void> {
  return scheduleRounds(() => contact.deliverPending(), onError, intervalMs);
}
