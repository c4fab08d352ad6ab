import { centsToDecimal, displayedAmount } from '@shop/domain';
import type { Cents, Offer, PriceBreakdown, PriceMode } from '@shop/domain';
import type { GatewayContext } from '../context.js';

export interface MoneyModel {
  amount: string;
  currencyCode: string;
}

export interface ProductPriceModel {
  current: PriceBreakdown;
  regular: PriceBreakdown | null;
  isDiscounted: boolean;
  percentPromo: number;
}

/** Integer cents from the upstream become a decimal text at this edge only. */
export function money(cents: Cents, currencyCode: string): MoneyModel {
  return { amount: centsToDecimal(cents), currencyCode };
}

/** What a shopper pays for an offer now: the discount price while its window is open. */
export function currentPrice(offer: Offer): PriceBreakdown {
  return offer.isDiscountActive && offer.discountPrice !== null ? offer.discountPrice : offer.price;
}

/** A product's price is its default offer's; without one the product is not sold in the region. */
export function productPrice(defaultOffer: Offer | null, percentPromo: number): ProductPriceModel | null {
  if (defaultOffer === null) return null;
  const isDiscounted = defaultOffer.isDiscountActive && defaultOffer.discountPrice !== null;
  return {
    current: currentPrice(defaultOffer),
    regular: isDiscounted ? defaultOffer.price : null,
    isDiscounted,
    percentPromo: isDiscounted ? percentPromo : 0,
  };
}

export const priceResolvers = {
  Price: {
    taxFree: (p: PriceBreakdown) => money(p.taxFree, p.currency),
    taxIncluded: (p: PriceBreakdown) => money(p.taxIncluded, p.currency),
    taxAmount: (p: PriceBreakdown) => money(p.taxAmount, p.currency),
    displayed: (p: PriceBreakdown, args: { mode?: PriceMode | null }, ctx: GatewayContext) =>
      money(displayedAmount(p, args.mode ?? ctx.priceMode()), p.currency),
  },
};
