import { currentPrice, stockState } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import type { OfferModel } from '../models.js';
import { toGlobalId } from '../relay/global-id.js';
import { findSeller } from './shops.js';

export const offerResolvers = {
  Offer: {
    id: (o: OfferModel) =>
      toGlobalId({ type: 'Offer', region: o.region, productSlug: o.ownerSlug, offerId: o.id }),
    offerId: (o: OfferModel) => o.id,
    shop: (o: OfferModel, _: unknown, ctx: GatewayContext) =>
      findSeller(ctx, { region: o.region, key: o.shopId }),
    stockState: (o: OfferModel) => stockState(o.stockQuantity),
    currentPrice: (o: OfferModel) => currentPrice(o),
    additionalAttributes: (o: OfferModel) =>
      Object.entries(o.additionalAttributes).map(([key, value]) => ({ key, value })),
  },
};
