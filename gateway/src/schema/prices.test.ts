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

  it('shows the regular price and the reduction beside an active discount', () => {
    expect(productPrice(offer({}), 20)).toMatchObject({
      current: { taxFree: 8_000 },
      regular: { taxFree: 10_000 },
      isDiscounted: true,
      percentPromo: 20,
    });
    expect(productPrice(offer({ isDiscountActive: false }), 20)).toMatchObject({
      current: { taxFree: 10_000 },
      regular: null,
      isDiscounted: false,
      percentPromo: 0,
    });
    expect(productPrice(null, 0)).toBeNull();
  });
});
