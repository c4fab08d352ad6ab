import { announcedReduction, centsToDecimal, CURRENCY, currentPrice, displayedAmount } from '@shop/domain';
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
  /** Lowest price of the 30 days before the running reduction (the offer's `priorPrice`). */
  priorPrice: PriceBreakdown | null;
}

/** Integer cents from the upstream become a decimal text at this edge only. */
export function money(cents: Cents, currencyCode: string): Money {
  return { amount: centsToDecimal(cents), currencyCode };
}

/** A product's price is its default offer's; without one the product is not sold in the region. */
export function productPrice(defaultOffer: Offer | null): ProductPriceModel | null {
  return defaultOffer === null ? null : offerPricing(defaultOffer);
}

/** An offer's price as announced: what is paid now, and its running discount's reduction. */
export function offerPricing(offer: Offer): ProductPriceModel {
  const current = currentPrice(offer);
  return reductionOf(current, current === offer.price ? null : offer.price, offer.priorPrice);
}

/**
 * A price and the reduction it may announce (L112-1-1, `announcedReduction`): the struck price and
 * the percentage are measured against the prior price when there is one, so the upstream's own
 * percentage (against the regular price) is not shown. `regular` is null without a running discount.
 */
export function reductionOf(
  current: PriceBreakdown,
  regular: PriceBreakdown | null,
  priorPrice: PriceBreakdown | null,
): ProductPriceModel {
  const announced = regular === null ? null : announcedReduction(current, regular, priorPrice);
  return {
    current,
    regular: announced?.reference ?? null,
    isDiscounted: announced !== null,
    percentPromo: announced?.percent ?? 0,
    priorPrice: announced === null ? null : priorPrice,
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
