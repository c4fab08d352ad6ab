/**
 * The customer calls answer what the OpenAPI document says, successes and failures alike: real
 * replies validated against the document's own schemas (ajv, JSON Schema 2020-12).
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, it } from 'vitest';
import { call, codeFrom, PASSWORD, register, signIn, uniqueEmail } from '../testing/customers.js';
import { documentedReplies, type DocumentedReplies } from '../testing/openapi.js';

let replies: DocumentedReplies;

beforeAll(async () => {
  replies = await documentedReplies();
});

function expectDocumented(method: string, path: string, reply: LightMyRequestResponse): void {
  replies.expectReply(method, path, reply.statusCode, reply.json(), reply.body.slice(0, 200));
}

const ADDRESS = {
  firstName: 'Léa',
  lastName: 'Martin',
  street: '12 rue des Palmiers',
  city: 'Fort-de-France',
  postCode: '97200',
  country: 'MQ',
  phone: '0696123456',
};

describe('customer calls match the OpenAPI document', () => {
  it('successes', async () => {
    expectDocumented('get', '/captcha/challenge', await call('GET', '/captcha/challenge'));
    expectDocumented('post', '/customers/guest', await call('POST', '/customers/guest'));
    const email = uniqueEmail('doc');
    const { response, token } = await register(email);
    expectDocumented('post', '/customers/register', response);
    expectDocumented('get', '/customers/me', await call('GET', '/customers/me', { token }));
    expectDocumented(
      'patch',
      '/customers',
      await call('PATCH', '/customers', { token, payload: { gender: 'MR' } }),
    );
    const created = await call('POST', '/customers/address', {
      token,
      payload: { ...ADDRESS, name: 'maison' },
    });
    expectDocumented('post', '/customers/address', created);
    expectDocumented(
      'put',
      '/customers/address/{name}',
      await call('PUT', '/customers/address/maison', { token, payload: ADDRESS }),
    );
    expectDocumented(
      'delete',
      '/customers/address/{name}',
      await call('DELETE', '/customers/address/maison', { token }),
    );
    expectDocumented('post', '/customers/sign-in', (await signIn(email, PASSWORD)).response);
    const subscribe = `/customers/newsletter/subscribe?customerEmail=${encodeURIComponent(email)}`;
    expectDocumented('put', '/customers/newsletter/subscribe', await call('PUT', subscribe));
    expectDocumented(
      'post',
      '/customers/reset-password',
      await call('POST', '/customers/reset-password', { payload: { email, recaptchaData: 'ok' } }),
    );
    expectDocumented('post', '/customers/sign-out', await call('POST', '/customers/sign-out', { token }));

    const twoFactor = uniqueEmail('doc2fa');
    await register(twoFactor, { twoFactorAuthenticationEnabled: true });
    const started = await signIn(twoFactor, PASSWORD);
    expectDocumented('post', '/customers/sign-in', started.response);
    const verified = await call('POST', '/customers/one-time-password', {
      payload: { email: twoFactor, password: PASSWORD, oneTimePassword: codeFrom(twoFactor) },
      headers: { 'x-two-factor-token': String(started.response.headers['x-two-factor-token']) },
    });
    expectDocumented('post', '/customers/one-time-password', verified);
  });

  it('failures', async () => {
    const email = uniqueEmail('docfail');
    const { token } = await register(email);
    expectDocumented('post', '/customers/register', (await register(email)).response);
    expectDocumented('post', '/customers/sign-in', (await signIn(email, 'Wrong1!pass')).response);
    expectDocumented('post', '/customers/sign-in', (await signIn(uniqueEmail('none'), PASSWORD)).response);
    expectDocumented('get', '/customers/me', await call('GET', '/customers/me'));
    expectDocumented(
      'post',
      '/customers/change-password',
      await call('POST', '/customers/change-password', {
        token,
        payload: { currentPassword: 'Wrong1!pass', newPassword: 'Newer1!pass' },
      }),
    );
    expectDocumented(
      'delete',
      '/customers/address/{name}',
      await call('DELETE', '/customers/address/none', { token }),
    );
    expectDocumented(
      'post',
      '/customers/address',
      await call('POST', '/customers/address', { token, payload: { ...ADDRESS, phone: '1' } }),
    );
    expectDocumented(
      'post',
      '/customers/one-time-password',
      await call('POST', '/customers/one-time-password', {
        payload: { email, password: PASSWORD, oneTimePassword: '123456' },
      }),
    );
    expectDocumented(
      'post',
      '/customers/reset-password/{resetToken}',
      await call('POST', `/customers/reset-password/${'a'.repeat(43)}`, {
        payload: { newPassword: 'Newer1!pass', recaptchaData: 'ok' },
      }),
    );
  });
});
