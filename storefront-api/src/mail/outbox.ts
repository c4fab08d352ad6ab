/**
 * The transactional mail outbox (issue 30): an e-mail that tells a fact (an order confirmed, a
 * parcel shipped) is queued by `enqueueMail` INSIDE the transaction that makes the fact, so both
 * commit or neither does; a dedupe key queues it once whoever asks again. After commit the caller
 * kicks a delivery (`MailOutbox.deliverSoon`); a timer (`scheduleMailOutbox`) sends whatever is
 * left. Each row is claimed before it is sent (claim-by-update, `FOR UPDATE SKIP LOCKED`), so two
 * processes never send one e-mail together, and marked once it left. A refused e-mail is retried
 * after `retryDelaySeconds` up to `MAX_MAIL_ATTEMPTS` tries, then left for an operator. Neither the
 * table's `last_error` nor the logs ever hold an address: the row's id, its kind and the error's
 * name and codes (`mailFailureReason`).
 */
import type { Queryable } from '../db/database.js';
import { MAX_MAIL_ATTEMPTS, mailFailureReason, retryDelaySeconds, scheduleRounds } from './delivery.js';
import type { MailMessage, Mailer } from './mailer.js';
import * as repository from './outbox-repository.js';
import type { OutboxRow } from './outbox-repository.js';

/** How long a sender holds a row it claimed (another process leaves it alone meanwhile). */
export const MAIL_CLAIM_SECONDS = 300;
/** A claimed row is only sent in the first half of its claim; the rest of the batch is claimed again. */
const SEND_WITHIN_MS = (MAIL_CLAIM_SECONDS * 1000) / 2;
/** Rows one claim takes. */
const BATCH = 20;
/** How long `deliverSoon` waits by default before answering anyway (the delivery goes on). */
const REPLY_WAIT_MS = 3_000;
/** Days a sent e-mail is kept (its dedupe key holds that long), then forgotten with its addresses. */
export const SENT_MAIL_DAYS = 90;

export interface OutboxMail {
  /** What the e-mail is, for logs and operators: `order-confirmation`, `parcel-shipped`... */
  kind: string;
  /**
   * The same e-mail is queued once: `order-confirmation:<reference>`. Never an address (an operator
   * reads it beside the row).
   */
  dedupeKey: string;
  message: MailMessage;
}

/**
 * Queues an e-mail in the caller's transaction `tx` (the one that makes the fact it tells): it is
 * sent only if that transaction commits. Nothing when that `dedupeKey` was queued already. Answers
 * whether it was queued now. Kick `MailOutbox.deliverSoon()` after the commit to send it at once.
 */
export function enqueueMail(tx: Queryable, mail: OutboxMail): Promise<boolean> {
  return repository.insertMail(tx, mail);
}

export interface MailOutboxDeps {
  db: Queryable;
  mailer: Mailer;
  /** Errors to log; none of them names an address. */
  log: (message: string, error: unknown) => void;
}

/**
 * A refusal of this very message (its envelope or its content, 4xx or 5xx): the next e-mails may
 * still go. Anything else (no connection, authentication, a timeout) stops the round.
 */
const refusedThisMessage = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
};

/** Only the fields a mail message has (a stored row never passes anything else to the transport). */
const messageOf = (row: OutboxRow): MailMessage => {
  const { to, subject, text, html, replyTo } = row.message;
  return { to, subject, text, html, ...(typeof replyTo === 'string' ? { replyTo } : {}) };
};

/** Sends the outbox's due e-mails, each once, retried while the mail server refuses them. */
export class MailOutbox {
  private current: Promise<void> | null = null;
  private followUp: Promise<void> | null = null;

  constructor(private readonly deps: MailOutboxDeps) {}

  /**
   * Claims the due e-mails batch after batch and sends them; a failure records its reason and the
   * time of the next try. Stops at a failure that is not this message's own refusal (mail is down:
   * the rest of the batch is released untried, for the next round). Answers how many left.
   */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await repository.claimDueMails(this.deps.db, {
        limit: BATCH,
        claimSeconds: MAIL_CLAIM_SECONDS,
        maxAttempts: MAX_MAIL_ATTEMPTS,
      });
      const claimedAt = Date.now();
      let claimAgain = false;
      for (const [index, row] of rows.entries()) {
        // A slow server: the rows left are claimed again rather than sent near the end of their claim.
        if (Date.now() - claimedAt > SEND_WITHIN_MS) {
          await this.release(rows.slice(index));
          claimAgain = true;
          break;
        }
        const outcome = await this.send(row);
        if (outcome === 'sent') sent += 1;
        if (outcome !== 'failed') continue;
        // Mail is down: the rest of the batch waits for the next round, its try not counted.
        await this.release(rows.slice(index + 1));
        return sent;
      }
      if (!claimAgain && rows.length < BATCH) return sent;
    }
  }

  private async release(rows: readonly OutboxRow[]): Promise<void> {
    await repository
      .unclaimMails(
        this.deps.db,
        rows.map((row) => row.id),
      )
      .catch((error: unknown) =>
        this.deps.log('mail outbox: rows not released (their claim expires)', error),
      );
  }

  /** Sends one claimed row: 'sent', 'refused' (this message only) or 'failed' (the round stops). */
  private async send(row: OutboxRow): Promise<'sent' | 'refused' | 'failed'> {
    try {
      await this.deps.mailer.send(messageOf(row));
    } catch (error) {
      await this.fail(row, error);
      return refusedThisMessage(error) ? 'refused' : 'failed';
    }
    try {
      await repository.markMailSent(this.deps.db, row.id);
    } catch (error) {
      // Sent but not marked: the claim keeps others away for a while; logged for an operator.
      this.deps.log(`mail ${row.id} (${row.kind}) sent but not recorded`, error);
      return 'failed';
    }
    return 'sent';
  }

  private async fail(row: OutboxRow, error: unknown): Promise<void> {
    const reason = mailFailureReason(error);
    const delay = retryDelaySeconds(row.attempts);
    const last = row.attempts >= MAX_MAIL_ATTEMPTS;
    this.deps.log(
      last ? 'mail outbox: e-mail given up, left for an operator' : 'mail outbox: e-mail not sent',
      new Error(
        last
          ? `mail ${row.id} (${row.kind}): not sent after ${row.attempts} tries (${reason}); left for an operator`
          : `mail ${row.id} (${row.kind}): try ${row.attempts} failed (${reason}); retried in ${delay} s`,
      ),
    );
    await repository
      .recordMailFailure(this.deps.db, row.id, reason, delay)
      .catch((err: unknown) =>
        this.deps.log(`mail ${row.id}: failure not recorded (its claim expires)`, err),
      );
  }

  /**
   * Kicks a delivery of the due e-mails, for a caller that just committed one: resolves when the
   * round is over or after `waitMs`, whichever comes first (the round goes on), and never throws.
   * Kicks while a round runs are folded into one more round after it (which sees their commits).
   */
  deliverSoon(waitMs: number = REPLY_WAIT_MS): Promise<void> {
    const round = this.kick();
    if (!Number.isFinite(waitMs)) return round;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, waitMs));
      timer.unref();
    });
    return Promise.race([round, timeout]).finally(() => clearTimeout(timer));
  }

  private kick(): Promise<void> {
    if (this.current) {
      this.followUp ??= this.current.then(() => {
        this.followUp = null;
        return this.kick();
      });
      return this.followUp;
    }
    const round = this.deliverDue().then(
      () => undefined,
      (error: unknown) => this.deps.log('mail outbox: delivery failed (retried by the timer)', error),
    );
    this.current = round.finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** Forgets the e-mails sent more than `SENT_MAIL_DAYS` ago (and so their addresses). */
  forgetSent(): Promise<number> {
    return repository.deleteSentMails(this.deps.db, SENT_MAIL_DAYS);
  }
}

/**
 * Sends the due e-mails now (start-up) and every `intervalMs` (failed ones coming back, ones whose
 * kick was lost to a stop), then forgets those sent long ago. Returns the stop function, which
 * waits for a round under way. The timer does not keep the process alive.
 */
export function scheduleMailOutbox(
  outbox: MailOutbox,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => Promise<void> {
  return scheduleRounds(
    async () => {
      await outbox.deliverDue();
      await outbox.forgetSent();
    },
    onError,
    intervalMs,
  );
}
