import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { arrayOf, ref, replies } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { commaList, parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { ShopService } from './service.js';

const shopId = z.string().min(1).max(100);
const listQuery = z.object({
  ids: commaList(shopId, 100, 'vendeur').optional(),
  locale: z.enum(['fr', 'en']).optional(),
});

export function registerShops(
  app: FastifyInstance,
  { db, mediaBaseUrl }: Pick<ModuleDeps, 'db' | 'mediaBaseUrl'>,
): void {
  const shops = new ShopService({ db, repository, mediaBaseUrl });

  app.get(
    '/shops',
    {
      schema: {
        tags: ['shops'],
        summary:
          'Sellers of the region, or the sellers of `ids` (comma-separated, at most 100; unknown ids left out)',
        querystring: { type: 'object', properties: { ids: { type: 'string' } } },
        response: replies(arrayOf('Shop', 'The sellers, sorted by name')),
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { ids } = parse(listQuery, request.query);
      return shops.list(region.territory, ids);
    },
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'A seller',
        params: { type: 'object', properties: { id: { type: 'string' } } },
        response: replies(ref('Shop', 'The seller'), 'Unknown seller (`shop-not-found`)'),
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      const { id } = parse(z.object({ id: shopId }), request.params);
      const shop = await shops.byId(region.territory, id);
      if (!shop) throw notFound('shop-not-found', `Vendeur introuvable : ${id.slice(0, 100)}`);
      return shop;
    },
  );
}
