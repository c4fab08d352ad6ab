import type { Resolvers } from './__generated__/resolvers-types.js';
import { cartChangeMutations } from './cart/changes.js';
import { couponMutations } from './cart/coupons.js';
import { cartFields, cartLineFields, cartTaxFields, couponFields, francoFields } from './cart/fields.js';
import { quantityMutations } from './cart/quantity.js';
import { cartViewerFields } from './cart/viewer.js';

/** The cart part of the graph, one file per area under `cart/`. */
export const cartResolvers: Resolvers = {
  Viewer: cartViewerFields,
  Cart: cartFields,
  CartLine: cartLineFields,
  Coupon: couponFields,
  CartTax: cartTaxFields,
  FrancoProgress: francoFields,
  Mutation: { ...quantityMutations, ...couponMutations, ...cartChangeMutations },
};
