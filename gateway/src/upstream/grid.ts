import { CATEGORY_PATH_ATTRIBUTE, categoryGridSchema, gridRowsSchema } from '@shop/domain';
import type { CategoryGrid, GridRows } from '@shop/domain';
import type { PageCall } from '../relay/page-window.js';
import type { ParsedRequest } from './request.js';

/**
 * The product table grid's calls of spec 7, on the marketing-data side (`CONTENT_API_URL`, the
 * storefront API by default): contract in `domain/src/api/grid.ts`.
 */
export interface GridApi {
  /** A category's columns and filters (`POST products/category/findOne`); NOT_FOUND when unknown. */
  category(path: string): Promise<CategoryGrid>;
  /** A page of the rows of categories and their descendants (`GET products/category` with `columnFilters`). */
  rows(paths: readonly string[], page: PageCall): Promise<GridRows>;
}

export function gridCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): GridApi {
  return {
    category: (path) =>
      call({
        method: 'POST',
        path: '/products/category/findOne',
        body: { attrId: CATEGORY_PATH_ATTRIBUTE, attrValue: path, categoryUp: false },
        reply: categoryGridSchema,
      }),
    rows: (paths, { page, size }) =>
      call({
        path: '/products/category',
        query: { columnFilters: JSON.stringify({ [CATEGORY_PATH_ATTRIBUTE]: paths }), page, size },
        reply: gridRowsSchema,
      }),
  };
}
