import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';
import { oneTimePasswordMail, passwordResetMail } from './templates.js';

describe('mailer', () => {
  it('writes a readable .eml file to the outbox when no SMTP server is set', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Boutique <no-reply@shop.test>', outboxDir });
    expect(mailer.description).toBe(`outbox ${outboxDir}`);
    await mailer.send(oneTimePasswordMail('lea@example.test', 'fr', 'Léa', '012345'));
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/u);
    const text = await readFile(join(outboxDir, file!), 'utf8');
    expect(text).toContain('To: lea@example.test');
    expect(text).toContain('From: Boutique <no-reply@shop.test>');
    expect(text).toContain('Content-Type: text/html');
  });

  it('delivers through a real SMTP server, text and HTML', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'user' && auth.password === 'secret') callback(null, { user: auth.username });
        else callback(new Error('bad credentials'));
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://user:secret@127.0.0.1:${port}`,
      from: 'Boutique <no-reply@shop.test>',
      outboxDir: '/nonexistent',
    });
    expect(mailer.description).toBe(`SMTP 127.0.0.1:${port}`);
    await mailer.send(
      passwordResetMail('lea@example.test', 'en', null, 'http://shop.test/martinique/en/reset?token=abc', 60),
    );
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Reset your password');
    expect(received[0]).toContain('text/plain');
    expect(received[0]).toContain('text/html');
  });

  it('escapes what it puts in HTML', () => {
    const mail = oneTimePasswordMail('x@example.test', 'fr', '<script>alert(1)</script>', '123456');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});
