/**
 * The cart's amounts (spec 3 Cart): line totals, products, the coupon's discount, taxes by rate and
 * what counts toward free delivery. Integer cents only, and every sum adds up exactly: the total is
 * the products minus the discount, component by component, and the taxes add up to its tax amount.
 */
import { priceFromTaxFree } from './money.js';
import type { BasisPoints, Cents, PriceBreakdown } from './money.js';

export type TaxKind = 'VAT' | 'DOCKING_FEES' | 'NONE';

export interface CartTotalsLine {
  /** Price of one unit now (the discount price while it applies), tax-free. */
  unitTaxFree: Cents;
  quantity: number;
  rate: BasisPoints;
  taxKind: TaxKind;
}

export interface CartTotalsCoupon {
  discountType: 'PERCENT' | 'AMOUNT';
  /** Percent (10 = 10 %) or tax-included cents. */
  value: number;
  /** Tax-included products total the coupon needs; null: none. */
  minimumCart: Cents | null;
}

export interface CartAmounts {
  taxFree: Cents;
  taxIncluded: Cents;
  taxAmount: Cents;
}

export interface CartTaxLine {
  kind: Exclude<TaxKind, 'NONE'>;
  rate: BasisPoints;
  /** Tax-free amount taxed at this rate, after the coupon. */
  base: Cents;
  amount: Cents;
}

export interface CartTotals {
  /** Each line's total, in the order given: the tax is rounded once per line. */
  lines: PriceBreakdown[];
  products: CartAmounts;
  /** The coupon's discount (0 on an empty cart); null without a coupon or below its minimum. */
  discount: CartAmounts | null;
  total: CartAmounts;
  /** By kind and rate, highest rate first; rates at 0 and kind NONE left out. */
  taxes: CartTaxLine[];
  /** What counts toward free delivery: the total, tax-included. */
  francoCurrent: Cents;
}

interface RateGroup {
  kind: TaxKind;
  rate: BasisPoints;
  taxFree: Cents;
  taxAmount: Cents;
  discountTaxFree: Cents;
  discountTax: Cents;
}

const taxIncludedOf = (group: RateGroup) => group.taxFree + group.taxAmount;

function groupLines(lines: readonly CartTotalsLine[], prices: readonly PriceBreakdown[]): RateGroup[] {
  const groups = new Map<string, RateGroup>();
  lines.forEach((line, index) => {
    const price = prices[index]!;
    const key = `${line.taxKind}:${line.rate}`;
    const group = groups.get(key) ?? {
      kind: line.taxKind,
      rate: line.rate,
      taxFree: 0,
      taxAmount: 0,
      discountTaxFree: 0,
      discountTax: 0,
    };
    group.taxFree += price.taxFree;
    group.taxAmount += price.taxAmount;
    groups.set(key, group);
  });
  return [...groups.values()];
}

/**
 * Percent: each rate group's tax-free base loses its percentage, and its tax the tax of that part
 * (never more than the group's tax: line taxes are rounded one by one).
 */
function applyPercent(groups: RateGroup[], percent: number): void {
  for (const group of groups) {
    group.discountTaxFree = Math.min(group.taxFree, Math.round((group.taxFree * percent) / 100));
    group.discountTax = Math.min(
      group.taxAmount,
      priceFromTaxFree(group.discountTaxFree, group.rate).taxAmount,
    );
  }
}

/**
 * Amount: a tax-included sum shared among the rate groups in proportion to their tax-included
 * totals (largest remainder, so the shares add up to the sum), each share split back into its
 * tax-free part and its tax at the group's rate.
 */
function applyAmount(groups: RateGroup[], amount: Cents): void {
  const whole = groups.reduce((sum, group) => sum + taxIncludedOf(group), 0);
  if (whole === 0) return;
  const shares = groups.map((group, index) => {
    const exact = amount * taxIncludedOf(group);
    return { index, share: Math.floor(exact / whole), remainder: exact % whole };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.share, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    s.share += 1;
    left -= 1;
  }
  for (const { index, share } of shares) {
    const group = groups[index]!;
    let taxFree = Math.round((share * 10000) / (10000 + group.rate));
    taxFree = Math.min(group.taxFree, Math.max(share - group.taxAmount, taxFree));
    group.discountTaxFree = taxFree;
    group.discountTax = share - taxFree;
  }
}

const amounts = (taxFree: Cents, taxAmount: Cents): CartAmounts => ({
  taxFree,
  taxAmount,
  taxIncluded: taxFree + taxAmount,
});

/** The cart's amounts from its lines and the coupon it holds (null: none, or not applicable). */
export function cartTotals(lines: readonly CartTotalsLine[], coupon: CartTotalsCoupon | null): CartTotals {
  const prices = lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      throw new RangeError('quantity must be a non-negative integer');
    return priceFromTaxFree(line.unitTaxFree * line.quantity, line.rate);
  });
  const groups = groupLines(lines, prices);
  const products = amounts(
    groups.reduce((sum, g) => sum + g.taxFree, 0),
    groups.reduce((sum, g) => sum + g.taxAmount, 0),
  );
  const applicable = coupon !== null && products.taxIncluded >= (coupon.minimumCart ?? 0);
  if (applicable && coupon.discountType === 'PERCENT') applyPercent(groups, Math.min(100, coupon.value));
  if (applicable && coupon.discountType === 'AMOUNT')
    applyAmount(groups, Math.min(Math.max(0, Math.floor(coupon.value)), products.taxIncluded));
  const discount = applicable
    ? amounts(
        groups.reduce((sum, g) => sum + g.discountTaxFree, 0),
        groups.reduce((sum, g) => sum + g.discountTax, 0),
      )
    : null;
  const total = discount
    ? amounts(products.taxFree - discount.taxFree, products.taxAmount - discount.taxAmount)
    : products;
  const taxes = groups
    .filter((g): g is RateGroup & { kind: CartTaxLine['kind'] } => g.kind !== 'NONE' && g.rate > 0)
    .map((g) => ({
      kind: g.kind,
      rate: g.rate,
      base: g.taxFree - g.discountTaxFree,
      amount: g.taxAmount - g.discountTax,
    }))
    .sort((a, b) => b.rate - a.rate || a.kind.localeCompare(b.kind));
  return { lines: prices, products, discount, total, taxes, francoCurrent: total.taxIncluded };
}
