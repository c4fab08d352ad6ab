/**
 * Customers through the gateway, over HTTP with a cookie-keeping client: the real storefront-api
 * (in-memory PGlite, e-mails kept in memory) and the gateway, as a browser on the shop's origin
 * would use them.
 */
import { randomUUID } from 'node:crypto';
import { startStorefrontApi } from '@shop/storefront-api';
import type { RunningStorefrontApi } from '@shop/storefront-api';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib';
import { loadShopConfig } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './support/stack.js';
import type { GraphQLErrorBody, UpstreamCall } from './support/stack.js';
import type { Gateway } from '@shop/gateway';

const PASSWORD = 'Secret1!pass';
const NEW_PASSWORD = 'Autre2$secret';
const SESSION = '__Host-shop_session';
const TWO_FACTOR = '__Host-shop_2fa';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The storefront-api's mail hook: messages kept in memory, newest last. */
function memoryMailer() {
  const messages: Mail[] = [];
  return {
    messages,
    description: 'memory',
    send: async (message: Mail) => void messages.push(message),
    close: () => undefined,
  };
}

interface Shop {
  api: RunningStorefrontApi;
  gateway: Gateway;
  url: string;
  mails: Mail[];
  calls: UpstreamCall[];
  close(): Promise<void>;
}

interface ShopOptions {
  captcha: 'none' | 'altcha';
  /** Sign-ins, resets, newsletter calls... per client address and 15 minutes. */
  perAddressLimit?: number;
  /** The gateway takes the shopper's address from `x-forwarded-for` (as behind a proxy). */
  trustProxy?: boolean;
}

async function startShop({ captcha, perAddressLimit, trustProxy = false }: ShopOptions): Promise<Shop> {
  const mailer = memoryMailer();
  const calls: UpstreamCall[] = [];
  const api = await startStorefrontApi({
    port: 0,
    host: '127.0.0.1',
    dataDir: undefined,
    databaseUrl: undefined,
    seedProducts: 5,
    mailer,
    captcha:
      captcha === 'none'
        ? { provider: 'none' }
        : { provider: 'altcha', hmacKey: randomUUID() + randomUUID() },
    // Every request of these tests comes from 127.0.0.1: the per-address limits would pool them.
    perAddressLimit: perAddressLimit ?? 1_000_000,
    onRequest: (method: string, url: string) => {
      const parsed = new URL(url, 'http://upstream');
      calls.push({ method, path: parsed.pathname, query: parsed.searchParams });
    },
  });
  const { url, gateway } = await startGateway({
    storefrontApiUrl: api.url,
    upstreamTimeoutMs: 10_000,
    trustProxy,
    // English messages and e-mails are only offered by a multilingual shop.
    shop: loadShopConfig({ SHOP_MULTILINGUAL: 'true' }),
  });
  return {
    api,
    gateway,
    url,
    mails: mailer.messages,
    calls,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

interface Reply<T> {
  status: number;
  data: T | null | undefined;
  errors: GraphQLErrorBody[] | undefined;
  setCookies: string[];
  text: string;
}

interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as the `Origin` header; default: the gateway's own origin (a page of the shop). */
  origin?: string | null;
  contentType?: string;
}

/** A browser tab on the shop: keeps the cookies the gateway sets and sends them back. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly url: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: RequestOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? 'application/json',
      accept: 'application/json',
      'x-catalog': 'martinique',
      'x-locale': 'fr',
      ...options.headers,
    };
    const origin = options.origin === undefined ? this.url : options.origin;
    if (origin !== null) headers.origin = origin;
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const body =
      headers['content-type'] === 'application/json'
        ? JSON.stringify({ query, variables })
        : new URLSearchParams({ query, variables: JSON.stringify(variables) }).toString();
    const response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body });
    return this.receive<T>(response);
  }

  async receive<T>(response: Response): Promise<Reply<T>> {
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/max-age=0(;|$)/iu.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: { data?: T | null; errors?: GraphQLErrorBody[] } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not GraphQL (e.g. a 405 page): the status tells.
    }
    return { status: response.status, data: body.data, errors: body.errors, setCookies, text };
  }
}

function ok<T>(reply: Reply<T>): T {
  if (reply.errors !== undefined || reply.data == null) {
    throw new Error(`GraphQL errors (HTTP ${reply.status}): ${JSON.stringify(reply.errors)}`);
  }
  return reply.data;
}

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

const CUSTOMER_FIELDS = `id isGuest email firstName lastName locale newsletterSubscribed
  twoFactorAuthenticationEnabled cartLineCount customerGroup { label }
  addresses { id name street postCode phone country isDefaultShipping isDefaultBilling isRelayPoint }
  defaultShippingAddress { name } defaultBillingAddress { name }`;

interface CustomerData {
  id: string;
  isGuest: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: string;
  newsletterSubscribed: boolean;
  twoFactorAuthenticationEnabled: boolean;
  cartLineCount: number;
  customerGroup: { label: string };
  addresses: {
    id: string;
    name: string;
    street: string;
    postCode: string;
    phone: string;
    country: string;
    isDefaultShipping: boolean;
    isDefaultBilling: boolean;
    isRelayPoint: boolean;
  }[];
  defaultShippingAddress: { name: string } | null;
  defaultBillingAddress: { name: string } | null;
}

interface ViewerData {
  id: string;
  customer: CustomerData | null;
  isAuthenticated: boolean;
}

const VIEWER = `query Viewer { viewer { id isAuthenticated customer { ${CUSTOMER_FIELDS} } } }`;

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) {
    viewer { id isAuthenticated customer { ${CUSTOMER_FIELDS} } }
    userErrors { code field message }
  }
}`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    viewer { isAuthenticated customer { id email isGuest } }
    twoFactorRequired remainingAttempts
    userErrors { code field message }
  }
}`;
const VERIFY = `mutation Verify($input: VerifyOneTimePasswordInput!) {
  verifyOneTimePassword(input: $input) {
    viewer { isAuthenticated customer { id email } }
    remainingAttempts
    userErrors { code field message }
  }
}`;
const SIGN_OUT = `mutation { signOut { viewer { isAuthenticated customer { id isGuest } } } }`;

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

type RegisterPayload = { register: { viewer: ViewerData; userErrors: UserError[] } };
type SignInPayload = {
  signIn: {
    viewer: {
      isAuthenticated: boolean;
      customer: { id: string; email: string | null; isGuest: boolean } | null;
    };
    twoFactorRequired: boolean;
    remainingAttempts: number | null;
    userErrors: UserError[];
  };
};
type VerifyPayload = {
  verifyOneTimePassword: {
    viewer: { isAuthenticated: boolean; customer: { id: string; email: string | null } | null };
    remainingAttempts: number | null;
    userErrors: UserError[];
  };
};

async function register(
  browser: Browser,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<Reply<RegisterPayload>> {
  return browser.post<RegisterPayload>(REGISTER, {
    input: { email, firstName: 'Léa', lastName: 'Martin', password: PASSWORD, captcha: 'none', ...extra },
  });
}

/** The newest one-time code e-mailed to `email`. */
function codeFor(shop: Shop, email: string): string {
  const message = shop.mails.findLast((mail) => mail.to === email && /\d{6}/u.test(mail.subject));
  const code = /(\d{6})/u.exec(message?.subject ?? '')?.[1];
  if (code === undefined) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

function resetTokenFor(shop: Shop, email: string): string {
  const message = shop.mails.findLast((mail) => mail.to === email && mail.text.includes('token='));
  const token = /token=([A-Za-z0-9_-]+)/u.exec(message?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`no reset link e-mailed to ${email}`);
  return token;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const cookieLine = (reply: Reply<unknown>, name: string) =>
  reply.setCookies.find((line) => line.startsWith(`${name}=`));

let shop: Shop;

beforeAll(async () => {
  shop = await startShop({ captcha: 'none' });
});

afterAll(async () => {
  await shop?.close();
});

describe('register, sign out, sign in', () => {
  it('registers and signs in, the token only in an HttpOnly, Secure, SameSite=Lax cookie', async () => {
    const browser = new Browser(shop.url);
    const email = uniqueEmail('register');
    const reply = await register(browser, email, { newsletterSubscribed: true });
    const { register: payload } = ok(reply);
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer.isAuthenticated).toBe(true);
    expect(payload.viewer.customer).toMatchObject({
      isGuest: false,
      email,
      firstName: 'Léa',
      lastName: 'Martin',
      locale: 'fr',
      newsletterSubscribed: true,
      cartLineCount: 0,
      addresses: [],
    });

    const line = cookieLine(reply, SESSION);
    expect(line).toMatch(
      /^__Host-shop_session=[A-Za-z0-9_-]{20,}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/u,
    );
    const maxAge = Number(/Max-Age=(\d+)/u.exec(line ?? '')?.[1]);
    // The upstream session lasts 30 days; the cookie ends with it.
    expect(maxAge).toBeGreaterThan(29 * 86_400);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
    const token = browser.cookies.get(SESSION) ?? '';
    expect(reply.text).not.toContain(token);
    expect(reply.status).toBe(200);

    const viewer = ok(await browser.post<{ viewer: ViewerData }>(VIEWER)).viewer;
    expect(viewer.isAuthenticated).toBe(true);
    expect(viewer.customer?.email).toBe(email);
    // One viewer record for a client store, whoever the viewer is.
    expect(viewer.id).toBe('viewer');
    expect(ok(await register(new Browser(shop.url), uniqueEmail('other'))).register.viewer.id).toBe('viewer');
  });

  it('signs out to a new guest, then signs in again', async () => {
    const browser = new Browser(shop.url);
    const email = uniqueEmail('signout');
    const registered = ok(await register(browser, email)).register.viewer.customer;
    const signedInToken = browser.cookies.get(SESSION);

    const out = ok(await browser.post<{ signOut: { viewer: ViewerData } }>(SIGN_OUT)).signOut.viewer;
    expect(out.isAuthenticated).toBe(false);
    expect(out.customer?.isGuest).toBe(true);
    expect(out.customer?.id).not.toBe(registered?.id);
    expect(browser.cookies.get(SESSION)).not.toBe(signedInToken);
    const guest = ok(await browser.post<{ viewer: ViewerData }>(VIEWER)).viewer;
    expect(guest).toMatchObject({
      isAuthenticated: false,
      customer: { isGuest: true, id: out.customer?.id },
    });

    const signIn = ok(
      await browser.post<SignInPayload>(SIGN_IN, { input: { email, password: PASSWORD, captcha: 'none' } }),
    ).signIn;
    expect(signIn).toMatchObject({ twoFactorRequired: false, remainingAttempts: null, userErrors: [] });
    expect(signIn.viewer).toMatchObject({ isAuthenticated: true, customer: { id: registered?.id, email } });
  });

  it('turns the guest of the cookie into the new account (its cart goes with it)', async () => {
    const browser = new Browser(shop.url);
    const guest = ok(await browser.post<{ signOut: { viewer: ViewerData } }>(SIGN_OUT)).signOut.viewer
      .customer;
    expect(guest?.isGuest).toBe(true);
    const customer = ok(await register(browser, uniqueEmail('guest'))).register.viewer.customer;
    expect(customer).toMatchObject({ id: guest?.id, isGuest: false });
  });

  it('reports wrong credentials, unknown accounts and taken e-mails as user errors', async () => {
    const browser = new Browser(shop.url);
    const email = uniqueEmail('errors');
    ok(await register(browser, email));
    const other = new Browser(shop.url);

    const wrong = ok(
      await other.post<SignInPayload>(SIGN_IN, {
        input: { email, password: 'Wrong1!pass', captcha: 'none' },
      }),
    ).signIn;
    expect(wrong.userErrors).toEqual([
      { code: 'INVALID_CREDENTIALS', field: null, message: 'Email ou mot de passe invalide.' },
    ]);
    expect(wrong.viewer).toEqual({ isAuthenticated: false, customer: null });

    const unknown = ok(
      await other.post<SignInPayload>(SIGN_IN, {
        input: { email: uniqueEmail('nobody'), password: PASSWORD, captcha: 'none' },
      }),
    ).signIn;
    expect(unknown.userErrors.map((e) => e.code)).toEqual(['ACCOUNT_NOT_FOUND']);

    const taken = ok(await register(other, email)).register;
    expect(taken.userErrors.map((e) => e.code)).toEqual(['ACCOUNT_ALREADY_EXISTS']);
    expect(other.cookies.has(SESSION)).toBe(false);
  });

  it('checks the input with the spec 5 messages of the request language, without calling upstream', async () => {
    const browser = new Browser(shop.url);
    shop.calls.splice(0);
    const fr = ok(
      await browser.post<RegisterPayload>(REGISTER, {
        input: { email: 'pas-un-email', firstName: 'L', lastName: 'Martin', password: 'court', captcha: '' },
      }),
    ).register;
    expect(fr.userErrors).toEqual([
      {
        code: 'INVALID_INPUT',
        field: ['input', 'email'],
        message: 'Merci de saisir une adresse email valide',
      },
      {
        code: 'INVALID_INPUT',
        field: ['input', 'firstName'],
        message: 'Votre prénom ne semble pas être correct',
      },
      {
        code: 'INVALID_INPUT',
        field: ['input', 'password'],
        message: 'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
      },
      { code: 'INVALID_INPUT', field: ['input', 'captcha'], message: 'Veuillez valider le captcha' },
    ]);
    const en = ok(
      await browser.post<SignInPayload>(
        SIGN_IN,
        { input: { email: 'nope', password: '', captcha: 'none' } },
        { headers: { 'x-locale': 'en' } },
      ),
    ).signIn;
    expect(en.userErrors).toEqual([
      { code: 'INVALID_INPUT', field: ['input', 'email'], message: 'Please enter a valid e-mail address' },
      { code: 'INVALID_INPUT', field: ['input', 'password'], message: 'Password required' },
    ]);
    expect(shop.calls).toEqual([]);
  });

  it('forgets a session the upstream no longer knows: anonymous viewer, cookie deleted', async () => {
    const browser = new Browser(shop.url);
    browser.cookies.set(SESSION, 'A'.repeat(43));
    const reply = await browser.post<{ viewer: ViewerData }>(VIEWER);
    expect(ok(reply).viewer).toEqual({ id: 'viewer', isAuthenticated: false, customer: null });
    expect(cookieLine(reply, SESSION)).toBe(
      '__Host-shop_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(browser.cookies.has(SESSION)).toBe(false);
  });

  it('asks the upstream for the viewer once per request, and never without a cookie', async () => {
    const anonymous = new Browser(shop.url);
    shop.calls.splice(0);
    ok(await anonymous.post(`{ a: viewer { customer { id } } b: viewer { isAuthenticated } }`));
    expect(shop.calls).toEqual([]);

    const browser = new Browser(shop.url);
    ok(await register(browser, uniqueEmail('once')));
    shop.calls.splice(0);
    ok(
      await browser.post(
        `{ a: viewer { customer { id } } b: viewer { isAuthenticated customer { email } } }`,
      ),
    );
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /customers/me']);
  });

  it('answers UNAUTHENTICATED to a customer-only mutation without a signed-in customer', async () => {
    const query = `mutation { updateProfile(input: { firstName: "Zoé" }) { customer { id } userErrors { code } } }`;
    const anonymous = await new Browser(shop.url).post(query);
    expect(anonymous.status).toBe(200);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      errorCode: 'customer-is-not-logged-in',
    });

    const guest = new Browser(shop.url);
    ok(await guest.post(SIGN_OUT));
    const reply = await guest.post(query);
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      errorCode: 'customer-is-not-logged-in',
    });
    // A guest keeps their session (and cart): only an unknown session is forgotten.
    expect(guest.cookies.has(SESSION)).toBe(true);
  });
});

describe('two-factor sign-in', () => {
  async function twoFactorAccount(prefix: string) {
    const email = uniqueEmail(prefix);
    const setup = new Browser(shop.url);
    ok(await register(setup, email, { twoFactorAuthenticationEnabled: true }));
    const browser = new Browser(shop.url);
    const reply = await browser.post<SignInPayload>(SIGN_IN, {
      input: { email, password: PASSWORD, captcha: 'none' },
    });
    return { email, browser, reply };
  }

  it('e-mails a code, counts wrong codes, then signs in with the right one', async () => {
    const { email, browser, reply } = await twoFactorAccount('otp');
    const signIn = ok(reply).signIn;
    expect(signIn).toMatchObject({ twoFactorRequired: true, remainingAttempts: 3, userErrors: [] });
    expect(signIn.viewer).toEqual({ isAuthenticated: false, customer: null });
    expect(cookieLine(reply, TWO_FACTOR)).toMatch(
      /^__Host-shop_2fa=[A-Za-z0-9_-]{20,}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Strict$/u,
    );
    expect(browser.cookies.has(SESSION)).toBe(false);
    const code = codeFor(shop, email);

    const wrong = ok(
      await browser.post<VerifyPayload>(VERIFY, {
        input: { email, password: PASSWORD, code: wrongCode(code) },
      }),
    ).verifyOneTimePassword;
    expect(wrong.remainingAttempts).toBe(2);
    expect(wrong.userErrors).toEqual([
      { code: 'ONE_TIME_PASSWORD_MISMATCH', field: null, message: 'Le code ne correspond pas.' },
    ]);

    const right = await browser.post<VerifyPayload>(VERIFY, { input: { email, password: PASSWORD, code } });
    const verified = ok(right).verifyOneTimePassword;
    expect(verified.userErrors).toEqual([]);
    expect(verified.viewer).toMatchObject({ isAuthenticated: true, customer: { email } });
    expect(cookieLine(right, TWO_FACTOR)).toBe(
      '__Host-shop_2fa=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    );
    expect(cookieLine(right, SESSION)).toMatch(/SameSite=Lax$/u);
    expect(browser.cookies.has(TWO_FACTOR)).toBe(false);
  });

  it('needs the browser that typed the password', async () => {
    const { email } = await twoFactorAccount('otp-elsewhere');
    const elsewhere = new Browser(shop.url);
    const reply = ok(
      await elsewhere.post<VerifyPayload>(VERIFY, {
        input: { email, password: PASSWORD, code: codeFor(shop, email) },
      }),
    ).verifyOneTimePassword;
    expect(reply.userErrors.map((e) => e.code)).toEqual(['ONE_TIME_PASSWORD_NOT_FOUND']);
  });

  it('counts each aliased code check of one request as an attempt', async () => {
    const { email, browser } = await twoFactorAccount('otp-batch');
    const code = wrongCode(codeFor(shop, email));
    const aliases = [1, 2, 3, 4, 5]
      .map((n) => `v${n}: verifyOneTimePassword(input: $input) { remainingAttempts userErrors { code } }`)
      .join('\n');
    shop.calls.splice(0);
    const reply = ok(
      await browser.post<
        Record<string, { remainingAttempts: number | null; userErrors: { code: string }[] }>
      >(`mutation Batch($input: VerifyOneTimePasswordInput!) { ${aliases} }`, {
        input: { email, password: PASSWORD, code },
      }),
    );
    expect(Object.values(reply).map((p) => [p.userErrors[0]?.code, p.remainingAttempts])).toEqual([
      ['ONE_TIME_PASSWORD_MISMATCH', 2],
      ['ONE_TIME_PASSWORD_MISMATCH', 1],
      ['ONE_TIME_PASSWORD_MISMATCH', 0],
      ['ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS', 0],
      ['ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS', 0],
    ]);
    expect(shop.calls.filter((c) => c.path === '/customers/one-time-password')).toHaveLength(5);

    // The code is dead: even the right one is refused now.
    const late = ok(
      await browser.post<VerifyPayload>(VERIFY, {
        input: { email, password: PASSWORD, code: codeFor(shop, email) },
      }),
    ).verifyOneTimePassword;
    expect(late.userErrors.map((e) => e.code)).toEqual(['ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS']);
  });

  it('makes one upstream sign-in per aliased signIn', async () => {
    const browser = new Browser(shop.url);
    const email = uniqueEmail('batch-sign-in');
    ok(await register(new Browser(shop.url), email));
    shop.calls.splice(0);
    const reply = ok(
      await browser.post<Record<string, { userErrors: { code: string }[] }>>(
        `mutation Batch($input: SignInInput!) {
          a: signIn(input: $input) { userErrors { code } }
          b: signIn(input: $input) { userErrors { code } }
          c: signIn(input: $input) { userErrors { code } }
        }`,
        { input: { email, password: 'Wrong1!pass', captcha: 'none' } },
      ),
    );
    expect(Object.values(reply).map((p) => p.userErrors[0]?.code)).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    expect(shop.calls.filter((c) => c.path === '/customers/sign-in')).toHaveLength(3);
  });
});

describe('password', () => {
  it('resets the password with the e-mailed link; the old session ends', async () => {
    const browser = new Browser(shop.url);
    const email = uniqueEmail('reset');
    ok(await register(browser, email));
    const other = new Browser(shop.url);
    const requested = ok(
      await other.post<{ requestPasswordReset: { email: string | null; userErrors: UserError[] } }>(
        `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { email userErrors { code } } }`,
        { input: { email, captcha: 'none' } },
      ),
    ).requestPasswordReset;
    expect(requested).toEqual({ email, userErrors: [] });

    const RESET = `mutation ($input: ResetPasswordInput!) {
      resetPassword(input: $input) { success userErrors { code field message } }
    }`;
    type ResetPayload = { resetPassword: { success: boolean; userErrors: UserError[] } };
    const damaged = ok(
      await other.post<ResetPayload>(RESET, {
        input: { token: 'x', newPassword: NEW_PASSWORD, captcha: 'none' },
      }),
    ).resetPassword;
    expect(damaged).toEqual({
      success: false,
      userErrors: [
        { code: 'INVALID_INPUT', field: ['input', 'token'], message: 'Lien de réinitialisation invalide' },
      ],
    });

    const token = resetTokenFor(shop, email);
    const done = ok(
      await other.post<ResetPayload>(RESET, { input: { token, newPassword: NEW_PASSWORD, captcha: 'none' } }),
    ).resetPassword;
    expect(done).toEqual({ success: true, userErrors: [] });
    const again = ok(
      await other.post<ResetPayload>(RESET, { input: { token, newPassword: NEW_PASSWORD, captcha: 'none' } }),
    ).resetPassword;
    expect(again.userErrors.map((e) => e.code)).toEqual(['RESET_LINK_EXPIRED']);

    // Every session of the account ended: the first browser is anonymous now.
    expect(ok(await browser.post<{ viewer: ViewerData }>(VIEWER)).viewer.customer).toBeNull();
    const signIn = ok(
      await other.post<SignInPayload>(SIGN_IN, { input: { email, password: NEW_PASSWORD, captcha: 'none' } }),
    ).signIn;
    expect(signIn.viewer.isAuthenticated).toBe(true);
  });

  it('says when the e-mail of a reset request has no account', async () => {
    const reply = ok(
      await new Browser(shop.url).post<{ requestPasswordReset: { userErrors: UserError[] } }>(
        `mutation { requestPasswordReset(input: { email: "${uniqueEmail('none')}", captcha: "none" }) { userErrors { code } } }`,
      ),
    ).requestPasswordReset;
    expect(reply.userErrors.map((e) => e.code)).toEqual(['ACCOUNT_NOT_FOUND']);
  });

  it('changes the password and the profile of the signed-in customer', async () => {
    const browser = new Browser(shop.url);
    ok(await register(browser, uniqueEmail('profile')));
    const CHANGE = `mutation ($input: ChangePasswordInput!) {
      changePassword(input: $input) { customer { id } userErrors { code field message } }
    }`;
    type ChangePayload = { changePassword: { customer: { id: string } | null; userErrors: UserError[] } };
    const wrong = ok(
      await browser.post<ChangePayload>(CHANGE, {
        input: { currentPassword: 'Wrong1!pass', newPassword: NEW_PASSWORD },
      }),
    ).changePassword;
    expect(wrong).toEqual({
      customer: null,
      userErrors: [{ code: 'WRONG_PASSWORD', field: null, message: 'Le mot de passe actuel est incorrect.' }],
    });
    const weak = ok(
      await browser.post<ChangePayload>(CHANGE, {
        input: { currentPassword: PASSWORD, newPassword: 'weak' },
      }),
    ).changePassword;
    expect(weak.userErrors.map((e) => e.field)).toEqual([['input', 'newPassword']]);
    const changed = ok(
      await browser.post<ChangePayload>(CHANGE, {
        input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      }),
    ).changePassword;
    expect(changed.userErrors).toEqual([]);

    // Aliases do not buy more guesses: one current-password check per request.
    const twice = ok(
      await browser.post<{ a: ChangePayload['changePassword']; b: ChangePayload['changePassword'] }>(
        `mutation ($input: ChangePasswordInput!) {
          a: changePassword(input: $input) { customer { id } userErrors { code } }
          b: changePassword(input: $input) { customer { id } userErrors { code } }
        }`,
        { input: { currentPassword: 'Wrong1!pass', newPassword: NEW_PASSWORD } },
      ),
    );
    expect(twice.a.userErrors.map((e) => e.code)).toEqual(['WRONG_PASSWORD']);
    expect(twice.b.userErrors.map((e) => e.code)).toEqual(['TOO_MANY_REQUESTS']);

    const profile = ok(
      await browser.post<{
        updateProfile: {
          customer: {
            firstName: string;
            gender: string;
            birthDate: string;
            newsletterSubscribed: boolean;
          } | null;
          userErrors: UserError[];
        };
      }>(
        `mutation ($input: UpdateProfileInput!) {
          updateProfile(input: $input) { customer { firstName gender birthDate newsletterSubscribed } userErrors { code field } }
        }`,
        { input: { firstName: 'Zoé', gender: 'MRS', birthDate: '1990-04-02', newsletterSubscribed: true } },
      ),
    ).updateProfile;
    expect(profile).toEqual({
      customer: { firstName: 'Zoé', gender: 'MRS', birthDate: '1990-04-02', newsletterSubscribed: true },
      userErrors: [],
    });
    const bad = ok(
      await browser.post<{ updateProfile: { userErrors: UserError[] } }>(
        `mutation { updateProfile(input: { birthDate: "2990-01-01" }) { userErrors { code field message } } }`,
      ),
    ).updateProfile;
    expect(bad.userErrors).toEqual([
      { code: 'INVALID_INPUT', field: ['input', 'birthDate'], message: 'Date de naissance invalide' },
    ]);
  });
});

describe('address book', () => {
  const ADDRESS = {
    firstName: 'Léa',
    lastName: 'Martin',
    street: '12 rue des Palmiers',
    city: 'Fort-de-France',
    postCode: '97200',
    country: 'MQ',
    phone: '0696 12 34 56',
  };
  const PAYLOAD = `address { id name phone postCode isDefaultShipping isDefaultBilling isRelayPoint }
    customer { id addresses { id name } defaultShippingAddress { name } defaultBillingAddress { name } }
    userErrors { code field message }`;
  const CREATE = `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { ${PAYLOAD} } }`;
  const UPDATE = `mutation ($input: UpdateAddressInput!) { updateAddress(input: $input) { ${PAYLOAD} } }`;
  const DELETE = `mutation ($input: DeleteAddressInput!) {
    deleteAddress(input: $input) { deletedAddressId customer { addresses { name } } userErrors { code field } }
  }`;
  interface AddressPayload {
    address: {
      id: string;
      name: string;
      phone: string;
      postCode: string;
      isDefaultShipping: boolean;
      isDefaultBilling: boolean;
      isRelayPoint: boolean;
    } | null;
    customer: {
      id: string;
      addresses: { id: string; name: string }[];
      defaultShippingAddress: { name: string } | null;
      defaultBillingAddress: { name: string } | null;
    } | null;
    userErrors: UserError[];
  }

  it('creates, updates, moves the defaults and deletes addresses', async () => {
    const browser = new Browser(shop.url);
    ok(await register(browser, uniqueEmail('addresses')));

    const first = ok(
      await browser.post<{ createAddress: AddressPayload }>(CREATE, { input: { address: ADDRESS } }),
    ).createAddress;
    expect(first.userErrors).toEqual([]);
    // A generated name; the phone in international form; the first address is both defaults.
    expect(first.address).toMatchObject({
      name: expect.stringMatching(/^ruedespalmiers97200[a-z0-9]{8}$/u),
      phone: '+596696123456',
      isDefaultShipping: true,
      isDefaultBilling: true,
      isRelayPoint: false,
    });
    const home = first.address?.name ?? '';

    const second = ok(
      await browser.post<{ createAddress: AddressPayload }>(CREATE, {
        input: {
          name: 'bureau',
          address: { ...ADDRESS, street: '3 avenue des Caraïbes', company: 'Outremer SARL' },
          defaultShipping: true,
        },
      }),
    ).createAddress;
    expect(second.address).toMatchObject({
      name: 'bureau',
      isDefaultShipping: true,
      isDefaultBilling: false,
    });
    expect(second.customer).toMatchObject({
      defaultShippingAddress: { name: 'bureau' },
      defaultBillingAddress: { name: home },
    });
    expect(second.customer?.addresses.map((a) => a.name)).toEqual(['bureau', home]);

    const updated = ok(
      await browser.post<{ updateAddress: AddressPayload }>(UPDATE, {
        input: {
          name: home,
          address: { ...ADDRESS, postCode: '97233' },
          defaultShipping: true,
          defaultBilling: false,
        },
      }),
    ).updateAddress;
    expect(updated.address).toMatchObject({
      name: home,
      postCode: '97233',
      isDefaultShipping: true,
      isDefaultBilling: false,
    });
    expect(updated.customer).toMatchObject({
      defaultShippingAddress: { name: home },
      defaultBillingAddress: null,
    });

    const duplicate = ok(
      await browser.post<{ createAddress: AddressPayload }>(CREATE, {
        input: { name: 'bureau', address: ADDRESS },
      }),
    ).createAddress;
    expect(duplicate.userErrors.map((e) => e.code)).toEqual(['ADDRESS_ALREADY_EXISTS']);
    const missing = ok(
      await browser.post<{ updateAddress: AddressPayload }>(UPDATE, {
        input: { name: 'inconnue', address: ADDRESS },
      }),
    ).updateAddress;
    expect(missing.userErrors.map((e) => e.code)).toEqual(['ADDRESS_NOT_FOUND']);

    const bad = ok(
      await browser.post<{ createAddress: AddressPayload }>(CREATE, {
        input: { address: { ...ADDRESS, postCode: '7500', phone: '12' } },
      }),
    ).createAddress;
    expect(bad.userErrors).toEqual([
      {
        code: 'INVALID_INPUT',
        field: ['input', 'address', 'postCode'],
        message: 'Le code postal n’est pas valide',
      },
      {
        code: 'INVALID_INPUT',
        field: ['input', 'address', 'phone'],
        message: expect.stringMatching(/^Le numéro de téléphone|^La longueur/u),
      },
    ]);

    type DeletePayload = {
      deleteAddress: {
        deletedAddressId: string | null;
        customer: { addresses: { name: string }[] } | null;
        userErrors: UserError[];
      };
    };
    const deleted = ok(
      await browser.post<DeletePayload>(DELETE, { input: { name: 'bureau' } }),
    ).deleteAddress;
    expect(deleted.deletedAddressId).toBe(second.address?.id);
    expect(deleted.customer?.addresses.map((a) => a.name)).toEqual([home]);
    const gone = ok(await browser.post<DeletePayload>(DELETE, { input: { name: 'bureau' } })).deleteAddress;
    expect(gone.userErrors.map((e) => e.code)).toEqual(['ADDRESS_NOT_FOUND']);
  });

  it('fetches the viewer’s own customer and addresses by id, and nobody else’s', async () => {
    const alice = new Browser(shop.url);
    ok(await register(alice, uniqueEmail('alice')));
    const created = ok(
      await alice.post<{ createAddress: AddressPayload }>(CREATE, {
        input: { name: 'maison', address: ADDRESS },
      }),
    ).createAddress;
    const addressId = created.address?.id ?? '';
    const customerId = created.customer?.id ?? '';
    const NODE = `query ($id: ID!) { node(id: $id) { id ... on Address { name } ... on Customer { email } } }`;

    expect(ok(await alice.post<{ node: { id: string } | null }>(NODE, { id: addressId })).node).toEqual({
      id: addressId,
      name: 'maison',
    });
    expect(ok(await alice.post<{ node: { id: string } | null }>(NODE, { id: customerId })).node?.id).toBe(
      customerId,
    );

    const bob = new Browser(shop.url);
    ok(await register(bob, uniqueEmail('bob')));
    expect(ok(await bob.post<{ node: unknown }>(NODE, { id: addressId })).node).toBeNull();
    expect(ok(await bob.post<{ node: unknown }>(NODE, { id: customerId })).node).toBeNull();
    expect(ok(await new Browser(shop.url).post<{ node: unknown }>(NODE, { id: addressId })).node).toBeNull();
  });
});

describe('newsletter', () => {
  it('subscribes and unsubscribes an e-mail, saying when it already was', async () => {
    const browser = new Browser(shop.url);
    const email = uniqueEmail('news');
    type Payload = { email: string | null; subscribed: boolean; userErrors: UserError[] };
    const subscribe = async (address: string) =>
      ok(
        await browser.post<{ subscribeNewsletter: Payload }>(
          `mutation ($input: NewsletterInput!) { subscribeNewsletter(input: $input) { email subscribed userErrors { code field message } } }`,
          { input: { email: address } },
        ),
      ).subscribeNewsletter;
    const unsubscribe = async (address: string) =>
      ok(
        await browser.post<{ unsubscribeNewsletter: Payload }>(
          `mutation ($input: NewsletterInput!) { unsubscribeNewsletter(input: $input) { email subscribed userErrors { code field message } } }`,
          { input: { email: address } },
        ),
      ).unsubscribeNewsletter;

    expect(await subscribe(email)).toEqual({ email, subscribed: true, userErrors: [] });
    expect(await subscribe(email)).toMatchObject({
      subscribed: true,
      userErrors: [{ code: 'NEWSLETTER_ALREADY_SUBSCRIBED' }],
    });
    expect(await unsubscribe(email)).toEqual({ email, subscribed: false, userErrors: [] });
    expect(await unsubscribe(email)).toMatchObject({
      subscribed: false,
      userErrors: [{ code: 'NEWSLETTER_NOT_SUBSCRIBED' }],
    });
    expect(await subscribe('not an email')).toEqual({
      email: null,
      subscribed: false,
      userErrors: [{ code: 'INVALID_INPUT', field: ['input', 'email'], message: 'Not a valid Email' }],
    });
  });
});

describe('CSRF', () => {
  const MUTATION = `mutation { subscribeNewsletter(input: { email: "csrf@example.test" }) { subscribed } }`;

  async function signedIn() {
    const browser = new Browser(shop.url);
    ok(await register(browser, uniqueEmail('csrf')));
    shop.calls.splice(0);
    return browser;
  }

  const expectRefused = (reply: Reply<unknown>) => {
    expect(reply.data ?? null).toBeNull();
    expect(reply.errors?.map((e) => e.extensions)).toEqual([{ code: 'FORBIDDEN', errorCode: 'csrf' }]);
    expect(shop.calls).toEqual([]);
  };

  it('refuses a mutation with the cookie from another site', async () => {
    const browser = await signedIn();
    expectRefused(await browser.post(MUTATION, {}, { origin: 'https://evil.example' }));
    expectRefused(
      await browser.post(SIGN_OUT, {}, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }),
    );
  });

  it('refuses a mutation with the cookie sent as a form, or with no sign of its origin', async () => {
    const browser = await signedIn();
    expectRefused(await browser.post(MUTATION, {}, { contentType: 'application/x-www-form-urlencoded' }));
    expectRefused(await browser.post(MUTATION, {}, { origin: null }));
  });

  it('runs the mutations of the shop’s own pages, and queries from anywhere', async () => {
    const browser = await signedIn();
    ok(await browser.post(MUTATION));
    ok(await browser.post(SIGN_OUT, {}, { origin: null, headers: { 'sec-fetch-site': 'same-origin' } }));
    ok(await browser.post(VIEWER, {}, { origin: 'https://evil.example' }));
  });

  it('refuses mutations over GET (Yoga)', async () => {
    const browser = await signedIn();
    const response = await fetch(`${shop.url}/graphql?query=${encodeURIComponent(SIGN_OUT)}`, {
      headers: { accept: 'application/json', cookie: browser.cookieHeader() },
    });
    expect(response.status).toBe(405);
    expect(shop.calls).toEqual([]);
  });

  it('keeps personal answers out of shared caches', async () => {
    const browser = await signedIn();
    const response = await fetch(
      `${shop.url}/graphql?query=${encodeURIComponent('{ viewer { isAuthenticated } }')}`,
      {
        headers: { accept: 'application/json', cookie: browser.cookieHeader() },
      },
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a shop with ALTCHA, behind a proxy, with tight per-address limits', () => {
  let altchaShop: Shop;

  beforeAll(async () => {
    altchaShop = await startShop({ captcha: 'altcha', perAddressLimit: 3, trustProxy: true });
  });

  afterAll(async () => {
    await altchaShop?.close();
  });

  it('registers with a solved challenge, which cannot serve twice', async () => {
    const browser = new Browser(altchaShop.url);
    const { captchaChallenge } = ok(
      await browser.post<{
        captchaChallenge: { provider: string; challenge: string | null; siteKey: string | null };
      }>(`{ captchaChallenge { provider challenge siteKey } }`),
    );
    expect(captchaChallenge).toMatchObject({ provider: 'ALTCHA', siteKey: null });
    const challenge = JSON.parse(captchaChallenge.challenge ?? '') as Challenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

    const email = uniqueEmail('altcha');
    const registered = ok(await register(browser, email, { captcha })).register;
    expect(registered.userErrors).toEqual([]);
    expect(registered.viewer.isAuthenticated).toBe(true);

    const replayed = ok(
      await new Browser(altchaShop.url).post<SignInPayload>(SIGN_IN, {
        input: { email, password: PASSWORD, captcha },
      }),
    ).signIn;
    expect(replayed.userErrors.map((e) => e.code)).toEqual(['CAPTCHA_FAILED']);
    const unsolved = ok(
      await register(new Browser(altchaShop.url), uniqueEmail('bot'), { captcha: 'none' }),
    ).register;
    expect(unsolved.userErrors.map((e) => e.code)).toEqual(['CAPTCHA_FAILED']);
  });

  it('passes each shopper’s address on: the upstream limits them one by one', async () => {
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const browser = new Browser(altchaShop.url);
    const SUBSCRIBE = `mutation ($input: NewsletterInput!) { subscribeNewsletter(input: $input) { userErrors { code message } } }`;
    type Payload = { subscribeNewsletter: { userErrors: UserError[] } };
    const subscribe = async (address: string) =>
      ok(await browser.post<Payload>(SUBSCRIBE, { input: { email: uniqueEmail('limit') } }, from(address)))
        .subscribeNewsletter.userErrors;

    for (let i = 0; i < 3; i += 1) expect(await subscribe('203.0.113.7')).toEqual([]);
    expect(await subscribe('203.0.113.7')).toEqual([
      { code: 'TOO_MANY_REQUESTS', message: 'Trop de tentatives : réessayez dans quelques minutes.' },
    ]);
    expect(await subscribe('198.51.100.9')).toEqual([]);
  });
});
