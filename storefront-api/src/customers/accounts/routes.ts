import type { FastifyInstance } from 'fastify';
import type { Captcha } from '../../captcha/captcha.js';
import type { Database } from '../../db/database.js';
import { ref } from '../../http/openapi.js';
import { localeOf } from '../../http/region.js';
import { parse } from '../../http/validate.js';
import {
  bearerToken,
  CAPTCHA,
  customerReply,
  documented,
  LOGGED_IN,
  requestContext,
  schemas,
  withSession,
} from '../shared/http.js';
import type { AccountService } from './service.js';

export function accountRoutes(
  app: FastifyInstance,
  deps: { db: Database; accounts: AccountService; captcha: Captcha },
): void {
  const { db, accounts, captcha } = deps;

  app.get(
    '/captcha/challenge',
    documented(
      'What the captcha widget needs (ALTCHA challenge, reCAPTCHA site key, or nothing)',
      ref('CaptchaChallenge', 'The challenge'),
    ),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );

  app.post(
    '/customers/guest',
    customerReply('Opens a guest session with an empty cart', ['too-many-requests']),
    async (request, reply) => withSession(reply, await accounts.createGuest(request.ip)),
  );

  app.post(
    '/customers/register',
    customerReply('Creates an account and signs it in; a guest session given as bearer keeps its cart', [
      'customer-already-exists',
      ...CAPTCHA,
    ]),
    async (request, reply) => {
      const input = parse(schemas.registration, request.body);
      return withSession(reply, await accounts.register(input, await requestContext(db, request)));
    },
  );

  app.post(
    '/customers/sign-in',
    documented(
      'Signs in; with two-factor on, e-mails a code and answers `twoFactorAuthenticationRequired` with the `x-two-factor-token` header',
      ref('SignInReply', 'The customer, or the news that a code was e-mailed'),
      ['unauthorized', 'customer-not-found', ...CAPTCHA],
    ),
    async (request, reply) => {
      const input = parse(schemas.login, request.body);
      return withSession(reply, await accounts.signIn(input, await requestContext(db, request)));
    },
  );

  app.post(
    '/customers/sign-out',
    customerReply('Ends the session; answers a new guest (limited per address when there was no session)', [
      'too-many-requests',
    ]),
    async (request, reply) => withSession(reply, await accounts.signOut(bearerToken(request), request.ip)),
  );

  app.get(
    '/customers/me',
    customerReply('The customer of the session (guest or not)', LOGGED_IN),
    async (request, reply) => {
      localeOf(request);
      reply.header('cache-control', 'no-store');
      return accounts.me(bearerToken(request));
    },
  );
}
