/**
 * Issue 16's fuzz suite for the storefront-api: every route its OpenAPI document lists (a new route
 * is fuzzed the day it is documented), with path and query parameters and JSON bodies generated
 * from the document's own schemas, hostile text and extreme numbers mixed with real values, sent
 * anonymously, as a guest with a cart, and with the operator's key. Whatever is sent, the answer is
 * never a 5xx: bad input is a 4xx with its error code. Invariant: no stock goes below zero.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_HEADER } from '@shop/domain';
import { FUZZ_SEED, float, integer, text } from './support/fuzz.js';
import { STACK_OPERATOR_KEY, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let stack: Stack;
let doc: OpenApiDocument;
let guest = '';
let real: string[] = [];

beforeAll(async () => {
  stack = await startStack({ seedProducts: 80 });
  doc = (await (await fetch(`${stack.apiUrl}/openapi.json`)).json()) as OpenApiDocument;
  const opened = await fetch(`${stack.apiUrl}/customers/guest`, { method: 'POST' });
  guest = opened.headers.get(SESSION_TOKEN_HEADER) ?? '';
  const products = await stack.upstream<{
    products: { slug: string; reference: string; offers: { id: string; shopId: string }[] }[];
  }>('/products/search?searchTerm=caf%C3%A9&size=5');
  real = [
    'martinique',
    'martinique/maison',
    'guide-d-achat',
    'sandbox',
    'location_relay',
    'promotions',
    ...products.products.flatMap((p) => [p.slug, p.reference, ...p.offers.flatMap((o) => [o.id, o.shopId])]),
  ].filter((value) => value !== '');
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

function resolve(schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let i = 0; current.$ref && i < 10; i++) {
    current = doc.components?.schemas?.[current.$ref.split('/').pop() ?? ''] ?? {};
  }
  return current;
}

/** Values shaped like `schema` (types, required properties), with hostile ones in every leaf. */
function valueOf(raw: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => valueOf(v, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), text(real));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (depth > 4) return fc.constant(null);
  switch (type) {
    case 'integer':
      return fc.oneof({ weight: 4, arbitrary: integer }, { weight: 1, arbitrary: text(real) });
    case 'number':
      return float;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constant('true'));
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0)
        return fc.dictionary(text([]), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      return fc.record(Object.fromEntries(properties.map(([name, p]) => [name, valueOf(p, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]),
      });
    }
    default:
      return text(real);
  }
}

/** A path segment or query value as a client would put it in the URL, broken UTF-8 included. */
function encode(value: unknown): string {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(raw);
  } catch {
    // A lone surrogate cannot be encoded: send the bytes a careless client would (broken UTF-8).
    return '%ED%A0%80' + encodeURIComponent(raw.replace(/[\uD800-\uDFFF]/gu, ''));
  }
}

interface Target {
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

function targets(): Target[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation: item[method]!,
    })),
  );
}

function requestOf(target: Target): fc.Arbitrary<FuzzRequest> {
  const parameters = target.operation.parameters ?? [];
  const body = target.operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, valueOf(p.schema)])),
    ),
    query: fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, valueOf(p.schema)])),
      { requiredKeys: [] },
    ),
    body: body
      ? fc.oneof(
          { weight: 5, arbitrary: valueOf(body) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        )
      : fc.constant(undefined),
    region: fc.constantFrom<string | undefined>(
      'martinique',
      'martinique',
      'guadeloupe',
      'atlantide',
      undefined,
      'x'.repeat(300),
    ),
    // Mostly the credential the route asks for, so most requests get past the door.
    auth: target.path.startsWith('/operator')
      ? fc.constantFrom<FuzzRequest['auth']>('operator', 'operator', 'operator', 'guest', 'junk')
      : fc.constantFrom<FuzzRequest['auth']>('guest', 'guest', 'guest', 'none', 'operator', 'junk'),
  });
}

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  region: string | undefined;
  auth: 'none' | 'guest' | 'operator' | 'junk';
}

async function send(target: Target, request: FuzzRequest) {
  let path = target.path;
  for (const [name, value] of Object.entries(request.path)) path = path.replace(`{${name}}`, encode(value));
  const query = Object.entries(request.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
    .join('&');
  const headers: Record<string, string> = {};
  if (request.region !== undefined) headers['root-category'] = request.region;
  if (request.auth === 'guest') headers.authorization = `Bearer ${guest}`;
  if (request.auth === 'operator') headers.authorization = `Bearer ${STACK_OPERATOR_KEY}`;
  if (request.auth === 'junk') headers.authorization = 'Bearer \u00e9\u00e9';
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.apiUrl}${path}${query ? `?${query}` : ''}`, {
    method: target.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, text: (await response.text()).slice(0, 200) };
}

describe('fuzzed REST routes', () => {
  it('lists the routes of every module', () => {
    expect(targets().length).toBeGreaterThan(60);
  });

  it('answers every generated request of every documented route without a 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(requestOf(target), async (request) => {
          const { status, text: body } = await send(target, request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status < 300) reached.add(target.name);
          if (status >= 500)
            failures.push(`${target.name} ${status} ${body} ${JSON.stringify(request).slice(0, 300)}`);
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
    }
    console.log(
      'statuses',
      [...statuses].sort(),
      'routes answered 2xx',
      reached.size,
      'of',
      targets().length,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it('leaves no stock below zero', async () => {
    const products = await stack.upstream<{
      products: { offers: { stockQuantity: number }[] }[];
    }>('/products/search?searchTerm=caf%C3%A9&size=100');
    const stocks = products.products.flatMap((p) => p.offers.map((o) => o.stockQuantity));
    expect(stocks.length).toBeGreaterThan(0);
    expect(stocks.every((stock) => stock >= 0)).toBe(true);
  });
});
