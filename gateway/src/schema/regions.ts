import { territoryByCode } from '@shop/domain';
import { unknownRegion } from '../region-path.js';
import { toGlobalId } from '../relay/global-id.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

export const regionResolvers: Resolvers = {
  Query: {
    regions: (_, __, ctx) => ctx.loaders.regions(),
    region: async (_, __, ctx) => {
      const [regions, current] = await Promise.all([ctx.loaders.regions(), ctx.currentRegion()]);
      const region = regions.find((r) => r.path === current);
      if (region === undefined) throw unknownRegion(current);
      return region;
    },
  },
  Region: {
    id: (r) => toGlobalId({ type: 'Region', path: r.path }),
    taxRegime: (r) => territoryByCode(r.countryCode).taxRegime,
    alternates: async (r, _, ctx) =>
      (await ctx.loaders.regions()).filter((other) => r.alternates.includes(other.path)),
    isCurrent: async (r, _, ctx) => r.path === (await ctx.currentRegion()),
  },
};
