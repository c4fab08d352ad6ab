import { localeQuerySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { accepts, arrayOf, replies } from '../http/openapi.js';
import { localeOf, regionOf } from '../http/region.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { CategoryService } from './service.js';

export function registerCategories(
  app: FastifyInstance,
  { db, regions }: Pick<ModuleDeps, 'db' | 'regions'>,
): void {
  const categories = new CategoryService({ db, repository });

  app.get(
    '/categories/roots',
    {
      schema: {
        tags: ['categories'],
        summary: 'Regions (root categories) with their alternates',
        ...accepts({ query: localeQuerySchema }),
        response: replies(arrayOf('RootCategory', 'Every region')),
      },
    },
    async (request) => categories.rootCategories(localeOf(request)),
  );
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Category tree of the current root category, alphabetical, with product counts',
        ...accepts({ query: localeQuerySchema }),
        response: replies(arrayOf('Category', 'The level-1 categories, each with its descendants')),
      },
    },
    async (request) => {
      const region = await regionOf(regions, request);
      return categories.categoryTree(region.territory, region.locale);
    },
  );
}
