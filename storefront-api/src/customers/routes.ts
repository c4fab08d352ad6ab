/**
 * The customer calls of spec 7 ("Customers") and the captcha challenge. Thin: parse with the
 * domain's schemas, call the service, put the session token in the reply headers.
 */
import {
  CUSTOMER_ERRORS,
  customerSchemas,
  type CustomerErrorCode,
  SESSION_EXPIRES_HEADER,
  SESSION_TOKEN_HEADER,
  TWO_FACTOR_TOKEN_HEADER,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Captcha } from '../captcha/captcha.js';
import type { Database } from '../db/database.js';
import { ref, replies } from '../http/openapi.js';
import { localeOf, regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { CustomerService, RequestContext, WithSession } from './service.js';
import { bearerToken } from './sessions.js';

const schemas = customerSchemas();
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));
const defaultsQuery = z.object({
  defaultShipping: flag,
  defaultBilling: flag,
  locale: z.string().optional(),
});
const nameParams = z.object({ name: z.string().min(1).max(100) });
const resetParams = z.object({ resetToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/u, 'jeton invalide') });

/** The documented failures of a call: its `errorCode`s grouped by HTTP status. */
function failures(codes: CustomerErrorCode[]) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes)
    byStatus.set(CUSTOMER_ERRORS[code], [...(byStatus.get(CUSTOMER_ERRORS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, ref('ApiError', list.map((c) => `\`${c}\``).join(', '))]),
  );
}

const documented = (summary: string, ok: Record<string, unknown>, codes: CustomerErrorCode[] = []) => ({
  schema: { tags: ['customers'], summary, response: { ...replies(ok), ...failures(codes) } },
});

const customerReply = (summary: string, codes: CustomerErrorCode[] = []) =>
  documented(summary, ref('Customer', 'The customer, with addresses (sorted by name) and cart'), codes);

const LOGGED_IN: CustomerErrorCode[] = ['customer-is-not-logged-in'];
const CAPTCHA: CustomerErrorCode[] = ['recaptcha-low-score', 'too-many-requests'];

function withSession<T>(reply: FastifyReply, result: WithSession<T>): T {
  if (result.session) {
    reply.header(SESSION_TOKEN_HEADER, result.session.token);
    reply.header(SESSION_EXPIRES_HEADER, result.session.expiresAt.toISOString());
  }
  if (result.twoFactorToken) reply.header(TWO_FACTOR_TOKEN_HEADER, result.twoFactorToken);
  // Replies carrying credentials must never be cached by anything in between.
  reply.header('cache-control', 'no-store');
  return result.reply;
}

export function customerRoutes(
  app: FastifyInstance,
  db: Database,
  service: CustomerService,
  captcha: Captcha,
): void {
  const context = async (request: FastifyRequest): Promise<RequestContext> => {
    const region = await regionOf(db, request);
    return { token: bearerToken(request), ip: request.ip, rootPath: region.rootPath, locale: region.locale };
  };
  const token = (request: FastifyRequest) => bearerToken(request);

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

  app.post('/customers/guest', customerReply('Opens a guest session with an empty cart'), async (_r, reply) =>
    withSession(reply, await service.createGuest()),
  );

  app.post(
    '/customers/register',
    customerReply('Creates an account and signs it in; a guest session given as bearer keeps its cart', [
      'customer-already-exists',
      ...CAPTCHA,
    ]),
    async (request, reply) => {
      const input = parse(schemas.registration, request.body);
      return withSession(reply, await service.register(input, await context(request)));
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
      return withSession(reply, await service.signIn(input, await context(request)));
    },
  );

  app.post(
    '/customers/one-time-password',
    customerReply('Second step of a two-factor sign-in (header `x-two-factor-token` of the sign-in reply)', [
      'one-time-password-mismatch',
      'one-time-password-too-many-attempts',
      'one-time-password-expired',
      'one-time-password-not-found',
      'unauthorized',
      'customer-not-found',
      'too-many-requests',
    ]),
    async (request, reply) => {
      const input = parse(schemas.oneTimePasswordCheck, request.body);
      const header = request.headers[TWO_FACTOR_TOKEN_HEADER];
      const twoFactorToken = typeof header === 'string' ? header : undefined;
      return withSession(
        reply,
        await service.verifyOneTimePassword(input, twoFactorToken, await context(request)),
      );
    },
  );

  app.post(
    '/customers/reset-password',
    documented('E-mails a link to choose a new password', ref('ResetRequestReply', 'Where the link went'), [
      'customer-not-found',
      ...CAPTCHA,
    ]),
    async (request) => {
      const input = parse(schemas.resetRequest, request.body);
      return service.requestPasswordReset(input, await context(request));
    },
  );

  app.post(
    '/customers/reset-password/:resetToken',
    {
      schema: {
        tags: ['customers'],
        summary: 'Sets a new password with the e-mailed token; ends every session',
        response: {
          204: { type: 'null', description: 'Done' },
          ...failures(['reset-token-expired', ...CAPTCHA]),
        },
      },
    },
    async (request, reply) => {
      const { resetToken } = parse(resetParams, request.params);
      const input = parse(schemas.resetPassword, request.body);
      await service.resetPassword(resetToken, input, await context(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/customers/sign-out',
    customerReply('Ends the session; answers a new guest'),
    async (request, reply) => withSession(reply, await service.signOut(token(request))),
  );

  app.get(
    '/customers/me',
    customerReply('The customer of the session (guest or not)', LOGGED_IN),
    async (request, reply) => {
      localeOf(request);
      reply.header('cache-control', 'no-store');
      return service.me(token(request));
    },
  );

  app.patch('/customers', customerReply('Changes profile fields (those sent)', LOGGED_IN), async (request) =>
    service.updateProfile(token(request), parse(schemas.profile, request.body)),
  );

  app.post(
    '/customers/change-password',
    customerReply('Changes the password; the other sessions end', [...LOGGED_IN, 'wrong-password']),
    async (request) => service.changePassword(token(request), parse(schemas.changePassword, request.body)),
  );

  app.post(
    '/customers/address',
    customerReply('Adds an address (name generated when none); query defaultShipping, defaultBilling', [
      ...LOGGED_IN,
      'address-already-exists',
    ]),
    async (request) => {
      const { defaultShipping, defaultBilling } = parse(defaultsQuery, request.query);
      const address = parse(schemas.address, request.body);
      return service.createAddress(token(request), address, {
        shipping: defaultShipping,
        billing: defaultBilling,
      });
    },
  );

  app.put(
    '/customers/address/:name',
    customerReply('Replaces the address of that name; query defaultShipping, defaultBilling (true, false)', [
      ...LOGGED_IN,
      'address-not-found',
      'address-already-exists',
    ]),
    async (request) => {
      const { name } = parse(nameParams, request.params);
      const { defaultShipping, defaultBilling } = parse(defaultsQuery, request.query);
      const address = parse(schemas.address, request.body);
      return service.updateAddress(token(request), name, address, {
        shipping: defaultShipping,
        billing: defaultBilling,
      });
    },
  );

  app.delete(
    '/customers/address/:name',
    customerReply('Removes the address of that name', [...LOGGED_IN, 'address-not-found']),
    async (request) => {
      const { name } = parse(nameParams, request.params);
      return service.deleteAddress(token(request), name);
    },
  );

  const newsletterQuery = schemas.newsletter.extend({ locale: z.string().optional() });
  const newsletterReply = ref('NewsletterReply', 'The subscription');
  app.put(
    '/customers/newsletter/subscribe',
    documented('Subscribes `customerEmail` to the newsletter', newsletterReply, [
      'newsletter-already-subscribed',
      'too-many-requests',
    ]),
    async (request) =>
      service.subscribeNewsletter(parse(newsletterQuery, request.query).customerEmail, request.ip),
  );
  app.put(
    '/customers/newsletter/unsubscribe',
    documented('Unsubscribes `customerEmail` from the newsletter', newsletterReply, [
      'newsletter-not-subscribed',
      'too-many-requests',
    ]),
    async (request) =>
      service.unsubscribeNewsletter(parse(newsletterQuery, request.query).customerEmail, request.ip),
  );
}
