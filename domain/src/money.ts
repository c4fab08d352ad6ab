import { CURRENCY, CURRENCY_SYMBOL } from './constants.js';

/**
 * Amounts are integer euro cents everywhere but at the edges, so sums never drift.
 * Tax rates are integer basis points (850 = 8.5 %), kept in the database per territory.
 */
export type Cents = number;
export type BasisPoints = number;

export interface PriceBreakdown {
  taxFree: Cents;
  taxIncluded: Cents;
  taxAmount: Cents;
  /** Percent, e.g. 8.5. */
  taxRate: number;
  currency: typeof CURRENCY;
  symbol: typeof CURRENCY_SYMBOL;
}

export type PriceMode = 'B2C' | 'B2B';

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer of cents`);
}

/** Tax-included price of a tax-free amount; the tax is rounded half up to the cent, as on an invoice line. */
export function priceFromTaxFree(taxFree: Cents, rate: BasisPoints): PriceBreakdown {
  assertCents(taxFree, 'taxFree');
  assertCents(rate, 'rate');
  const taxAmount = Math.floor((taxFree * rate + 5000) / 10000);
  return {
    taxFree,
    taxIncluded: taxFree + taxAmount,
    taxAmount,
    taxRate: rate / 100,
    currency: CURRENCY,
    symbol: CURRENCY_SYMBOL,
  };
}

/** The amount a shopper sees: tax-free in company (B2B) mode, tax-included otherwise. */
export function displayedAmount(
  price: Pick<PriceBreakdown, 'taxFree' | 'taxIncluded'>,
  mode: PriceMode,
): Cents {
  return mode === 'B2B' ? price.taxFree : price.taxIncluded;
}

/** Decimal text of an amount of cents, exactly two fraction digits ("1234.50"). */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be an integer');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whole percentage of reduction from a regular to a discount price, rounded to the nearest unit. */
export function percentPromo(regular: Cents, discount: Cents): number {
  if (regular <= 0 || discount >= regular) return 0;
  return Math.round(((regular - discount) * 100) / regular);
}

export interface DiscountWindow {
  discountPrice: Cents | null;
  discountStart: string | null;
  discountEnd: string | null;
}

/** A discount price applies when set and `now` lies inside its window (open ends allowed). */
export function isDiscountActive(offer: DiscountWindow, now: Date = new Date()): boolean {
  if (offer.discountPrice === null) return false;
  const t = now.getTime();
  if (offer.discountStart !== null && t < Date.parse(offer.discountStart)) return false;
  if (offer.discountEnd !== null && t > Date.parse(offer.discountEnd)) return false;
  return true;
}

/**
 * What a shopper pays for an offer now: its discount price while `isDiscountActive` (the same rule
 * as the SQL of storefront-api's `products/repository.ts`), else its regular price.
 */
export function currentPrice<P>(offer: { price: P; discountPrice: P | null; isDiscountActive: boolean }): P {
  return offer.isDiscountActive && offer.discountPrice !== null ? offer.discountPrice : offer.price;
}
