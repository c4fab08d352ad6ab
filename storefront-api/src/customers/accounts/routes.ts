import { meQuerySchema, type Cart } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Captcha } from '../../captcha/captcha.js';
import type { RegionLookup } from '../../http/region.js';
import { ref } from '../../http/openapi.js';
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
  deps: {
    regions: RegionLookup;
    accounts: AccountService;
    captcha: Captcha;
    /** The session's whole cart, in its own region (`GET shopping-cart`'s reply without a header). */
    cart(token: string | undefined): Promise<Cart>;
  },
): void {
  const { regions, accounts, captcha, cart } = deps;

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
    customerReply(
      'Creates an account and signs it in; a guest session given as bearer keeps its cart',
      ['customer-already-exists', ...CAPTCHA],
      { body: schemas.registration },
    ),
    async (request, reply) => {
      const input = parse(schemas.registration, request.body);
      return withSession(reply, await accounts.register(input, await requestContext(regions, request)));
    },
  );

  app.post(
    '/customers/sign-in',
    documented(
      'Signs in; with two-factor on, e-mails a code and answers `twoFactorAuthenticationRequired` with the `x-two-factor-token` header',
      ref('SignInReply', 'The customer, or the news that a code was e-mailed'),
      ['unauthorized', 'customer-not-found', ...CAPTCHA],
      { body: schemas.login },
    ),
    async (request, reply) => {
      const input = parse(schemas.login, request.body);
      return withSession(reply, await accounts.signIn(input, await requestContext(regions, request)));
    },
  );

  app.post(
    '/customers/sign-out',
    customerReply('Ends the session; answers a new guest (limited per address when there was no session)', [
      'too-many-requests',
    ]),
    async (request, reply) => withSession(reply, await accounts.signOut(bearerToken(request), request.ip)),
  );

  // Spec 7: "returns customer with cart" — the whole Cart, where the other calls carry its summary.
  // `view=summary` is ours: the gateway reads the customer on every signed-in request and needs only
  // the badge's quantities, not a cart built (and its row locked) for nothing.
  app.get(
    '/customers/me',
    documented(
      'The customer of the session (guest or not) with their whole cart, in the cart’s own region; with `view=summary`, the cart’s summary as the other customer calls carry it',
      {
        oneOf: [
          ref('CustomerWithCart', 'The customer, with addresses (sorted by name) and the whole cart'),
          ref('Customer', 'With `view=summary`: the customer and the cart’s id and quantities'),
        ],
      },
      LOGGED_IN,
      { query: meQuerySchema },
    ),
    async (request, reply) => {
      const { view } = parse(meQuerySchema, request.query);
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      const customer = await accounts.me(token);
      if (view === 'summary') return customer;
      return { ...customer, shoppingCart: await cart(token) };
    },
  );
}
