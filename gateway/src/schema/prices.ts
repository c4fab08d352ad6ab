import { centsToDecimal, CURRENCY, currentPrice, displayedAmount } from '@shop/domain';
import type { CartPrice, Cents, Offer, PriceBreakdown } from '@shop/domain';
import type { Money, Resolvers } from './__generated__/resolvers-types.js';

/** `Price` as its resolvers receive it: an upstream breakdown, or a cart total (several rates, so none). */
export type PriceModel = Omit<PriceBreakdown, 'taxRate' | 'symbol'> & { taxRate: number | null };

/** A cart total (spec 3 Price with `actualAmount`); the displayed figure follows the gateway's mode. */
export function cartTotal(price: CartPrice): PriceModel {
  const { taxFree, taxIncluded, taxAmount } = price;
  return { taxFree, taxIncluded, taxAmount, taxRate: null, currency: CURRENCY };
}

/** `ProductPrice` as its resolvers receive it: upstream breakdowns, which `Price` turns into money. */
export interface ProductPriceModel {
  current: PriceBreakdown;
  regular: PriceBreakdown | null;
  isDiscounted: boolean;
  percentPromo: number;
}

/** Integer cents from the upstream become a decimal text at this edge only. */
export function money(cents: Cents, currencyCode: string): Money {
  return { amount: centsToDecimal(cents), currencyCode };
}

/** A product's price is its default offer's; without one the product is not sold in the region. */
export function productPrice(defaultOffer: Offer | null, percentPromo: number): ProductPriceModel | null {
  if (defaultOffer === null) return null;
  const current = currentPrice(defaultOffer);
  const isDiscounted = current !== defaultOffer.price;
  return {
    current,
    regular: isDiscounted ? defaultOffer.price : null,
    isDiscounted,
    percentPromo: isDiscounted ? percentPromo : 0,
  };
}

export const priceResolvers: Resolvers = {
  Price: {
    taxFree: (p) => money(p.taxFree, p.currency),
    taxIncluded: (p) => money(p.taxIncluded, p.currency),
    taxAmount: (p) => money(p.taxAmount, p.currency),
    displayed: (p, args, ctx) => money(displayedAmount(p, args.mode ?? ctx.priceMode()), p.currency),
  },
};
