/**
 * Reply shapes of the OpenAPI document, generated from the zod schemas of `@shop/domain`
 * (`domain/src/api/catalog.ts`), the same ones the code compiles against: one source of truth.
 *
 * Each named shape is one component (`#/components/schemas/<name>`) that the others and the routes'
 * `response` schemas reference, so nested and recursive shapes (Category, Product) are `$ref`s.
 * Route schemas only document the API: Fastify neither validates requests nor serializes replies
 * with them (see `app.ts`).
 */
import {
  afterSalesSchemas,
  cartSchemas,
  catalogSchemas,
  checkoutSchemas,
  contentImageSchema,
  contentLinkSchema,
  contentSchemas,
  customerApiSchemas,
  footerItemSchema,
  gridSchemas,
  localeQuerySchema,
  orderSchemas,
  marketingSchemas,
  priceSchemas,
  restockAlertSchemas,
  seoSchema,
  sitemapSchemas,
} from '@shop/domain';
import { z } from 'zod';

/** Every named reply shape: the catalogue's, the marketing sections', the customer, cart and content calls'. */
const componentSchemas = {
  ...catalogSchemas,
  ...marketingSchemas,
  ...customerApiSchemas,
  ...cartSchemas,
  ...checkoutSchemas,
  ...orderSchemas,
  ...afterSalesSchemas,
  ...contentSchemas,
  ...restockAlertSchemas,
  ...priceSchemas,
  ...gridSchemas,
  ...sitemapSchemas,
  // Shapes the content's replies share: named, so they are references rather than nameless $defs.
  ContentLink: contentLinkSchema,
  ContentImage: contentImageSchema,
  Seo: seoSchema,
  FooterItem: footerItemSchema,
} as const;
export type CatalogSchemaName = keyof typeof componentSchemas;

const COMPONENTS = '#/components/schemas/';

export type JsonSchema = Record<string, unknown>;

/** `zod.toJSONSchema` noise a reader does not need (JSON numbers are doubles anyway). */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  // `format: date-time` (or `date`) says it; zod's ISO regex next to it would be 300 characters of noise.
  if (jsonSchema.format === 'date-time' || jsonSchema.format === 'date') delete jsonSchema.pattern;
}

/** JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of a zod schema, as replied (`output`). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'output',
    override: tidy,
  });
  return json;
}

/**
 * JSON Schema of what a request part accepts: the `input` side of the zod schema its route parses
 * (before defaults and transforms; refinements a JSON Schema cannot say are left to the messages).
 */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: tidy,
  });
  return json;
}

/** The zod schemas a route's handler parses its request with (`parse` of `http/validate.ts`). */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
}

/**
 * The request parts of a route's `schema` (`body`, `querystring`, `params`, `headers`), generated
 * from the very zod schemas its handler parses: the document cannot drift from what is accepted.
 * Fastify does not validate with them (see `app.ts`); `@fastify/swagger` turns them into the
 * operation's `requestBody` and `parameters`.
 */
export function accepts({ body, query, params, headers }: RequestSchemas): Record<string, JsonSchema> {
  const parts: Record<string, JsonSchema> = {};
  if (body !== undefined) parts.body = requestJsonSchema(body);
  if (query !== undefined) parts.querystring = requestJsonSchema(query);
  if (params !== undefined) parts.params = requestJsonSchema(params);
  if (headers !== undefined) parts.headers = requestJsonSchema(headers);
  return parts;
}

/**
 * The query of a call whose handler parses `query` without `locale` and reads `?locale=` with
 * `localeOf` (`http/region.ts`, through `regionOf`): both documented.
 */
export const localized = (query: z.ZodObject): z.ZodObject => query.extend(localeQuerySchema.shape);

/** The `components.schemas` of the OpenAPI document: every shape of `componentSchemas`, by name. */
export function catalogComponents(): Record<CatalogSchemaName, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(componentSchemas)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `${COMPONENTS}${id}`,
    override: tidy,
  });
  // Shared definitions would be nameless `$defs`: every reused shape must be in `catalogSchemas`.
  if ('__shared' in schemas) throw new Error('catalogSchemas: a reused shape has no component name');
  const components: Partial<Record<CatalogSchemaName, JsonSchema>> = {};
  for (const name of Object.keys(componentSchemas) as CatalogSchemaName[]) {
    const { $schema: _, $id: __, ...json } = schemas[name]!;
    components[name] = json;
  }
  return components as Record<CatalogSchemaName, JsonSchema>;
}

/** A reference to a component of `catalogComponents()`. */
export const ref = (name: CatalogSchemaName, description?: string): JsonSchema => ({
  $ref: `${COMPONENTS}${name}`,
  ...(description === undefined ? {} : { description }),
});

export const arrayOf = (name: CatalogSchemaName, description?: string): JsonSchema => ({
  type: 'array',
  items: ref(name),
  ...(description === undefined ? {} : { description }),
});

/**
 * `schema.response` of a catalogue route: its 200 body, and an `ApiError` for each failure (400 bad
 * input, 500 unexpected; 404 only when `notFound` says what may be unknown).
 * The `description` of each status becomes the response's description in the document.
 */
export function replies(ok: JsonSchema, notFound?: string): Record<string, JsonSchema> {
  const response: Record<string, JsonSchema> = { 200: ok, ...badRequest() };
  if (notFound !== undefined) response[404] = ref('ApiError', notFound);
  return { ...response, ...internalError() };
}

/** The 400 of a call whose input `parse` refuses (`invalid-request` and its issues). */
export const badRequest = (
  description = 'Bad input, e.g. `invalid-request`, `unknown-root-category`',
): Record<string, JsonSchema> => ({ 400: ref('ApiError', description) });

/** The 500 any call may answer: the error handler's `internal-error`. */
export const internalError = (): Record<string, JsonSchema> => ({
  500: ref('ApiError', 'Unexpected error (`internal-error`)'),
});
