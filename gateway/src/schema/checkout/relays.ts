import { relaySearchShippingDate } from '@shop/domain';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';

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
