import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { categoryRoutes } from './categories/routes.js';
import type { Database } from './db/database.js';
import { registerErrorHandling, sendFrameworkError } from './http/errors.js';
import { catalogComponents } from './http/openapi.js';
import { mediaRoutes } from './media/routes.js';
import { platformRoutes } from './platform/routes.js';
import { productRoutes } from './products/routes.js';
import { shopRoutes } from './shops/routes.js';

export interface AppOptions {
  db: Database;
  /** Public base of media URLs; a function when only known once listening (port 0). */
  mediaBaseUrl: string | (() => string);
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Called for every request received (tests count the gateway's upstream calls with it). */
  onRequest?: (method: string, url: string) => void;
}

export async function buildApp({
  db,
  mediaBaseUrl,
  logger = false,
  onRequest,
}: AppOptions): Promise<FastifyInstance> {
  const media = typeof mediaBaseUrl === 'function' ? mediaBaseUrl : () => mediaBaseUrl;
  const app = Fastify({
    logger,
    requestIdHeader: 'x-request-id',
    routerOptions: { maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  });
  // Route schemas document the API (OpenAPI); zod schemas shared with `domain` validate it, with
  // the same French messages everywhere, so Fastify's own validation is switched off.
  app.setValidatorCompiler(() => (value) => ({ value }));
  // Response schemas only document replies: fast-json-stringify would drop unknown keys, mangle records.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (onRequest) app.addHook('onRequest', async (request) => onRequest(request.method, request.url));
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'Upstream REST API of the shop (spec section 7). Region: header `root-category` (root path, e.g. `martinique`); ' +
          'language: query `locale` (fr, en). Amounts are integer euro cents. Errors: `{status, errorCode, errorMessage, errorData}`. ' +
          'Reply shapes: `components.schemas`, generated from the zod schemas of `domain/src/api/catalog.ts`.',
      },
      components: {
        schemas: catalogComponents(),
        parameters: {
          rootCategory: { name: 'root-category', in: 'header', required: false, schema: { type: 'string' } },
        },
      },
    },
  });

  platformRoutes(app, db);
  categoryRoutes(app, db);
  productRoutes(app, db, media);
  shopRoutes(app, db, media);
  mediaRoutes(app, db);
  return app;
}
