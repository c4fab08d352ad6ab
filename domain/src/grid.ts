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
