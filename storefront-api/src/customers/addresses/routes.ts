import {
  addressDefaultsQuerySchema as defaultsQuery,
  addressNameParamsSchema as nameParams,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate.js';
import { bearerToken, customerReply, LOGGED_IN, schemas } from '../shared/http.js';
import type { AddressService } from './service.js';

export function addressRoutes(app: FastifyInstance, deps: { addresses: AddressService }): void {
  const { addresses } = deps;

  app.post(
    '/customers/address',
    customerReply(
      'Adds an address (name generated when none); query defaultShipping, defaultBilling',
      [...LOGGED_IN, 'address-already-exists'],
      { body: schemas.address, query: defaultsQuery },
    ),
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
    customerReply(
      'Replaces the address of that name; query defaultShipping, defaultBilling (true, false)',
      [...LOGGED_IN, 'address-not-found', 'address-already-exists'],
      { body: schemas.address, query: defaultsQuery, params: nameParams },
    ),
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
    customerReply('Removes the address of that name', [...LOGGED_IN, 'address-not-found'], {
      params: nameParams,
    }),
    async (request) => {
      const { name } = parse(nameParams, request.params);
      return addresses.delete(bearerToken(request), name);
    },
  );
}
