/**
 * The content's operator API (`pnpm shop content …`, a back office): import the content files now,
 * replace a page, the home blocks, the footer, the top banner, the FAQ or the locations at run time.
 * Bodies are validated with the shapes the files use and sanitised the same way; each change is
 * recorded, so the next start-up's import keeps it until the item's file changes. Authenticated by
 * the operator key; without one configured the routes do not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accepts, internalError, ref } from '../http/openapi.js';
import { operatorRoutes } from '../http/operator-auth.js';
import { parse } from '../http/validate.js';
import type { ModuleDeps } from '../modules.js';
import * as repository from './repository.js';
import { ContentService } from './service.js';
import { slugParams } from './route-params.js';
import {
  faqSourceSchema,
  footerSourceSchema,
  homeSourceSchema,
  pageSourceSchema,
  topBannerSourceSchema,
} from './sources.js';
import { locationsSourceSchema } from './location-sources.js';

const failures = {
  400: ref(
    'ApiError',
    '`invalid-request` (the shape, with its issues), `invalid-content` (a missing picture…)',
  ),
  401: ref('ApiError', '`operator-unauthorized`'),
  404: ref('ApiError', '`content-not-found`'),
  ...internalError(),
};

const importReply = {
  type: 'object',
  required: ['imported', 'unchanged', 'replacedOperatorChanges', 'removed', 'errors'],
  properties: {
    imported: { type: 'array', items: { type: 'string' } },
    unchanged: { type: 'array', items: { type: 'string' } },
    replacedOperatorChanges: { type: 'array', items: { type: 'string' } },
    removed: { type: 'array', items: { type: 'string' } },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['item', 'message'],
        properties: { item: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const sourcesReply = {
  type: 'array',
  items: {
    type: 'object',
    required: ['item', 'changedBy', 'changedAt'],
    properties: {
      item: { type: 'string' },
      changedBy: { type: 'string', enum: ['file', 'operator'] },
      changedAt: { type: 'string', format: 'date-time' },
    },
  },
};

const importBody = z.object({ force: z.boolean().default(false) });

export function registerContentOperations(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'mediaBaseUrl' | 'content' | 'operatorApiKey'>,
): void {
  const key = deps.operatorApiKey;
  if (key === undefined) return;
  const content = new ContentService({
    db: deps.db,
    repository,
    mediaBaseUrl: deps.mediaBaseUrl,
    dir: deps.content.dir,
  });
  operatorRoutes(app, key, (scope) => {
    scope.post(
      '/operator/content/import',
      {
        schema: {
          tags: ['operator'],
          summary:
            'Imports the content files that changed since their last import (`force`: all of them); an ' +
            'operator’s change is replaced only by a change of its file',
          ...accepts({ body: importBody }),
          response: { 200: importReply, ...failures },
        },
      },
      async (request) => {
        const { force } = parse(importBody, request.body ?? {});
        return content.import(force);
      },
    );

    scope.get(
      '/operator/content/sources',
      {
        schema: {
          tags: ['operator'],
          summary: 'Where each content item last came from: its file, or an operator',
          response: { 200: sourcesReply, ...failures },
        },
      },
      async () => content.sources(),
    );

    scope.put(
      '/operator/content/pages/:slug',
      {
        schema: {
          tags: ['operator'],
          summary: 'Creates or replaces a page (Markdown body, rendered and sanitised)',
          ...accepts({ params: slugParams, body: pageSourceSchema }),
          response: { 200: ref('ContentPage'), ...failures },
        },
      },
      async (request) => {
        const { slug } = parse(slugParams, request.params);
        return content.putPage(slug, parse(pageSourceSchema, request.body));
      },
    );

    scope.delete(
      '/operator/content/pages/:slug',
      {
        schema: {
          tags: ['operator'],
          summary: 'Removes a page (its file brings it back only once the file changes)',
          ...accepts({ params: slugParams }),
          response: { 204: { type: 'null', description: 'Removed' }, ...failures },
        },
      },
      async (request, reply) => {
        const { slug } = parse(slugParams, request.params);
        await content.deletePage(slug);
        return reply.code(204).send();
      },
    );

    scope.put(
      '/operator/content/home',
      {
        schema: {
          tags: ['operator'],
          summary: 'Replaces the home page’s marketing blocks (the shape of `content/home.json`)',
          ...accepts({ body: homeSourceSchema }),
          response: { 204: { type: 'null', description: 'Replaced' }, ...failures },
        },
      },
      async (request, reply) => {
        await content.putHome(parse(homeSourceSchema, request.body));
        return reply.code(204).send();
      },
    );

    scope.put(
      '/operator/content/footer',
      {
        schema: {
          tags: ['operator'],
          summary: 'Replaces the footer',
          ...accepts({ body: footerSourceSchema }),
          response: { 200: ref('Footer'), ...failures },
        },
      },
      async (request) => content.putFooter(parse(footerSourceSchema, request.body)),
    );

    scope.put(
      '/operator/content/top-banner',
      {
        schema: {
          tags: ['operator'],
          summary: 'Replaces the top banner’s items',
          ...accepts({ body: topBannerSourceSchema }),
          response: { 200: ref('TopBanner'), ...failures },
        },
      },
      async (request) => content.putTopBanner(parse(topBannerSourceSchema, request.body)),
    );

    scope.put(
      '/operator/content/faq',
      {
        schema: {
          tags: ['operator'],
          summary: 'Replaces the FAQ (Markdown answers, rendered and sanitised)',
          ...accepts({ body: faqSourceSchema }),
          response: { 200: ref('Faq'), ...failures },
        },
      },
      async (request) => content.putFaq(parse(faqSourceSchema, request.body)),
    );

    scope.put(
      '/operator/content/locations',
      {
        schema: {
          tags: ['operator'],
          summary: 'Replaces every location (pickup points, hotels, merchants)',
          ...accepts({ body: locationsSourceSchema }),
          response: {
            200: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } },
            ...failures,
          },
        },
      },
      async (request) => content.putLocations(parse(locationsSourceSchema, request.body)),
    );
  });
}
