import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { captchaConfig } from '../config.js';
import { testDatabase } from '../testing/database.js';
import { createCaptcha } from './captcha.js';

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA captcha', () => {
  it('accepts a solved challenge once, and nothing forged, tampered or signed with another key', async () => {
    const { db } = await testDatabase();
    const captcha = createCaptcha(db, { provider: 'altcha', hmacKey: 'k'.repeat(32) });
    const reply = await captcha.challenge();
    if (reply.provider !== 'altcha') throw new Error('altcha expected');
    const challenge = reply.challenge as Challenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
    const answer = await solved(challenge);
    expect(await captcha.verify(answer, '127.0.0.1')).toBe(true);
    expect(await captcha.verify(answer, '127.0.0.1')).toBe(false);

    const other = createCaptcha(db, { provider: 'altcha', hmacKey: 'z'.repeat(32) });
    const foreign = await other.challenge();
    expect(
      await captcha.verify(await solved((foreign as { challenge: Challenge }).challenge), '127.0.0.1'),
    ).toBe(false);

    // A solved challenge whose expiry was pushed back no longer matches its signature.
    const fresh = (await captcha.challenge()) as { challenge: Challenge };
    const payload = JSON.parse(Buffer.from(await solved(fresh.challenge), 'base64').toString('utf8'));
    payload.challenge.parameters.expiresAt += 3600;
    expect(await captcha.verify(Buffer.from(JSON.stringify(payload)).toString('base64'), '127.0.0.1')).toBe(
      false,
    );
    for (const junk of ['', 'not base64 json', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect(await captcha.verify(junk, '127.0.0.1')).toBe(false);
    }
  });
  it('asks the work it is configured with: a counter between half the maximum and the maximum', async () => {
    const { db } = await testDatabase();
    const captcha = createCaptcha(db, { provider: 'altcha', hmacKey: 'k'.repeat(32), maxCounter: 20 });
    for (let i = 0; i < 5; i++) {
      const { challenge } = (await captcha.challenge()) as { challenge: Challenge };
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution?.counter).toBeGreaterThanOrEqual(10);
      expect(solution?.counter).toBeLessThanOrEqual(20);
    }
  });
});

describe('captcha configuration', () => {
  it('defaults to ALTCHA, refuses none and a missing key in production, and checks reCAPTCHA settings', () => {
    expect(captchaConfig({}).provider).toBe('altcha');
    expect(captchaConfig({ CAPTCHA_PROVIDER: 'none' })).toEqual({ provider: 'none' });
    expect(() => captchaConfig({ CAPTCHA_PROVIDER: 'none', NODE_ENV: 'production' })).toThrow(/refused/u);
    expect(() => captchaConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY/u);
    expect(() => captchaConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/32/u);
    expect(captchaConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32) })).toEqual({
      provider: 'altcha',
      hmacKey: 'k'.repeat(32),
      maxCounter: 2000,
    });
    expect(captchaConfig({ ALTCHA_MAX_COUNTER: '20' })).toMatchObject({ maxCounter: 20 });
    expect(() => captchaConfig({ ALTCHA_MAX_COUNTER: '1' })).toThrow(/ALTCHA_MAX_COUNTER/u);
    expect(() => captchaConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET/u);
    expect(
      captchaConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'p' }),
    ).toEqual({
      provider: 'recaptcha',
      secret: 's',
      siteKey: 'p',
      minScore: 0.5,
    });
    expect(() => captchaConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/u);
  });
});
