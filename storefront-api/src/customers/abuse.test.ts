/**
 * Abuse of accounts (issue 16): strangers cannot lock an owner out, a stolen session cannot guess
 * the password, guests cannot be minted without limit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { MEDIA_BASE_URL, testDatabase, testMailer } from '../testing/database.js';
import { call, PASSWORD, register, uniqueEmail } from '../testing/customers.js';

const from = (address: string) => ({ 'x-forwarded-for': address });

const signInFrom = (address: string, email: string, password: string) =>
  call('POST', '/customers/sign-in', {
    headers: from(address),
    payload: { email, password, recaptchaData: 'ok' },
  });

// The first test opens the shared database (seed included); each sign-in is an argon2id check.
describe('sign-in failures', { timeout: 120_000 }, () => {
  it('count per account and address: a stranger’s wrong passwords never lock the owner out', async () => {
    const email = uniqueEmail('lockout');
    await register(email);
    for (let i = 0; i < 10; i += 1) {
      expect((await signInFrom('203.0.113.7', email, 'Wrong1!pass')).statusCode).toBe(401);
    }
    // The stranger's address is now refused, even with the right password...
    expect((await signInFrom('203.0.113.7', email, PASSWORD)).statusCode).toBe(429);
    // ...while the owner, from their own address, signs in.
    expect((await signInFrom('198.51.100.20', email, PASSWORD)).statusCode).toBe(200);
  });

  it('do not count successes', async () => {
    const email = uniqueEmail('success');
    await register(email);
    for (let i = 0; i < 12; i += 1) {
      expect((await signInFrom('203.0.113.8', email, PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('reset requests', () => {
  it('cannot block the owner’s own request', async () => {
    const email = uniqueEmail('reset-block');
    await register(email);
    const request = (address: string) =>
      call('POST', '/customers/reset-password', {
        headers: from(address),
        payload: { email, recaptchaData: 'ok' },
      });
    for (let i = 0; i < 3; i += 1) expect((await request('203.0.113.9')).statusCode).toBe(200);
    expect((await request('203.0.113.9')).statusCode).toBe(429);
    expect((await request('198.51.100.21')).statusCode).toBe(200);
  });
});

describe('current password', () => {
  it('has its own limit: a stolen session gets 5 guesses, then none, right or wrong', async () => {
    const email = uniqueEmail('change');
    const { token } = await register(email);
    const change = (currentPassword: string) =>
      call('POST', '/customers/change-password', {
        token,
        payload: { currentPassword, newPassword: 'Nouveau1!mot' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change('Wrong1!pass')).statusCode).toBe(403);
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 'too-many-requests' });
  });
});

describe('two-factor', () => {
  it('is switched on freely, but off only with the current password', async () => {
    const email = uniqueEmail('two-factor-off');
    const { token } = await register(email);
    const patch = (payload: Record<string, unknown>) => call('PATCH', '/customers', { token, payload });
    expect((await patch({ twoFactorAuthenticationEnabled: true })).statusCode).toBe(200);
    const missing = await patch({ twoFactorAuthenticationEnabled: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorData.issues).toEqual([
      { path: 'currentPassword', message: 'Mot de passe requis' },
    ]);
    expect(
      (await patch({ twoFactorAuthenticationEnabled: false, currentPassword: 'Wrong1!pass' })).statusCode,
    ).toBe(403);
    const off = await patch({ twoFactorAuthenticationEnabled: false, currentPassword: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json().twoFactorAuthenticationEnabled).toBe(false);
    // Already off: nothing to guard.
    expect((await patch({ twoFactorAuthenticationEnabled: false })).statusCode).toBe(200);
  });
});

describe('guests', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('are limited per address, through POST customers/guest and a sign-out without session', async () => {
    const { db } = await testDatabase();
    const app = await buildApp({
      db,
      mediaBaseUrl: MEDIA_BASE_URL,
      mailer: testMailer,
      captcha: { provider: 'none' },
      customers: { perAddressLimit: 2, publicWebUrl: 'http://shop.test' },
    });
    apps.push(app);
    const mint = (url: string, address: string) =>
      app.inject({ method: 'POST', url, headers: { 'root-category': 'martinique', ...from(address) } });
    expect((await mint('/customers/guest', '203.0.113.10')).statusCode).toBe(200);
    expect((await mint('/customers/sign-out', '203.0.113.10')).statusCode).toBe(200);
    expect((await mint('/customers/guest', '203.0.113.10')).statusCode).toBe(429);
    expect((await mint('/customers/sign-out', '203.0.113.10')).statusCode).toBe(429);
    expect((await mint('/customers/guest', '198.51.100.22')).statusCode).toBe(200);
  });
});
