/**
 * `Category.grid` through the gateway over HTTP against the real storefront-api: the columns,
 * filters and rows of `products/category/findOne` and `products/category?columnFilters`, two
 * upstream calls side by side for a grid and one rows call for several grids of a region.
 */
import type { GridRows, ProductPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, REGION, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;
let parent: string;
let child: string;

interface Grid {
  totalCount: number;
  columns: { name: string; label: string; filterable: boolean }[];
  filters: { name: string; values: { value: string; count: number }[] }[];
  rows: {
    edges: {
      node: {
        reference: string;
        name: string;
        offerId: string | null;
        stockQuantity: number;
        stockState: string;
        price: { current: { displayed: { amount: string } } } | null;
        values: (string | null)[];
      };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const GRID = `fragment grid on ProductGrid {
  totalCount
  columns { name label filterable }
  filters { name values { value count } }
  rows(first: $first, after: $after) {
    edges { node { reference name offerId stockQuantity stockState price { current { displayed { amount } } } values } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const nodes = (grid: Grid) => grid.rows.edges.map((e) => e.node);

beforeAll(async () => {
  stack = await startStack();
  interface Tree {
    path: string;
    productCount: number;
    children: { path: string; productCount: number }[];
  }
  const { categories } = dataOf(
    await stack.graphql<{ categories: Tree[] }>(
      '{ categories { path productCount children { path productCount } } }',
    ),
  );
  const withChild = categories.find((c) => c.children.some((x) => x.productCount > 0))!;
  parent = withChild.path;
  child = withChild.children.find((x) => x.productCount > 0)!.path;
});

afterAll(async () => {
  await stack?.close();
});

describe('Category.grid', () => {
  it('answers the upstream columns, filters and rows in two upstream calls', async () => {
    stack.resetCalls();
    const reply = await stack.graphql<{ category: { grid: Grid } }>(
      `query ($path: String!, $first: Int, $after: String) { category(path: $path) { grid { ...grid } } } ${GRID}`,
      { path: parent },
    );
    const grid = dataOf(reply).category.grid;
    const gridCalls = stack.calls.filter((c) => c.path.startsWith('/products/category'));
    expect(gridCalls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /products/category',
      'POST /products/category/findOne',
    ]);

    const direct = await stack.upstream<GridRows>(
      `/products/category?columnFilters=${encodeURIComponent(JSON.stringify({ categ_path: [parent] }))}`,
    );
    expect(grid.totalCount).toBe(direct.total);
    expect(nodes(grid).map((r) => r.reference)).toEqual(direct.rows.map((r) => r.reference));
    const first = nodes(grid)[0]!;
    const upstreamFirst = direct.rows[0]!;
    expect(first.offerId).toBe(upstreamFirst.defaultOfferId);
    expect(first.price?.current.displayed.amount).toBe(
      upstreamFirst.price ? (upstreamFirst.price.taxIncluded / 100).toFixed(2) : undefined,
    );
    // Each row's values follow the columns.
    expect(first.values).toEqual(grid.columns.map((c) => upstreamFirst.attributes[c.name] ?? null));
    // The filters are the listing's facets of the category, for the filterable columns.
    const page = await stack.upstream<ProductPage>(`/products/category?categoryPath=${parent}&size=1`);
    const filterable = new Set(grid.columns.filter((c) => c.filterable).map((c) => c.name));
    expect(grid.filters.map((f) => f.name).sort()).toEqual(
      page.filters
        .map((f) => f.name)
        .filter((name) => filterable.has(name))
        .sort(),
    );
  });

  it('hides a column whose display type is NONE, with its filter and its values (spec 3)', async () => {
    const query = `query ($path: String!, $first: Int, $after: String) { category(path: $path) { grid { ...grid } } } ${GRID}`;
    const before = dataOf(await stack.graphql<{ category: { grid: Grid } }>(query, { path: child })).category
      .grid;
    const hidden = before.columns.find((c) => c.filterable)!.name;
    await stack.sql(`UPDATE attributes SET display_type = 'NONE' WHERE name = $1`, [hidden]);
    try {
      // The write's notification drops what the storefront-api and the gateway kept: a moment.
      const grid = async () =>
        dataOf(await stack.graphql<{ category: { grid: Grid } }>(query, { path: child })).category.grid;
      await expect.poll(async () => (await grid()).columns.map((c) => c.name)).not.toContain(hidden);
      const after = await grid();
      expect(after.columns.map((c) => c.name)).toEqual(
        before.columns.map((c) => c.name).filter((name) => name !== hidden),
      );
      expect(after.filters.map((f) => f.name)).not.toContain(hidden);
      for (const row of nodes(after)) expect(row.values).toHaveLength(after.columns.length);
      const index = before.columns.findIndex((c) => c.name === hidden);
      expect(nodes(after)[0]!.values).toEqual(nodes(before)[0]!.values.filter((_, i) => i !== index));
    } finally {
      await stack.sql(`UPDATE attributes SET display_type = 'DEFAULT' WHERE name = $1`, [hidden]);
      await expect
        .poll(async () =>
          dataOf(
            await stack.graphql<{ category: { grid: Grid } }>(query, { path: child }),
          ).category.grid.columns.map((c) => c.name),
        )
        .toContain(hidden);
    }
  });

  it('reads the rows of several categories of a region in one call', async () => {
    stack.resetCalls();
    const reply = await stack.graphql<{ a: { grid: Grid }; b: { grid: Grid } }>(
      `query ($a: String!, $b: String!, $first: Int, $after: String) {
        a: category(path: $a) { grid { ...grid } }
        b: category(path: $b) { grid { ...grid } }
      } ${GRID}`,
      { a: parent, b: child },
    );
    const { a, b } = dataOf(reply);
    const rowCalls = stack.calls.filter((c) => c.method === 'GET' && c.path === '/products/category');
    expect(rowCalls).toHaveLength(1);
    expect(JSON.parse(rowCalls[0]!.query.get('columnFilters')!)).toEqual({ categ_path: [parent, child] });
    const alone = dataOf(
      await stack.graphql<{ category: { grid: Grid } }>(
        `query ($path: String!, $first: Int, $after: String) { category(path: $path) { grid { ...grid } } } ${GRID}`,
        { path: child },
      ),
    ).category.grid;
    expect(nodes(b.grid).map((r) => r.reference)).toEqual(nodes(alone).map((r) => r.reference));
    expect(b.grid.totalCount).toBe(alone.totalCount);
    expect(nodes(a.grid).length).toBeGreaterThanOrEqual(nodes(b.grid).length);
  });

  it('gives the rows a window at a time, one upstream page each', async () => {
    const query = `query ($path: String!, $first: Int, $after: String) { category(path: $path) { grid { ...grid } } } ${GRID}`;
    const whole = dataOf(await stack.graphql<{ category: { grid: Grid } }>(query, { path: parent }));
    const references: string[] = [];
    let after: string | null = null;
    stack.resetCalls();
    for (let window = 0; window < 100; window++) {
      const reply: { category: { grid: Grid } } = dataOf(
        await stack.graphql<{ category: { grid: Grid } }>(query, { path: parent, first: 25, after }),
      );
      references.push(...nodes(reply.category.grid).map((r) => r.reference));
      if (!reply.category.grid.rows.pageInfo.hasNextPage) break;
      after = reply.category.grid.rows.pageInfo.endCursor;
    }
    expect(references).toEqual(nodes(whole.category.grid).map((r) => r.reference));
    const rowCalls = stack.calls.filter((c) => c.method === 'GET' && c.path === '/products/category');
    expect(rowCalls).toHaveLength(Math.ceil(references.length / 25));
    const tooMany = await stack.graphql(query, { path: parent, first: 1001 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads the rows in the category’s region and language', async () => {
    const other = parent.replace(`${REGION}/`, 'guadeloupe/');
    const reply = await stack.graphql<{ category: { grid: { totalCount: number } } | null }>(
      `query ($path: String!) { category(path: $path) { grid { totalCount rows(first: 1) { pageInfo { hasNextPage } } } } }`,
      { path: other },
      { 'x-catalog': REGION, 'x-locale': 'fr' },
    );
    const grid = dataOf(reply).category?.grid;
    const direct = await stack.upstream<GridRows>(
      `/products/category?columnFilters=${encodeURIComponent(JSON.stringify({ categ_path: [other] }))}`,
      { 'root-category': 'guadeloupe' },
    );
    expect(grid?.totalCount).toBe(direct.total);
  });
});
