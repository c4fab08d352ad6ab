/**
 * The tax breakdown of a credit note (« facture d'avoir », issue 32): like the invoice it corrects
 * (spec 3 Order `taxes`), the amount refunded is shown by tax rate — tax-free base, tax and
 * tax-included total per rate — and in total. Integer cents; every part adds up exactly to the refund.
 */
import { allocate } from './after-sales.js';
import type { BasisPoints, Cents } from './money.js';
import { shippingTax } from './shipping.js';

/** The credit note's number in its own sequence: `AV-2026-000042` (the database draws it the same way). */
export const creditNoteNumber = (year: number, sequence: number): string =>
  `AV-${year}-${String(sequence).padStart(6, '0')}`;
export const CREDIT_NOTE_NUMBER_PATTERN = /^AV-[0-9]{4}-[0-9]{6,}$/u;

/** What one refunded line (or a delivery) gave back, tax-included, and the rate it was taxed at. */
export interface RefundedPart {
  /** Tax-included cents refunded for it (its share of what was paid, coupon deducted). */
  amount: Cents;
  rate: BasisPoints;
  /** VAT, or Saint-Barthélemy's docking fees (the invoice's `taxes[].kind`). */
  kind: 'VAT' | 'DOCKING_FEES';
}

export interface CreditNoteTaxLine {
  kind: RefundedPart['kind'];
  rate: BasisPoints;
  taxFree: Cents;
  taxAmount: Cents;
  taxIncluded: Cents;
}

export interface CreditNoteTaxes {
  /** By kind and rate, highest rate first (as the invoice lists them). */
  lines: CreditNoteTaxLine[];
  taxFree: Cents;
  taxAmount: Cents;
  taxIncluded: Cents;
}

/**
 * The breakdown of a refund of `total` cents made of `parts`. When the parts add up to more than the
 * refund (a refund capped by what the payment had left), the refund is spread over them in
 * proportion (`allocate`), so the lines always add up to `total`. Each rate's tax-included sum is
 * split back into its tax-free base and its tax as the order's delivery is (`shippingTax`): the
 * tax is what remains, so base + tax = tax-included per rate, to the cent.
 */
export function creditNoteTaxes(parts: readonly RefundedPart[], total: Cents): CreditNoteTaxes {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError('total must be a non-negative integer of cents');
  for (const part of parts)
    if (
      !Number.isSafeInteger(part.amount) ||
      part.amount < 0 ||
      !Number.isSafeInteger(part.rate) ||
      part.rate < 0
    )
      throw new RangeError('a part needs a non-negative integer amount of cents and rate in basis points');
  if (parts.length === 0 && total > 0) throw new RangeError('a refund needs the parts it gives back');
  const listed = parts.reduce((sum, part) => sum + part.amount, 0);
  const amounts =
    listed === total
      ? parts.map((part) => part.amount)
      : allocate(
          total,
          parts.map((part) => part.amount),
        );
  const groups = new Map<string, CreditNoteTaxLine>();
  parts.forEach((part, index) => {
    const key = `${part.kind}:${part.rate}`;
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = { kind: part.kind, rate: part.rate, taxFree: 0, taxAmount: 0, taxIncluded: 0 }),
      );
    group.taxIncluded += amounts[index]!;
  });
  const lines = [...groups.values()]
    .filter((group) => group.taxIncluded > 0)
    .map((group) => ({ ...group, ...shippingTax(group.taxIncluded, group.rate) }))
    .sort((a, b) => b.rate - a.rate || a.kind.localeCompare(b.kind));
  const sum = (pick: (line: CreditNoteTaxLine) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  return {
    lines,
    taxFree: sum((line) => line.taxFree),
    taxAmount: sum((line) => line.taxAmount),
    taxIncluded: sum((line) => line.taxIncluded),
  };
}
