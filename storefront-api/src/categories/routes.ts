import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { arrayOf, replies } from '../http/openapi.js';
import { localeOf, regionOf } from '../http/region.js';
import { categoryTree, rootCategories } from './service.js';

export function categoryRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    '/categories/roots',
    {
      schema: {
        tags: ['categories'],
        summary: 'Regions (root categories) with their alternates',
        response: replies(arrayOf('RootCategory', 'Every region')),
      },
    },
    async (request) => rootCategories(db, localeOf(request)),
  );
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Category tree of the current root category, alphabetical, with product counts',
        response: replies(arrayOf('Category', 'The level-1 categories, each with its descendants')),
      },
    },
    async (request) => {
      const region = await regionOf(db, request);
      return categoryTree(db, region.territory, region.locale);
    },
  );
}
