/**
 * The product table grid's calls of spec 7 (marketing-data side): `POST products/category/findOne`
 * answers a category's columns and filters; `GET products/category` with `columnFilters` instead of
 * `categoryPath` answers the rows (the route is the catalogue's: `routes.ts` hands such a query here).
 */
import { gridFindOneSchema, gridRowsQuerySchema, GRID_MAX_ROWS, localeQuerySchema } from '@shop/domain';
import type { GridRows } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accepts, ref, replies } from '../http/openapi.js';
import { regionOf } from '../http/region.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as grid from './grid.repository.js';
import { GridService } from './grid.service.js';
import * as listings from './listing.repository.js';
import { rememberedRepository } from './remembered.js';

/** A `GET products/category` for the grid's rows rather than a page of the listing. */
export function isGridQuery(query: unknown): boolean {
  return typeof query === 'object' && query !== null && 'columnFilters' in query;
}

/** How `GET products/category` documents its grid form (query and reply). */
export const gridQueryDoc = {
  columnFilters: {
    type: 'string',
    description:
      `Grid rows instead of a listing page: JSON {"categ_path":["path", ...]} (at most 20 paths), ` +
      `answered as GridRows, best first, a page of \`size\` rows (1 to ${GRID_MAX_ROWS}, default ` +
      `${GRID_MAX_ROWS}) from \`page\` (0); no other parameter but locale`,
    example: '{"categ_path":["martinique/maison-et-jardin"]}',
  },
};

export function registerGrid(
  app: FastifyInstance,
  { db, mediaBaseUrl, regions, remember }: Pick<ModuleDeps, 'db' | 'mediaBaseUrl' | 'regions' | 'remember'>,
): { rows: (request: FastifyRequest) => Promise<GridRows> } {
  const products = rememberedRepository(remember);
  const service = new GridService({ db, mediaBaseUrl, products, listings, grid });

  app.post(
    '/products/category/findOne',
    {
      schema: {
        tags: ['products'],
        summary:
          'A category’s product grid: its attribute columns and their filter values (attrId `categ_path`, ' +
          'attrValue the full path; with categoryUp, an unknown path gives its nearest known ancestor)',
        ...accepts({ query: localeQuerySchema }),
        body: {
          type: 'object',
          required: ['attrId', 'attrValue'],
          properties: {
            attrId: { type: 'string', enum: ['categ_path'] },
            attrValue: { type: 'string', example: 'martinique/maison-et-jardin' },
            categoryUp: { type: 'boolean', default: false },
          },
        },
        response: replies(
          ref('CategoryGrid', 'The columns and filters'),
          'Unknown category (`category-not-found`)',
        ),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      return service.category(region, parse(gridFindOneSchema, request.body));
    },
  );

  return {
    async rows(request) {
      const region = await regionOf(regions, request);
      const { columnFilters, page, size } = parse(gridRowsQuerySchema, request.query);
      return service.rows(region, columnFilters.categ_path, { page, size });
    },
  };
}
