import { describe, expect, it } from 'vitest';
import { canAddToCart, normalizeQuantity, stockState } from './stock.js';

describe('stockState (spec 4, stock display)', () => {
  it.each([
    [-3, 'OUT_OF_STOCK'],
    [0, 'OUT_OF_STOCK'],
    [1, 'IN_STOCK'],
    [2, 'LOW_STOCK'],
    [5, 'LOW_STOCK'],
    [6, 'IN_STOCK'],
    [500, 'IN_STOCK'],
  ] as const)('%i in stock is %s', (quantity, state) => {
    expect(stockState(quantity)).toBe(state);
  });
});

describe('normalizeQuantity (spec 5, quantity)', () => {
  it('rounds up to a multiple of the pack size', () => {
    expect(normalizeQuantity(7, { packSize: 6, stock: 100 })).toBe(12);
    expect(normalizeQuantity(12, { packSize: 6, stock: 100 })).toBe(12);
  });
  it('raises to the minimum, itself a whole number of packs', () => {
    expect(normalizeQuantity(1, { minimalOrderQuantity: 3, stock: 100 })).toBe(3);
    expect(normalizeQuantity(1, { packSize: 6, minimalOrderQuantity: 8, stock: 100 })).toBe(12);
    expect(normalizeQuantity(1, { packSize: 6, stock: 100 })).toBe(6);
  });
  it('lowers to the largest multiple of the pack not above the maximum', () => {
    expect(normalizeQuantity(40, { packSize: 6, maximalOrderQuantity: 20, stock: 100 })).toBe(18);
  });
  it('never goes above stock', () => {
    expect(normalizeQuantity(9, { stock: 4 })).toBe(4);
    expect(normalizeQuantity(30, { packSize: 6, stock: 14 })).toBe(12);
  });
  it('gives 0 when no valid quantity exists', () => {
    expect(normalizeQuantity(1, { stock: 0 })).toBe(0);
    expect(normalizeQuantity(1, { packSize: 6, stock: 5 })).toBe(0);
    expect(normalizeQuantity(1, { minimalOrderQuantity: 10, stock: 4 })).toBe(0);
    expect(normalizeQuantity(0, { stock: 10 })).toBe(0);
    expect(normalizeQuantity(Number.NaN, { stock: 10 })).toBe(0);
  });
});

describe('canAddToCart (spec 4)', () => {
  it('needs stock above 0, covering the quantity and one pack', () => {
    expect(canAddToCart(1, 1)).toBe(true);
    expect(canAddToCart(2, 1)).toBe(false);
    expect(canAddToCart(1, 0)).toBe(false);
    expect(canAddToCart(1, 5, 6)).toBe(false);
    expect(canAddToCart(6, 6, 6)).toBe(true);
  });
});
