/**
 * Restock alerts (spec 7 `POST products/offer/restock-alert` with email and offerId; issue 15): the
 * shopper's alert on an out-of-stock offer of the request's region (`root-category`), in the
 * request's language (`locale`), and the unsubscribe link of its e-mail.
 */
import { customerSchemas, RESTOCK_UNSUBSCRIBE_TOKEN } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Guard } from '../customers/shared/guard.js';
import { ref } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { RestockAlertService } from './service.js';

const alertSchema = customerSchemas().restockAlert;
const unsubscribeSchema = z.object({
  token: z.string().regex(RESTOCK_UNSUBSCRIBE_TOKEN, 'lien de désinscription invalide'),
});

const badInput = (codes: string) => ref('ApiError', codes);

export function registerRestockAlerts(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'captcha' | 'customers' | 'regions'>,
): void {
  const { db, regions } = deps;
  const alerts = new RestockAlertService({
    db,
    repository,
    guard: new Guard({ db, captcha: deps.captcha, perAddressLimit: deps.customers.perAddressLimit }),
  });

  app.post(
    '/products/offer/restock-alert',
    {
      schema: {
        tags: ['products'],
        summary:
          'Asks for one e-mail when an out-of-stock offer of the region (`root-category`) is back in stock, in the ' +
          'language of `locale` (spec 7 restock alert; body checked by `customerSchemas().restockAlert`)',
        body: {
          type: 'object',
          required: ['email', 'offerId'],
          properties: {
            email: { type: 'string', maxLength: 254 },
            offerId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
          },
        },
        response: {
          201: ref('RestockAlertReply', 'The alert waits'),
          400: badInput(
            '`invalid-request` (field errors in `errorData.issues`), `offer-in-stock` (it can be bought now), ' +
              '`unknown-root-category`',
          ),
          404: badInput('`offer-not-found`: no such offer in this region'),
          409: badInput('`restock-alert-exists`: this e-mail already waits on this offer'),
          429: badInput('`too-many-requests`'),
          500: badInput('Unexpected error (`internal-error`)'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null | undefined;
      // A client may send the offer id as a JSON number (spec 7 does not say): the same id.
      const input = parse(
        alertSchema,
        body && typeof body === 'object' && Number.isSafeInteger(body.offerId)
          ? { ...body, offerId: String(body.offerId) }
          : body,
      );
      const region = await regionOf(regions, request);
      const stored = await alerts.subscribe(input, {
        ip: request.ip,
        territory: region.territory,
        locale: region.locale,
      });
      return reply.code(201).header('cache-control', 'no-store').send(stored);
    },
  );

  app.post(
    '/products/offer/restock-alert/unsubscribe',
    {
      schema: {
        tags: ['products'],
        summary:
          'The unsubscribe link of a restock alert’s e-mail (`token`): every alert of that address is removed',
        body: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', pattern: RESTOCK_UNSUBSCRIBE_TOKEN.source } },
        },
        response: {
          200: ref('RestockAlertUnsubscribeReply', 'Removed'),
          400: badInput('`invalid-request`: not a token of ours'),
          404: badInput('`restock-alert-not-found`: unknown or already used link'),
          429: badInput('`too-many-requests`'),
          500: badInput('Unexpected error (`internal-error`)'),
        },
      },
    },
    async (request, reply) => {
      const { token } = parse(unsubscribeSchema, request.body);
      return reply.header('cache-control', 'no-store').send(await alerts.unsubscribe(token, request.ip));
    },
  );
}
