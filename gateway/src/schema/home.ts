import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { productModel } from '../models.js';

/** Home sections: one upstream call each, the products' offers and shops batched like any list. */
const MAX_HOME_PRODUCTS = 50;

function section(name: 'bestsellers' | 'promotions') {
  return async (_: unknown, args: { first?: number | null }, ctx: GatewayContext) => {
    const size = args.first ?? 12;
    if (!Number.isInteger(size) || size < 1 || size > MAX_HOME_PRODUCTS) {
      throw badUserInput(`first doit être un entier de 1 à ${MAX_HOME_PRODUCTS}.`, 'invalid-first');
    }
    const region = await ctx.currentRegion();
    const page = await ctx.api(region).homeSection(name, { page: 0, size, sort: 'score,desc', filters: {} });
    return page.products.map((product) => productModel(product, region));
  };
}

export const homeResolvers = {
  Query: {
    bestsellers: section('bestsellers'),
    promotions: section('promotions'),
  },
};
