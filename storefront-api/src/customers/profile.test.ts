import { describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.js';
import { call, PASSWORD, register, resetTokenFrom, signIn, uniqueEmail } from '../testing/customers.js';

const ADDRESS = {
  firstName: 'Léa',
  lastName: 'Martin',
  street: '12 rue des Palmiers',
  city: 'Fort-de-France',
  postCode: '97200',
  country: 'MQ',
  phone: '0696 12 34 56',
};

async function account() {
  const email = uniqueEmail('acct');
  const { token } = await register(email);
  return { email, token: token! };
}

describe('profile', () => {
  it('changes only the fields sent, newsletter included', async () => {
    const { token } = await account();
    const reply = await call('PATCH', '/customers', {
      token,
      payload: { gender: 'MRS', birthDate: '1990-05-17', locale: 'en', newsLetterSubscribed: true },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      gender: 'MRS',
      firstName: 'Léa',
      birthDate: '1990-05-17',
      locale: 'en',
      newsLetterSubscribed: true,
    });
    const again = await call('PATCH', '/customers', {
      token,
      payload: { twoFactorAuthenticationEnabled: true },
    });
    expect(again.json()).toMatchObject({ gender: 'MRS', twoFactorAuthenticationEnabled: true });
  });

  it('refuses a birth date in the future and a name that does not look right', async () => {
    const { token } = await account();
    const reply = await call('PATCH', '/customers', {
      token,
      payload: { birthDate: '2999-01-01', lastName: '4' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorData.issues).toEqual(
      expect.arrayContaining([
        { path: 'birthDate', message: 'Date de naissance invalide' },
        { path: 'lastName', message: 'Votre nom ne semble pas être correct' },
      ]),
    );
  });

  it('changes the password after checking the current one, ending the other sessions', async () => {
    const { email, token } = await account();
    const other = (await signIn(email, PASSWORD)).token;
    const wrong = await call('POST', '/customers/change-password', {
      token,
      payload: { currentPassword: 'Nope1!nope', newPassword: 'Newer1!pass' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('wrong-password');
    const ok = await call('POST', '/customers/change-password', {
      token,
      payload: { currentPassword: PASSWORD, newPassword: 'Newer1!pass' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/customers/me', { token })).statusCode).toBe(200);
    expect((await call('GET', '/customers/me', { token: other })).statusCode).toBe(401);
    expect((await signIn(email, 'Newer1!pass')).response.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link of the region that sets a new password and ends every session', async () => {
    const { email, token } = await account();
    const asked = await call('POST', '/customers/reset-password', {
      payload: { email, recaptchaData: 'ok' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ email });
    const resetToken = resetTokenFrom(email);
    const reset = await call('POST', `/customers/reset-password/${resetToken}`, {
      payload: { newPassword: 'Reset1!pass', recaptchaData: 'ok' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await call('GET', '/customers/me', { token })).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(email, 'Reset1!pass')).response.statusCode).toBe(200);
    const reused = await call('POST', `/customers/reset-password/${resetToken}`, {
      payload: { newPassword: 'Again1!pass', recaptchaData: 'ok' },
    });
    expect(reused.statusCode).toBe(498);
    expect(reused.json().errorCode).toBe('reset-token-expired');
  });

  it('links to the web page of the request region, and an expired link says so', async () => {
    const { email } = await account();
    await call('POST', '/customers/reset-password', { payload: { email, recaptchaData: 'ok' } });
    const { testMailer } = await import('../testing/database.js');
    expect(testMailer.messages.at(-1)!.text).toContain(
      'http://shop.test/martinique/fr/reinitialisation-mot-de-passe?token=',
    );
    const { db } = await testDatabase();
    await db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
       WHERE customer_id = (SELECT id FROM customers WHERE email = $1)`,
      [email],
    );
    const expired = await call('POST', `/customers/reset-password/${resetTokenFrom(email)}`, {
      payload: { newPassword: 'Reset1!pass', recaptchaData: 'ok' },
    });
    expect(expired.json()).toMatchObject({ status: 498, errorCode: 'reset-token-expired' });
  });

  it('answers 404 for an unknown e-mail and limits requests per account', async () => {
    const unknown = await call('POST', '/customers/reset-password', {
      payload: { email: uniqueEmail('none'), recaptchaData: 'ok' },
    });
    expect(unknown.json()).toMatchObject({ status: 404, errorCode: 'customer-not-found' });
    const { email } = await account();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call('POST', '/customers/reset-password', { payload: { email, recaptchaData: 'ok' } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('stores reset tokens hashed, and only the newest link works', async () => {
    const { email } = await account();
    await call('POST', '/customers/reset-password', { payload: { email, recaptchaData: 'ok' } });
    const first = resetTokenFrom(email);
    await call('POST', '/customers/reset-password', { payload: { email, recaptchaData: 'ok' } });
    const { db } = await testDatabase();
    const rows = await db.query<{ token_hash: Buffer }>(
      `SELECT token_hash FROM password_reset_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.token_hash).toString('utf8')).not.toContain(first);
    const old = await call('POST', `/customers/reset-password/${first}`, {
      payload: { newPassword: 'Reset1!pass', recaptchaData: 'ok' },
    });
    expect(old.statusCode).toBe(498);
  });
});

describe('address book', () => {
  it('adds an address with a generated name, the phone in international form, default for both at first', async () => {
    const { token } = await account();
    const reply = await call('POST', '/customers/address', { token, payload: ADDRESS });
    expect(reply.statusCode).toBe(200);
    const [address] = reply.json().addresses;
    expect(address.name).toMatch(/^ruedespalmiers97200[a-z0-9]{8}$/u);
    expect(address).toMatchObject({ phone: '+596696123456', defaultShipping: true, defaultBilling: true });
    expect(reply.json()).toMatchObject({
      defaultShippingAddress: address.name,
      defaultBillingAddress: address.name,
    });
  });

  it('sorts by name, moves the default flags, replaces and removes by name', async () => {
    const { token } = await account();
    await call('POST', '/customers/address', { token, payload: { ...ADDRESS, name: 'maison' } });
    const second = await call('POST', '/customers/address?defaultShipping=true', {
      token,
      payload: { ...ADDRESS, name: 'bureau', street: '3 avenue des Caraïbes', company: 'Kréyol SARL' },
    });
    expect(second.json().addresses.map((a: { name: string }) => a.name)).toEqual(['bureau', 'maison']);
    expect(second.json()).toMatchObject({
      defaultShippingAddress: 'bureau',
      defaultBillingAddress: 'maison',
    });
    // Neither flag given once defaults exist: they stay where they are.
    const third = await call('POST', '/customers/address', {
      token,
      payload: { ...ADDRESS, name: 'plage', street: '5 route des Salines' },
    });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ defaultShippingAddress: 'bureau', defaultBillingAddress: 'maison' });
    await call('DELETE', '/customers/address/plage', { token });

    const edited = await call('PUT', '/customers/address/maison?defaultBilling=false', {
      token,
      payload: { ...ADDRESS, city: 'Le Lamentin', postCode: '97232' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().addresses[1]).toMatchObject({
      name: 'maison',
      city: 'Le Lamentin',
      defaultBilling: false,
    });
    expect(edited.json().defaultBillingAddress).toBeNull();

    const removed = await call('DELETE', '/customers/address/bureau', { token });
    expect(removed.json().addresses.map((a: { name: string }) => a.name)).toEqual(['maison']);
    expect(removed.json().defaultShippingAddress).toBeNull();
  });

  it('answers 409 for a name or details already in the book and 404 for an unknown name', async () => {
    const { token } = await account();
    await call('POST', '/customers/address', { token, payload: { ...ADDRESS, name: 'maison' } });
    const sameName = await call('POST', '/customers/address', {
      token,
      payload: { ...ADDRESS, name: 'maison', street: '1 rue Autre' },
    });
    expect(sameName.json()).toMatchObject({ status: 409, errorCode: 'address-already-exists' });
    const sameDetails = await call('POST', '/customers/address', { token, payload: ADDRESS });
    expect(sameDetails.statusCode).toBe(409);
    expect(
      (await call('PUT', '/customers/address/nowhere', { token, payload: ADDRESS })).json(),
    ).toMatchObject({
      status: 404,
      errorCode: 'address-not-found',
    });
    expect((await call('DELETE', '/customers/address/nowhere', { token })).statusCode).toBe(404);
  });

  it('checks postcode and phone against the country, with the spec messages', async () => {
    const { token } = await account();
    const reply = await call('POST', '/customers/address', {
      token,
      payload: { ...ADDRESS, country: 'GY', postCode: '97200', phone: '0594' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorData.issues).toEqual(
      expect.arrayContaining([
        { path: 'postCode', message: 'Le code postal n’est pas valide' },
        { path: 'phone', message: 'Le numéro de téléphone est trop court' },
      ]),
    );
    const country = await call('POST', '/customers/address', {
      token,
      payload: { ...ADDRESS, country: 'FR' },
    });
    expect(country.json().errorData.issues).toEqual(
      expect.arrayContaining([{ path: 'country', message: 'Ce pays n’est pas desservi' }]),
    );
  });

  it('keeps each customer to their own addresses', async () => {
    const owner = await account();
    const other = await account();
    await call('POST', '/customers/address', { token: owner.token, payload: { ...ADDRESS, name: 'secret' } });
    expect((await call('DELETE', '/customers/address/secret', { token: other.token })).statusCode).toBe(404);
    expect(
      (await call('PUT', '/customers/address/secret', { token: other.token, payload: ADDRESS })).statusCode,
    ).toBe(404);
    const mine = await call('GET', '/customers/me', { token: owner.token });
    expect(mine.json().addresses).toHaveLength(1);
    expect((await call('GET', '/customers/me', { token: other.token })).json().addresses).toHaveLength(0);
  });

  it('refuses guests and visitors without a session', async () => {
    const guest = String((await call('POST', '/customers/guest')).headers['x-session-token']);
    expect((await call('POST', '/customers/address', { token: guest, payload: ADDRESS })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/customers/address', { payload: ADDRESS })).json().errorCode).toBe(
      'customer-is-not-logged-in',
    );
  });
});

describe('newsletter', () => {
  it('subscribes once (409 after), unsubscribes once (404 after) and shows on the customer', async () => {
    const { email, token } = await account();
    const url = (action: string, address: string) =>
      `/customers/newsletter/${action}?customerEmail=${encodeURIComponent(address)}`;
    expect((await call('PUT', url('subscribe', email.toUpperCase()))).json()).toEqual({
      email,
      subscribed: true,
    });
    expect((await call('GET', '/customers/me', { token })).json().newsLetterSubscribed).toBe(true);
    expect((await call('PUT', url('subscribe', email))).json()).toMatchObject({
      status: 409,
      errorCode: 'newsletter-already-subscribed',
    });
    expect((await call('PUT', url('unsubscribe', email))).json()).toEqual({ email, subscribed: false });
    expect((await call('PUT', url('unsubscribe', email))).statusCode).toBe(404);
    const bad = await call('PUT', url('subscribe', 'not an email'));
    expect(bad.json().errorData.issues).toEqual([{ path: 'customerEmail', message: 'Not a valid Email' }]);
  });

  it('takes the e-mail from a JSON body too, so it stays out of the URL and the logs', async () => {
    const { email } = await account();
    const put = (action: string, customerEmail: string) =>
      call('PUT', `/customers/newsletter/${action}`, { payload: { customerEmail } });
    expect((await put('subscribe', email)).json()).toEqual({ email, subscribed: true });
    expect((await put('subscribe', email)).statusCode).toBe(409);
    expect((await put('unsubscribe', email)).json()).toEqual({ email, subscribed: false });
    const bad = await put('subscribe', 'someone<victim@example.test>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorData.issues).toEqual([{ path: 'customerEmail', message: 'Not a valid Email' }]);
  });
});
