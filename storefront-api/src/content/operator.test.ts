import type { ApiError, ContentPage, Faq, Footer, HomeMarketing, Location, TopBanner } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { memoryMailer } from '../mail/mailer.js';
import { MEDIA_BASE_URL, TEST_OPERATOR_KEY, testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';
import { importContent } from './import.js';
import * as repository from './repository.js';
import { DEFAULT_CONTENT_DIR } from './settings.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function operator(
  method: Method,
  path: string,
  payload?: unknown,
  key: string | null = TEST_OPERATOR_KEY,
) {
  const app = await testApp();
  const response = await app.inject({
    method,
    url: path,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const text = response.body;
  return {
    status: response.statusCode,
    body: (text ? JSON.parse(text) : null) as unknown,
    headers: response.headers,
  };
}

const page = (title: string, body: string) => ({
  title,
  body,
  seo: { title: `${title} – SEO`, description: null },
});

beforeAll(async () => {
  await testApp();
  const { db } = await testDatabase();
  await importContent(db, repository, DEFAULT_CONTENT_DIR, { force: true });
});

afterAll(async () => {
  const { db } = await testDatabase();
  await repository.deletePage(db, 'offre-du-moment');
  await db.query(`DELETE FROM content_sources WHERE item = 'page:offre-du-moment'`);
  await importContent(db, repository, DEFAULT_CONTENT_DIR, { force: true });
});

describe('the content operator API', () => {
  it('is refused without the operator key, or with a wrong one', async () => {
    const calls: [Method, string, unknown][] = [
      ['POST', '/operator/content/import', {}],
      ['GET', '/operator/content/sources', undefined],
      ['PUT', '/operator/content/pages/a-propos', page('Piraté', 'Piraté')],
      ['DELETE', '/operator/content/pages/a-propos', undefined],
      ['PUT', '/operator/content/home', {}],
      ['PUT', '/operator/content/footer', {}],
      ['PUT', '/operator/content/top-banner', { items: [] }],
      ['PUT', '/operator/content/faq', { entries: [] }],
      ['PUT', '/operator/content/locations', { locations: [] }],
    ];
    for (const [method, path, payload] of calls) {
      for (const key of [null, 'not-the-key', `${TEST_OPERATOR_KEY}x`]) {
        const reply = await operator(method, path, payload, key);
        expect(reply.status, `${method} ${path} ${key}`).toBe(401);
        expect((reply.body as ApiError).errorCode).toBe('operator-unauthorized');
      }
    }
    expect((await getOk<ContentPage>('/products/marketing/a-propos')).title).toBe('Qui sommes-nous ?');
    expect((await getOk<TopBanner>('/platform/top-promotions')).items.length).toBeGreaterThan(0);
  });

  it('does not exist when no operator key is configured', async () => {
    const { db } = await testDatabase();
    const app = await buildApp({
      db,
      mediaBaseUrl: MEDIA_BASE_URL,
      mailer: memoryMailer(),
      captcha: { provider: 'none' },
    });
    try {
      const response = await app.inject({
        method: 'PUT',
        url: '/operator/content/top-banner',
        payload: { items: [] },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('creates and replaces a page, sanitised like a file', async () => {
    const created = await operator(
      'PUT',
      '/operator/content/pages/offre-du-moment',
      page(
        'Offre du moment',
        '## Les rhums <script>alert(1)</script>\n\nÀ découvrir <img src="x" onerror="alert(2)"> [ici](javascript:alert(3)) ou [là](categorie/epicerie-fine).',
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const served = await getOk<ContentPage>('/products/marketing/offre-du-moment', { region: null });
    expect(served).toEqual(created.body);
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(served.description).not.toContain(bad);
    expect(served.description).toContain('<h2 id="les-rhums">Les rhums</h2>');
    expect(served.description).toContain('<a href="categorie/epicerie-fine">là</a>');
    expect(served.seo).toEqual({ title: 'Offre du moment – SEO', description: null });

    const replaced = await operator(
      'PUT',
      '/operator/content/pages/offre-du-moment',
      page('Offre du jour', 'Nouveau texte.'),
    );
    expect((replaced.body as ContentPage).title).toBe('Offre du jour');
    expect(replaced.headers['cache-control']).toBe('no-store');
  });

  it('refuses a bad page: slug, shape, empty once sanitised', async () => {
    expect((await operator('PUT', '/operator/content/pages/Offre', page('x', 'y'))).status).toBe(400);
    const shape = await operator('PUT', '/operator/content/pages/offre-du-moment', {
      title: '',
      body: 'x',
      extra: 1,
    });
    expect(shape.status).toBe(400);
    expect((shape.body as ApiError).errorCode).toBe('invalid-request');
    const empty = await operator(
      'PUT',
      '/operator/content/pages/offre-du-moment',
      page('Vide', '<script>alert(1)</script>'),
    );
    expect(empty.status).toBe(400);
    expect((empty.body as ApiError).errorCode).toBe('invalid-content');
  });

  it('removes a page', async () => {
    await operator('PUT', '/operator/content/pages/offre-du-moment', page('À retirer', 'Bientôt retirée.'));
    expect((await operator('DELETE', '/operator/content/pages/offre-du-moment')).status).toBe(204);
    await getError('/products/marketing/offre-du-moment', 404, 'content-not-found');
    expect((await operator('DELETE', '/operator/content/pages/offre-du-moment')).status).toBe(404);
  });

  it('replaces the top banner, checking its dates and links', async () => {
    const items = [
      {
        id: 'soldes-ete',
        startDate: '2026-07-01',
        endDate: '2026-07-31T22:00:00Z',
        title: 'Soldes d’été',
        buttonLabel: 'Voir',
        buttonUrl: 'promotions',
        isEvent: true,
      },
    ];
    const reply = await operator('PUT', '/operator/content/top-banner', { items });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await getOk<TopBanner>('/platform/top-promotions')).toEqual({
      items: [
        {
          ...items[0],
          isActive: true,
          titleKey: null,
          buttonLabelKey: null,
        },
      ],
    });
    for (const bad of [
      [{ ...items[0], startDate: '2026-08-01' }],
      [{ ...items[0], endDate: '31/07/2026' }],
      [{ ...items[0], buttonUrl: 'javascript:alert(1)' }],
      [{ ...items[0], buttonUrl: '//evil.example/x' }],
      [items[0], items[0]],
    ]) {
      expect(
        (await operator('PUT', '/operator/content/top-banner', { items: bad })).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it('replaces the footer, refusing a link that is neither an internal path nor https', async () => {
    const footer = await getOk<Footer>('/platform/footer');
    const changed = { ...footer, contactEmail: 'aide@boutique-des-outre-mer.fr' };
    const reply = await operator('PUT', '/operator/content/footer', changed);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await getOk<Footer>('/platform/footer')).toEqual(changed);
    const evil = structuredClone(footer);
    evil.columns[0]!.items[0]!.slug = 'javascript:alert(1)';
    const refused = await operator('PUT', '/operator/content/footer', evil);
    expect(refused.status).toBe(400);
    expect((refused.body as ApiError).errorCode).toBe('invalid-content');
  });

  it('replaces the FAQ with sanitised answers', async () => {
    const reply = await operator('PUT', '/operator/content/faq', {
      entries: [
        {
          id: 'q1',
          topic: 'Livraison',
          question: 'Livrez-vous le samedi ?',
          answer: 'Oui <b onmouseover="x()">souvent</b>.',
        },
      ],
    });
    expect(reply.status).toBe(200);
    expect(await getOk<Faq>('/products/marketing/faq')).toEqual({
      entries: [
        {
          id: 'q1',
          topic: 'Livraison',
          question: 'Livrez-vous le samedi ?',
          answer: '<p>Oui <b>souvent</b>.</p>',
        },
      ],
    });
  });

  it('replaces the home blocks; a missing picture is refused', async () => {
    const home = {
      slider: [
        {
          id: 'unique',
          title: 'Une seule diapositive',
          link: 'https://example.com/partenaire',
          image: { desktop: 'slide-saveurs-desktop.svg', mobile: 'slide-saveurs-mobile.svg', alt: '' },
        },
      ],
    };
    expect((await operator('PUT', '/operator/content/home', home)).status).toBe(204);
    const served = await getOk<HomeMarketing>(url('/products/marketing/homepage', { section: 'marketing' }));
    expect(served.slider).toEqual([
      {
        id: 'unique',
        title: 'Une seule diapositive',
        description: null,
        label: null,
        link: { url: 'https://example.com/partenaire', external: true },
        image: {
          desktop: {
            url: `${MEDIA_BASE_URL}/media/content/slide-saveurs-desktop.svg`,
            alt: '',
            width: 1600,
            height: 500,
          },
          mobile: {
            url: `${MEDIA_BASE_URL}/media/content/slide-saveurs-mobile.svg`,
            alt: '',
            width: 520,
            height: 520,
          },
        },
      },
    ]);
    expect(served.universes).toEqual([]);
    const missing = structuredClone(home);
    missing.slider[0]!.image.desktop = 'absente.svg';
    const refused = await operator('PUT', '/operator/content/home', missing);
    expect(refused.status).toBe(400);
    expect((refused.body as ApiError).errorMessage).toContain('absente.svg');
  });

  it('replaces the locations', async () => {
    const location = {
      id: 'relais-test',
      module: 'location_relay',
      type: 'parcel_pickup_point',
      territory: 'GP',
      name: 'Relais de test',
      street: '1 rue du Test',
      postCode: '97110',
      city: 'Pointe-à-Pitre',
      country: 'GP',
    };
    const reply = await operator('PUT', '/operator/content/locations', { locations: [location] });
    expect(reply.body).toEqual({ count: 1 });
    expect(await getOk<Location[]>('/locations/location_relay')).toEqual([
      { ...location, latitude: null, longitude: null, phone: null, skus: [] },
    ]);
    const bad = await operator('PUT', '/operator/content/locations', {
      locations: [{ ...location, territory: 'FR' }],
    });
    expect(bad.status).toBe(400);
  });

  it('imports the files on demand, and tells where each item came from', async () => {
    const sources = (await operator('GET', '/operator/content/sources')).body as {
      item: string;
      changedBy: string;
    }[];
    expect(sources.find((s) => s.item === 'block:faq')?.changedBy).toBe('operator');
    // The files did not change: the operator's changes stay.
    const kept = await operator('POST', '/operator/content/import', {});
    expect((kept.body as { imported: string[] }).imported).toEqual([]);
    expect((await getOk<Faq>('/products/marketing/faq')).entries).toHaveLength(1);
    const forced = await operator('POST', '/operator/content/import', { force: true });
    expect((forced.body as { replacedOperatorChanges: string[] }).replacedOperatorChanges).toEqual(
      expect.arrayContaining(['block:faq', 'block:footer', 'block:home', 'block:top-banner', 'locations']),
    );
    expect((await getOk<Faq>('/products/marketing/faq')).entries.length).toBeGreaterThanOrEqual(10);
  });
});
