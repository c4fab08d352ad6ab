import type { Locale } from '@shop/domain/constants';
import { formatPercent } from '../../format/numbers.js';

/** What the order summary reads of the cart, as plain amounts (`Money.amount` strings). */
export interface SummaryInput {
  priceMode: 'B2B' | 'B2C';
  /** Units in the cart, all lines together. */
  itemCount: number;
  products: AmountPair;
  /** The coupon's discount; null without an applicable coupon. */
  discount: AmountPair | null;
  couponCode: string | null;
  total: AmountPair;
  taxes: readonly { kind: 'VAT' | 'DOCKING_FEES'; rate: number; amount: string }[];
  /**
   * At checkout the delivery's price and the total with it are shown below the summary
   * (`CheckoutTotals`): the summary then says nothing of shipping rather than « calculée à l'étape
   * suivante » beside a known price. Elsewhere (cart page, side panel) it is announced.
   */
  shippingShownBelow?: boolean;
}

/** One amount with and without tax (a `Price`). */
export interface AmountPair {
  taxFree: string;
  taxIncluded: string;
}

export type SummaryRow =
  | { kind: 'products'; amount: string; itemCount: number; taxIncluded: boolean }
  | { kind: 'discount'; amount: string; code: string | null }
  | { kind: 'subtotal'; amount: string }
  | { kind: 'tax'; tax: 'VAT' | 'DOCKING_FEES'; rate: number; amount: string; included: boolean }
  | { kind: 'total'; amount: string; taxIncluded: boolean }
  | { kind: 'shipping' };

/**
 * The rows of the order summary (spec 2.4) in the shop's price mode. In B2C every amount is
 * tax-included and the taxes are the part of the total they make ("dont TVA"). In B2B the amounts
 * are tax-free, the taxes are added to them and the last row is what the company pays, tax
 * included: a tax-free total alone would not be the amount charged. A territory without tax
 * (French Guiana, Saint-Martin) has no tax row at all. Shipping is chosen at checkout, so it is
 * only announced before it.
 */
export function summaryRows(input: SummaryInput): SummaryRow[] {
  const b2b = input.priceMode === 'B2B';
  const shown = (pair: AmountPair) => (b2b ? pair.taxFree : pair.taxIncluded);
  const rows: SummaryRow[] = [
    { kind: 'products', amount: shown(input.products), itemCount: input.itemCount, taxIncluded: !b2b },
  ];
  if (input.discount && Number(shown(input.discount)) !== 0)
    rows.push({ kind: 'discount', amount: shown(input.discount), code: input.couponCode });
  const taxes = input.taxes
    .filter((tax) => Number(tax.amount) !== 0)
    .map((tax): SummaryRow => ({
      kind: 'tax',
      tax: tax.kind,
      rate: tax.rate,
      amount: tax.amount,
      included: !b2b,
    }));
  if (b2b) {
    rows.push({ kind: 'subtotal', amount: input.total.taxFree }, ...taxes);
    rows.push({ kind: 'total', amount: input.total.taxIncluded, taxIncluded: true });
  } else {
    rows.push({ kind: 'total', amount: input.total.taxIncluded, taxIncluded: true }, ...taxes);
  }
  if (!input.shippingShownBelow) rows.push({ kind: 'shipping' });
  return rows;
}

/**
 * A tax rate as French writes it, `8,5 %` (two decimals kept: the whole-percent format would turn
 * 8.5 into 9).
 */
export function formatRate(rate: number, locale: Locale): string {
  return formatPercent(rate, locale, 2);
}
