import { describe, expect, it } from 'vitest';
import { testApp, testDatabase, testMailer } from '../testing/database.js';
import { PASSWORD, register, signIn, uniqueEmail, call, codeFrom } from '../testing/customers.js';

describe('register', () => {
  it('creates an account, signs it in with a fresh session and answers the customer', async () => {
    const email = uniqueEmail('reg');
    const { response, token } = await register(email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(new Date(String(response.headers['x-session-expires-at'])).getTime()).toBeGreaterThan(Date.now());
    const customer = response.json();
    expect(customer).toMatchObject({
      isGuest: false,
      email,
      firstName: 'Léa',
      lastName: 'Martin',
      customerGroup: { label: 'Grand public' },
      addresses: [],
      newsLetterSubscribed: false,
      twoFactorAuthenticationEnabled: false,
    });
    const me = await call('GET', '/customers/me', { token });
    expect(me.json()).toMatchObject({ id: customer.id, email });
    // A welcome e-mail, with the shop's link of the request's region.
    expect(testMailer.messages.at(-1)).toMatchObject({
      to: email,
      subject: expect.stringContaining('Bienvenue'),
    });
  });

  it('stores the password as argon2id, never as given', async () => {
    const email = uniqueEmail('hash');
    await register(email);
    const { db } = await testDatabase();
    const [row] = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE email = $1',
      [email],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/u);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it('answers 409 for an e-mail that has an account, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await register(email);
    const { response } = await register(email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, errorCode: 'customer-already-exists' });
  });

  it('gives one account to parallel sign-ups of the same e-mail', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all([register(email), register(email), register(email)]);
    expect(replies.map((r) => r.response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses bad input with the spec messages, field by field', async () => {
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/customers/register',
      payload: { email: 'not an email', firstName: 'L', lastName: '', password: 'short', recaptchaData: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().errorData.issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Merci de saisir une adresse email valide' },
        { path: 'firstName', message: 'Votre prénom ne semble pas être correct' },
        { path: 'lastName', message: 'Nom requis' },
        {
          path: 'password',
          message: 'Mot de passe invalide. Vérifiez les caractères obligatoires et/ou autorisés.',
        },
      ]),
    );
  });

  it('turns the guest of the request into the account, cart included', async () => {
    const guest = await call('POST', '/customers/guest');
    const guestToken = String(guest.headers['x-session-token']);
    const { db } = await testDatabase();
    const [offer] = await db.query<{ id: string }>('SELECT id::text FROM offers ORDER BY id LIMIT 1');
    await db.query('INSERT INTO cart_items (cart_id, offer_id, quantity) VALUES ($1, $2, 2)', [
      guest.json().shoppingCart.id,
      offer!.id,
    ]);
    const { response, token } = await register(uniqueEmail('guest'), { token: guestToken });
    expect(response.json().id).toBe(guest.json().id);
    expect(response.json().shoppingCart.cartItems).toEqual([{ offerId: offer!.id, quantity: 2 }]);
    // The guest's session ended with the sign-up: only the new token works.
    expect((await call('GET', '/customers/me', { token: guestToken })).statusCode).toBe(401);
    expect((await call('GET', '/customers/me', { token })).statusCode).toBe(200);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in, replacing the session, and keeps the guest cart lines (quantities added up)', async () => {
    const email = uniqueEmail('merge');
    const { token: first, response: registered } = await register(email);
    const { db } = await testDatabase();
    const offers = await db.query<{ id: string }>('SELECT id::text FROM offers ORDER BY id LIMIT 2');
    // The cart's id from the registration's summary: `customers/me` would also give the cart a region.
    const me = registered.json();
    await db.query('INSERT INTO cart_items (cart_id, offer_id, quantity) VALUES ($1, $2, 1)', [
      me.shoppingCart.id,
      offers[0]!.id,
    ]);
    await call('POST', '/customers/sign-out', { token: first });

    const guest = await call('POST', '/customers/guest');
    await db.query('INSERT INTO cart_items (cart_id, offer_id, quantity) VALUES ($1, $2, 3), ($1, $3, 1)', [
      guest.json().shoppingCart.id,
      offers[0]!.id,
      offers[1]!.id,
    ]);
    const { response, token } = await signIn(email, PASSWORD, String(guest.headers['x-session-token']));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorAuthenticationRequired: false, customer: { email } });
    expect(token).toBeDefined();
    const items = response.json().customer.shoppingCart.cartItems as { offerId: string; quantity: number }[];
    expect(items).toEqual(
      expect.arrayContaining([
        { offerId: offers[0]!.id, quantity: 4 },
        { offerId: offers[1]!.id, quantity: 1 },
      ]),
    );
    // The guest is gone with its session.
    const left = await db.query('SELECT 1 FROM customers WHERE id = $1', [guest.json().id]);
    expect(left).toHaveLength(0);
  });

  it('answers 401 unauthorized for a wrong password and 404 for an unknown e-mail', async () => {
    const email = uniqueEmail('wrong');
    await register(email);
    const wrong = await signIn(email, 'Wrong1!pass');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json()).toMatchObject({ errorCode: 'unauthorized' });
    expect(wrong.token).toBeUndefined();
    const unknown = await signIn(uniqueEmail('nobody'), PASSWORD);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json()).toMatchObject({ errorCode: 'customer-not-found' });
  });

  it('signs out to a new guest; the old token is dead', async () => {
    const { token } = await register(uniqueEmail('out'));
    const out = await call('POST', '/customers/sign-out', { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ isGuest: true, email: null });
    const guestToken = String(out.headers['x-session-token']);
    expect(guestToken).not.toBe(token);
    expect((await call('GET', '/customers/me', { token })).json()).toMatchObject({
      status: 401,
      errorCode: 'customer-is-not-logged-in',
    });
    expect((await call('GET', '/customers/me', { token: guestToken })).json()).toMatchObject({
      isGuest: true,
    });
  });

  it('answers 401 customer-is-not-logged-in without a session, with a bad token and for a guest on account calls', async () => {
    expect((await call('GET', '/customers/me')).statusCode).toBe(401);
    expect((await call('GET', '/customers/me', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    const guest = String((await call('POST', '/customers/guest')).headers['x-session-token']);
    const patch = await call('PATCH', '/customers', { token: guest, payload: { firstName: 'Paul' } });
    expect(patch.statusCode).toBe(401);
    expect(patch.json().errorCode).toBe('customer-is-not-logged-in');
  });

  it('gives each of parallel sign-ins its own session', async () => {
    const email = uniqueEmail('para');
    await register(email);
    const results = await Promise.all([1, 2, 3, 4].map(() => signIn(email, PASSWORD)));
    const tokens = results.map((r) => r.token);
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) expect((await call('GET', '/customers/me', { token })).statusCode).toBe(200);
  });

  it('limits sign-in tries per account (429 too-many-requests with a retry delay)', async () => {
    const email = uniqueEmail('limit');
    await register(email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(email, 'Wrong1!pass')).response.statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const blocked = await signIn(email, PASSWORD);
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json()).toMatchObject({ errorCode: 'too-many-requests' });
    expect(blocked.response.json().errorData.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('two-factor sign-in', () => {
  async function twoFactorAccount() {
    const email = uniqueEmail('otp');
    await register(email, { twoFactorAuthenticationEnabled: true });
    const started = await signIn(email, PASSWORD);
    expect(started.response.json()).toMatchObject({
      twoFactorAuthenticationRequired: true,
      email,
      remainingAttempts: 3,
    });
    expect(started.token).toBeUndefined();
    const binding = String(started.response.headers['x-two-factor-token']);
    return { email, binding, code: codeFrom(email) };
  }
  const verify = (email: string, code: string, binding?: string) =>
    call('POST', '/customers/one-time-password', {
      payload: { email, password: PASSWORD, oneTimePassword: code },
      headers: binding ? { 'x-two-factor-token': binding } : {},
    });
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  it('e-mails a 6-digit code that signs in once, from the browser that typed the password', async () => {
    const { email, binding, code } = await twoFactorAccount();
    expect(code).toMatch(/^\d{6}$/u);
    expect((await verify(email, code)).json().errorCode).toBe('one-time-password-not-found');
    expect((await verify(email, code, 'y'.repeat(43))).json().errorCode).toBe('one-time-password-not-found');
    const ok = await verify(email, code, binding);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email, isGuest: false });
    expect(ok.headers['x-session-token']).toBeDefined();
    const again = await verify(email, code, binding);
    expect(again.statusCode).toBe(404);
  });

  it('counts down wrong codes, then the code is dead even when right', async () => {
    const { email, binding, code } = await twoFactorAccount();
    const first = await verify(email, wrongCode(code), binding);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({
      errorCode: 'one-time-password-mismatch',
      errorData: { remainingAttempts: 2 },
    });
    expect((await verify(email, wrongCode(code), binding)).json().errorData).toEqual({
      remainingAttempts: 1,
    });
    expect((await verify(email, wrongCode(code), binding)).json().errorData).toEqual({
      remainingAttempts: 0,
    });
    const dead = await verify(email, code, binding);
    expect(dead.json()).toMatchObject({ errorCode: 'one-time-password-too-many-attempts' });
  });

  it('allows 3 wrong tries in all when 9 arrive in parallel', async () => {
    const { email, binding, code } = await twoFactorAccount();
    const replies = await Promise.all(
      Array.from({ length: 9 }, () => verify(email, wrongCode(code), binding)),
    );
    const codes = replies.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'one-time-password-mismatch')).toHaveLength(3);
    expect(codes.filter((c) => c === 'one-time-password-too-many-attempts')).toHaveLength(6);
    expect((await verify(email, code, binding)).json().errorCode).toBe('one-time-password-too-many-attempts');
  });

  it('answers 498 once the 10 minutes are over', async () => {
    const { email, binding, code } = await twoFactorAccount();
    const { db } = await testDatabase();
    await db.query(
      `UPDATE one_time_passwords SET expires_at = now() - interval '1 second'
       WHERE customer_id = (SELECT id FROM customers WHERE email = $1)`,
      [email],
    );
    const expired = await verify(email, code, binding);
    expect(expired.statusCode).toBe(498);
    expect(expired.json().errorCode).toBe('one-time-password-expired');
  });

  it('stores the code hashed only', async () => {
    const { email, code } = await twoFactorAccount();
    const { db } = await testDatabase();
    const rows = await db.query<{ code_hash: Buffer }>(
      'SELECT code_hash FROM one_time_passwords o JOIN customers c ON c.id = o.customer_id WHERE c.email = $1',
      [email],
    );
    expect(Buffer.from(rows[0]!.code_hash).toString('utf8')).not.toContain(code);
    expect(Buffer.from(rows[0]!.code_hash)).toHaveLength(32);
  });
});
