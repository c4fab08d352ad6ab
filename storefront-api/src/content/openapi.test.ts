/**
 * The content calls answer what the OpenAPI document says: real replies of the seeded app with the
 * repository's content, validated against the document's own schemas (ajv, JSON Schema 2020-12).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase, TEST_OPERATOR_KEY } from '../testing/database.js';
import { url } from '../testing/http.js';
import { documentedReplies, type DocumentedReplies } from '../testing/openapi.js';
import { importContent } from './import.js';
import * as repository from './repository.js';
import { DEFAULT_CONTENT_DIR } from './settings.js';

const COMPONENTS = '#/components/schemas/';
let replies: DocumentedReplies;

beforeAll(async () => {
  const { db } = await testDatabase();
  await importContent(db, repository, DEFAULT_CONTENT_DIR, { force: true });
  replies = await documentedReplies();
});

async function expectDocumented(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  target: string,
  status: number,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const app = await testApp();
  const response = await app.inject({
    method,
    url: target,
    headers: { 'root-category': 'martinique', ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
  expect(response.statusCode, `${method} ${target}: ${response.body.slice(0, 300)}`).toBe(status);
  const body = response.json() as unknown;
  replies.expectReply(method, path, status, body);
  return body;
}

describe('content calls match the OpenAPI document', () => {
  it('names the content shapes and references the shared ones', () => {
    const { schemas } = replies.doc.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'HomeMarketing',
        'ContentPage',
        'Faq',
        'Footer',
        'TopBanner',
        'Location',
        'ContactReply',
        'FrancoThreshold',
        'ContentLink',
        'ContentImage',
        'Seo',
        'FooterItem',
      ]),
    );
    expect(schemas.ContentPage).toHaveProperty(['properties', 'seo', 'anyOf', 0], {
      $ref: `${COMPONENTS}Seo`,
    });
    for (const path of [
      '/products/marketing/{slug}',
      '/platform/terms-of-use',
      '/locations/merchants/{id}',
    ]) {
      expect(replies.doc.paths[path]?.get?.responses['404']).toBeDefined();
    }
  });

  it('the reads', async () => {
    const home = '/products/marketing/homepage';
    await expectDocumented('GET', home, url(home, { section: 'marketing' }), 200);
    await expectDocumented('GET', home, url(home, { section: 'marketing', replaceIdBy: 'slug' }), 200);
    for (const section of ['featured-products', 'discount-products', 'bestsellers', 'promotions'])
      await expectDocumented('GET', home, url(home, { section }), 200);
    await expectDocumented('GET', home, url(home, { section: 'soldes' }), 400);
    await expectDocumented('GET', '/products/marketing/faq', '/products/marketing/faq', 200);
    await expectDocumented('GET', '/products/marketing/delivery', '/products/marketing/delivery', 200);
    await expectDocumented(
      'GET',
      '/products/marketing/become_seller',
      '/products/marketing/become_seller',
      200,
    );
    await expectDocumented('GET', '/products/marketing/{slug}', '/products/marketing/a-propos', 200);
    await expectDocumented('GET', '/products/marketing/{slug}', '/products/marketing/inconnue', 404);
    await expectDocumented('GET', '/products/marketing/{slug}', '/products/marketing/Inconnue', 400);
    await expectDocumented('GET', '/platform/terms-of-use', '/platform/terms-of-use', 200);
    await expectDocumented('GET', '/platform/legal-mentions', '/platform/legal-mentions', 200);
    await expectDocumented('GET', '/platform/footer', '/platform/footer', 200);
    await expectDocumented('GET', '/platform/top-promotions', '/platform/top-promotions', 200);
    await expectDocumented('GET', '/platform/franco', '/platform/franco', 200);
    await expectDocumented(
      'GET',
      '/locations/{module}',
      url('/locations/location_relay', { columnFilters: '{"type":"parcel_pickup_point","territory":"MQ"}' }),
      200,
    );
    await expectDocumented(
      'GET',
      '/locations/{module}',
      url('/locations/location_relay', { columnFilters: '{' }),
      400,
    );
    await expectDocumented(
      'GET',
      '/locations/merchants/{id}',
      '/locations/merchants/pei-saveurs?attrRef=sku',
      200,
    );
    await expectDocumented('GET', '/locations/merchants/{id}', '/locations/merchants/inconnu', 404);
  });

  it('the contact form and the operator API', async () => {
    const contact = {
      name: 'Léa Martin',
      email: 'openapi@example.test',
      subject: 'other',
      message: 'Un message assez long pour passer.',
      recaptchaData: 'ok',
    };
    await expectDocumented('POST', '/platform/contact', '/platform/contact', 201, { payload: contact });
    await expectDocumented('POST', '/platform/contact', '/platform/contact', 400, {
      payload: { ...contact, message: 'court' },
    });
    const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };
    await expectDocumented('GET', '/operator/content/sources', '/operator/content/sources', 200, {
      headers: auth,
    });
    await expectDocumented('POST', '/operator/content/import', '/operator/content/import', 200, {
      headers: auth,
      payload: {},
    });
    await expectDocumented('PUT', '/operator/content/pages/{slug}', '/operator/content/pages/a-propos', 401, {
      payload: { title: 'x', body: 'y' },
    });
  });
});
