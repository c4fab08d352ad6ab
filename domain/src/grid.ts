/** The product table grid's limits (spec 2.4), shared by the storefront-api, the gateway and the web. */

/**
 * Rows a grid shows at most, and the largest page of rows one call may ask: a professional's
 * category of 5,000 products is read whole (in pages), then sorted and filtered by the browser
 * itself; a bigger one says how many it left out.
 */
export const GRID_MAX_ROWS = 5000;

/**
 * Rows of one GraphQL page of a grid: 1,000 rows are about 0.5 MB of JSON, well inside the
 * gateway's reply bound (2 MiB), so a grid of 5,000 arrives in five replies.
 */
export const GRID_PAGE_SIZE = 1000;

/**
 * How a grid column is displayed (spec 3 "Grid data"): `DEFAULT` as a column of its own, `NONE`
 * not at all. An attribute some categories need as data but no shopper should read (a supplier's
 * code, a sorting key) is declared `NONE`.
 */
export const ATTRIBUTE_DISPLAY_TYPES = ['DEFAULT', 'NONE'] as const;
export type AttributeDisplayType = (typeof ATTRIBUTE_DISPLAY_TYPES)[number];

/**
 * A grid with its `NONE` columns taken out (spec 3: a grid attribute with displayType NONE is
 * hidden), and their filters with them: a filter on a column nobody sees would narrow the rows for
 * a reason the shopper cannot read. The one place the rule is applied; every channel reads the
 * grid through it.
 */
export function withoutHiddenColumns<
  Grid extends {
    columnDefs: readonly { field: string; displayType: AttributeDisplayType }[];
    filters: readonly { name: string }[];
  },
>(grid: Grid): Grid {
  const hidden = new Set(grid.columnDefs.filter((c) => c.displayType === 'NONE').map((c) => c.field));
  if (hidden.size === 0) return grid;
  return {
    ...grid,
    columnDefs: grid.columnDefs.filter((c) => !hidden.has(c.field)),
    filters: grid.filters.filter((f) => !hidden.has(f.name)),
  };
}
