import { describe, expect, it } from 'vitest';
import { centsToDecimal, priceFromTaxFree } from '@shop/domain';

describe('money', () => {
  it('adds 8.5 % VAT rounded half up', () => {
    expect(priceFromTaxFree(1000, 850)).toMatchObject({ taxFree: 1000, taxAmount: 85, taxIncluded: 1085, taxRate: 8.5 });
    expect(centsToDecimal(123450)).toBe('1234.50');
  });
});
