import type { Locale } from '@shop/domain';
import { HttpError } from '../../http/errors.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';

/** The customer e-mails: which ones a call depends on, and where their links lead. */
export class CustomerMail {
  constructor(
    private readonly deps: {
      mailer: Mailer;
      publicWebUrl: string;
      log: (message: string, error: unknown) => void;
    },
  ) {}

  shopUrl(rootPath: string, locale: Locale): string {
    return `${this.deps.publicWebUrl}/${rootPath}/${locale}`;
  }

  /** Sends a message the call cannot succeed without (a code, a link). */
  async send(message: MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      this.deps.log('mail not sent', error);
      throw new HttpError(503, 'mail-unavailable', 'L’e-mail n’a pas pu être envoyé. Réessayez plus tard.');
    }
  }

  /** Sends a message the call does not depend on (welcome). */
  async sendQuietly(message: MailMessage): Promise<void> {
    await this.deps.mailer.send(message).catch((error: unknown) => this.deps.log('mail not sent', error));
  }
}
