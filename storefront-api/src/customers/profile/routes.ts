import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate.js';
import { bearerToken, customerReply, LOGGED_IN, schemas } from '../shared/http.js';
import type { ProfileService } from './service.js';

export function profileRoutes(app: FastifyInstance, deps: { profile: ProfileService }): void {
  const { profile } = deps;

  app.patch(
    '/customers',
    customerReply('Changes profile fields (those sent)', LOGGED_IN, { body: schemas.profile }),
    async (request) => profile.update(bearerToken(request), parse(schemas.profile, request.body)),
  );

  app.post(
    '/customers/change-password',
    customerReply(
      'Changes the password; the other sessions end',
      [...LOGGED_IN, 'wrong-password', 'too-many-requests'],
      { body: schemas.changePassword },
    ),
    async (request) =>
      profile.changePassword(bearerToken(request), parse(schemas.changePassword, request.body)),
  );
}
