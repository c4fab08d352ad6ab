import { describe, expect, it } from 'vitest';
import { get, getError, getOk } from '../testing/http.js';

describe('GET /health and /ready', () => {
  it('says the process is alive', async () => {
    expect(await getOk('/health', { region: null })).toEqual({ status: 'ok' });
  });

  it('says the database is ready once it holds a catalogue', async () => {
    expect(await getOk('/ready', { region: null })).toEqual({ status: 'ready' });
  });
});

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('GET /openapi.json', () => {
  const SECTION_7_PATHS = [
    '/categories',
    '/categories/roots',
    '/products/category',
    '/products/seller',
    '/products/search',
    '/products/slug/{slug}',
    '/products/search-autocomplete',
    '/products/references',
    '/shops',
    '/shops/{id}',
  ];

  it('is an OpenAPI 3 document listing every catalogue path of spec section 7', async () => {
    const doc = await getOk<OpenApiDocument>('/openapi.json', { region: null });
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    for (const path of SECTION_7_PATHS) expect(doc.paths, path).toHaveProperty([path, 'get']);
    expect(doc.paths).toHaveProperty(['/health', 'get']);
    expect(doc.paths).toHaveProperty(['/ready', 'get']);
  });

  it('declares every templated path parameter as a required path parameter', async () => {
    const doc = await getOk<OpenApiDocument>('/openapi.json', { region: null });
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
    const doc = await getOk<OpenApiDocument>('/openapi.json', { region: null });
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/media'))).toEqual([]);
  });
});

describe('region header and locale', () => {
  it('uses the xDefault region when the header is missing', async () => {
    const roots = await getOk<{ path: string; xDefault: boolean }[]>('/categories/roots', { region: null });
    const fallback = roots.find((r) => r.xDefault)!;
    const [withoutHeader, withDefault] = await Promise.all([
      getOk<{ path: string }[]>('/categories', { region: null }),
      getOk<{ path: string }[]>('/categories', { region: fallback.path }),
    ]);
    expect(withoutHeader).toEqual(withDefault);
    expect(withoutHeader[0]!.path.startsWith(`${fallback.path}/`)).toBe(true);
  });

  it('refuses an unknown region with 400 unknown-root-category', async () => {
    for (const target of ['/categories', '/products/search?searchTerm=robe', '/shops', '/products/slug/x']) {
      await getError(target, 400, 'unknown-root-category', { region: 'atlantide' });
    }
  });

  it('refuses an unknown locale with 400', async () => {
    for (const target of [
      '/categories/roots?locale=de',
      '/categories?locale=de',
      '/products/search?searchTerm=robe&locale=de',
      '/products/category?categoryPath=martinique/mode&locale=xx',
      '/shops?locale=es',
    ]) {
      await getError(target, 400, 'invalid-request');
    }
  });

  it('answers unknown paths with an ApiError 404', async () => {
    const reply = await get('/nowhere');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ status: 404, errorCode: 'not-found' });
  });
});
