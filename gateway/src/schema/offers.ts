import { currentPrice, fastDeliveryPeriod, stockState } from '@shop/domain';
import { toGlobalId } from '../relay/global-id.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { offerSeller } from '../models.js';
import { deliveryEstimate } from './delivery-estimate.js';
import { offerPricing } from './prices.js';

export const offerResolvers: Resolvers = {
  Offer: {
    id: (o) => toGlobalId({ type: 'Offer', region: o.region, productSlug: o.ownerSlug, offerId: o.id }),
    offerId: (o) => o.id,
    // Only a marketplace shows its sellers (spec 1); the offer names its own.
    shop: (o, _, ctx) => (ctx.shop.marketplace ? offerSeller(o) : null),
    stockState: (o) => stockState(o.stockQuantity),
    currentPrice: (o) => currentPrice(o),
    pricing: (o) => offerPricing(o),
    // Counted from today: a cached catalogue reply lives a minute at most, so past midnight it is
    // a minute late at worst.
    estimatedDelivery: (o) => deliveryEstimate(fastDeliveryPeriod(o.pickingDelay), new Date(), o.region),
    additionalAttributes: (o) =>
      Object.entries(o.additionalAttributes).map(([key, value]) => ({ key, value })),
  },
};
