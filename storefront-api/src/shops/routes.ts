import { localeQuerySchema, shopParamsSchema, shopsQuerySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { accepts, arrayOf, ref, replies } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { ShopService } from './service.js';

export function registerShops(
  app: FastifyInstance,
  { db, mediaBaseUrl, regions }: Pick<ModuleDeps, 'db' | 'mediaBaseUrl' | 'regions'>,
): void {
  const shops = new ShopService({ db, repository, mediaBaseUrl });

  app.get(
    '/shops',
    {
      schema: {
        tags: ['shops'],
        summary:
          'Sellers of the region, or the sellers of `ids` (comma-separated, at most 100; unknown ids left out)',
        ...accepts({ query: shopsQuerySchema }),
        response: replies(arrayOf('Shop', 'The sellers, sorted by name')),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      const { ids } = parse(shopsQuerySchema, request.query);
      return shops.list(region.territory, ids);
    },
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'A seller',
        ...accepts({ params: shopParamsSchema, query: localeQuerySchema }),
        response: replies(ref('Shop', 'The seller'), 'Unknown seller (`shop-not-found`)'),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      const { id } = parse(shopParamsSchema, request.params);
      const shop = await shops.byId(region.territory, id);
      if (!shop) throw notFound('shop-not-found', `Vendeur introuvable : ${id.slice(0, 100)}`);
      return shop;
    },
  );
}
