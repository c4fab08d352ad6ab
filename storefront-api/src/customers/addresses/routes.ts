import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate.js';
import { bearerToken, customerReply, LOGGED_IN, schemas } from '../shared/http.js';
import type { AddressService } from './service.js';

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

export function addressRoutes(app: FastifyInstance, deps: { addresses: AddressService }): void {
  const { addresses } = deps;

  app.post(
    '/customers/address',
    customerReply('Adds an address (name generated when none); query defaultShipping, defaultBilling', [
      ...LOGGED_IN,
      'address-already-exists',
    ]),
    async (request) => {
      const { defaultShipping, defaultBilling } = parse(defaultsQuery, request.query);
      const address = parse(schemas.address, request.body);
      return addresses.create(bearerToken(request), address, {
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
      return addresses.update(bearerToken(request), name, address, {
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
      return addresses.delete(bearerToken(request), name);
    },
  );
}
