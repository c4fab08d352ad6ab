/**
 * `collection(name:)` through the gateway over HTTP against the real storefront-api: the same
 * products, order, totals and facets as `GET products/collection/{name}`, Relay paging, filters,
 * the region of the request, and bad input as typed errors.
 */
import type { ProductPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, dataOf, startStack } from './support/stack.js';
import type { Stack } from './support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const NAMES = {
  PROMOTIONS: 'promotions',
  BEST_OFFERS: 'best-offers',
  MADE_IN_THE_ISLANDS: 'made-in-the-islands',
} as const;

interface Connection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { reference: string; percentPromo: number; isPromotion: boolean } }[];
  facets: { name: string; values: { value: string; count: number; selected: boolean }[] }[];
}

const QUERY = `query ($name: CollectionName!, $first: Int, $after: String, $sort: ProductSort, $filters: [FilterInput!]) {
  collection(name: $name, first: $first, after: $after, sort: $sort, filters: $filters) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { reference percentPromo isPromotion } }
    facets { name values { value count selected } }
  }
}`;

async function collection(
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<Connection> {
  return dataOf(await stack.graphql<{ collection: Connection }>(QUERY, variables, headers)).collection;
}

describe('collection(name:)', () => {
  it.each(Object.entries(NAMES))('%s answers the upstream listing, in its order', async (name, upstream) => {
    const direct = await stack.upstream<ProductPage>(
      `/products/collection/${upstream}?size=30&sort=price,asc`,
    );
    expect(direct.total).toBeGreaterThan(3);
    const graph = await collection({ name, first: 30, sort: 'PRICE_ASC' });
    expect(graph.totalCount).toBe(direct.total);
    expect(graph.edges.map((e) => e.node.reference)).toEqual(direct.products.map((p) => p.reference));
    expect(graph.facets.map((f) => f.name).sort()).toEqual(direct.filters.map((f) => f.name).sort());
  });

  it('pages with cursors through every product once, in one upstream call per window', async () => {
    const total = (await collection({ name: 'BEST_OFFERS', first: 0 })).totalCount;
    const seen: string[] = [];
    let after: string | null = null;
    stack.resetCalls();
    for (let page = 0; page < 50; page++) {
      const window: Connection = await collection({ name: 'BEST_OFFERS', first: 7, after });
      seen.push(...window.edges.map((e) => e.node.reference));
      if (!window.pageInfo.hasNextPage) break;
      after = window.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const upstream = stack.calls.filter((c) => c.path === '/products/collection/best-offers');
    expect(upstream.length).toBeLessThanOrEqual(Math.ceil(total / 7) * 2);
    expect(stack.calls.every((c) => c.path === '/products/collection/best-offers')).toBe(true);
  });

  it('filters by a facet and marks the value selected', async () => {
    const all = await collection({ name: 'MADE_IN_THE_ISLANDS', first: 0 });
    const origin = all.facets.find((f) => f.name === 'origine');
    expect(origin?.values.length).toBeGreaterThan(1);
    const value = origin!.values[0]!;
    const filtered = await collection({
      name: 'MADE_IN_THE_ISLANDS',
      first: 100,
      filters: [{ name: 'origine', values: [value.value] }],
    });
    expect(filtered.totalCount).toBe(value.count);
    expect(filtered.facets.find((f) => f.name === 'origine')?.values).toContainEqual({
      ...value,
      selected: true,
    });
  });

  it('lists promotions with their percentage', async () => {
    const { edges } = await collection({ name: 'PROMOTIONS', first: 20 });
    expect(edges.length).toBeGreaterThan(0);
    for (const { node } of edges) expect(node.isPromotion, node.reference).toBe(true);
    expect(edges.some((e) => e.node.percentPromo > 0)).toBe(true);
  });

  it('follows the region of the request', async () => {
    const here = await collection({ name: 'PROMOTIONS', first: 100 });
    const there = await collection({ name: 'PROMOTIONS', first: 100 }, { 'x-catalog': 'reunion' });
    const direct = await stack.upstream<ProductPage>('/products/collection/promotions?size=100', {
      'root-category': 'reunion',
    });
    expect(there.totalCount).toBe(direct.total);
    expect(there.edges.map((e) => e.node.reference)).not.toEqual(here.edges.map((e) => e.node.reference));
  });

  it('refuses an unknown filter, a bad window or an unknown name with BAD_USER_INPUT', async () => {
    const unknownFilter = await stack.graphql(QUERY, {
      name: 'PROMOTIONS',
      filters: [{ name: 'inconnu', values: ['x'] }],
    });
    expect(unknownFilter.data?.collection ?? null).toBeNull();
    expect(codesOf(unknownFilter)).toEqual(['BAD_USER_INPUT']);
    const tooMany = await stack.graphql(QUERY, { name: 'PROMOTIONS', first: 101 });
    expect(codesOf(tooMany)).toEqual(['BAD_USER_INPUT']);
    const badName = await stack.graphql(QUERY, { name: 'SOLDES' });
    expect(badName.errors?.length).toBeGreaterThan(0);
    expect(badName.data ?? null).toBeNull();
  });
});
