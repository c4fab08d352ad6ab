import { describe, expect, it } from 'vitest';
import { priceFromTaxFree } from '@shop/domain';
import type { Offer } from '@shop/domain';
import { money, productPrice } from './prices.js';

function offer(overrides: Partial<Offer>): Offer {
  return {
    id: 'o1',
    shopId: 's1',
    shopName: 'Boutique',
    stockQuantity: 3,
    price: priceFromTaxFree(10_000, 850),
    discountPrice: priceFromTaxFree(8_000, 850),
    discountStart: null,
    discountEnd: null,
    isDiscountActive: true,
    priorPrice: priceFromTaxFree(9_000, 850),
    pickingDelay: 1,
    logisticClass: { id: 'std', label: 'Standard', description: '' },
    packSize: 1,
    minimalOrderQuantity: 1,
    maximalOrderQuantity: 3,
    additionalAttributes: {},
    ...overrides,
  };
}

describe('prices', () => {
  it('writes cents as a two-digit decimal', () => {
    expect(money(108_50, 'EUR')).toEqual({ amount: '108.50', currencyCode: 'EUR' });
    expect(money(5, 'EUR').amount).toBe('0.05');
  });

  it('measures an active discount against its prior price, the lowest of the 30 days before (L112-1-1)', () => {
    expect(productPrice(offer({}))).toMatchObject({
      current: { taxFree: 8_000 },
      regular: { taxFree: 9_000 },
      isDiscounted: true,
      percentPromo: 11,
      priorPrice: { taxFree: 9_000 },
    });
    expect(productPrice(offer({ isDiscountActive: false }))).toMatchObject({
      current: { taxFree: 10_000 },
      regular: null,
      isDiscounted: false,
      percentPromo: 0,
      priorPrice: null,
    });
    expect(productPrice(null)).toBeNull();
  });

  it('measures against the regular price without a prior price, or when the prior one is higher', () => {
    const expected = { regular: { taxFree: 10_000 }, isDiscounted: true, percentPromo: 20 };
    expect(productPrice(offer({ priorPrice: null }))).toMatchObject({ ...expected, priorPrice: null });
    expect(productPrice(offer({ priorPrice: priceFromTaxFree(12_000, 850) }))).toMatchObject(expected);
  });

  it('announces no reduction when the offer was sold as cheap or cheaper in the 30 days before', () => {
    for (const prior of [7_000, 8_000]) {
      expect(productPrice(offer({ priorPrice: priceFromTaxFree(prior, 850) }))).toMatchObject({
        current: { taxFree: 8_000 },
        regular: null,
        isDiscounted: false,
        percentPromo: 0,
        priorPrice: null,
      });
    }
  });
});
