import { TWO_FACTOR_TOKEN_HEADER } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { RegionLookup } from '../../http/region.js';
import { parse } from '../../http/validate.js';
import { customerReply, requestContext, schemas, withSession } from '../shared/http.js';
import type { TwoFactorService } from './service.js';

export function twoFactorRoutes(
  app: FastifyInstance,
  deps: { regions: RegionLookup; twoFactor: TwoFactorService },
): void {
  app.post(
    '/customers/one-time-password',
    customerReply(
      'Second step of a two-factor sign-in (header `x-two-factor-token` of the sign-in reply)',
      [
        'one-time-password-mismatch',
        'one-time-password-too-many-attempts',
        'one-time-password-expired',
        'one-time-password-not-found',
        'unauthorized',
        'customer-not-found',
        'too-many-requests',
      ],
      { body: schemas.oneTimePasswordCheck },
    ),
    async (request, reply) => {
      const input = parse(schemas.oneTimePasswordCheck, request.body);
      const header = request.headers[TWO_FACTOR_TOKEN_HEADER];
      const twoFactorToken = typeof header === 'string' ? header : undefined;
      return withSession(
        reply,
        await deps.twoFactor.verify(input, twoFactorToken, await requestContext(deps.regions, request)),
      );
    },
  );
}
