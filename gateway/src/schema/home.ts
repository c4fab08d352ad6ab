import { HOME_SECTION_DEFAULT_SIZE, HOME_SECTION_MAX_SIZE } from '@shop/domain';
import type { HomeSectionName } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { productModel } from '../models.js';
import type { QueryBestsellersArgs, Resolvers } from './__generated__/resolvers-types.js';

/**
 * Home sections: one upstream call each (`products/marketing/homepage`); the cards' sellers are
 * batched by the shops loader like any list. Listing products come without their variants, so
 * they are not primed into the references loader (it holds whole products).
 */
function section(name: HomeSectionName) {
  // Both sections take the same arguments.
  return async (_: unknown, args: QueryBestsellersArgs, ctx: GatewayContext) => {
    const size = args.first ?? HOME_SECTION_DEFAULT_SIZE;
    if (!Number.isInteger(size) || size < 1 || size > HOME_SECTION_MAX_SIZE) {
      throw badUserInput(`first doit être un entier de 1 à ${HOME_SECTION_MAX_SIZE}.`, 'invalid-first');
    }
    const region = await ctx.currentRegion();
    const reply = await ctx.api(region).homeSection(name, size);
    return reply.products.map((product) => productModel(product, region));
  };
}

export const homeResolvers: Resolvers = {
  Query: {
    bestsellers: section('bestsellers'),
    promotions: section('promotions'),
  },
};
