import type { GridRows } from '@shop/domain';
import type { RegionKey } from './index.js';

const inSubtree = (categoryPath: string, path: string) =>
  categoryPath === path || categoryPath.startsWith(`${path}/`);

/** The rows of one category out of a reply that covered several (its subtree's, in the reply's order). */
export function rowsOf(reply: GridRows, path: string): GridRows {
  const rows = reply.rows.filter((row) => inSubtree(row.categoryPath, path));
  return { rows, total: rows.length };
}

/**
 * Batch function of the `gridRows` loader: the categories a request asks in one region cost one
 * upstream call (`columnFilters` takes a list of paths), split here by subtree. When that reply
 * stopped at its row limit, a category's share of it may be short: each category is then asked alone.
 */
export function gridRowsBatch(fetch: (region: string, paths: string[]) => Promise<GridRows>) {
  return async (keys: readonly RegionKey[]): Promise<(GridRows | Error)[]> => {
    const found = new Map<string, GridRows | Error>();
    const id = (region: string, path: string) => `${region}\u0000${path}`;
    const regions = [...new Set(keys.map((k) => k.region))];
    await Promise.all(
      regions.map(async (region) => {
        const paths = [...new Set(keys.filter((k) => k.region === region).map((k) => k.key))];
        const alone = async (path: string) => {
          found.set(
            id(region, path),
            await fetch(region, [path]).catch((error: unknown) =>
              error instanceof Error ? error : new Error(String(error)),
            ),
          );
        };
        if (paths.length === 1) return alone(paths[0]!);
        let reply: GridRows;
        try {
          reply = await fetch(region, paths);
        } catch (error) {
          for (const path of paths)
            found.set(id(region, path), error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (reply.rows.length < reply.total) return void (await Promise.all(paths.map(alone)));
        for (const path of paths) found.set(id(region, path), rowsOf(reply, path));
      }),
    );
    return keys.map((k) => found.get(id(k.region, k.key))!);
  };
}
