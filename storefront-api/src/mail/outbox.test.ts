/**
 * The mail outbox against a real SMTP server (`smtp-server` on port 0) and the shared test database
 * (PGlite, or the PostgreSQL server of TEST_DATABASE_URL). Rows of other test files may sit in the
 * same table: every check reads this file's own recipients and dedupe keys.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { testDatabase } from '../testing/database.js';
import { MAX_MAIL_ATTEMPTS } from './delivery.js';
import { createMailer, type MailMessage, type Mailer } from './mailer.js';
import { enqueueMail, MailOutbox, scheduleMailOutbox } from './outbox.js';
import { countUnsentMails } from './public.js';

interface Received {
  to: string[];
  data: string;
}

/** A real SMTP server that refuses (451, quoting the address) the recipients of `refused`. */
async function smtpServer(options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      // A real server's refusal quotes the address: it must reach neither the table nor the logs.
      return callback(
        Object.assign(new Error(`Mailbox <${address.address}> busy, try again later`), { responseCode: 451 }),
      );
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refused,
    /** How many e-mails `address` received. */
    count: (address: string) => received.filter((mail) => mail.to.includes(address)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtpMailer = (port: number): Mailer =>
  createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Boutique <no-reply@shop.test>',
    outboxDir: '/nonexistent',
  });

const run = randomUUID().slice(0, 8);
let serial = 0;
/** A fresh recipient and dedupe key of this run. */
function fresh(kind = 'order-confirmation') {
  serial += 1;
  const to = `client-${run}-${serial}@example.test`;
  const message: MailMessage = {
    to,
    subject: `Order ${run}-${serial} confirmed`,
    text: 'Merci pour votre commande.',
    html: '<p>Merci pour votre commande.</p>',
  };
  return { to, mail: { kind, dedupeKey: `${kind}:${run}-${serial}`, message } };
}

interface StoredRow {
  id: string;
  kind: string;
  message: MailMessage;
  attempts: number;
  due: boolean;
  sent: boolean;
  last_error: string | null;
  retry_in: number;
}

async function stored(db: Database, dedupeKey: string): Promise<StoredRow[]> {
  return db.query<StoredRow>(
    `SELECT id::text, kind, message, attempts, next_attempt_at <= now() AS due, sent_at IS NOT NULL AS sent,
            last_error, extract(epoch FROM next_attempt_at - now())::int AS retry_in
     FROM mail_outbox WHERE dedupe_key = $1`,
    [dedupeKey],
  );
}

/** Lets time pass for the row: its next try is due now. */
const makeDue = (db: Database, dedupeKey: string) =>
  db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = $1', [dedupeKey]);

describe('mail outbox', () => {
  let db: Database;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let mailer: Mailer;
  const logs: string[] = [];
  const log = (message: string, error: unknown) => {
    logs.push(`${message} ${String(error)} ${JSON.stringify(error)}`);
  };

  beforeAll(async () => {
    ({ db } = await testDatabase());
    smtp = await smtpServer();
    mailer = smtpMailer(smtp.port);
  });

  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it('queues nothing when the transaction that makes the fact rolls back', async () => {
    const { mail } = fresh();
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueueMail(tx, mail)).toBe(true);
        throw new Error('the order was not made');
      }),
    ).rejects.toThrow('the order was not made');
    expect(await stored(db, mail.dedupeKey)).toEqual([]);
  });

  it('queues one e-mail per dedupe key, however often it is asked', async () => {
    const { mail } = fresh();
    expect(await db.transaction((tx) => enqueueMail(tx, mail))).toBe(true);
    const again = { ...mail, message: { ...mail.message, subject: 'another subject' } };
    expect(await db.transaction((tx) => enqueueMail(tx, again))).toBe(false);
    // Twice in one transaction, and from two transactions at once: still the first one only.
    const { mail: other } = fresh();
    await db.transaction(async (tx) => {
      expect(await enqueueMail(tx, other)).toBe(true);
      expect(await enqueueMail(tx, other)).toBe(false);
    });
    const { mail: raced } = fresh();
    const queued = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => enqueueMail(tx, raced))));
    expect(queued.filter(Boolean)).toHaveLength(1);

    const rows = await stored(db, mail.dedupeKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toEqual(mail.message);
    expect(rows[0]).toMatchObject({ kind: 'order-confirmation', attempts: 0, due: true, sent: false });
    expect(await stored(db, other.dedupeKey)).toHaveLength(1);
    expect(await stored(db, raced.dedupeKey)).toHaveLength(1);
  });

  it('counts the e-mails not sent yet for the metrics, and not those sent', async () => {
    const before = await countUnsentMails(db);
    const { mail } = fresh();
    await db.transaction((tx) => enqueueMail(tx, mail));
    expect(await countUnsentMails(db)).toBe(before + 1);
    await db.query('UPDATE mail_outbox SET sent_at = now() WHERE dedupe_key = $1', [mail.dedupeKey]);
    expect(await countUnsentMails(db)).toBe(before);
  });

  it('delivers a refused e-mail (451) exactly once after a retry, and never stores or logs its address', async () => {
    const { to, mail } = fresh();
    await db.transaction((tx) => enqueueMail(tx, mail));
    logs.length = 0;
    smtp.refused.add(to);
    const outbox = new MailOutbox({ db, mailer, log });

    await outbox.deliverDue();
    expect(smtp.count(to)).toBe(0);
    let [row] = await stored(db, mail.dedupeKey);
    expect(row).toMatchObject({ attempts: 1, sent: false, due: false, last_error: 'Error EENVELOPE 451' });
    // retryDelaySeconds(1): 30 s.
    expect(row!.retry_in).toBeGreaterThan(20);
    expect(row!.retry_in).toBeLessThanOrEqual(30);
    expect(logs.join('\n')).toContain(
      `mail ${row!.id} (order-confirmation): try 1 failed (Error EENVELOPE 451)`,
    );

    // Not due yet: the next round leaves it alone.
    await outbox.deliverDue();
    expect(smtp.count(to)).toBe(0);
    expect((await stored(db, mail.dedupeKey))[0]!.attempts).toBe(1);

    // The server accepts again, and the retry's time comes.
    smtp.refused.delete(to);
    await makeDue(db, mail.dedupeKey);
    await outbox.deliverDue();
    expect(smtp.count(to)).toBe(1);
    [row] = await stored(db, mail.dedupeKey);
    expect(row).toMatchObject({ attempts: 2, sent: true, last_error: null });
    const [delivered] = smtp.received.filter((received) => received.to.includes(to));
    expect(delivered!.data).toContain(`Subject: ${mail.message.subject}`);
    expect(delivered!.data).toContain('text/html');

    // Sent is sent: later rounds and kicks send nothing more.
    await makeDue(db, mail.dedupeKey);
    await outbox.deliverDue();
    await outbox.deliverSoon(Infinity);
    expect(smtp.count(to)).toBe(1);
    expect(logs.join('\n')).not.toContain(to);
    expect(logs.join('\n')).not.toContain('@');
  });

  it('keeps the refusal that quotes the address out of last_error and the logs, and gives up after the last try', async () => {
    const { to, mail } = fresh('parcel-shipped');
    await db.transaction((tx) => enqueueMail(tx, mail));
    smtp.refused.add(to);
    // The refusal does quote the address: the check below means something.
    const direct = await mailer.send(mail.message).catch((error: unknown) => error as Error);
    expect(String((direct as Error).message)).toContain(to);

    logs.length = 0;
    await db.query('UPDATE mail_outbox SET attempts = $2 WHERE dedupe_key = $1', [
      mail.dedupeKey,
      MAX_MAIL_ATTEMPTS - 1,
    ]);
    const outbox = new MailOutbox({ db, mailer, log });
    await outbox.deliverDue();
    const [row] = await stored(db, mail.dedupeKey);
    expect(row).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      sent: false,
      last_error: 'Error EENVELOPE 451',
    });
    expect(row!.last_error).not.toContain('@');
    expect(logs.join('\n')).toContain(
      `mail ${row!.id} (parcel-shipped): not sent after ${MAX_MAIL_ATTEMPTS} tries (Error EENVELOPE 451); left for an operator`,
    );
    expect(logs.join('\n')).not.toContain('@');

    // Left for an operator: no round takes it again, even once due and accepted.
    smtp.refused.delete(to);
    await makeDue(db, mail.dedupeKey);
    await outbox.deliverDue();
    expect(smtp.count(to)).toBe(0);
    expect((await stored(db, mail.dedupeKey))[0]).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sent: false });
  });

  it('sends each e-mail once when two senders and several kicks run at the same time', async () => {
    const slow = await smtpServer({ delayMs: 10 });
    const mailers = [smtpMailer(slow.port), smtpMailer(slow.port)];
    try {
      const mails = Array.from({ length: 30 }, () => fresh());
      await db.transaction(async (tx) => {
        for (const { mail } of mails) await enqueueMail(tx, mail);
      });
      const [first, second] = mailers.map((m) => new MailOutbox({ db, mailer: m, log }));
      await Promise.all([
        first!.deliverDue(),
        second!.deliverDue(),
        first!.deliverSoon(Infinity),
        first!.deliverSoon(Infinity),
        second!.deliverSoon(Infinity),
      ]);
      for (const { to, mail } of mails) {
        expect(slow.count(to)).toBe(1);
        expect((await stored(db, mail.dedupeKey))[0]).toMatchObject({ attempts: 1, sent: true });
      }
    } finally {
      for (const m of mailers) m.close();
      await slow.close();
    }
  });

  it('stops a round when the mail server is down, releasing the rest of the batch untried', async () => {
    const down = await smtpServer();
    await down.close();
    const deadMailer = smtpMailer(down.port);
    const mails = Array.from({ length: 3 }, () => fresh());
    await db.transaction(async (tx) => {
      for (const { mail } of mails) await enqueueMail(tx, mail);
    });
    logs.length = 0;
    const outbox = new MailOutbox({ db, mailer: deadMailer, log });
    expect(await outbox.deliverDue()).toBe(0);
    const rows = (await Promise.all(mails.map(({ mail }) => stored(db, mail.dedupeKey)))).map(
      ([row]) => row!,
    );
    // One try at most (rows of other files may come first): the others are due again, uncounted.
    const tried = rows.filter((row) => row.attempts > 0);
    expect(tried.length).toBeLessThanOrEqual(1);
    for (const row of tried) {
      expect(row).toMatchObject({ attempts: 1, due: false, sent: false });
      // A refused connection: nodemailer's ESOCKET (or ECONNECTION), no address in it.
      expect(row.last_error).toMatch(/^Error (ESOCKET|ECONNECTION)$/u);
    }
    for (const row of rows.filter((r) => r.attempts === 0))
      expect(row).toMatchObject({ due: true, sent: false });
    deadMailer.close();

    // The timer's round (at start-up, then every interval) sends them once the server is back.
    for (const { mail } of mails) await makeDue(db, mail.dedupeKey);
    const errors: unknown[] = [];
    const stop = scheduleMailOutbox(new MailOutbox({ db, mailer, log }), (error) => errors.push(error), 50);
    await expect.poll(() => mails.every(({ to }) => smtp.count(to) === 1), { timeout: 10_000 }).toBe(true);
    await stop();
    expect(errors).toEqual([]);
    for (const { to } of mails) expect(smtp.count(to)).toBe(1);
  });

  it('answers a kick within its wait and never throws', async () => {
    const broken = new MailOutbox({
      db: { query: () => Promise.reject(new Error('database down')), exec: () => Promise.resolve() },
      mailer,
      log,
    });
    logs.length = 0;
    await expect(broken.deliverSoon()).resolves.toBeUndefined();
    expect(logs.join('\n')).toContain('database down');

    const hanging = new MailOutbox({
      db: { query: () => new Promise(() => undefined), exec: () => Promise.resolve() },
      mailer,
      log,
    });
    const started = Date.now();
    await expect(hanging.deliverSoon(50)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
