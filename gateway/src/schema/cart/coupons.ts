import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { inputFields } from '../user-errors.js';
import { changeCart } from './shared.js';

/** The coupon's code is `input.code`; the upstream names it `coupon`. */
const FIELDS = inputFields({ coupon: 'code' });

/** Coupons of spec 8: their refusals are the COUPON_* user errors, in the upstream's French. */
export const couponMutations: MutationResolvers = {
  applyCoupon: (_, { input }, ctx) => changeCart(ctx, FIELDS, (cart) => cart.setCoupon(input.code)),
  removeCoupon: (_, { input }, ctx) => changeCart(ctx, FIELDS, (cart) => cart.removeCoupon(input.code)),
};
