import { territoryByCode } from '@shop/domain';
import type { RootCategory } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { unknownRegion } from '../region-path.js';
import { toGlobalId } from '../relay/global-id.js';

export const regionResolvers = {
  Query: {
    regions: (_: unknown, __: unknown, ctx: GatewayContext) => ctx.loaders.regions(),
    region: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const [regions, current] = await Promise.all([ctx.loaders.regions(), ctx.currentRegion()]);
      const region = regions.find((r) => r.path === current);
      if (region === undefined) throw unknownRegion(current);
      return region;
    },
  },
  Region: {
    id: (r: RootCategory) => toGlobalId({ type: 'Region', path: r.path }),
    taxRegime: (r: RootCategory) => territoryByCode(r.countryCode).taxRegime,
    alternates: async (r: RootCategory, _: unknown, ctx: GatewayContext) =>
      (await ctx.loaders.regions()).filter((other) => r.alternates.includes(other.path)),
    isCurrent: async (r: RootCategory, _: unknown, ctx: GatewayContext) =>
      r.path === (await ctx.currentRegion()),
  },
};
