import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  CREDIT_NOTE_NUMBER_PATTERN,
  creditNoteTaxes,
  type RefundedPart,
} from './credit-note.js';

const vat = (amount: number, rate: number): RefundedPart => ({ amount, rate, kind: 'VAT' });

describe('creditNoteTaxes', () => {
  it('breaks the refund down by rate, highest first, base + tax = tax-included per rate and in total', () => {
    // Two lines at 8,5 % (one 21,70 €, one 10,85 €), one at 2,1 % (10,21 €), delivery at 8,5 % (5,00 €).
    const taxes = creditNoteTaxes([vat(2170, 850), vat(1021, 210), vat(1085, 850), vat(500, 850)], 4776);
    expect(taxes.lines).toEqual([
      { kind: 'VAT', rate: 850, taxIncluded: 3755, taxFree: 3461, taxAmount: 294 },
      { kind: 'VAT', rate: 210, taxIncluded: 1021, taxFree: 1000, taxAmount: 21 },
    ]);
    expect(taxes).toMatchObject({ taxFree: 4461, taxAmount: 315, taxIncluded: 4776 });
  });

  it('keeps docking fees apart from VAT at the same rate, and leaves out what gave nothing back', () => {
    const taxes = creditNoteTaxes(
      [{ amount: 1050, rate: 500, kind: 'DOCKING_FEES' }, vat(525, 500), vat(0, 850)],
      1575,
    );
    expect(taxes.lines.map((line) => [line.kind, line.rate, line.taxIncluded])).toEqual([
      ['DOCKING_FEES', 500, 1050],
      ['VAT', 500, 525],
    ]);
  });

  it('spreads a capped refund over the parts in proportion, still adding up to the refund', () => {
    const taxes = creditNoteTaxes([vat(1000, 850), vat(1000, 210)], 1001);
    expect(taxes.lines.map((line) => line.taxIncluded)).toEqual([501, 500]);
    expect(taxes.taxIncluded).toBe(1001);
  });

  it('adds up exactly to the refund whatever the parts and rates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 500_000 }),
            rate: fc.constantFrom(0, 105, 210, 850, 2000),
            kind: fc.constantFrom('VAT' as const, 'DOCKING_FEES' as const),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 100 }),
        (parts, percent) => {
          const listed = parts.reduce((sum, part) => sum + part.amount, 0);
          const total = Math.floor((listed * percent) / 100);
          const taxes = creditNoteTaxes(parts, total);
          expect(taxes.taxIncluded).toBe(total);
          expect(taxes.taxFree + taxes.taxAmount).toBe(total);
          for (const line of taxes.lines) {
            expect(line.taxFree + line.taxAmount).toBe(line.taxIncluded);
            expect(line.taxFree).toBeGreaterThanOrEqual(0);
            expect(line.taxAmount).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('refuses amounts that are not cents, and a refund with nothing given back', () => {
    expect(() => creditNoteTaxes([vat(10.5, 850)], 10)).toThrow(RangeError);
    expect(() => creditNoteTaxes([vat(100, -1)], 100)).toThrow(RangeError);
    expect(() => creditNoteTaxes([], 100)).toThrow(RangeError);
  });
});

describe('creditNoteNumber', () => {
  it('numbers credit notes in their own yearly sequence', () => {
    expect(creditNoteNumber(2026, 42)).toBe('AV-2026-000042');
    expect(CREDIT_NOTE_NUMBER_PATTERN.test(creditNoteNumber(2026, 1_234_567))).toBe(true);
    expect(CREDIT_NOTE_NUMBER_PATTERN.test('F-OM261128-000001')).toBe(false);
  });
});
