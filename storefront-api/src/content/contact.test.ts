import { Writable } from 'node:stream';
import type { ApiError } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { MEDIA_BASE_URL, testApp, testDatabase, testMailer } from '../testing/database.js';
import { ContactMail, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './contact.js';
import * as repository from './repository.js';

const SHOP = 'service-client@boutique-des-outre-mer.fr';
let counter = 0;
const sender = () => `contact-${Date.now()}-${++counter}@example.test`;

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Léa Martin',
  email: sender(),
  subject: 'order',
  orderReference: 'CMD-2025-0042',
  message: 'Bonjour, mon colis n’est pas arrivé, pouvez-vous vérifier ?',
  recaptchaData: 'ok',
  ...overrides,
});

async function post(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/platform/contact',
    headers: { 'root-category': 'martinique', ...headers },
    payload: payload as Record<string, unknown>,
  });
  return {
    status: response.statusCode,
    body: response.json<{ id: string } & ApiError>(),
    headers: response.headers,
  };
}

async function stored(id: string) {
  const { db } = await testDatabase();
  return repository.findContactMessage(db, id);
}

/** A mailer that fails while `down` is true, and keeps what it sent. */
function flakyMailer(): Mailer & { messages: MailMessage[]; down: boolean | ((m: MailMessage) => boolean) } {
  const mailer = {
    messages: [] as MailMessage[],
    down: false as boolean | ((m: MailMessage) => boolean),
    description: 'flaky',
    async send(message: MailMessage) {
      const down = typeof mailer.down === 'function' ? mailer.down(message) : mailer.down;
      if (down)
        throw Object.assign(new Error(`550 mailbox unavailable <${message.to}>`), { code: 'EENVELOPE' });
      mailer.messages.push(message);
    },
    close: () => undefined,
  };
  return mailer;
}

const logs: string[] = [];
let flaky: ReturnType<typeof flakyMailer>;
let flakyApp: FastifyInstance;

beforeAll(async () => {
  await testApp();
  const { db } = await testDatabase();
  flaky = flakyMailer();
  flakyApp = await buildApp({
    db,
    mediaBaseUrl: MEDIA_BASE_URL,
    mailer: flaky,
    captcha: { provider: 'none' },
    customers: { perAddressLimit: 1_000_000 },
    content: { contactEmail: SHOP },
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    },
  });
});

afterAll(async () => {
  await flakyApp.close();
});

describe('POST /platform/contact', () => {
  it('stores the message, then e-mails the shop (reply-to the sender) and acknowledges to the sender', async () => {
    const app = await testApp();
    const payload = body();
    const before = testMailer.messages.length;
    const reply = await post(app, payload);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toEqual({ id: expect.stringMatching(/^[0-9]+$/u) });
    expect(reply.headers['cache-control']).toBe('no-store');
    const row = await stored(reply.body.id);
    expect(row).toMatchObject({
      name: payload.name,
      email: payload.email,
      subject: 'order',
      order_reference: 'CMD-2025-0042',
      message: payload.message,
      territory: 'MQ',
      locale: 'fr',
    });
    expect(row?.shop_mail_sent_at).not.toBeNull();
    expect(row?.ack_mail_sent_at).not.toBeNull();
    const sent = testMailer.messages.slice(before);
    const toShop = sent.find((m) => m.to === SHOP);
    expect(toShop?.replyTo).toBe(payload.email);
    expect(toShop?.subject).toBe(`[Contact n° ${reply.body.id}] Une commande – Léa Martin`);
    expect(toShop?.text).toContain(payload.message);
    expect(toShop?.text).toContain('Commande : CMD-2025-0042');
    const ack = sent.find((m) => m.to === payload.email);
    expect(ack?.subject).toBe(`Nous avons bien reçu votre message (n° ${reply.body.id})`);
    expect(ack?.text).toContain('Bonjour Léa Martin');
    expect(ack?.text).toContain(payload.message);
    expect(sent).toHaveLength(2);
  });

  it('accepts 10 and 400 characters, refuses 9 and 401 with the spec’s message', async () => {
    const app = await testApp();
    for (const length of [10, 400]) {
      const reply = await post(app, body({ message: 'a'.repeat(length) }));
      expect(reply.status, `${length}`).toBe(201);
    }
    for (const length of [9, 401]) {
      const reply = await post(app, body({ message: 'a'.repeat(length) }));
      expect(reply.status, `${length}`).toBe(400);
      expect(reply.body.errorCode).toBe('invalid-request');
      expect(reply.body.errorData).toEqual({
        issues: [{ path: 'message', message: 'Le message doit contenir entre 10 et 400 caractères' }],
      });
    }
    // Counted after trimming: 9 characters inside spaces are still 9.
    expect((await post(app, body({ message: `   ${'a'.repeat(9)}   ` }))).status).toBe(400);
  });

  it('answers every field error in the customers routes’ shape, and stores nothing', async () => {
    const app = await testApp();
    const { db } = await testDatabase();
    const [{ n: before }] = (await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_messages',
    )) as [{ n: number }];
    const reply = await post(app, {
      name: 'L',
      email: 'pas-un-email',
      subject: 'spam',
      orderReference: 'CMD 1; DROP',
      message: '',
      recaptchaData: 'ok',
    });
    expect(reply.status).toBe(400);
    const issues = (reply.body.errorData as { issues: { path: string; message: string }[] }).issues;
    expect(Object.fromEntries(issues.map((i) => [i.path, i.message]))).toEqual({
      name: 'Le nom doit contenir entre 2 et 100 caractères',
      email: 'Merci de saisir une adresse email valide',
      subject: 'Veuillez choisir un sujet',
      orderReference: 'Référence de commande invalide',
      message: 'Message requis',
    });
    expect((await post(app, 'pas du JSON', { 'content-type': 'application/json' })).status).toBe(400);
    const [{ n: after }] = (await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_messages',
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('refuses a failed captcha (recaptcha-low-score) and stores nothing', async () => {
    const { db } = await testDatabase();
    const app = await buildApp({
      db,
      mediaBaseUrl: MEDIA_BASE_URL,
      mailer: flakyMailer(),
      captcha: { provider: 'altcha', hmacKey: 'k'.repeat(40) },
      customers: { perAddressLimit: 1_000_000 },
    });
    try {
      const payload = body({ recaptchaData: 'not-a-solution' });
      const reply = await post(app, payload);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe('recaptcha-low-score');
      const rows = await db.query('SELECT 1 FROM contact_messages WHERE email = $1', [payload.email]);
      expect(rows).toEqual([]);
      expect((await post(app, body({ recaptchaData: '' }))).status).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('limits the messages per client address (429 too-many-requests)', async () => {
    const { db } = await testDatabase();
    const app = await buildApp({
      db,
      mediaBaseUrl: MEDIA_BASE_URL,
      mailer: flakyMailer(),
      captcha: { provider: 'none' },
      customers: { perAddressLimit: 2 },
      trustProxy: true,
    });
    try {
      const from = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
      expect((await post(app, body(), from)).status).toBe(201);
      expect((await post(app, body(), from)).status).toBe(201);
      const third = await post(app, body(), from);
      expect(third.status).toBe(429);
      expect(third.body.errorCode).toBe('too-many-requests');
    } finally {
      await app.close();
    }
  });
});

describe('contact e-mails while mail is down', () => {
  it('keeps the message (201) and sends both e-mails once mail is back, each once', async () => {
    const { db } = await testDatabase();
    flaky.down = true;
    const payload = body({ subject: 'product', orderReference: null });
    const reply = await post(flakyApp, payload);
    expect(reply.status).toBe(201);
    const row = await stored(reply.body.id);
    expect(row).toMatchObject({ email: payload.email, shop_mail_sent_at: null, ack_mail_sent_at: null });
    expect(flaky.messages).toEqual([]);
    // The failure is logged without the sender's address (nor the shop's).
    expect(logs.join('')).toContain(`contact message ${reply.body.id}`);
    expect(logs.join('')).not.toContain(payload.email);
    expect(logs.join('')).not.toContain('@');

    const mail = new ContactMail({ db, repository, mailer: flaky, contactEmail: SHOP, log: () => undefined });
    // Not before its retry delay.
    await mail.deliverPending();
    expect(flaky.messages.filter((m) => m.replyTo === payload.email || m.to === payload.email)).toEqual([]);

    flaky.down = false;
    await db.query(
      "UPDATE contact_messages SET claimed_until = now() - interval '1 second' WHERE id = $1::bigint",
      [reply.body.id],
    );
    await mail.deliverPending();
    await mail.deliverPending();
    const mine = flaky.messages.filter((m) => m.replyTo === payload.email || m.to === payload.email);
    expect(mine.map((m) => m.to).sort()).toEqual([payload.email, SHOP].sort());
    expect((await stored(reply.body.id))?.ack_mail_sent_at).not.toBeNull();
  });

  it('retries only the e-mail that failed', async () => {
    const { db } = await testDatabase();
    const payload = body();
    flaky.down = (message) => message.to === payload.email;
    const reply = await post(flakyApp, payload);
    expect(reply.status).toBe(201);
    const row = await stored(reply.body.id);
    expect(row?.shop_mail_sent_at).not.toBeNull();
    expect(row?.ack_mail_sent_at).toBeNull();
    flaky.down = false;
    await db.query('UPDATE contact_messages SET claimed_until = NULL WHERE id = $1::bigint', [reply.body.id]);
    await new ContactMail({
      db,
      repository,
      mailer: flaky,
      contactEmail: SHOP,
      log: () => undefined,
    }).deliverPending();
    const mine = flaky.messages.filter((m) => m.replyTo === payload.email || m.to === payload.email);
    expect(mine.map((m) => m.to)).toEqual([SHOP, payload.email]);
  });

  it('never sends a message another sender holds, and gives up after the last try', async () => {
    const { db } = await testDatabase();
    flaky.down = true;
    const reply = await post(flakyApp, body());
    flaky.down = false;
    // Held by someone else (a claim in the future): left alone.
    await db.query(
      `UPDATE contact_messages SET claimed_until = now() + interval '1 minute' WHERE id = $1::bigint`,
      [reply.body.id],
    );
    const claimed = await repository.claimUnsentMessages(db, 1000, 60, MAX_MAIL_ATTEMPTS);
    expect(claimed.map((r) => r.id)).not.toContain(reply.body.id);
    // Out of tries: left for an operator.
    await db.query(
      'UPDATE contact_messages SET claimed_until = NULL, mail_attempts = $2 WHERE id = $1::bigint',
      [reply.body.id, MAX_MAIL_ATTEMPTS],
    );
    const again = await repository.claimUnsentMessages(db, 1000, 60, MAX_MAIL_ATTEMPTS);
    expect(again.map((r) => r.id)).not.toContain(reply.body.id);
    // Release everything claimed here, so other tests' messages are not held.
    for (const row of [...claimed, ...again]) await repository.releaseMessage(db, row.id, 0);
  });

  it('waits longer after each failed try, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 40].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
