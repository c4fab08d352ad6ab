import { TERRITORY_CODES, frenchVatNumber, isDiscountActive, luhnValidNumber } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PRODUCT_COUNT, createDemoCatalogue, referenceOf } from './generator.js';
import type { SeedOffer, SeedProduct } from './model.js';

const COUNT = DEMO_PRODUCT_COUNT;
const catalogue = createDemoCatalogue();
const products = [...catalogue.products(COUNT)];
const offersOf = (product: SeedProduct): SeedOffer[] => [
  ...product.offers,
  ...product.variants.flatMap((variant) => variant.offers),
];
const allOffers = products.flatMap(offersOf);
const SLUG_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const share = (part: number, whole: number) => part / whole;

describe('createDemoCatalogue: determinism', () => {
  it('gives the same catalogue on every run', () => {
    const again = createDemoCatalogue();
    const { products: _a, ...staticPart } = catalogue;
    const { products: _b, ...staticAgain } = again;
    expect(staticAgain).toEqual(staticPart);
    expect([...again.products(COUNT)]).toEqual(products);
  });

  it('keeps product i the same whatever the count (only related references are capped)', () => {
    const small = [...createDemoCatalogue().products(200)];
    small.forEach((product, index) => {
      expect({ ...product, related: [] }).toEqual({ ...products[index], related: [] });
    });
  });

  it('depends neither on the clock nor on Math.random', () => {
    const expected = [...createDemoCatalogue().products(50)];
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    vi.useFakeTimers({ now: new Date('2031-07-14T12:00:00.000Z') });
    try {
      expect([...createDemoCatalogue().products(50)]).toEqual(expected);
      expect(random).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      random.mockRestore();
    }
  });
});

describe('reference data', () => {
  it('has a tax rate for every territory and tax class, with the legal kinds', () => {
    for (const territory of TERRITORY_CODES) {
      for (const taxClass of ['NORMAL', 'REDUCED'] as const) {
        const rates = catalogue.taxRates.filter((r) => r.territory === territory && r.taxClass === taxClass);
        expect(rates, `${territory} ${taxClass}`).toHaveLength(1);
      }
    }
    const rate = (territory: string, taxClass: string) =>
      catalogue.taxRates.find((r) => r.territory === territory && r.taxClass === taxClass);
    for (const territory of ['GP', 'MQ', 'RE']) {
      expect(rate(territory, 'NORMAL')).toMatchObject({ rateBasisPoints: 850, kind: 'VAT' });
      expect(rate(territory, 'REDUCED')).toMatchObject({ rateBasisPoints: 210, kind: 'VAT' });
    }
    for (const territory of ['GY', 'MF']) {
      expect(rate(territory, 'NORMAL')).toMatchObject({ rateBasisPoints: 0, kind: 'NONE' });
      expect(rate(territory, 'REDUCED')).toMatchObject({ rateBasisPoints: 0, kind: 'NONE' });
    }
    expect(rate('BL', 'NORMAL')?.kind).toBe('DOCKING_FEES');
    expect(rate('BL', 'REDUCED')?.kind).toBe('DOCKING_FEES');
  });

  it('has 4 to 6 logistic classes with French labels and descriptions', () => {
    expect(catalogue.logisticClasses.length).toBeGreaterThanOrEqual(4);
    expect(catalogue.logisticClasses.length).toBeLessThanOrEqual(6);
    for (const logisticClass of catalogue.logisticClasses) {
      expect(logisticClass.id).toMatch(SLUG);
      expect(logisticClass.label.length).toBeGreaterThan(3);
      expect(logisticClass.description.length).toBeGreaterThan(10);
    }
  });

  it('declares valid, unique attributes with 1 or 2 internal ones never faceted', () => {
    const names = catalogue.attributes.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const attribute of catalogue.attributes) {
      expect(attribute.name).toMatch(/^[a-z0-9_]+$/);
      expect(['TEXT', 'NUMBER', 'BOOLEAN', 'COLOR', 'PICTURE']).toContain(attribute.type);
      expect(attribute.labelFr && attribute.labelEn).toBeTruthy();
      if (attribute.internal) expect(attribute.facet).toBe(false);
    }
    const internal = catalogue.attributes.filter((a) => a.internal);
    expect(internal.length).toBeGreaterThanOrEqual(1);
    expect(internal.length).toBeLessThanOrEqual(2);
    expect(names).toEqual(
      expect.arrayContaining(['marque', 'couleur', 'taille', 'capacite_stockage', 'made_in_islands']),
    );
    expect(new Set(catalogue.attributes.map((a) => a.index)).size).toBe(names.length);
  });

  it('has at least 12 shops in the territories, one without terms of sale', () => {
    expect(catalogue.shops.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalogue.shops.map((s) => s.id)).size).toBe(catalogue.shops.length);
    for (const shop of catalogue.shops) {
      expect(TERRITORY_CODES).toContain(shop.territory);
      expect(shop.name && shop.description && shop.city).toBeTruthy();
      expect(new Date(shop.createdAt).toISOString()).toBe(shop.createdAt);
      // Invoices print these: a SIRET of the seller's SIREN, both passing INSEE's Luhn check.
      expect(luhnValidNumber(shop.legal.siret) && luhnValidNumber(shop.legal.siret.slice(0, 9))).toBe(true);
      expect(shop.legal.vatNumber).toBe(frenchVatNumber(shop.legal.siret.slice(0, 9)));
    }
    expect(new Set(catalogue.shops.map((s) => s.legal.siret)).size).toBe(catalogue.shops.length);
    expect(catalogue.shops.filter((s) => s.generalSalesTermsAndConditions === '')).toHaveLength(1);
    expect(new Set(catalogue.shops.map((s) => s.territory))).toEqual(new Set(TERRITORY_CODES));
  });
});

describe('category tree', () => {
  const paths = catalogue.categories.map((c) => c.path);
  const leaves = catalogue.categories.filter((c) => !paths.some((p) => p.startsWith(`${c.path}/`)));
  const attributeNames = new Set(catalogue.attributes.map((a) => a.name));

  it('is at least three levels deep, with 2 to 4 children per node and slugged paths', () => {
    const universes = catalogue.categories.filter((c) => !c.path.includes('/'));
    expect(universes.length).toBeGreaterThanOrEqual(8);
    for (const category of catalogue.categories) {
      expect(category.path).toMatch(SLUG_PATH);
      const depth = category.path.split('/').length;
      if (depth > 1) expect(paths).toContain(category.path.split('/').slice(0, -1).join('/'));
      const children = catalogue.categories.filter(
        (c) => c.path.startsWith(`${category.path}/`) && c.path.split('/').length === depth + 1,
      );
      if (children.length > 0) {
        expect(children.length).toBeGreaterThanOrEqual(2);
        expect(children.length).toBeLessThanOrEqual(4);
      }
    }
    expect(Math.min(...leaves.map((c) => c.path.split('/').length))).toBeGreaterThanOrEqual(3);
    expect(new Set(paths).size).toBe(paths.length);
    // Labels keep their accents; the slugs lose them.
    expect(catalogue.categories.find((c) => c.path === 'electromenager')?.labelFr).toBe('Électroménager');
  });

  it('only references declared attributes', () => {
    for (const category of catalogue.categories) {
      for (const name of [
        ...category.requiredAttributes,
        ...category.optionalAttributes,
        ...category.additionalAttributes,
      ]) {
        expect(attributeNames.has(name), `${category.path}: ${name}`).toBe(true);
      }
    }
  });

  it('puts products in leaves only, every leaf having some', () => {
    const leafPaths = new Set(leaves.map((c) => c.path));
    const used = new Set(products.map((p) => p.categoryPath));
    for (const path of used) expect(leafPaths.has(path), path).toBe(true);
    expect(used).toEqual(leafPaths);
  });
});

describe('products', () => {
  const shopIds = new Set(catalogue.shops.map((s) => s.id));
  const logisticIds = new Set(catalogue.logisticClasses.map((l) => l.id));
  const attributes = new Map(catalogue.attributes.map((a) => [a.name, a]));
  const categories = new Map(catalogue.categories.map((c) => [c.path, c]));

  it(`yields ${COUNT} products with unique references and slugs`, () => {
    expect(products).toHaveLength(COUNT);
    const references = products.flatMap((p) => [p.reference, ...p.variants.map((v) => v.reference)]);
    const slugs = products.flatMap((p) => [p.slug, ...p.variants.map((v) => v.slug)]);
    expect(new Set(references).size).toBe(references.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(products[0]?.reference).toBe('REF-000001');
    expect(referenceOf(122)).toBe('REF-000123');
  });

  it('has French names, texts and trusted HTML', () => {
    expect(products.some((p) => /[éèêàçôû]/.test(p.name))).toBe(true);
    for (const product of products) {
      expect(product.name.length).toBeGreaterThan(3);
      expect(product.descriptionShort && product.description && product.seoDescription).toBeTruthy();
      expect(product.seoTitle.length).toBeLessThanOrEqual(70);
      expect(product.seoDescription.length).toBeLessThanOrEqual(160);
      // Only <p>, <ul>, <li>, and every & is an entity.
      expect(product.descriptionLong.replace(/<\/?(p|ul|li)>/g, '')).not.toMatch(/[<>]/);
      expect(product.descriptionLong).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
      expect(product.descriptionLong).toMatch(/^<p>.*<ul>(<li>[^<]+<\/li>)+<\/ul>.*<\/p>$/);
    }
    expect(products.some((p) => p.name.includes('&') && p.descriptionLong.includes('&amp;'))).toBe(true);
  });

  it('uses declared attributes matching the category', () => {
    for (const product of products) {
      const category = categories.get(product.categoryPath);
      expect(category).toBeDefined();
      const allowed = new Set([
        ...(category?.requiredAttributes ?? []),
        ...(category?.optionalAttributes ?? []),
        ...(category?.additionalAttributes ?? []),
      ]);
      const variantAttributes = product.variants.flatMap((v) => Object.keys(v.attributes));
      for (const name of [...Object.keys(product.attributes), ...variantAttributes]) {
        expect(attributes.has(name), name).toBe(true);
        expect(allowed.has(name), `${product.categoryPath}: ${name}`).toBe(true);
      }
      for (const name of category?.requiredAttributes ?? []) {
        const onVariants = product.variants.length > 0 && product.variants.every((v) => name in v.attributes);
        expect(name in product.attributes || onVariants, `${product.reference} lacks ${name}`).toBe(true);
      }
      expect(product.attributes.code_erp).toMatch(/^ERP-\d{7}$/);
    }
  });

  it('has about 10 % configurable products with 3 to 8 variants, never every combination', () => {
    const configurable = products.filter((p) => p.configurableAttributes.length > 0);
    expect(share(configurable.length, COUNT)).toBeGreaterThan(0.07);
    expect(share(configurable.length, COUNT)).toBeLessThan(0.14);
    const pairs = new Set(configurable.map((p) => p.configurableAttributes.join('×')));
    expect(pairs).toEqual(new Set(['taille×couleur', 'pointure×couleur', 'capacite_stockage×couleur']));
    for (const product of configurable) {
      expect(product.offers).toEqual([]);
      expect(product.variants.length).toBeGreaterThanOrEqual(3);
      expect(product.variants.length).toBeLessThanOrEqual(8);
      const [first = '', second = ''] = product.configurableAttributes;
      const firstValues = new Set(product.variants.map((v) => v.attributes[first]));
      const secondValues = new Set(product.variants.map((v) => v.attributes[second]));
      expect(product.variants.length).toBeLessThan(firstValues.size * secondValues.size);
      expect(firstValues.size).toBeGreaterThanOrEqual(2);
      expect(secondValues.size).toBeGreaterThanOrEqual(2);
      const combos = product.variants.map((v) => `${v.attributes[first]}|${v.attributes[second]}`);
      expect(new Set(combos).size).toBe(combos.length);
      for (const variant of product.variants) {
        expect(variant.reference.startsWith(`${product.reference}-`)).toBe(true);
        expect(variant.offers.length).toBeGreaterThan(0);
        expect(variant.name.startsWith(product.name)).toBe(true);
      }
    }
    for (const product of products.filter((p) => p.configurableAttributes.length === 0)) {
      expect(product.variants).toEqual([]);
      expect(product.offers.length).toBeGreaterThan(0);
    }
  });

  it('sells through valid offers: shops, territories, logistic classes, prices ending in 0 or 9', () => {
    for (const product of products) {
      const groups = product.variants.length > 0 ? product.variants.map((v) => v.offers) : [product.offers];
      for (const offers of groups) {
        const keys = offers.map((o) => `${o.shopId}|${o.territory}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(offers.map((o) => o.shopId)).size).toBeLessThanOrEqual(4);
      }
    }
    const invalid = allOffers.filter(
      (offer) =>
        !shopIds.has(offer.shopId) ||
        !(TERRITORY_CODES as readonly string[]).includes(offer.territory) ||
        !logisticIds.has(offer.logisticClassId) ||
        !Number.isInteger(offer.priceTaxFree) ||
        offer.priceTaxFree <= 0 ||
        ![0, 9].includes(offer.priceTaxFree % 10) ||
        !Number.isInteger(offer.stock) ||
        offer.stock < 0 ||
        offer.pickingDelay < 0 ||
        offer.minimalOrderQuantity < 1 ||
        (offer.maximalOrderQuantity !== null && offer.maximalOrderQuantity < offer.minimalOrderQuantity),
    );
    expect(invalid).toEqual([]);
    for (const territory of TERRITORY_CODES) {
      expect(allOffers.filter((o) => o.territory === territory).length).toBeGreaterThan(COUNT);
    }
  });

  it('spreads stock: zero, exactly 1, low (2 to 5) and plenty', () => {
    const stocks = allOffers.map((o) => o.stock);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThan(0.04 * stocks.length);
    expect(stocks.filter((s) => s === 1).length).toBeGreaterThan(0.02 * stocks.length);
    expect(stocks.filter((s) => s >= 2 && s <= 5).length).toBeGreaterThan(0.1 * stocks.length);
    expect(stocks.filter((s) => s > 50).length).toBeGreaterThan(0.2 * stocks.length);
    // Some products are out of stock everywhere.
    expect(products.some((p) => offersOf(p).every((o) => o.stock === 0))).toBe(true);
  });

  it('sells drinks and consumables in packs of 6 or 12, in whole packs', () => {
    const packs = products.filter((p) => p.packSize > 1);
    expect(new Set(packs.map((p) => p.packSize))).toEqual(new Set([6, 12]));
    for (const product of packs) {
      for (const offer of product.offers) {
        expect(offer.minimalOrderQuantity % product.packSize).toBe(0);
        expect(offer.stock % product.packSize).toBe(0);
        if (offer.maximalOrderQuantity !== null)
          expect(offer.maximalOrderQuantity % product.packSize).toBe(0);
      }
    }
    expect(packs.some((p) => p.offers.some((o) => o.minimalOrderQuantity === 2 * p.packSize))).toBe(true);
    expect(allOffers.some((o) => o.maximalOrderQuantity !== null)).toBe(true);
  });

  it('discounts about 15 % of offers, with active, expired and future windows', () => {
    const discounted = allOffers.filter((o) => o.discountPriceTaxFree !== null);
    expect(share(discounted.length, allOffers.length)).toBeGreaterThan(0.1);
    expect(share(discounted.length, allOffers.length)).toBeLessThan(0.2);
    const now = new Date('2025-06-01T00:00:00.000Z');
    const active = discounted.filter((o) =>
      isDiscountActive({ ...o, discountPrice: o.discountPriceTaxFree }, now),
    );
    const expired = discounted.filter((o) => o.discountEnd !== null && new Date(o.discountEnd) < now);
    const future = discounted.filter((o) => o.discountStart !== null && new Date(o.discountStart) > now);
    expect(active.length).toBeGreaterThan(discounted.length / 2);
    expect(expired.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    for (const offer of discounted) {
      expect(offer.discountPriceTaxFree).toBeLessThan(offer.priceTaxFree);
      expect(offer.discountPriceTaxFree).toBeGreaterThan(0);
    }
    for (const offer of allOffers.filter((o) => o.discountPriceTaxFree === null)) {
      expect(offer.discountStart).toBeNull();
      expect(offer.discountEnd).toBeNull();
    }
  });

  it('sells most products in several territories and a few in only one', () => {
    const territoryCounts = products.map((p) => new Set(offersOf(p).map((o) => o.territory)).size);
    const single = territoryCounts.filter((n) => n === 1).length;
    expect(single).toBeGreaterThan(0.02 * COUNT);
    expect(single).toBeLessThan(0.15 * COUNT);
    expect(territoryCounts.filter((n) => n >= 3).length).toBeGreaterThan(COUNT / 2);
    expect(territoryCounts.filter((n) => n === 6).length).toBeGreaterThan(0);
  });

  it('varies pictures, flags, tax classes and notices', () => {
    const pictures = products.map((p) => p.pictureCount);
    expect(pictures).toContain(0);
    expect(pictures).toContain(1);
    expect(pictures.some((n) => n >= 2 && n <= 5)).toBe(true);
    expect(Math.max(...pictures)).toBeLessThanOrEqual(5);
    expect(products.some((p) => p.isNew)).toBe(true);
    expect(products.some((p) => p.isBestseller)).toBe(true);
    const reduced = products.filter((p) => p.taxClass === 'REDUCED');
    expect(reduced.length).toBeGreaterThan(0);
    expect(
      reduced.every((p) =>
        /^(epicerie-fine|bebe-et-puericulture|sport-et-loisirs\/livres)/.test(p.categoryPath),
      ),
    ).toBe(true);
    expect(
      products
        .filter((p) => p.categoryPath.includes('rhums-agricoles'))
        .every((p) => p.taxClass === 'NORMAL'),
    ).toBe(true);
    const withNotices = products.filter((p) => p.notices.length > 0);
    expect(withNotices.length).toBeGreaterThan(0);
    for (const product of withNotices) {
      expect(product.notices[0]).toEqual({
        name: 'Notice d’utilisation (PDF)',
        url: `/media/notices/${product.reference}.pdf`,
      });
    }
    expect(products.some((p) => p.brand === null)).toBe(true);
  });

  it('relates products to existing products of the same category', () => {
    const byReference = new Map(products.map((p) => [p.reference, p]));
    expect(products.filter((p) => p.related.length > 0).length).toBeGreaterThan(COUNT / 2);
    for (const product of products) {
      expect(new Set(product.related).size).toBe(product.related.length);
      for (const reference of product.related) {
        expect(reference).not.toBe(product.reference);
        expect(byReference.get(reference)?.categoryPath, reference).toBe(product.categoryPath);
      }
    }
    // With fewer products, related references stay within the generated ones.
    const few = [...createDemoCatalogue().products(100)];
    const fewReferences = new Set(few.map((p) => p.reference));
    for (const product of few)
      for (const reference of product.related) expect(fewReferences.has(reference)).toBe(true);
  });

  // How fast is the bench's business (`pnpm bench` seeds 100,000 products): a timer here would fail
  // on a loaded machine, not on slow code.
  it('generates 100,000 products with unique references and slugs', { timeout: 120_000 }, () => {
    const references = new Set<string>();
    const slugs = new Set<string>();
    let count = 0;
    let items = 0;
    for (const product of createDemoCatalogue().products(100_000)) {
      count++;
      for (const item of [product, ...product.variants]) {
        items++;
        references.add(item.reference);
        slugs.add(item.slug);
      }
    }
    expect(count).toBe(100_000);
    expect(references.size).toBe(items);
    expect(slugs.size).toBe(items);
  });

  it('rejects an invalid count', () => {
    expect(() => [...catalogue.products(-1)]).toThrow(RangeError);
    expect(() => [...catalogue.products(1.5)]).toThrow(RangeError);
    expect([...catalogue.products(0)]).toEqual([]);
  });
});
