import type { ApiError, Product, ProductPage, Shop } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BASE_URL, testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

async function one<Row>(sql: string, params: unknown[] = []): Promise<Row> {
  const { db } = await testDatabase();
  const [row] = await db.query<Row>(sql, params);
  expect(row, sql).toBeDefined();
  return row!;
}

const bySlug = (slug: string, region = 'martinique', locale?: string) =>
  getOk<Product>(url(`/products/slug/${encodeURIComponent(slug)}`, { locale }), { region });

const currentOf = (offer: NonNullable<Product['defaultOffer']>) =>
  offer.isDiscountActive && offer.discountPrice ? offer.discountPrice : offer.price;

/** What every product reply holds whatever its kind. */
function expectConsistentOffers(product: Product) {
  const prices = product.offers.map((o) => currentOf(o).taxIncluded);
  expect(prices, 'offers cheapest first').toEqual([...prices].sort((a, b) => a - b));
  const expected = product.offers.find((o) => o.stockQuantity > 0) ?? product.offers[0] ?? null;
  expect(product.defaultOffer?.id ?? null).toBe(expected?.id ?? null);
  expect(product.defaultOfferId).toBe(expected?.id ?? null);
  if (expected) expect(product.taxIncludedPrice).toBe(currentOf(expected).taxIncluded);
  for (const offer of product.offers) {
    expect(offer.maximalOrderQuantity).toBeGreaterThanOrEqual(0);
    expect(offer.packSize).toBe(product.packSize);
    expect(offer.shopName).toEqual(expect.any(String));
  }
}

describe('GET /products/slug/{slug}: a simple product', () => {
  let row: { reference: string; slug: string; picture_count: number; category_rel_path: string };
  let product: Product;
  beforeAll(async () => {
    row = await one(
      `SELECT p.reference, p.slug, p.picture_count, p.category_rel_path FROM products p
       WHERE p.parent_id IS NULL AND p.configurable_attributes = '{}' AND p.picture_count >= 2
         AND jsonb_array_length(p.notices) > 0
         AND (SELECT count(*) FROM offers o WHERE o.product_id = p.id AND o.territory = 'MQ') >= 2
       ORDER BY p.id LIMIT 1`,
    );
    product = await bySlug(row.slug);
  });

  it('has its fields, media URLs and region paths', () => {
    expect(product).toMatchObject({
      reference: row.reference,
      slug: row.slug,
      isConfigurable: false,
      configurableAttributes: [],
      selectedAttributes: {},
      children: [],
      defaultChildSlug: null,
      categoryPaths: [`martinique/${row.category_rel_path}`],
    });
    expect(product.gallery).toHaveLength(row.picture_count);
    expect(product.pictureCover).toEqual(product.gallery[0]);
    expect(product.gallery[1]).toEqual({
      title: expect.any(String),
      src: `${MEDIA_BASE_URL}/media/products/${row.reference}/1/large.svg`,
      srcMedium: `${MEDIA_BASE_URL}/media/products/${row.reference}/1/medium.svg`,
      srcThumb: `${MEDIA_BASE_URL}/media/products/${row.reference}/1/thumb.svg`,
    });
    for (const notice of product.notices) {
      expect(notice.url).toMatch(new RegExp(`^${MEDIA_BASE_URL}/media/notices/REF-[0-9]+[a-z-]*\\.pdf$`));
    }
  });

  it('shows its characteristics without the internal attributes', () => {
    const names = Object.keys(product.attributeValuesByAttributeName);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('code_erp');
    expect(names).not.toContain('code_douane');
    for (const value of Object.values(product.attributeValuesByAttributeName)) {
      expect(value).toMatchObject({ label: expect.any(String), value: expect.any(String) });
    }
  });

  it('lists its offers in the region, cheapest first, with the default offer', () => {
    expect(product.offers.length).toBeGreaterThanOrEqual(2);
    expectConsistentOffers(product);
    expect(product.stockQuantity).toBe(product.defaultOffer!.stockQuantity);
  });

  it('translates the attribute labels with locale=en', async () => {
    const english = await bySlug(row.slug, 'martinique', 'en');
    const name = Object.keys(product.attributeValuesByAttributeName)[0]!;
    const { db } = await testDatabase();
    const [labels] = await db.query<{ label_en: string }>('SELECT label_en FROM attributes WHERE name = $1', [
      name,
    ]);
    expect(english.attributeValuesByAttributeName[name]?.label).toBe(labels!.label_en);
    expect(english.name).toBe(product.name);
  });

  it('answers 404 product-not-found for an unknown slug', async () => {
    await getError('/products/slug/aucun-produit-de-ce-nom', 404, 'product-not-found');
  });

  it('brings its related products whole with include=related, as /products/references gives them', async () => {
    const { slug } = await one<{ slug: string }>(
      `SELECT p.slug FROM products p WHERE p.parent_id IS NULL AND cardinality(p.related) >= 2
       ORDER BY p.id LIMIT 1`,
    );
    const plain = await bySlug(slug);
    expect(plain.relatedProducts).toBeUndefined();
    const withRelated = await getOk<Product>(
      url(`/products/slug/${encodeURIComponent(slug)}`, { include: 'related' }),
      { region: 'martinique' },
    );
    const references = await getOk<Product[]>(
      url('/products/references', { referenceList: plain.relatedProduct.join(',') }),
      { region: 'martinique' },
    );
    expect(withRelated.relatedProducts).toEqual(references);
    expect(withRelated.relatedProducts!.length).toBeGreaterThanOrEqual(2);
    const { relatedProducts: _, ...rest } = withRelated;
    expect(rest).toEqual(plain);
    await getError(
      url(`/products/slug/${encodeURIComponent(slug)}`, { include: 'offers' }),
      400,
      'invalid-request',
    );
  });

  it("brings a variant's slug its parent's related products", async () => {
    const { slug, related } = await one<{ slug: string; related: string[] }>(
      `SELECT v.slug, p.related FROM products v JOIN products p ON p.id = v.parent_id
       WHERE cardinality(p.related) >= 1 ORDER BY v.id LIMIT 1`,
    );
    const withRelated = await getOk<Product>(
      url(`/products/slug/${encodeURIComponent(slug)}`, { include: 'related' }),
      { region: 'martinique' },
    );
    expect(withRelated.relatedProduct).toEqual(related);
    const references = await getOk<Product[]>(
      url('/products/references', { referenceList: related.join(',') }),
      {
        region: 'martinique',
      },
    );
    expect(withRelated.relatedProducts).toEqual(references);
  });
});

describe('GET /products/slug/{slug}: a configurable product', () => {
  let parent: { id: string; reference: string; slug: string; configurable_attributes: string[] };
  let variants: { reference: string; slug: string; attributes: Record<string, string> }[];
  let product: Product;
  beforeAll(async () => {
    parent = await one(
      `SELECT p.id::text, p.reference, p.slug, p.configurable_attributes FROM products p
       WHERE p.configurable_attributes <> '{}'
         AND (SELECT count(*) FROM products v WHERE v.parent_id = p.id) >= 3
         AND (SELECT count(DISTINCT o.product_id) FROM offers o WHERE o.listing_product_id = p.id AND o.territory = 'MQ' AND o.stock > 0) >= 2
       ORDER BY p.id LIMIT 1`,
    );
    const { db } = await testDatabase();
    variants = await db.query(
      'SELECT reference, slug, attributes FROM products WHERE parent_id = $1 ORDER BY id',
      [parent.id],
    );
    product = await bySlug(parent.slug);
  });

  it('has its variants as children, with their selected attributes', () => {
    expect(product.isConfigurable).toBe(true);
    expect(product.children.map((c) => c.reference)).toEqual(variants.map((v) => v.reference));
    for (const child of product.children) {
      const variant = variants.find((v) => v.reference === child.reference)!;
      expect(child.slug).toBe(variant.slug);
      expect(child.isConfigurable).toBe(false);
      expect(child.children).toEqual([]);
      expect(Object.keys(child.selectedAttributes)).toEqual(parent.configurable_attributes);
      for (const name of parent.configurable_attributes) {
        expect(child.selectedAttributes[name]).toBe(variant.attributes[name]);
      }
      expectConsistentOffers(child);
    }
  });

  it('lists the configurable attributes with every value a variant has', () => {
    expect(product.configurableAttributes.map((a) => a.name)).toEqual(parent.configurable_attributes);
    for (const attribute of product.configurableAttributes) {
      expect(attribute.label).toEqual(expect.any(String));
      expect([...attribute.values].sort()).toEqual(
        [...new Set(variants.map((v) => v.attributes[attribute.name]!))].sort(),
      );
    }
  });

  it('shows its default child: the cheapest in stock, whose offers and price it carries', () => {
    const child = product.children.find((c) => c.slug === product.defaultChildSlug)!;
    expect(child).toBeDefined();
    const inStock = product.children.filter((c) => c.defaultOffer && c.stockQuantity > 0);
    expect(child.taxIncludedPrice).toBe(Math.min(...inStock.map((c) => c.taxIncludedPrice!)));
    expect(product.defaultOfferId).toBe(child.defaultOfferId);
    expect(product.taxIncludedPrice).toBe(child.taxIncludedPrice);
    expect(product.offers.map((o) => o.id)).toEqual(child.offers.map((o) => o.id));
    expect(product.stockQuantity).toBe(product.children.reduce((sum, c) => sum + c.stockQuantity, 0));
  });

  it('answers a variant slug with its parent, that variant as default child', async () => {
    for (const variant of variants) {
      const reply = await bySlug(variant.slug);
      expect(reply.reference).toBe(parent.reference);
      expect(reply.defaultChildSlug).toBe(variant.slug);
      const child = reply.children.find((c) => c.slug === variant.slug)!;
      expect(reply.defaultOfferId).toBe(child.defaultOfferId);
      expect(reply.taxIncludedPrice).toBe(child.taxIncludedPrice);
    }
  });

  it('is listed without its children but with its default child', async () => {
    const page = await getOk<ProductPage>(url('/products/search', { searchTerm: product.name, size: 100 }));
    const listed = page.products.find((p) => p.reference === parent.reference)!;
    expect(listed).toBeDefined();
    expect(listed.children).toEqual([]);
    expect(listed.defaultChildSlug).toBe(product.defaultChildSlug);
    expect(listed.taxIncludedPrice).toBe(product.taxIncludedPrice);
  });
});

describe('GET /products/references', () => {
  const references = (list: string) =>
    getOk<Product[]>(url('/products/references', { referenceList: list })).then((products) =>
      products.map((p) => p.reference),
    );

  it('keeps the order asked and leaves unknown references out', async () => {
    expect(await references('REF-000003,REF-000001,REF-999999,REF-000002')).toEqual([
      'REF-000003',
      'REF-000001',
      'REF-000002',
    ]);
    expect(await references(' REF-000002 , REF-000002,,REF-000001 ')).toEqual(['REF-000002', 'REF-000001']);
    expect(await references('REF-999999')).toEqual([]);
  });

  it('gives a variant by its reference, alone or with its parent', async () => {
    const parent = await one<{ reference: string; variant: string }>(
      `SELECT p.reference, min(v.reference) AS variant FROM products p JOIN products v ON v.parent_id = p.id
       GROUP BY p.id ORDER BY p.id LIMIT 1`,
    );
    const products = await getOk<Product[]>(
      url('/products/references', { referenceList: `${parent.variant},${parent.reference}` }),
    );
    expect(products.map((p) => p.reference)).toEqual([parent.variant, parent.reference]);
    expect(products[0]!.isConfigurable).toBe(false);
    expect(Object.keys(products[0]!.selectedAttributes).length).toBeGreaterThan(0);
    expect(products[1]!.isConfigurable).toBe(true);
    expect(products[1]!.children.map((c) => c.reference)).toContain(parent.variant);
  });

  it('accepts 100 references and refuses 101 with 400', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `REF-${String(i + 1).padStart(6, '0')}`);
    expect(await references(list(100).join(','))).toHaveLength(100);
    await getError(
      url('/products/references', { referenceList: list(101).join(',') }),
      400,
      'invalid-request',
    );
  });

  it('refuses a missing or empty list with 400', async () => {
    await getError('/products/references', 400, 'invalid-request');
    await getError('/products/references?referenceList=', 400, 'invalid-request');
    await getError('/products/references?referenceList=,,', 400, 'invalid-request');
  });
});

describe('GET /products/seller', () => {
  it('lists the products a seller offers in the region, as many as its productCount', async () => {
    const shops = await getOk<Shop[]>('/shops', { region: 'guadeloupe' });
    for (const shop of shops.slice(0, 4)) {
      const ids = new Set<string>();
      for (let page = 0; ; page++) {
        const reply = await getOk<ProductPage>(
          url('/products/seller', { shopId: shop.id, size: 100, page }),
          {
            region: 'guadeloupe',
          },
        );
        expect(reply.total, shop.id).toBe(shop.productCount);
        for (const product of reply.products) {
          ids.add(product.id);
          if (!product.isConfigurable) expect(product.offers.map((o) => o.shopId)).toContain(shop.id);
        }
        if (page + 1 >= reply.totalPages) break;
      }
      expect(ids.size).toBe(shop.productCount);
    }
  });

  it('sorts and filters like a category listing', async () => {
    const [shop] = await getOk<Shop[]>('/shops', { region: 'guadeloupe' });
    const reply = await getOk<ProductPage>(
      url('/products/seller', { shopId: shop!.id, sort: 'price,desc', size: 100 }),
      {
        region: 'guadeloupe',
      },
    );
    const prices = reply.products.map((p) => p.taxIncludedPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(reply.filters.length).toBeGreaterThan(0);
  });

  it('answers 404 shop-not-found for an unknown seller and 400 without shopId', async () => {
    await getError(url('/products/seller', { shopId: 'vendeur-inconnu' }), 404, 'shop-not-found');
    const error = await getError('/products/seller', 400, 'invalid-request');
    expect((error as ApiError).errorData).toBeDefined();
  });
});
