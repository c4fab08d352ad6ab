import { stockState } from '@shop/domain';
import type { GridColumn as GridColumnRecord, GridRow } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import type { GridRowModel, ProductGridModel } from '../models.js';
import { regionOfPath } from '../region-path.js';
import type { GridColumn, Resolvers } from './__generated__/resolvers-types.js';
import { facetModel } from './product-connection.js';

const definitionOf = (grid: ProductGridModel, ctx: GatewayContext) =>
  ctx.loaders.categoryGrid.load({ region: grid.region, key: grid.path });

function rowModel(row: GridRow, columns: readonly GridColumnRecord[]): GridRowModel {
  return { ...row, values: columns.map((column) => row.attributes[column.field] ?? null) };
}

/**
 * The product table grid of a category (spec 2.4). Its fields read two loaders by the category's
 * path: the columns and filters (`findOne`) and the rows (`columnFilters`), so asking both costs
 * two upstream calls made side by side, and the grids of several categories share the rows' call.
 */
export const gridResolvers: Resolvers = {
  Category: {
    grid: (category) => ({ path: category.path, region: regionOfPath(category.path) }),
  },
  ProductGrid: {
    columns: async (grid, _, ctx) =>
      (await definitionOf(grid, ctx)).columnDefs.map((column): GridColumn => ({
        name: column.field,
        label: column.headerName,
        unit: column.unit,
        type: column.type,
        filterable: column.filterable,
      })),
    filters: async (grid, _, ctx) =>
      (await definitionOf(grid, ctx)).filters
        .map((filter) => facetModel(filter, {}))
        .sort((a, b) => a.index - b.index),
    rows: async (grid, _, ctx) => {
      const [definition, rows] = await Promise.all([
        definitionOf(grid, ctx),
        ctx.loaders.gridRows.load({ region: grid.region, key: grid.path }),
      ]);
      return rows.rows.map((row) => rowModel(row, definition.columnDefs));
    },
    totalCount: async (grid, _, ctx) =>
      (await ctx.loaders.gridRows.load({ region: grid.region, key: grid.path })).total,
  },
  GridRow: {
    price: (row) =>
      row.price === null
        ? null
        : {
            current: row.price,
            regular: row.regularPrice,
            isDiscounted: row.regularPrice !== null,
            percentPromo: row.regularPrice !== null ? row.percentPromo : 0,
          },
    offerId: (row) => row.defaultOfferId,
    stockState: (row) => stockState(row.stockQuantity),
  },
};
