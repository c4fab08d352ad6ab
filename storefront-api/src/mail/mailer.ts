/**
 * Outgoing e-mail: real SMTP through nodemailer when `SMTP_URL` is set, otherwise a local outbox
 * directory of `.eml` files a developer opens with any mail reader (the start-up log names it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, when not to the sender (a contact message is answered to its author). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up log (no password). */
  readonly description: string;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    url.password = '';
    url.username = '';
    return {
      description: `SMTP ${url.host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox ${options.outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/gu, '-');
      const id = info.messageId.replace(/[^A-Za-z0-9-]/gu, '').slice(0, 40);
      await writeFile(join(options.outboxDir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
    close: () => undefined,
  };
}

/** Keeps messages in memory (tests read the codes and links from it). */
export function memoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    description: 'memory',
    send: async (message) => {
      messages.push(message);
    },
    close: () => undefined,
  };
}
