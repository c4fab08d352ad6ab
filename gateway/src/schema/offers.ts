import { stockState } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { shopModel } from '../models.js';
import type { OfferModel } from '../models.js';
import { toGlobalId } from '../relay/global-id.js';
import { currentPrice } from './prices.js';

export const offerResolvers = {
  Offer: {
    id: (o: OfferModel) =>
      toGlobalId({ type: 'Offer', region: o.region, productSlug: o.ownerSlug, offerId: o.id }),
    offerId: (o: OfferModel) => o.id,
    shop: async (o: OfferModel, _: unknown, ctx: GatewayContext) => {
      const shop = await ctx.loaders.shopById.load({ region: o.region, key: o.shopId });
      return shop && shopModel(shop, o.region);
    },
    stockState: (o: OfferModel) => stockState(o.stockQuantity),
    currentPrice: (o: OfferModel) => currentPrice(o),
    additionalAttributes: (o: OfferModel) =>
      Object.entries(o.additionalAttributes).map(([key, value]) => ({ key, value })),
  },
};
