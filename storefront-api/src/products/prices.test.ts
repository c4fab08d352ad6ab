import type { Offer, Product, TerritoryCode } from '@shop/domain';
import { TERRITORIES, percentPromo } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getOk, url } from '../testing/http.js';

beforeAll(async () => {
  await testApp();
});

const rootOf = (code: TerritoryCode) => TERRITORIES.find((t) => t.code === code)!.rootPath;

/** Tax-included price the contract asks for: the tax rounded half up to the cent. */
const withTax = (taxFree: number, rateBasisPoints: number) =>
  taxFree + Math.floor((taxFree * rateBasisPoints + 5000) / 10000);

async function products(references: string[], territory: TerritoryCode): Promise<Product[]> {
  return getOk<Product[]>(url('/products/references', { referenceList: references.join(',') }), {
    region: rootOf(territory),
  });
}

const offersOf = (product: Product): Offer[] => [
  ...product.offers,
  ...product.children.flatMap((c) => c.offers),
];

describe('prices, taxes and quantities per territory', () => {
  let rates: Map<string, number>;
  let storedById: Map<
    string,
    {
      price: number;
      discount: number | null;
      territory: string;
      shopId: string;
      stock: number;
      min: number;
      max: number | null;
      pickingDelay: number;
    }
  >;
  let references: string[];
  beforeAll(async () => {
    const { db } = await testDatabase();
    const rows = await db.query<{ territory: string; tax_class: string; rate_bp: number }>(
      'SELECT territory, tax_class, rate_bp FROM tax_rates',
    );
    rates = new Map(rows.map((r) => [`${r.territory} ${r.tax_class}`, r.rate_bp]));
    const offers = await db.query<{
      id: string;
      price_tax_free: number;
      discount_price_tax_free: number | null;
      territory: string;
      shop_id: string;
      stock: number;
      min_quantity: number;
      max_quantity: number | null;
      picking_delay: number;
    }>(
      `SELECT id::text, price_tax_free, discount_price_tax_free, territory, shop_id, stock, min_quantity,
              max_quantity, picking_delay
       FROM offers`,
    );
    storedById = new Map(
      offers.map((o) => [
        o.id,
        {
          price: o.price_tax_free,
          discount: o.discount_price_tax_free,
          territory: o.territory,
          shopId: o.shop_id,
          stock: o.stock,
          min: o.min_quantity,
          max: o.max_quantity,
          pickingDelay: o.picking_delay,
        },
      ]),
    );
    references = Array.from({ length: 100 }, (_, i) => `REF-${String(i + 1).padStart(6, '0')}`);
  });

  it('holds the legal rates: 8.5 % and 2.1 % VAT in GP, MQ, RE; none in GY and MF', () => {
    for (const territory of ['GP', 'MQ', 'RE']) {
      expect(rates.get(`${territory} NORMAL`)).toBe(850);
      expect(rates.get(`${territory} REDUCED`)).toBe(210);
    }
    for (const territory of ['GY', 'MF']) {
      expect(rates.get(`${territory} NORMAL`)).toBe(0);
      expect(rates.get(`${territory} REDUCED`)).toBe(0);
    }
    expect(rates.get('BL NORMAL')).toBeGreaterThan(0);
  });

  it.each(TERRITORIES.map((t) => t.code))(
    'adds the tax of %s to the tax-free price of every offer, per tax class',
    async (territory) => {
      const { db } = await testDatabase();
      const classes = new Map(
        (
          await db.query<{ reference: string; tax_class: string }>(
            'SELECT reference, tax_class FROM products WHERE reference = ANY($1::text[])',
            [references],
          )
        ).map((r) => [r.reference, r.tax_class]),
      );
      const seen = new Set<string>();
      let checked = 0;
      for (const product of await products(references, territory)) {
        const taxClass = classes.get(product.reference)!;
        const rate = rates.get(`${territory} ${taxClass}`)!;
        for (const offer of offersOf(product)) {
          const stored = storedById.get(offer.id)!;
          expect(stored.territory).toBe(territory);
          expect(offer).toMatchObject({
            shopId: stored.shopId,
            stockQuantity: stored.stock,
            minimalOrderQuantity: stored.min,
            // No maximum set: the stock is the maximum.
            maximalOrderQuantity: stored.max ?? stored.stock,
            pickingDelay: stored.pickingDelay,
          });
          expect(offer.price.taxFree).toBe(stored.price);
          expect(offer.price.taxIncluded, `${product.reference} ${offer.id}`).toBe(
            withTax(stored.price, rate),
          );
          expect(offer.price.taxAmount).toBe(offer.price.taxIncluded - offer.price.taxFree);
          expect(offer.price.taxRate).toBe(rate / 100);
          expect(offer.price).toMatchObject({ currency: 'EUR', symbol: '€' });
          if (stored.discount !== null) {
            expect(offer.discountPrice?.taxIncluded).toBe(withTax(stored.discount, rate));
          } else {
            expect(offer.discountPrice).toBeNull();
          }
          if (territory === 'GY' || territory === 'MF')
            expect(offer.price.taxIncluded).toBe(offer.price.taxFree);
          seen.add(taxClass);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
      expect([...seen].sort()).toEqual(['NORMAL', 'REDUCED']);
    },
  );

  it('rounds the tax to the nearest cent, half up', () => {
    expect(withTax(1999, 850)).toBe(2169); // 169.915 cents of tax
    expect(withTax(1000, 210)).toBe(1021);
    expect(withTax(100, 850)).toBe(109); // 8.5 cents rounds up
  });
});

describe('discounts', () => {
  /** A simple product whose only offer in a territory has a discount in the given window. */
  async function productWithWindow(where: string) {
    const { db } = await testDatabase();
    const [row] = await db.query<{ reference: string; territory: TerritoryCode; offer_id: string }>(
      `SELECT p.reference, o.territory, o.id::text AS offer_id FROM offers o JOIN products p ON p.id = o.product_id
       WHERE p.parent_id IS NULL AND o.discount_price_tax_free IS NOT NULL AND ${where}
         AND (SELECT count(*) FROM offers x WHERE x.product_id = p.id AND x.territory = o.territory) = 1
       ORDER BY o.id LIMIT 1`,
    );
    expect(row, where).toBeDefined();
    const [product] = await products([row!.reference], row!.territory);
    expect(product!.defaultOfferId).toBe(row!.offer_id);
    return product!;
  }

  it('applies an active discount: current price, regular price and percentage', async () => {
    for (const window of [
      'o.discount_start < now() AND o.discount_end > now()',
      'o.discount_start IS NULL AND o.discount_end IS NULL',
    ]) {
      const product = await productWithWindow(window);
      const offer = product.defaultOffer!;
      expect(offer.isDiscountActive).toBe(true);
      expect(product.taxIncludedPrice).toBe(offer.discountPrice!.taxIncluded);
      expect(product.taxFreePrice).toBe(offer.discountPrice!.taxFree);
      expect(product.regularTaxIncludedPrice).toBe(offer.price.taxIncluded);
      expect(product.regularTaxFreePrice).toBe(offer.price.taxFree);
      expect(product.percentPromo).toBe(
        percentPromo(offer.price.taxIncluded, offer.discountPrice!.taxIncluded),
      );
      expect(product.percentPromo).toBeGreaterThan(0);
      expect(product.isPromotion).toBe(true);
    }
  });

  it('ignores an expired or a future discount', async () => {
    for (const window of ['o.discount_end < now()', 'o.discount_start > now()']) {
      const product = await productWithWindow(window);
      const offer = product.defaultOffer!;
      expect(offer.isDiscountActive).toBe(false);
      expect(offer.discountPrice).not.toBeNull();
      expect(product.taxIncludedPrice).toBe(offer.price.taxIncluded);
      expect(product.regularTaxIncludedPrice).toBeNull();
      expect(product.regularTaxFreePrice).toBeNull();
      expect(product.percentPromo).toBe(0);
      expect(product.isPromotion).toBe(false);
    }
  });
});
