import { currentPrice, stockState } from '@shop/domain';
import { toGlobalId } from '../relay/global-id.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { findSeller } from './shops.js';

export const offerResolvers: Resolvers = {
  Offer: {
    id: (o) => toGlobalId({ type: 'Offer', region: o.region, productSlug: o.ownerSlug, offerId: o.id }),
    offerId: (o) => o.id,
    shop: (o, _, ctx) => findSeller(ctx, { region: o.region, key: o.shopId }),
    stockState: (o) => stockState(o.stockQuantity),
    currentPrice: (o) => currentPrice(o),
    additionalAttributes: (o) =>
      Object.entries(o.additionalAttributes).map(([key, value]) => ({ key, value })),
  },
};
