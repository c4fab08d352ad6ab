import { toGlobalId } from '../../relay/global-id.js';
import { addressModel, findAddress } from '../../models.js';
import type { CustomerResolvers, QueryResolvers, ViewerResolvers } from '../__generated__/resolvers-types.js';
import { VIEWER, VIEWER_ID } from './shared.js';

export const viewerQueries: QueryResolvers = {
  viewer: () => VIEWER,
};

export const viewerFields: ViewerResolvers = {
  id: () => VIEWER_ID,
  customer: (_, __, ctx) => ctx.session.customer(),
  isAuthenticated: async (_, __, ctx) => {
    const customer = await ctx.session.customer();
    return customer !== null && !customer.isGuest;
  },
};

export const customerFields: CustomerResolvers = {
  id: (c) => toGlobalId({ type: 'Customer', customerId: c.id }),
  addresses: (c) => c.addresses.map((address) => addressModel(address, c)),
  defaultShippingAddress: (c) => findAddress(c, c.defaultShippingAddress),
  defaultBillingAddress: (c) => findAddress(c, c.defaultBillingAddress),
  newsletterSubscribed: (c) => c.newsLetterSubscribed,
  cartLineCount: (c) => c.shoppingCart.cartItems.length,
};
