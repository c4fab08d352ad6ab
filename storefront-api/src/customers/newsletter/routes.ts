import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ref } from '../../http/openapi.js';
import { parse } from '../../http/validate.js';
import { documented, schemas } from '../shared/http.js';
import type { NewsletterService } from './service.js';

const newsletterQuery = schemas.newsletter.extend({ locale: z.string().optional() });
const newsletterReply = ref('NewsletterReply', 'The subscription');

export function newsletterRoutes(app: FastifyInstance, deps: { newsletter: NewsletterService }): void {
  const { newsletter } = deps;

  app.put(
    '/customers/newsletter/subscribe',
    documented('Subscribes `customerEmail` to the newsletter', newsletterReply, [
      'newsletter-already-subscribed',
      'too-many-requests',
    ]),
    async (request) => newsletter.subscribe(parse(newsletterQuery, request.query).customerEmail, request.ip),
  );
  app.put(
    '/customers/newsletter/unsubscribe',
    documented('Unsubscribes `customerEmail` from the newsletter', newsletterReply, [
      'newsletter-not-subscribed',
      'too-many-requests',
    ]),
    async (request) =>
      newsletter.unsubscribe(parse(newsletterQuery, request.query).customerEmail, request.ip),
  );
}
