/** Helpers of the customer route tests (the shared app, captcha `none`, e-mails in memory). */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { testApp, testMailer } from './database.js';

export const PASSWORD = 'Secret1!pass';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call(
  method: Method,
  url: string,
  options: { token?: string | undefined; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const app = await testApp();
  return app.inject({
    method,
    url,
    headers: {
      'root-category': 'martinique',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

const sessionOf = (response: LightMyRequestResponse) => {
  const token = response.headers['x-session-token'];
  return typeof token === 'string' ? token : undefined;
};

export async function register(
  email: string,
  extra: { token?: string; twoFactorAuthenticationEnabled?: boolean; newsLetterSubscribed?: boolean } = {},
) {
  const { token, ...fields } = extra;
  const response = await call('POST', '/customers/register', {
    token,
    payload: {
      email,
      firstName: 'Léa',
      lastName: 'Martin',
      password: PASSWORD,
      recaptchaData: 'ok',
      ...fields,
    },
  });
  return { response, token: sessionOf(response) };
}

export async function signIn(email: string, password: string, token?: string) {
  const response = await call('POST', '/customers/sign-in', {
    token,
    payload: { email, password, recaptchaData: 'ok' },
  });
  return { response, token: sessionOf(response) };
}

/** The newest one-time code e-mailed to `email`. */
export function codeFrom(email: string): string {
  const message = testMailer.messages.findLast((m) => m.to === email && /\d{6}/u.test(m.subject));
  const code = /(\d{6})/u.exec(message?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/** The token of the newest reset link e-mailed to `email`. */
export function resetTokenFrom(email: string): string {
  const message = testMailer.messages.findLast((m) => m.to === email && m.text.includes('token='));
  const token = /token=([A-Za-z0-9_-]+)/u.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link e-mailed to ${email}`);
  return token;
}
