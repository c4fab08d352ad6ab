import { newsletterQuerySchema as newsletterQuery } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ref } from '../../http/openapi.js';
import { parse } from '../../http/validate.js';
import { documented, schemas } from '../shared/http.js';
import type { NewsletterService } from './service.js';

const newsletterReply = ref('NewsletterReply', 'The subscription');
/** Documented: the body or the query names the e-mail, so neither is required alone. */
const takes = { body: schemas.newsletter, query: newsletterQuery.partial() };

/**
 * The e-mail from a JSON body `{ customerEmail }` (what the gateway sends: an address in a URL
 * ends in access logs and proxies' histories), else from spec 7's query `customerEmail`.
 */
function customerEmail(request: FastifyRequest): string {
  const body = request.body;
  if (body !== undefined && body !== null && body !== '')
    return parse(schemas.newsletter, body).customerEmail;
  return parse(newsletterQuery, request.query).customerEmail;
}

export function newsletterRoutes(app: FastifyInstance, deps: { newsletter: NewsletterService }): void {
  const { newsletter } = deps;

  app.put(
    '/customers/newsletter/subscribe',
    documented(
      'Subscribes `customerEmail` (JSON body, or query as in spec 7) to the newsletter',
      newsletterReply,
      ['newsletter-already-subscribed', 'too-many-requests'],
      takes,
    ),
    async (request) => newsletter.subscribe(customerEmail(request), request.ip),
  );
  app.put(
    '/customers/newsletter/unsubscribe',
    documented(
      'Unsubscribes `customerEmail` (JSON body, or query as in spec 7) from the newsletter',
      newsletterReply,
      ['newsletter-not-subscribed', 'too-many-requests'],
      takes,
    ),
    async (request) => newsletter.unsubscribe(customerEmail(request), request.ip),
  );
}
