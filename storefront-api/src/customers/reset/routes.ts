import { resetTokenParamsSchema as resetParams } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { RegionLookup } from '../../http/region.js';
import { parse } from '../../http/validate.js';
import { accepts, badRequest, internalError, ref } from '../../http/openapi.js';
import { CAPTCHA, documented, failures, requestContext, schemas } from '../shared/http.js';
import type { ResetService } from './service.js';

export function resetRoutes(
  app: FastifyInstance,
  deps: { regions: RegionLookup; reset: ResetService },
): void {
  const { regions, reset } = deps;

  app.post(
    '/customers/reset-password',
    documented(
      'E-mails a link to choose a new password',
      ref('ResetRequestReply', 'Where the link went'),
      ['customer-not-found', ...CAPTCHA],
      { body: schemas.resetRequest },
    ),
    async (request) => {
      const input = parse(schemas.resetRequest, request.body);
      return reset.request(input, await requestContext(regions, request));
    },
  );

  app.post(
    '/customers/reset-password/:resetToken',
    {
      schema: {
        tags: ['customers'],
        summary: 'Sets a new password with the e-mailed token; ends every session',
        ...accepts({ params: resetParams, body: schemas.resetPassword }),
        response: {
          204: { type: 'null', description: 'Done' },
          ...badRequest(),
          ...failures(['reset-token-expired', ...CAPTCHA]),
          ...internalError(),
        },
      },
    },
    async (request, reply) => {
      const { resetToken } = parse(resetParams, request.params);
      const input = parse(schemas.resetPassword, request.body);
      await reset.reset(resetToken, input, await requestContext(regions, request));
      return reply.status(204).send();
    },
  );
}
