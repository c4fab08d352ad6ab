/**
 * The OpenAPI document documents every reply, and the replies are what it says: real replies of the
 * seeded app are validated against the response schemas of the document itself (ajv, JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1), with their `$ref`s to `components.schemas`.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Product, ProductPage, Shop } from '@shop/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { get, getOk, url } from '../testing/http.js';

type Schema = Record<string, unknown>;
interface Response {
  description: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, Response>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const COMPONENTS = '#/components/schemas/';
const SECTION_7_PATHS = [
  '/categories',
  '/categories/roots',
  '/products/category',
  '/products/seller',
  '/products/search',
  '/products/slug/{slug}',
  '/products/search-autocomplete',
  '/products/references',
  '/products/marketing/homepage',
  '/shops',
  '/shops/{id}',
];

let doc: OpenApiDocument;
let ajv: Ajv2020;

/** Ajv knows each component by its name: `#/components/schemas/Product` becomes `Product`. */
const withComponentIds = <T>(schema: T): T =>
  JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENTS}`, '"')) as T;

beforeAll(async () => {
  await testApp();
  doc = await getOk<OpenApiDocument>('/openapi.json', { region: null });
  ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    ajv.addSchema({ ...withComponentIds(schema), $id: name });
  }
});

const validators = new Map<string, ValidateFunction>();

/** The documented JSON body of `GET path` with this status, compiled. */
function documented(path: string, status: number): ValidateFunction {
  const key = `${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const response = doc.paths[path]?.get?.responses[status];
    const schema = response?.content?.['application/json']?.schema;
    expect(schema, `${key} is documented`).toBeDefined();
    validate = ajv.compile(withComponentIds(schema!));
    validators.set(key, validate);
  }
  return validate;
}

/** GETs `target` (templated as `path`) and checks its reply against the documented schema. */
async function expectDocumented(path: string, target: string, status = 200, region?: string | null) {
  const reply = await get(target, region === undefined ? {} : { region });
  expect(reply.status, `${target}: ${reply.payload.toString().slice(0, 300)}`).toBe(status);
  expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  const validate = documented(path, status);
  const valid = validate(reply.body);
  expect(valid ? [] : validate.errors, `${target} matches the documented ${status}`).toEqual([]);
  return reply.body;
}

describe('the OpenAPI document', () => {
  it('declares every templated path parameter as a required path parameter', async () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path, 'OpenAPI paths use {name}, not :name').not.toContain(':');
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']).toContain(method);
        expect(operation.responses, `${method} ${path}`).toBeDefined();
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...names].sort());
        for (const parameter of declared) expect(parameter.required, `${path} ${parameter.name}`).toBe(true);
      }
    }
  });

  it('hides the media routes', async () => {
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/media'))).toEqual([]);
  });
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const broken = await new Validator().validate({ ...structuredClone(doc), info: undefined });
    expect(broken.valid, 'the validator does reject').toBe(false);
  });

  it('documents a JSON reply for 200 and an ApiError for 400 and 500 on every catalogue path', () => {
    for (const path of SECTION_7_PATHS) {
      const responses = doc.paths[path]?.get?.responses ?? {};
      expect(responses['200']?.content?.['application/json']?.schema, path).toBeDefined();
      expect(responses['200']?.description, path).not.toBe('Default Response');
      for (const status of ['400', '500']) {
        expect(responses[status]?.content?.['application/json']?.schema, `${path} ${status}`).toEqual({
          $ref: `${COMPONENTS}ApiError`,
        });
      }
    }
    for (const path of ['/products/slug/{slug}', '/products/category', '/shops/{id}']) {
      expect(doc.paths[path]?.get?.responses['404']?.content?.['application/json']?.schema, path).toEqual({
        $ref: `${COMPONENTS}ApiError`,
      });
    }
  });

  it('names each reply shape once, and references it', () => {
    const { schemas } = doc.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Product', 'Offer', 'Price', 'Category', 'ProductPage', 'Shop', 'ApiError']),
    );
    expect(
      doc.paths['/products/slug/{slug}']?.get?.responses['200']?.content?.['application/json']?.schema,
    ).toEqual({
      $ref: `${COMPONENTS}Product`,
    });
    // Recursive shapes are references to themselves, not unrolled.
    expect(schemas.Category).toHaveProperty(['properties', 'children', 'items'], {
      $ref: `${COMPONENTS}Category`,
    });
    expect(schemas.Product).toHaveProperty(['properties', 'children', 'items'], {
      $ref: `${COMPONENTS}Product`,
    });
    expect(schemas.Offer).toHaveProperty(['properties', 'price'], { $ref: `${COMPONENTS}Price` });
    // Every reference points to a component.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(Object.keys(schemas)).toContain(ref.replace(COMPONENTS, ''));
  });

  it('carries the descriptions of the reply shapes', () => {
    expect(doc.components.schemas.Product).toHaveProperty(
      ['properties', 'reference', 'description'],
      'SKU, unique.',
    );
    expect(doc.components.schemas.ApiError).toHaveProperty(
      ['required'],
      ['status', 'errorCode', 'errorMessage'],
    );
  });
});

describe('real replies match the documented schemas', () => {
  it('GET /categories/roots and /categories', async () => {
    await expectDocumented('/categories/roots', '/categories/roots', 200, null);
    await expectDocumented('/categories/roots', '/categories/roots?locale=en', 200, null);
    const tree = (await expectDocumented('/categories', '/categories')) as { children: unknown[] }[];
    expect(
      tree.some((c) => c.children.length > 0),
      'the tree has levels',
    ).toBe(true);
    await expectDocumented('/categories', '/categories?locale=en', 200, 'guadeloupe');
  });

  it('GET /products/category, /products/search and /products/seller', async () => {
    const page = (await expectDocumented(
      '/products/category',
      url('/products/category', { categoryPath: 'martinique/mode', size: 100 }),
    )) as ProductPage;
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.filters.length).toBeGreaterThan(0);
    await expectDocumented(
      '/products/category',
      url('/products/category', {
        categoryPath: 'martinique/maison-et-jardin',
        size: 100,
        sort: 'price,asc',
      }),
    );
    await expectDocumented('/products/search', url('/products/search', { searchTerm: 'robe', size: 100 }));
    const shopId = page.products[0]!.offers[0]!.shopId;
    await expectDocumented('/products/seller', url('/products/seller', { shopId, size: 100 }));
  });

  it('GET /products/slug/{slug} of a simple and of a configurable product, and /products/references', async () => {
    const { db } = await testDatabase();
    const rows = await db.query<{ slug: string; reference: string; configurable: boolean }>(
      `(SELECT slug, reference, false AS configurable FROM products
         WHERE parent_id IS NULL AND configurable_attributes = '{}' ORDER BY id LIMIT 3)
       UNION ALL
       (SELECT p.slug, p.reference, true FROM products p
         WHERE EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id) ORDER BY p.id LIMIT 3)`,
    );
    expect(rows.filter((r) => r.configurable).length).toBeGreaterThan(0);
    for (const row of rows) {
      const product = (await expectDocumented(
        '/products/slug/{slug}',
        `/products/slug/${encodeURIComponent(row.slug)}`,
      )) as Product;
      if (row.configurable) expect(product.children.length, row.slug).toBeGreaterThan(0);
    }
    await expectDocumented(
      '/products/references',
      url('/products/references', { referenceList: rows.map((r) => r.reference).join(',') }),
    );
  });

  it('GET /products/marketing/homepage', async () => {
    for (const section of ['bestsellers', 'promotions']) {
      const reply = (await expectDocumented(
        '/products/marketing/homepage',
        url('/products/marketing/homepage', { section, size: 50 }),
      )) as { products: Product[] };
      expect(reply.products.length, section).toBeGreaterThan(0);
    }
    await expectDocumented(
      '/products/marketing/homepage',
      url('/products/marketing/homepage', { section: 'soldes' }),
      400,
    );
  });

  it('GET /products/search-autocomplete', async () => {
    for (const searchTerm of ['ro', 'robe', 'chaussur', 'mode']) {
      await expectDocumented(
        '/products/search-autocomplete',
        url('/products/search-autocomplete', { searchTerm }),
      );
    }
  });

  it('GET /shops and /shops/{id}', async () => {
    const shops = (await expectDocumented('/shops', '/shops')) as Shop[];
    expect(shops.length).toBeGreaterThan(0);
    await expectDocumented('/shops', url('/shops', { ids: shops.map((s) => s.id).join(',') }));
    await expectDocumented('/shops/{id}', `/shops/${encodeURIComponent(shops[0]!.id)}`);
  });

  it('GET /health and /ready', async () => {
    await expectDocumented('/health', '/health', 200, null);
    await expectDocumented('/ready', '/ready', 200, null);
  });

  it('would catch a reply that drifts from the document', async () => {
    const page = await getOk<ProductPage>(url('/products/category', { categoryPath: 'martinique/mode' }));
    const validate = documented('/products/category', 200);
    expect(validate(page)).toBe(true);
    const drifts: ((p: ProductPage) => void)[] = [
      (p) => Object.assign(p.products[0]!, { extra: 1 }),
      (p) => Object.assign(p.products[0]!.offers[0]!.price, { currency: 'USD' }),
      (p) => Object.assign(p.products[0]!, { brand: 3 }),
      (p) => Object.assign(p.filters[0]!, { values: [{ value: 'x' }] }),
      (p) => Object.assign(p.products[0]!, { children: [{ id: 'half a product' }] }),
    ];
    for (const drift of drifts) {
      const copy = structuredClone(page);
      drift(copy);
      expect(validate(copy), drift.toString()).toBe(false);
    }
  });

  it('error replies', async () => {
    await expectDocumented('/products/slug/{slug}', '/products/slug/nowhere-to-be-found', 404);
    await expectDocumented('/shops/{id}', '/shops/nobody', 404);
    await expectDocumented(
      '/products/category',
      url('/products/category', { categoryPath: 'martinique/mode', size: 1000 }),
      400,
    );
    await expectDocumented('/categories', '/categories', 400, 'atlantide');
    await expectDocumented(
      '/products/category',
      url('/products/category', { categoryPath: 'martinique/mode', filters: '{"nope":["x"]}' }),
      400,
    );
  });
});
