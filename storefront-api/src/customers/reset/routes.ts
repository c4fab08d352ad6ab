import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { ref } from '../../http/openapi.js';
import { parse } from '../../http/validate.js';
import { CAPTCHA, documented, failures, requestContext, schemas } from '../shared/http.js';
import type { ResetService } from './service.js';

const resetParams = z.object({ resetToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/u, 'jeton invalide') });

export function resetRoutes(app: FastifyInstance, deps: { db: Database; reset: ResetService }): void {
  const { db, reset } = deps;

  app.post(
    '/customers/reset-password',
    documented('E-mails a link to choose a new password', ref('ResetRequestReply', 'Where the link went'), [
      'customer-not-found',
      ...CAPTCHA,
    ]),
    async (request) => {
      const input = parse(schemas.resetRequest, request.body);
      return reset.request(input, await requestContext(db, request));
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
      await reset.reset(resetToken, input, await requestContext(db, request));
      return reply.status(204).send();
    },
  );
}
