import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  currentPrice,
  displayedAmount,
  isDiscountActive,
  percentPromo,
  priceFromTaxFree,
} from './money.js';

describe('priceFromTaxFree', () => {
  it('adds the 8.5 % normal VAT of Guadeloupe, Martinique and Reunion', () => {
    expect(priceFromTaxFree(1000, 850)).toEqual({
      taxFree: 1000,
      taxAmount: 85,
      taxIncluded: 1085,
      taxRate: 8.5,
      currency: 'EUR',
      symbol: '€',
    });
  });

  it('adds the 2.1 % reduced VAT, rounding the tax half up to the cent', () => {
    // 2.1 % of 1.50 € is 3.15 cents: 3 cents; of 2.50 € it is 5.25: 5; of 2.62 € it is 5.502: 6.
    expect(priceFromTaxFree(150, 210).taxAmount).toBe(3);
    expect(priceFromTaxFree(250, 210).taxAmount).toBe(5);
    expect(priceFromTaxFree(262, 210).taxAmount).toBe(6);
    expect(priceFromTaxFree(2000, 250).taxAmount).toBe(50);
  });

  it('leaves the price untouched where there is no VAT (French Guiana, Saint-Martin)', () => {
    expect(priceFromTaxFree(12999, 0)).toMatchObject({
      taxFree: 12999,
      taxIncluded: 12999,
      taxAmount: 0,
      taxRate: 0,
    });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => priceFromTaxFree(10.5, 850)).toThrow(RangeError);
    expect(() => priceFromTaxFree(-1, 850)).toThrow(RangeError);
    expect(() => priceFromTaxFree(100, -850)).toThrow(RangeError);
  });
});

describe('displayedAmount', () => {
  const price = priceFromTaxFree(10000, 850);
  it('is tax-included for consumers and tax-free for companies', () => {
    expect(displayedAmount(price, 'B2C')).toBe(10850);
    expect(displayedAmount(price, 'B2B')).toBe(10000);
  });
});

describe('centsToDecimal', () => {
  it('always writes two fraction digits', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-1999)).toBe('-19.99');
  });
  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('percentPromo', () => {
  it('rounds the reduction to a whole percent', () => {
    expect(percentPromo(10000, 7500)).toBe(25);
    expect(percentPromo(2999, 1999)).toBe(33);
  });
  it('is 0 without a real reduction', () => {
    expect(percentPromo(1000, 1000)).toBe(0);
    expect(percentPromo(1000, 1200)).toBe(0);
    expect(percentPromo(0, 0)).toBe(0);
  });
});

describe('isDiscountActive', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('needs a discount price', () => {
    expect(isDiscountActive({ discountPrice: null, discountStart: null, discountEnd: null }, now)).toBe(
      false,
    );
  });
  it('applies inside the window, open ends included', () => {
    expect(isDiscountActive({ discountPrice: 500, discountStart: null, discountEnd: null }, now)).toBe(true);
    expect(
      isDiscountActive(
        { discountPrice: 500, discountStart: '2026-06-01T00:00:00Z', discountEnd: '2026-06-30T00:00:00Z' },
        now,
      ),
    ).toBe(true);
  });
  it('does not apply before the start or after the end', () => {
    expect(
      isDiscountActive({ discountPrice: 500, discountStart: '2026-07-01T00:00:00Z', discountEnd: null }, now),
    ).toBe(false);
    expect(
      isDiscountActive({ discountPrice: 500, discountStart: null, discountEnd: '2026-06-01T00:00:00Z' }, now),
    ).toBe(false);
  });
});

describe('currentPrice', () => {
  const price = { amount: 1000 };
  const discountPrice = { amount: 800 };
  it('is the discount price while the discount is active', () => {
    expect(currentPrice({ price, discountPrice, isDiscountActive: true })).toBe(discountPrice);
  });
  it('is the regular price otherwise', () => {
    expect(currentPrice({ price, discountPrice, isDiscountActive: false })).toBe(price);
    expect(currentPrice({ price, discountPrice: null, isDiscountActive: true })).toBe(price);
  });
});
