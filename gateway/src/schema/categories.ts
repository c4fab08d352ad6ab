import type { Category } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import { isRootPath, isUnknownRegion, regionOfPath, rootOfPath } from '../region-path.js';
import { toGlobalId } from '../relay/global-id.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { productConnection } from './product-connection.js';

function findByPath(tree: Category[], path: string): Category | null {
  for (const category of tree) {
    if (category.path === path) return category;
    if (path.startsWith(`${category.path}/`)) return findByPath(category.children, path);
  }
  return null;
}

/** A category of a region's tree; null when the path or its region is unknown. */
export async function categoryByPath(path: string, ctx: GatewayContext): Promise<Category | null> {
  const root = rootOfPath(path);
  if (!isRootPath(root)) return null;
  try {
    return findByPath(await ctx.loaders.categoryTree.load(root), path);
  } catch (error) {
    if (isUnknownRegion(error)) return null;
    throw error;
  }
}

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_, __, ctx) => ctx.loaders.categoryTree.load(await ctx.currentRegion()),
    category: (_, { path }, ctx) => categoryByPath(path, ctx),
  },
  Category: {
    id: (c) => toGlobalId({ type: 'Category', path: c.path }),
    products: (c, args, ctx, info) => {
      const region = regionOfPath(c.path);
      return productConnection(args, region, info, (listing) =>
        ctx.api(region).productsByCategory(c.path, listing),
      );
    },
  },
};
