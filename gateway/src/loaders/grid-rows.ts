import type { GridRows } from '@shop/domain';
import type { PageCall } from '../relay/page-window.js';
import type { RegionKey } from './index.js';

/** The `gridRows` loader's key of a page of a category's rows. */
export function gridRowsKey(path: string, { page, size }: PageCall): string {
  return `${page}:${size}:${path}`;
}

function parseKey(key: string): { path: string; page: number; size: number } {
  const [page, size, ...path] = key.split(':');
  return { path: path.join(':'), page: Number(page), size: Number(size) };
}

const inSubtree = (categoryPath: string, path: string) =>
  categoryPath === path || categoryPath.startsWith(`${path}/`);

/** The rows of one category out of a reply that covered several (its subtree's, in the reply's order). */
export function rowsOf(reply: GridRows, path: string): GridRows {
  const rows = reply.rows.filter((row) => inSubtree(row.categoryPath, path));
  return { rows, total: rows.length };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Batch function of the `gridRows` loader. The first pages a request asks in one region (the
 * grids of several categories) cost one upstream call, `columnFilters` taking a list of paths,
 * split here by subtree; when that reply did not hold every row, a category's share of it may be
 * short, and each category is asked alone. Later pages of a category are its own.
 */
export function gridRowsBatch(fetch: (region: string, paths: string[], page: PageCall) => Promise<GridRows>) {
  return async (keys: readonly RegionKey[]): Promise<(GridRows | Error)[]> => {
    const found = new Map<string, GridRows | Error>();
    const id = (region: string, key: string) => `${region}\u0000${key}`;
    const groups = new Map<string, { region: string; page: PageCall; paths: Set<string> }>();
    for (const { region, key } of keys) {
      const { path, page, size } = parseKey(key);
      const group = `${region}\u0000${page}:${size}`;
      const entry = groups.get(group) ?? { region, page: { page, size }, paths: new Set<string>() };
      entry.paths.add(path);
      groups.set(group, entry);
    }
    await Promise.all(
      [...groups.values()].map(async ({ region, page, paths }) => {
        const alone = async (path: string) => {
          const reply = await fetch(region, [path], page).catch(asError);
          found.set(id(region, gridRowsKey(path, page)), reply);
        };
        const list = [...paths];
        if (list.length === 1 || page.page > 0) return void (await Promise.all(list.map(alone)));
        const reply = await fetch(region, list, page).catch(asError);
        if (!(reply instanceof Error) && reply.rows.length < reply.total)
          return void (await Promise.all(list.map(alone)));
        for (const path of list)
          found.set(
            id(region, gridRowsKey(path, page)),
            reply instanceof Error ? reply : rowsOf(reply, path),
          );
      }),
    );
    return keys.map((k) => found.get(id(k.region, k.key))!);
  };
}
