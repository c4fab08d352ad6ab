import { describe, expect, it } from 'vitest';
import { formatRate, summaryRows } from './summaryRows.js';
import type { SummaryInput } from './summaryRows.js';

const martinique: SummaryInput = {
  priceMode: 'B2C',
  itemCount: 3,
  products: { taxFree: '92.17', taxIncluded: '100.00' },
  discount: { taxFree: '9.22', taxIncluded: '10.00' },
  couponCode: 'BIENVENUE10',
  total: { taxFree: '82.95', taxIncluded: '90.00' },
  taxes: [{ kind: 'VAT', rate: 8.5, amount: '7.05' }],
};

describe('summaryRows', () => {
  it('shows tax-included amounts in B2C, the VAT as part of the total', () => {
    expect(summaryRows(martinique)).toEqual([
      { kind: 'products', amount: '100.00', itemCount: 3, taxIncluded: true },
      { kind: 'discount', amount: '10.00', code: 'BIENVENUE10' },
      { kind: 'total', amount: '90.00', taxIncluded: true },
      { kind: 'tax', tax: 'VAT', rate: 8.5, amount: '7.05', included: true },
      { kind: 'shipping' },
    ]);
  });

  it('shows tax-free amounts in B2B, adds the taxes and ends on what is paid', () => {
    expect(summaryRows({ ...martinique, priceMode: 'B2B' })).toEqual([
      { kind: 'products', amount: '92.17', itemCount: 3, taxIncluded: false },
      { kind: 'discount', amount: '9.22', code: 'BIENVENUE10' },
      { kind: 'subtotal', amount: '82.95' },
      { kind: 'tax', tax: 'VAT', rate: 8.5, amount: '7.05', included: false },
      { kind: 'total', amount: '90.00', taxIncluded: true },
      { kind: 'shipping' },
    ]);
  });

  it('shows docking fees in Saint-Barthélemy and no tax row in French Guiana', () => {
    const bl = summaryRows({ ...martinique, taxes: [{ kind: 'DOCKING_FEES', rate: 5, amount: '4.29' }] });
    expect(bl.filter((row) => row.kind === 'tax')).toEqual([
      { kind: 'tax', tax: 'DOCKING_FEES', rate: 5, amount: '4.29', included: true },
    ]);
    expect(summaryRows({ ...martinique, taxes: [] }).some((row) => row.kind === 'tax')).toBe(false);
  });

  it('leaves out a missing or zero discount and a zero tax', () => {
    const rows = summaryRows({
      ...martinique,
      discount: { taxFree: '0.00', taxIncluded: '0.00' },
      taxes: [
        { kind: 'VAT', rate: 8.5, amount: '7.05' },
        { kind: 'VAT', rate: 2.1, amount: '0.00' },
      ],
    });
    expect(rows.map((row) => row.kind)).toEqual(['products', 'total', 'tax', 'shipping']);
    expect(summaryRows({ ...martinique, discount: null }).some((row) => row.kind === 'discount')).toBe(false);
  });

  it('announces shipping for later, but not at checkout where its price is shown below', () => {
    expect(summaryRows(martinique).at(-1)).toEqual({ kind: 'shipping' });
    const atCheckout = summaryRows({ ...martinique, shippingShownBelow: true });
    expect(atCheckout.some((row) => row.kind === 'shipping')).toBe(false);
  });
});

describe('formatRate', () => {
  it('keeps the decimal of 8,5 % and 2,1 %', () => {
    expect(formatRate(8.5, 'fr').replace(/\s/g, ' ')).toBe('8,5 %');
    expect(formatRate(2.1, 'fr').replace(/\s/g, ' ')).toBe('2,1 %');
    expect(formatRate(5, 'fr').replace(/\s/g, ' ')).toBe('5 %');
    expect(formatRate(8.5, 'en')).toBe('8.5%');
  });
});
