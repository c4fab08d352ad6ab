import { GRID_PAGE_SIZE, stockState, withoutHiddenColumns } from '@shop/domain';
import type { GridColumn as GridColumnRecord, GridRow } from '@shop/domain';
import type { GatewayContext } from '../context.js';
import type { GridRowModel, ProductGridModel } from '../models.js';
import { gridRowsKey } from '../loaders/grid-rows.js';
import { regionOfPath } from '../region-path.js';
import { offsetCursor } from '../relay/cursor.js';
import { planWindow } from '../relay/page-window.js';
import type { GridColumn, Resolvers } from './__generated__/resolvers-types.js';
import { facetModel, windowOf } from './product-connection.js';
import { reductionOf } from './prices.js';

/** The grid's columns and filters as shoppers see them: those displayed NONE are hidden (spec 3). */
const definitionOf = async (grid: ProductGridModel, ctx: GatewayContext) =>
  withoutHiddenColumns(await ctx.loaders.categoryGrid.load({ region: grid.region, key: grid.path }));

function rowModel(row: GridRow, columns: readonly GridColumnRecord[]): GridRowModel {
  return { ...row, values: columns.map((column) => row.attributes[column.field] ?? null) };
}

/**
 * The product table grid of a category (spec 2.4). Its fields read two loaders by the category's
 * path: the columns, filters and total (`findOne`) and the rows' pages (`columnFilters`), so a
 * window of rows costs two upstream calls made side by side, and the first windows of several
 * categories share the rows' call. A window is at most 1,000 rows (about 0.5 MB): a grid of 5,000
 * comes in five replies, each well inside the gateway's reply bound.
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
    rows: async (grid, args, ctx) => {
      const { offset, count } = windowOf(args, GRID_PAGE_SIZE, GRID_PAGE_SIZE);
      const plan = planWindow(offset, count, GRID_PAGE_SIZE);
      const [definition, ...pages] = await Promise.all([
        definitionOf(grid, ctx),
        ...plan.calls.map((call) =>
          ctx.loaders.gridRows.load({ region: grid.region, key: gridRowsKey(grid.path, call) }),
        ),
      ]);
      const total = pages[0]?.total ?? 0;
      const rows = pages.flatMap((page) => page.rows).slice(plan.skip, plan.skip + count);
      const edges = rows.map((row, i) => ({
        cursor: offsetCursor(offset + i),
        node: rowModel(row, definition.columnDefs),
      }));
      return {
        edges,
        pageInfo: {
          hasNextPage: offset + edges.length < total,
          hasPreviousPage: offset > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
    totalCount: async (grid, _, ctx) => (await definitionOf(grid, ctx)).productCount,
  },
  GridRow: {
    price: (row) => (row.price === null ? null : reductionOf(row.price, row.regularPrice, row.priorPrice)),
    offerId: (row) => row.defaultOfferId,
    stockState: (row) => stockState(row.stockQuantity),
  },
};
