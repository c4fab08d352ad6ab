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
