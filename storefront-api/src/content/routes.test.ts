import type { ContentPage, Faq, Footer, HomeMarketing, HomeSection, Location, TopBanner } from '@shop/domain';
import { isInDateWindow } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BASE_URL, testApp, testDatabase } from '../testing/database.js';
import { get, getError, getOk, url } from '../testing/http.js';
import { importContent } from './import.js';
import * as repository from './repository.js';
import { DEFAULT_CONTENT_DIR } from './settings.js';

const HOMEPAGE = '/products/marketing/homepage';

/** Every page the footer links to (spec 2.1 `cms/{slug}`), and the pages the platform calls name. */
const FOOTER_PAGES = [
  'a-propos',
  'guide-d-achat',
  'livraison',
  'politique-de-retour',
  'conditions-generales',
  'conditions-generales-de-vente',
  'conditions-d-utilisation',
  'mentions-legales',
  'politique-de-confidentialite',
  'gestion-des-cookies',
  'devenir-vendeur-inscription',
  'become_seller',
];

beforeAll(async () => {
  await testApp();
  const { db } = await testDatabase();
  const report = await importContent(db, repository, DEFAULT_CONTENT_DIR, { force: true });
  expect(report.errors).toEqual([]);
});

describe('content pages', () => {
  it('serves every page of the footer by slug, with a title, a body and heading ids', async () => {
    for (const slug of FOOTER_PAGES) {
      const page = await getOk<ContentPage>(`/products/marketing/${slug}`);
      expect(page.slug).toBe(slug);
      expect(page.title.length, slug).toBeGreaterThan(3);
      expect(page.description.length, slug).toBeGreaterThan(300);
      expect(page.description, slug).toMatch(/<h2 id="[a-z0-9-]+">/u);
      expect(page.description, `${slug}: no lorem ipsum`).not.toMatch(/lorem|ipsum/iu);
      expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt);
    }
  });

  it('serves the delivery, seller, terms-of-use and legal-mentions pages under their platform paths', async () => {
    const pairs: [string, string][] = [
      ['/products/marketing/delivery', 'livraison'],
      ['/products/marketing/become_seller', 'become_seller'],
      ['/platform/terms-of-use', 'conditions-d-utilisation'],
      ['/platform/legal-mentions', 'mentions-legales'],
    ];
    for (const [path, slug] of pairs) {
      expect(await getOk<ContentPage>(path)).toEqual(await getOk<ContentPage>(`/products/marketing/${slug}`));
    }
  });

  it('gives headings ids a URL hash leads to (the top banner links to them)', async () => {
    const page = await getOk<ContentPage>('/products/marketing/livraison');
    expect(page.description).toContain('<h2 id="prix-tout-compris">Prix tout compris</h2>');
    expect(page.description).toContain('<h2 id="livraison-offerte">Livraison offerte</h2>');
    const guide = await getOk<ContentPage>('/products/marketing/guide-d-achat');
    expect(guide.purchase_guide).toContain('<h2 id="en-resume">En résumé</h2>');
    expect(guide.seo).toEqual({ title: expect.any(String), description: expect.any(String) });
  });

  it('makes internal links absolute for the region and locale asked, and leaves them relative without a region', async () => {
    const page = await getOk<ContentPage>(url('/products/marketing/livraison', { locale: 'fr' }), {
      region: 'guadeloupe',
    });
    expect(page.description).toContain('<a href="/guadeloupe/fr/contact">');
    const bare = await getOk<ContentPage>('/products/marketing/livraison', { region: null });
    expect(bare.description).toContain('<a href="contact">');
    await getError('/products/marketing/livraison', 400, 'unknown-root-category', { region: 'atlantide' });
  });

  it('answers 404 content-not-found for an unknown slug', async () => {
    const error = await getError('/products/marketing/page-qui-n-existe-pas', 404, 'content-not-found');
    expect(error.errorMessage).toContain('page-qui-n-existe-pas');
  });

  it('answers 400 for a slug that is not [a-z0-9_-]{1,80}', async () => {
    for (const slug of [
      'A-Propos',
      'a%20propos',
      'a.propos',
      '%C3%A9t%C3%A9',
      'x'.repeat(81),
      "a'b",
      '%3Cscript%3E',
    ]) {
      await getError(`/products/marketing/${slug}`, 400, 'invalid-request');
    }
    await getError(url('/products/marketing/a-propos', { locale: 'de' }), 400, 'invalid-request');
  });
});

describe('GET /products/marketing/faq', () => {
  it('lists about ten questions by topic, answers in sanitised HTML', async () => {
    const faq = await getOk<Faq>('/products/marketing/faq');
    expect(faq.entries.length).toBeGreaterThanOrEqual(10);
    const topics = [...new Set(faq.entries.map((e) => e.topic))];
    expect(topics).toEqual(expect.arrayContaining(['Livraison', 'Paiement', 'Retours et remboursements']));
    for (const entry of faq.entries) {
      expect(entry.question).toMatch(/\?$/u);
      expect(entry.answer).toMatch(/^<p>/u);
    }
  });
});

describe('GET /platform/footer and /platform/top-promotions', () => {
  it('gives the three columns with the footer’s slugs, annex, reassurance, social links and e-mail', async () => {
    const footer = await getOk<Footer>('/platform/footer');
    expect(footer.columns.map((c) => c.key)).toEqual(['about', 'services', 'legal']);
    const slugs = footer.columns.flatMap((c) => c.items.map((i) => i.slug));
    for (const slug of FOOTER_PAGES.filter(
      (s) => s !== 'become_seller' && s !== 'conditions-generales-de-vente',
    ))
      expect(slugs).toContain(`cms/${slug}`);
    expect(slugs).toContain('conditions-generales-de-vente');
    const terms = footer.columns[2]!.items.find((i) => i.slug === 'conditions-generales-de-vente');
    expect(terms?.target).toBe('_blank');
    expect(footer.annex.length).toBeGreaterThan(0);
    expect(footer.reassurance.map((r) => r.icon)).toEqual(['truck', 'lock', 'headset', 'store']);
    for (const social of footer.social) expect(social.url).toMatch(/^https:\/\//u);
    expect(footer.contactEmail).toMatch(/@/u);
  });

  it('every internal page the footer links to exists', async () => {
    const footer = await getOk<Footer>('/platform/footer');
    const items = [...footer.columns.flatMap((c) => c.items), ...footer.annex];
    for (const item of items.filter((i) => i.slug?.startsWith('cms/'))) {
      await getOk<ContentPage>(`/products/marketing/${item.slug!.slice(4)}`);
    }
  });

  it('gives every top banner item with its flags and dates: the all-included notice and Black Friday 2025', async () => {
    const { items } = await getOk<TopBanner>('/platform/top-promotions');
    const always = items.find((i) => i.id === 'prix-tout-compris');
    expect(always).toMatchObject({ isActive: true, startDate: null, endDate: null, isEvent: false });
    expect(always?.title).toMatch(/^Prix tout compris/u);
    const blackFriday = items.find((i) => i.id === 'black-friday-2025');
    expect(blackFriday).toMatchObject({
      isActive: true,
      startDate: '2025-11-07',
      endDate: '2025-11-15',
      isEvent: true,
    });
    const at = (iso: string) => isInDateWindow(blackFriday!, new Date(iso));
    expect([
      at('2025-11-06T23:59:59Z'),
      at('2025-11-07T00:00:00Z'),
      at('2025-11-15T23:59:59Z'),
      at('2025-11-16T00:00:00Z'),
    ]).toEqual([false, true, true, false]);
  });
});

describe('GET /platform/franco', () => {
  it('answers the region’s threshold from the table the cart reads', async () => {
    const { db } = await testDatabase();
    const rows = await db.query<{ territory: string; amount: number }>(
      'SELECT territory, amount FROM franco_thresholds',
    );
    const amount = (code: string) => rows.find((r) => r.territory === code)?.amount ?? null;
    expect(await getOk('/platform/franco', { region: 'martinique' })).toEqual({ threshold: amount('MQ') });
    expect(await getOk('/platform/franco', { region: 'reunion' })).toEqual({ threshold: amount('RE') });
    await getError('/platform/franco', 400, 'unknown-root-category', { region: 'atlantide' });
  });

  it('answers null for a region without threshold', async () => {
    const { db } = await testDatabase();
    const [row] = await db.query<{ amount: number }>(
      `DELETE FROM franco_thresholds WHERE territory = 'BL' RETURNING amount`,
    );
    try {
      expect(await getOk('/platform/franco', { region: 'saint-barthelemy' })).toEqual({ threshold: null });
    } finally {
      await db.query(`INSERT INTO franco_thresholds (territory, amount) VALUES ('BL', $1)`, [row!.amount]);
    }
  });
});

describe('GET /products/marketing/homepage?section=marketing', () => {
  it('gives the region’s slides (3 to 4), universes, featured blocks, category tiles, sections and SEO', async () => {
    const home = await getOk<HomeMarketing>(url(HOMEPAGE, { section: 'marketing' }));
    expect(home.slider.length).toBeGreaterThanOrEqual(3);
    expect(home.slider.length).toBeLessThanOrEqual(4);
    for (const slide of home.slider) {
      expect(slide.image.desktop).toMatchObject({ width: 1600, height: 500 });
      expect(slide.image.mobile).toMatchObject({ width: 520, height: 520 });
      expect(slide.image.desktop.url).toMatch(
        new RegExp(`^${MEDIA_BASE_URL}/media/content/[a-z0-9-]+\\.svg$`, 'u'),
      );
    }
    expect(home.universes.length).toBeGreaterThan(0);
    expect(home.featuredBlock.length).toBeGreaterThan(0);
    expect(home.sectionBlocks.length).toBeGreaterThan(0);
    expect(home.seo?.title).toBeTruthy();
  });

  it('shows a slide only in the regions it is for', async () => {
    const ids = async (region: string) =>
      (await getOk<HomeMarketing>(url(HOMEPAGE, { section: 'marketing' }), { region })).slider.map(
        (s) => s.id,
      );
    expect(await ids('martinique')).toContain('la-case-au-frais');
    expect(await ids('saint-barthelemy')).not.toContain('la-case-au-frais');
    expect(await ids('saint-barthelemy')).toContain('bienvenue');
  });

  it('names categories that exist in every region', async () => {
    const { db } = await testDatabase();
    const home = await getOk<HomeMarketing>(url(HOMEPAGE, { section: 'marketing' }));
    expect(home.categoryTiles.length).toBeGreaterThanOrEqual(6);
    for (const tile of home.categoryTiles) {
      const rows = await db.query<{ n: number }>(
        'SELECT count(DISTINCT territory)::int AS n FROM categories WHERE rel_path = $1',
        [tile.categorySlug],
      );
      expect(rows[0]!.n, tile.categorySlug).toBe(6);
    }
  });

  it('serves the pictures it names, with their size', async () => {
    const home = await getOk<HomeMarketing>(url(HOMEPAGE, { section: 'marketing' }));
    const images = [
      ...home.slider.flatMap((s) => [s.image.desktop, s.image.mobile]),
      ...home.universes.map((u) => u.image),
      ...home.categoryTiles.map((t) => t.image),
    ];
    for (const image of images) {
      const reply = await get(image.url.slice(MEDIA_BASE_URL.length));
      expect(reply.status, image.url).toBe(200);
      expect(reply.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(reply.payload.length).toBeLessThan(20_000);
      expect(reply.payload.toString()).toContain(`width="${image.width}" height="${image.height}"`);
    }
    await getError('/media/content/absent.svg', 404, 'not-found');
    await getError('/media/content/..%2Fhome.json', 400, 'invalid-request');
  });

  it('links to products by id, or by slug with replaceIdBy=slug', async () => {
    const { db } = await testDatabase();
    const [product] = await db.query<{ id: string; slug: string }>(
      `SELECT id::text, slug FROM products WHERE reference = 'REF-000056'`,
    );
    const link = async (query: Record<string, string>) =>
      (await getOk<HomeMarketing>(url(HOMEPAGE, { section: 'marketing', ...query }))).featuredBlock.find(
        (f) => f.id === 'coup-de-coeur',
      )?.link;
    expect(await link({})).toEqual({ url: `produit/${product!.id}`, external: false });
    expect(await link({ replaceIdBy: 'slug' })).toEqual({ url: `produit/${product!.slug}`, external: false });
    await getError(url(HOMEPAGE, { section: 'marketing', replaceIdBy: 'name' }), 400, 'invalid-request');
  });

  it('makes the internal links of its HTML absolute for the region', async () => {
    const home = await getOk<HomeMarketing>(url(HOMEPAGE, { section: 'marketing' }), { region: 'guyane' });
    const html = JSON.stringify(home);
    expect(html).not.toMatch(/href=\\"(?!\/guyane\/fr\/|https:|mailto:|#)/u);
  });
});

describe('GET /products/marketing/homepage product sections', () => {
  it('keeps bestsellers and promotions; discount-products is promotions under its own name', async () => {
    const promotions = await getOk<HomeSection>(url(HOMEPAGE, { section: 'promotions', size: 10 }));
    const discounts = await getOk<HomeSection>(url(HOMEPAGE, { section: 'discount-products', size: 10 }));
    expect(discounts.section).toBe('discount-products');
    expect(discounts.products.map((p) => p.id)).toEqual(promotions.products.map((p) => p.id));
    expect(promotions.products.length).toBeGreaterThan(0);
  });

  it('featured-products: the content’s products the region lists, in the content’s order, by SKU or id', async () => {
    const { db } = await testDatabase();
    const bySku = await getOk<HomeSection>(url(HOMEPAGE, { section: 'featured-products', attrRef: 'sku' }));
    expect(bySku.section).toBe('featured-products');
    expect(bySku.products.map((p) => p.reference)).toEqual([
      'REF-000008',
      'REF-000016',
      'REF-000020',
      'REF-000049',
      'REF-000050',
      'REF-000051',
      'REF-000056',
      'REF-000065',
      'REF-000121',
      'REF-000146',
    ]);
    expect(await getOk<HomeSection>(url(HOMEPAGE, { section: 'featured-products' }))).toEqual(bySku);
    expect(
      (await getOk<HomeSection>(url(HOMEPAGE, { section: 'featured-products', size: 3 }))).products,
    ).toHaveLength(3);
    // The content names SKUs: read as ids they name nothing.
    expect(
      (await getOk<HomeSection>(url(HOMEPAGE, { section: 'featured-products', attrRef: 'id' }))).products,
    ).toEqual([]);
    // A product the region does not list is left out.
    const [unlisted] = await db.query<{ reference: string }>(
      `SELECT p.reference FROM products p WHERE p.parent_id IS NULL AND p.reference = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.product_id = p.id AND l.territory = 'BL') LIMIT 1`,
      [bySku.products.map((p) => p.reference)],
    );
    const bl = await getOk<HomeSection>(url(HOMEPAGE, { section: 'featured-products' }), {
      region: 'saint-barthelemy',
    });
    if (unlisted) expect(bl.products.map((p) => p.reference)).not.toContain(unlisted.reference);
    for (const product of bl.products) expect(product.offers.every((o) => o.shopId)).toBe(true);
  });

  it('refuses an unknown section, naming the known ones', async () => {
    const error = await getError(url(HOMEPAGE, { section: 'soldes' }), 400, 'unknown-section');
    expect(error.errorData).toEqual({
      known: ['bestsellers', 'promotions', 'featured-products', 'discount-products', 'marketing'],
    });
    await getError(url(HOMEPAGE, { section: 'featured-products', attrRef: 'ean' }), 400, 'invalid-request');
  });
});

describe('GET /locations/{module}', () => {
  it('lists a territory’s parcel pickup points with the column filter', async () => {
    for (const territory of ['GP', 'GY', 'MQ', 'RE', 'BL', 'MF']) {
      const points = await getOk<Location[]>(
        url('/locations/location_relay', {
          columnFilters: JSON.stringify({ type: 'parcel_pickup_point', territory }),
        }),
      );
      expect(points.length, territory).toBeGreaterThanOrEqual(2);
      for (const point of points) {
        expect(point).toMatchObject({
          module: 'location_relay',
          type: 'parcel_pickup_point',
          territory,
          country: territory,
        });
        expect(point.postCode).toMatch(/^97[0-9]{3}$/u);
        expect(point.phone).toMatch(/^\+/u);
      }
    }
    const all = await getOk<Location[]>('/locations/location_relay');
    expect(new Set(all.map((l) => l.territory)).size).toBe(6);
    expect(await getOk('/locations/module_inconnu')).toEqual([]);
  });

  it('lists hotels and merchants with the SKUs of their products (attrRef=sku)', async () => {
    const hotels = await getOk<Location[]>('/locations/location_hotel?attrRef=sku');
    expect(hotels.length).toBeGreaterThanOrEqual(2);
    const merchants = await getOk<Location[]>('/locations/merchants?attrRef=sku');
    expect(merchants.length).toBeGreaterThanOrEqual(2);
    const { db } = await testDatabase();
    for (const location of [...hotels, ...merchants]) {
      expect(location.skus.length).toBeGreaterThan(0);
      const known = await db.query<{ reference: string }>(
        'SELECT reference FROM products WHERE reference = ANY($1::text[])',
        [location.skus],
      );
      expect(known.length, location.id).toBe(location.skus.length);
    }
    const one = await getOk<Location>(`/locations/merchants/${merchants[0]!.id}?attrRef=sku`);
    expect(one).toEqual(merchants[0]);
    await getError('/locations/merchants/inconnu', 404, 'location-not-found');
  });

  it('refuses bad JSON, unknown keys, a bad module or attrRef with 400', async () => {
    const bad = ['{', '[]', '"x"', '{"type":"parcel_pickup_point","ville":"Cayenne"}', '{"type":3}'];
    for (const columnFilters of bad) {
      await getError(url('/locations/location_relay', { columnFilters }), 400, 'invalid-request');
    }
    await getError('/locations/Location.Relay', 400, 'invalid-request');
    await getError('/locations/location_relay?attrRef=id', 400, 'invalid-request');
    const error = await getError(
      url('/locations/location_relay', { columnFilters: '{"ville":"Cayenne"}' }),
      400,
      'invalid-request',
    );
    expect(error.errorMessage).toContain('ville');
  });
});
