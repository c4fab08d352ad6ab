import { CARD_OMITTED_FIELDS, productCard } from '@shop/domain';
import type { Filter, Product, ProductPage } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

const MODE = 'martinique/mode';

function listing(
  query: { categoryPath?: string; page?: number; size?: number; sort?: string; filters?: object },
  region = 'martinique',
): Promise<ProductPage> {
  const { filters, ...rest } = query;
  return getOk<ProductPage>(
    url('/products/category', {
      categoryPath: MODE,
      ...rest,
      filters: filters ? JSON.stringify(filters) : undefined,
    }),
    { region },
  );
}

/** Every product of a listing, page after page. */
async function everything(query: Parameters<typeof listing>[0], region?: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 0; ; page++) {
    const reply = await listing({ ...query, page, size: 100 }, region);
    products.push(...reply.products);
    if (page + 1 >= reply.totalPages) return products;
  }
}

const counts = (filters: Filter[], name: string) =>
  Object.fromEntries(filters.find((f) => f.name === name)?.values.map((v) => [v.value, v.count]) ?? []);

describe('GET /products/category: pagination', () => {
  it('pages through every product once, with page, size, total and totalPages', async () => {
    const first = await listing({ size: 7 });
    expect(first).toMatchObject({ page: 0, size: 7, sort: 'score,desc' });
    expect(first.total).toBeGreaterThan(20);
    expect(first.totalPages).toBe(Math.ceil(first.total / 7));
    expect(first.products).toHaveLength(7);
    const ids: string[] = [];
    for (let page = 0; page < first.totalPages; page++) {
      const reply = await listing({ size: 7, page });
      expect(reply).toMatchObject({ page, size: 7, total: first.total, totalPages: first.totalPages });
      expect(reply.products.length).toBe(page < first.totalPages - 1 ? 7 : first.total - 7 * page);
      ids.push(...reply.products.map((p) => p.id));
    }
    expect(new Set(ids).size).toBe(first.total);
  });

  it('answers a page past the end with no product and the right total', async () => {
    const { total, totalPages } = await listing({ size: 10 });
    for (const page of [totalPages, totalPages + 5, 100_000]) {
      const reply = await listing({ size: 10, page });
      expect(reply).toMatchObject({ products: [], total, totalPages, page, size: 10 });
      expect(reply.filters.length).toBeGreaterThan(0);
    }
  });

  it('refuses a negative, non-integer or too large page or size with 400', async () => {
    for (const query of [
      { page: -1 },
      { page: 'x' },
      { page: 1.5 },
      { size: 0 },
      { size: 101 },
      { size: -3 },
    ]) {
      await getError(url('/products/category', { categoryPath: MODE, ...query }), 400, 'invalid-request');
    }
    const all = await listing({ categoryPath: 'martinique/maison-et-jardin', size: 100 });
    expect(all.products).toHaveLength(Math.min(100, all.total));
  });

  it('defaults to page 0 and size 20', async () => {
    const reply = await listing({});
    expect(reply).toMatchObject({ page: 0, size: 20, sort: 'score,desc' });
    expect(reply.products).toHaveLength(20);
  });

  it('lists the products of the category and of its descendants only, sold in the region', async () => {
    const products = await everything({ categoryPath: 'martinique/mode/femme' });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.categoryPaths[0]).toMatch(/^martinique\/mode\/femme\//);
      expect(product.defaultOffer, product.reference).not.toBeNull();
      expect(product.offers.length).toBeGreaterThan(0);
      expect(product.children).toEqual([]);
    }
  });

  it('refuses a category path of another region with 404 category-not-found', async () => {
    await getError(url('/products/category', { categoryPath: 'guadeloupe/mode' }), 404, 'category-not-found');
    await getError(url('/products/category', { categoryPath: 'martinique' }), 404, 'category-not-found');
    await getError(
      url('/products/category', { categoryPath: 'martinique/mode/inconnue' }),
      404,
      'category-not-found',
    );
  });
});

describe('GET /products/category: sort', () => {
  const score = (p: Product) => (p.isBestseller ? 2 : 0) + (p.isNew ? 1 : 0);

  it('sorts by score descending by default (bestsellers, then new products)', async () => {
    const products = await everything({});
    const scores = products.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  it('sorts by the current tax-included price of the default offer, ascending and descending', async () => {
    for (const categoryPath of [MODE, 'martinique/epicerie-fine', 'martinique/image-et-son']) {
      const ascending = await everything({ categoryPath, sort: 'price,asc' });
      for (const product of ascending) {
        const offer = product.defaultOffer!;
        const current = offer.isDiscountActive && offer.discountPrice ? offer.discountPrice : offer.price;
        expect(product.taxIncludedPrice, product.reference).toBe(current.taxIncluded);
      }
      const prices = ascending.map((p) => p.taxIncludedPrice!);
      expect(prices.every((p) => Number.isInteger(p))).toBe(true);
      expect(prices, categoryPath).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size).toBeGreaterThan(5);

      const descending = await everything({ categoryPath, sort: 'price,desc' });
      const down = descending.map((p) => p.taxIncludedPrice!);
      expect(down, categoryPath).toEqual([...down].sort((a, b) => b - a));
      expect(descending.map((p) => p.id).sort()).toEqual(ascending.map((p) => p.id).sort());
    }
  });

  it('orders by the discounted price when a discount is active', async () => {
    const all = await everything({ categoryPath: 'martinique/maison-et-jardin', sort: 'price,asc' });
    const discounted = all.filter((p) => p.regularTaxIncludedPrice !== null);
    expect(discounted.length).toBeGreaterThan(0);
    const prices = all.map((p) => p.taxIncludedPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts by score ascending on demand', async () => {
    const products = await everything({ sort: 'score,asc' });
    const scores = products.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('echoes the sort and refuses an unknown one', async () => {
    expect((await listing({ sort: 'price' })).sort).toBe('price,asc');
    expect((await listing({ sort: 'price,desc' })).sort).toBe('price,desc');
    await getError(
      url('/products/category', { categoryPath: MODE, sort: 'name,asc' }),
      400,
      'invalid-request',
    );
    await getError(
      url('/products/category', { categoryPath: MODE, sort: 'price,up' }),
      400,
      'invalid-request',
    );
  });
});

describe('GET /products/category: filters and facets', () => {
  let unfiltered: ProductPage;
  let brand: string;
  let otherBrand: string;
  beforeAll(async () => {
    unfiltered = await listing({ size: 100 });
    const brands = unfiltered.filters.find((f) => f.name === 'marque')!.values;
    const byCount = [...brands].sort((a, b) => b.count - a.count);
    brand = byCount[0]!.value;
    otherBrand = byCount[1]!.value;
  });

  it('offers facets with labels, types and value counts, internal attributes left out', () => {
    const names = unfiltered.filters.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['marque', 'couleur', 'taille']));
    expect(names).not.toContain('code_erp');
    expect(names).not.toContain('code_douane');
    const indexes = unfiltered.filters.map((f) => f.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    for (const filter of unfiltered.filters) {
      expect(filter).toMatchObject({
        filterType: 'CHECKBOX',
        step: 1,
        hidden: false,
        label: expect.any(String),
      });
      for (const value of filter.values) {
        expect(value.count).toBeGreaterThan(0);
        expect(value.count).toBeLessThanOrEqual(unfiltered.total);
      }
    }
    expect(unfiltered.filters.find((f) => f.name === 'marque')?.label).toBe('Marque');
  });

  it('labels the facets in English with locale=en', async () => {
    const english = await getOk<ProductPage>(url('/products/category', { categoryPath: MODE, locale: 'en' }));
    expect(english.filters.find((f) => f.name === 'marque')?.label).toBe('Brand');
    expect(english.filters.find((f) => f.name === 'couleur')?.label).toBe('Colour');
    expect(english.total).toBe(unfiltered.total);
  });

  it('narrows the results to the selected value, counted as its facet said', async () => {
    const reply = await listing({ size: 100, filters: { marque: [brand] } });
    expect(reply.total).toBe(counts(unfiltered.filters, 'marque')[brand]);
    expect(reply.total).toBeLessThan(unfiltered.total);
    for (const product of reply.products) {
      expect(product.attributeValuesByAttributeName.marque?.value).toBe(brand);
    }
  });

  it('ORs the values of one facet and ANDs different facets', async () => {
    const either = await listing({ filters: { marque: [brand, otherBrand] } });
    const brandCounts = counts(unfiltered.filters, 'marque');
    expect(either.total).toBe(brandCounts[brand]! + brandCounts[otherBrand]!);

    const byBrand = await listing({ filters: { marque: [brand] } });
    const colour = byBrand.filters.find((f) => f.name === 'couleur')!.values[0]!;
    const both = await listing({ size: 100, filters: { marque: [brand], couleur: [colour.value] } });
    expect(both.total).toBe(colour.count);
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(byBrand.total);
    for (const product of both.products)
      expect(product.attributeValuesByAttributeName.marque?.value).toBe(brand);
  });

  it('counts disjunctively: a facet ignores its own selection, the others apply it', async () => {
    const byBrand = await listing({ filters: { marque: [brand] } });
    // The selected facet keeps the counts of the unfiltered listing, so other brands stay choosable.
    expect(counts(byBrand.filters, 'marque')).toEqual(counts(unfiltered.filters, 'marque'));
    // Other facets count only the products of the selected brand.
    const colours = counts(byBrand.filters, 'couleur');
    expect(colours).not.toEqual(counts(unfiltered.filters, 'couleur'));
    for (const [value, count] of Object.entries(colours)) {
      const narrowed = await listing({ size: 1, filters: { marque: [brand], couleur: [value] } });
      expect(narrowed.total, `couleur ${value}`).toBe(count);
    }

    // With two facets selected, each one counts with the other's selection only.
    const colour = Object.keys(colours)[0]!;
    const both = await listing({ filters: { marque: [brand], couleur: [colour] } });
    const byColour = await listing({ filters: { couleur: [colour] } });
    expect(counts(both.filters, 'marque')).toEqual(counts(byColour.filters, 'marque'));
    expect(counts(both.filters, 'couleur')).toEqual(counts(byBrand.filters, 'couleur'));
    const sizes = counts(both.filters, 'taille');
    for (const [value, count] of Object.entries(sizes).slice(0, 3)) {
      const narrowed = await listing({
        size: 1,
        filters: { marque: [brand], couleur: [colour], taille: [value] },
      });
      expect(narrowed.total, `taille ${value}`).toBe(count);
    }
  });

  it('finds nothing for a value no product has, with 200', async () => {
    const reply = await listing({ filters: { marque: ['Marque inexistante'] } });
    expect(reply).toMatchObject({ products: [], total: 0, totalPages: 0 });
  });

  it('refuses unknown and internal filter names with 400 unknown-filter', async () => {
    for (const name of ['inconnu', 'code_erp']) {
      const error = await getError(
        url('/products/category', { categoryPath: MODE, filters: JSON.stringify({ [name]: ['x'] }) }),
        400,
        'unknown-filter',
      );
      expect(error.errorData).toMatchObject({ unknown: [name] });
    }
  });

  it('refuses malformed filters with 400 invalid-request', async () => {
    for (const filters of ['{', '[]', '{"marque":"Nike"}', '{"marque":[]}', '{"Marque":["x"]}', 'null']) {
      await getError(url('/products/category', { categoryPath: MODE, filters }), 400, 'invalid-request');
    }
  });
});

describe('listings only count what the region sells', () => {
  /** A listed product sold in one territory only, with a facet value no other product has. */
  let lonely: {
    reference: string;
    name: string;
    rel_path: string;
    territory: string;
    facet: string;
    value: string;
  };
  let home: string;
  let elsewhere: string;
  beforeAll(async () => {
    const { db } = await testDatabase();
    const [row] = await db.query<typeof lonely>(
      `WITH single AS (
         SELECT listing_product_id AS id, min(territory) AS territory FROM offers
         GROUP BY listing_product_id HAVING count(DISTINCT territory) = 1)
       SELECT p.reference, p.name, p.category_rel_path AS rel_path, s.territory, f.name AS facet, f.value
       FROM single s JOIN products p ON p.id = s.id JOIN product_facets f ON f.product_id = p.id
       WHERE f.name = 'marque'
         AND NOT EXISTS (SELECT 1 FROM product_facets o WHERE o.name = f.name AND o.value = f.value AND o.product_id <> p.id)
       ORDER BY p.id LIMIT 1`,
    );
    expect(row, 'the seed has a single-territory product with a brand of its own').toBeDefined();
    lonely = row!;
    const regions = await db.query<{ code: string; root_path: string }>(
      'SELECT code, root_path FROM regions',
    );
    home = regions.find((r) => r.code === lonely.territory)!.root_path;
    elsewhere = regions.find((r) => r.code !== lonely.territory)!.root_path;
  });

  it('lists, finds and counts the product in its territory', async () => {
    const top = lonely.rel_path.split('/')[0];
    const page = await listing({ categoryPath: `${home}/${top}`, filters: { marque: [lonely.value] } }, home);
    expect(page.products.map((p) => p.reference)).toEqual([lonely.reference]);
    const facets = (await listing({ categoryPath: `${home}/${top}` }, home)).filters;
    expect(counts(facets, 'marque')[lonely.value]).toBe(1);
    const search = await getOk<ProductPage>(url('/products/search', { searchTerm: lonely.name }), {
      region: home,
    });
    expect(search.products.map((p) => p.reference)).toContain(lonely.reference);
  });

  it('leaves it out of the listings, searches and facets of another region', async () => {
    const top = lonely.rel_path.split('/')[0];
    const all = await everything({ categoryPath: `${elsewhere}/${lonely.rel_path}` }, elsewhere);
    expect(all.map((p) => p.reference)).not.toContain(lonely.reference);
    const page = await listing({ categoryPath: `${elsewhere}/${top}` }, elsewhere);
    expect(counts(page.filters, 'marque')).not.toHaveProperty([lonely.value]);
    const filtered = await listing(
      { categoryPath: `${elsewhere}/${top}`, filters: { marque: [lonely.value] } },
      elsewhere,
    );
    expect(filtered.total).toBe(0);
    const search = await getOk<ProductPage>(url('/products/search', { searchTerm: lonely.name }), {
      region: elsewhere,
    });
    expect(search.products.map((p) => p.reference)).not.toContain(lonely.reference);
    expect(counts(search.filters, 'marque')).not.toHaveProperty([lonely.value]);
  });
});

describe('GET /products/category: the card view', () => {
  it('answers the same products, pages and facets, each without what only a product page shows', async () => {
    const query = { categoryPath: MODE, size: 20, sort: 'price,asc' };
    const full = await getOk<ProductPage>(url('/products/category', query), { region: 'martinique' });
    const cards = await getOk<ProductPage>(url('/products/category', { ...query, view: 'card' }), {
      region: 'martinique',
    });
    expect(cards.products.length).toBe(20);
    // Cards are built as such, variants' offers and prices included: some of these are parents.
    expect(cards.products.some((card) => card.isConfigurable)).toBe(true);
    expect({ ...cards, products: [] }).toEqual({ ...full, products: [] });
    cards.products.forEach((card, i) => {
      const product = full.products[i]!;
      for (const name of CARD_OMITTED_FIELDS) expect(card).not.toHaveProperty(name);
      expect(card).toEqual(productCard(product));
      expect(card.descriptionShort).toBe(product.descriptionShort);
      expect(card.pictureCover).toEqual(product.pictureCover);
    });
    expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(full).length * 0.75);
  });

  it('is the same on search and refuses an unknown view with 400', async () => {
    const search = await getOk<ProductPage>(
      url('/products/search', { searchTerm: 'robe', size: 5, view: 'card' }),
      { region: 'martinique' },
    );
    expect(search.products.length).toBeGreaterThan(0);
    for (const card of search.products) expect(card).not.toHaveProperty('descriptionLong');
    await getError(url('/products/category', { categoryPath: MODE, view: 'page' }), 400, 'invalid-request');
  });
});
