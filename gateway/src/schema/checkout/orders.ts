import { relaySearchShippingDate } from '@shop/domain';
import type { Order } from '@shop/domain';
import type { GatewayContext } from '../../context.js';
import { nullIfNotFound } from '../../errors.js';
import type { OrderModel } from '../../models.js';
import type { QueryResolvers, ViewerResolvers } from '../__generated__/resolvers-types.js';

/** An order's products are sold in its cart's region. */
export function orderModel(order: Order): OrderModel {
  return { ...order, region: order.rootCategoryPath };
}

/** The viewer's order of this reference; null for a visitor, a guest, or someone else's order. */
export async function viewerOrder(ctx: GatewayContext, reference: string): Promise<OrderModel | null> {
  if (ctx.session.token() === undefined || !/^[A-Za-z0-9_-]{1,64}$/u.test(reference)) return null;
  const customer = await ctx.session.customer();
  if (customer === null || customer.isGuest) return null;
  const order = await nullIfNotFound((await ctx.checkout()).order(reference));
  return order && orderModel(order);
}

export const orderViewerFields: ViewerResolvers = {
  order: (_, { reference }, ctx) => viewerOrder(ctx, reference),
};

export const relayQueries: QueryResolvers = {
  relayPoints: async (_, { input }, ctx) => {
    const reply = await (
      await ctx.checkout()
    ).relays({
      address: input.address,
      countryCode: input.countryCode,
      zipCode: input.postCode,
      city: input.city,
      weight: input.weightGrams,
      shippingDate: relaySearchShippingDate(new Date()),
    });
    return { origin: reply.origin.label, relayPoints: reply.relayPoints };
  },
};
