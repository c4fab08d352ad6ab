import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './altcha.js';
import { encodeAltchaPayload, parseAltchaChallenge } from './payload.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

/** A challenge made as the storefront-api makes it (signed, key signature, expiring), only cheaper. */
async function serverChallenge() {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 50,
    counter: 40,
    deriveKey: nodeDeriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: `${SECRET}:key`,
    expiresAt: new Date(Date.now() + 60_000),
  });
}

/** Reads the answer back as the storefront-api does (Buffer base64, JSON). */
function serverDecode(answer: string) {
  return JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as {
    challenge: Parameters<typeof verifySolution>[0]['challenge'];
    solution: Parameters<typeof verifySolution>[0]['solution'];
  };
}

describe('ALTCHA answer', () => {
  it('is base64 of the JSON {challenge, solution}, UTF-8 safe', () => {
    const challenge = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'ab',
        salt: 'cd',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
        data: { région: 'Réunion' },
      },
      signature: 'sig',
      codeChallenge: { image: 'left out' },
    };
    const answer = encodeAltchaPayload(challenge, { counter: 7, derivedKey: '00ff' });
    expect(answer).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(serverDecode(answer)).toEqual({
      challenge: { parameters: challenge.parameters, signature: 'sig' },
      solution: { counter: 7, derivedKey: '00ff' },
    });
  });

  it('solved in the browser way (WebCrypto) passes the server check', async () => {
    const challenge = parseAltchaChallenge(JSON.stringify(await serverChallenge()));
    expect(challenge).not.toBeNull();
    const answer = await solveAltcha(challenge!, new AbortController().signal);
    const { verified } = await verifySolution({
      ...serverDecode(answer),
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: `${SECRET}:key`,
    });
    expect(verified).toBe(true);
  });

  it('fails the server check when the challenge was tampered with', async () => {
    const challenge = await serverChallenge();
    const answer = await solveAltcha(challenge, new AbortController().signal);
    const decoded = serverDecode(answer);
    decoded.challenge.parameters.cost = 1;
    const { verified } = await verifySolution({
      ...decoded,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: `${SECRET}:key`,
    });
    expect(verified).toBe(false);
  });

  it('stops solving when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltcha(await serverChallenge(), controller.signal)).rejects.toThrow('captcha aborted');
  });

  it('reads only challenge-shaped JSON', () => {
    expect(parseAltchaChallenge(null)).toBeNull();
    expect(parseAltchaChallenge('not json')).toBeNull();
    expect(parseAltchaChallenge('{"parameters":{"algorithm":"PBKDF2/SHA-256"}}')).toBeNull();
  });
});
