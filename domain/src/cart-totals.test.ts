import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals.js';
import type { CartTotals, CartTotalsLine } from './cart-totals.js';

const vat = (unitTaxFree: number, quantity: number, rate = 850): CartTotalsLine => ({
  unitTaxFree,
  quantity,
  rate,
  taxKind: 'VAT',
});

/** Every sum of the contract adds up, to the cent. */
function expectConsistent(totals: CartTotals): void {
  const sum = (pick: (p: { taxFree: number; taxAmount: number; taxIncluded: number }) => number) =>
    totals.lines.reduce((s, line) => s + pick(line), 0);
  expect(totals.products.taxFree).toBe(sum((l) => l.taxFree));
  expect(totals.products.taxAmount).toBe(sum((l) => l.taxAmount));
  expect(totals.products.taxIncluded).toBe(sum((l) => l.taxIncluded));
  for (const amounts of [totals.products, totals.total, totals.discount ?? totals.total]) {
    expect(amounts.taxIncluded).toBe(amounts.taxFree + amounts.taxAmount);
    expect(amounts.taxFree).toBeGreaterThanOrEqual(0);
    expect(amounts.taxAmount).toBeGreaterThanOrEqual(0);
  }
  const discount = totals.discount ?? { taxFree: 0, taxAmount: 0, taxIncluded: 0 };
  expect(totals.total.taxFree).toBe(totals.products.taxFree - discount.taxFree);
  expect(totals.total.taxAmount).toBe(totals.products.taxAmount - discount.taxAmount);
  expect(totals.taxes.reduce((s, t) => s + t.amount, 0)).toBe(totals.total.taxAmount);
  expect(totals.francoCurrent).toBe(totals.total.taxIncluded);
}

describe('cartTotals', () => {
  it('totals each line with its tax rounded once, and sums them', () => {
    const totals = cartTotals([vat(1000, 3), vat(999, 1, 210)], null);
    expect(totals.lines.map((l) => [l.taxFree, l.taxAmount, l.taxIncluded])).toEqual([
      [3000, 255, 3255],
      [999, 21, 1020],
    ]);
    expect(totals.products).toEqual({ taxFree: 3999, taxAmount: 276, taxIncluded: 4275 });
    expect(totals.total).toEqual(totals.products);
    expect(totals.discount).toBeNull();
    expect(totals.taxes).toEqual([
      { kind: 'VAT', rate: 850, base: 3000, amount: 255 },
      { kind: 'VAT', rate: 210, base: 999, amount: 21 },
    ]);
    expectConsistent(totals);
  });

  it('leaves out rates at 0 and kind NONE (GY, MF) and names docking fees (BL)', () => {
    const none = cartTotals([{ unitTaxFree: 500, quantity: 2, rate: 0, taxKind: 'NONE' }], null);
    expect(none.taxes).toEqual([]);
    expect(none.total).toEqual({ taxFree: 1000, taxAmount: 0, taxIncluded: 1000 });
    const bl = cartTotals(
      [
        { unitTaxFree: 2000, quantity: 1, rate: 500, taxKind: 'DOCKING_FEES' },
        { unitTaxFree: 300, quantity: 1, rate: 0, taxKind: 'DOCKING_FEES' },
      ],
      null,
    );
    expect(bl.taxes).toEqual([{ kind: 'DOCKING_FEES', rate: 500, base: 2000, amount: 100 }]);
    expectConsistent(bl);
  });

  it('takes a percentage off each rate group and its tax', () => {
    const totals = cartTotals([vat(1000, 3), vat(999, 1, 210)], {
      discountType: 'PERCENT',
      value: 10,
      minimumCart: null,
    });
    expect(totals.discount).toEqual({ taxFree: 400, taxAmount: 28, taxIncluded: 428 });
    expect(totals.taxes).toEqual([
      { kind: 'VAT', rate: 850, base: 2700, amount: 229 },
      { kind: 'VAT', rate: 210, base: 899, amount: 19 },
    ]);
    expectConsistent(totals);
  });

  it('shares a fixed amount among rate groups in proportion, to the cent', () => {
    const totals = cartTotals([vat(10000, 1), vat(5000, 1, 210)], {
      discountType: 'AMOUNT',
      value: 1500,
      minimumCart: 10000,
    });
    expect(totals.discount?.taxIncluded).toBe(1500);
    expect(totals.total.taxIncluded).toBe(10850 + 5105 - 1500);
    expectConsistent(totals);
  });

  it('never discounts more than the products', () => {
    const totals = cartTotals([vat(100, 1)], { discountType: 'AMOUNT', value: 5000, minimumCart: null });
    expect(totals.total).toEqual({ taxFree: 0, taxAmount: 0, taxIncluded: 0 });
    const all = cartTotals([vat(33, 3), vat(1, 7, 210)], {
      discountType: 'PERCENT',
      value: 100,
      minimumCart: null,
    });
    expect(all.total).toEqual({ taxFree: 0, taxAmount: 0, taxIncluded: 0 });
    expectConsistent(all);
  });

  it('applies no coupon below its minimum', () => {
    const totals = cartTotals([vat(1000, 1)], { discountType: 'PERCENT', value: 10, minimumCart: 1086 });
    expect(totals.discount).toBeNull();
    expect(totals.total).toEqual(totals.products);
    expect(
      cartTotals([vat(1000, 1)], { discountType: 'PERCENT', value: 10, minimumCart: 1085 }).discount,
    ).not.toBeNull();
  });

  it('adds up exactly whatever the lines and the coupon', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const kinds = [
      { rate: 850, taxKind: 'VAT' as const },
      { rate: 210, taxKind: 'VAT' as const },
      { rate: 500, taxKind: 'DOCKING_FEES' as const },
      { rate: 0, taxKind: 'NONE' as const },
    ];
    for (let run = 0; run < 300; run += 1) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({
        ...kinds[next(kinds.length)]!,
        unitTaxFree: next(50000),
        quantity: 1 + next(9),
      }));
      const coupon =
        next(2) === 0
          ? { discountType: 'PERCENT' as const, value: 1 + next(100), minimumCart: null }
          : { discountType: 'AMOUNT' as const, value: 1 + next(100000), minimumCart: null };
      const totals = cartTotals(lines, coupon);
      expectConsistent(totals);
      if (coupon.discountType === 'AMOUNT' && totals.discount)
        expect(totals.discount.taxIncluded).toBe(Math.min(coupon.value, totals.products.taxIncluded));
    }
  });

  it('is empty for an empty cart', () => {
    const totals = cartTotals([], { discountType: 'PERCENT', value: 10, minimumCart: null });
    expect(totals.total).toEqual({ taxFree: 0, taxAmount: 0, taxIncluded: 0 });
    expect(totals.discount).toEqual({ taxFree: 0, taxAmount: 0, taxIncluded: 0 });
    expect(cartTotals([], null).discount).toBeNull();
  });
});
