import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { mainHeading } from './storefront.js';
import { expect } from './test.js';

// Customers for the journeys: signed up or in through the GraphQL API from the page itself (the
// session cookie lands in the browser), with the real captcha solved as a browser would.

export const HOME = '/martinique/fr/';
export const PASSWORD = 'Soleil2025!';

interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
  signature: string;
}

/**
 * Solves an ALTCHA v2 challenge as altcha-lib's `solveChallenge` does (PBKDF2/SHA-256 of the nonce
 * followed by a big-endian 32-bit counter, until the key starts with the prefix): the e2e shop runs
 * the real captcha, and a journey must pass it like a browser would.
 */
async function captchaAnswer(page: Page): Promise<string> {
  const { captchaChallenge } = await pageGraphql<{
    captchaChallenge: { provider: string; challenge: string | null };
  }>(page, '{ captchaChallenge { provider challenge } }');
  return captchaChallenge.provider === 'ALTCHA'
    ? solveAltcha(JSON.parse(captchaChallenge.challenge ?? 'null') as AltchaChallenge)
    : 'none';
}

function solveAltcha(challenge: AltchaChallenge): string {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  expect(algorithm).toBe('PBKDF2/SHA-256');
  const nonceBytes = Buffer.from(nonce, 'hex');
  const password = Buffer.alloc(nonceBytes.length + 4);
  nonceBytes.copy(password);
  for (let counter = 0; counter < 10_000_000; counter++) {
    password.writeUInt32BE(counter, nonceBytes.length);
    const key = pbkdf2Sync(password, Buffer.from(salt, 'hex'), cost, keyLength, 'sha256').toString('hex');
    if (key.startsWith(keyPrefix.toLowerCase()))
      return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey: key } })).toString(
        'base64',
      );
  }
  throw new Error('ALTCHA challenge not solved');
}

/** A GraphQL call made by the page itself, so the session cookie lands in (and comes from) the browser. */
export async function pageGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-catalog': 'martinique', 'x-locale': 'fr' },
        body: JSON.stringify({ query, variables }),
        credentials: 'same-origin',
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables },
  );
  expect(body.errors, 'graphql errors').toBeUndefined();
  return body.data as T;
}

export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
}

/** Signs a new customer up (captcha solved) in the page's browser context, then reloads the page. */
export async function signUp(page: Page): Promise<Customer> {
  await page.goto(HOME);
  await expect(mainHeading(page)).toBeVisible();
  const captcha = await captchaAnswer(page);
  const customer = {
    email: `compte-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`,
    firstName: 'Léa',
    lastName: 'Joseph',
  };
  const { register } = await pageGraphql<{
    register: { viewer: { isAuthenticated: boolean }; userErrors: { code: string }[] };
  }>(
    page,
    `mutation ($input: RegisterInput!) {
      register(input: $input) { viewer { isAuthenticated } userErrors { code } }
    }`,
    { input: { ...customer, password: PASSWORD, captcha } },
  );
  expect(register.userErrors).toEqual([]);
  expect(register.viewer.isAuthenticated).toBe(true);
  return customer;
}

/** Signs the page's browser in as this customer (its guest cart, if any, is kept). */
export async function signIn(page: Page, email: string): Promise<void> {
  const captcha = await captchaAnswer(page);
  const { signIn: payload } = await pageGraphql<{
    signIn: { viewer: { isAuthenticated: boolean }; userErrors: { code: string }[] };
  }>(
    page,
    `mutation ($input: SignInInput!) {
      signIn(input: $input) { viewer { isAuthenticated } userErrors { code } }
    }`,
    { input: { email, password: PASSWORD, captcha } },
  );
  expect(payload.userErrors).toEqual([]);
  expect(payload.viewer.isAuthenticated).toBe(true);
}

/** A notification of spec 8, by its exact text. */
export function notification(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
}
