/**
 * How a shopper reaches a category's product grid (spec 2.4, "for professional buyers"): the spec
 * names no route nor flag for it, so the category page offers it as a view beside the cards, kept
 * in the URL (`?vue=tableau`) like the list's other state, in every mode of the shop. A module of
 * its own: the route table reads it on every page, the grid's code stays in its chunks.
 */
export const GRID_VIEW_PARAM = 'vue';
export const GRID_VIEW = 'tableau';

export function isGridView(search: URLSearchParams): boolean {
  return search.get(GRID_VIEW_PARAM) === GRID_VIEW;
}
