import type { GridRow, GridRows } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { gridRowsBatch } from './grid-rows.js';

const row = (reference: string, categoryPath: string): GridRow => ({
  id: reference,
  reference,
  slug: reference.toLowerCase(),
  name: reference,
  categoryPath,
  image: null,
  isConfigurable: false,
  price: null,
  regularPrice: null,
  percentPromo: 0,
  defaultOfferId: null,
  stockQuantity: 0,
  packSize: 1,
  minimalOrderQuantity: 1,
  maximalOrderQuantity: 0,
  attributes: {},
});

const CATALOGUE = [
  row('A', 'mq/maison/cuisine'),
  row('B', 'mq/maison'),
  row('C', 'mq/mode'),
  row('D', 'mq/maisons'),
];

function upstream(limit = Infinity) {
  const calls: string[][] = [];
  const fetch = (_region: string, paths: string[]): Promise<GridRows> => {
    calls.push(paths);
    const rows = CATALOGUE.filter((r) =>
      paths.some((p) => r.categoryPath === p || r.categoryPath.startsWith(`${p}/`)),
    );
    return Promise.resolve({ rows: rows.slice(0, limit), total: rows.length });
  };
  return { calls, batch: gridRowsBatch(fetch) };
}

describe('gridRowsBatch', () => {
  it('asks once for the categories of a region and gives each its subtree', async () => {
    const { calls, batch } = upstream();
    const [maison, cuisine, mode] = (await batch([
      { region: 'mq', key: 'mq/maison' },
      { region: 'mq', key: 'mq/maison/cuisine' },
      { region: 'mq', key: 'mq/mode' },
    ])) as GridRows[];
    expect(calls).toEqual([['mq/maison', 'mq/maison/cuisine', 'mq/mode']]);
    expect(maison!.rows.map((r) => r.reference)).toEqual(['A', 'B']);
    expect(cuisine).toEqual({ rows: [CATALOGUE[0]], total: 1 });
    expect(mode!.total).toBe(1);
  });

  it('asks for each category alone when the shared reply stopped at its row limit', async () => {
    const { calls, batch } = upstream(2);
    const replies = (await batch([
      { region: 'mq', key: 'mq/maison' },
      { region: 'mq', key: 'mq/mode' },
    ])) as GridRows[];
    expect(calls).toEqual([['mq/maison', 'mq/mode'], ['mq/maison'], ['mq/mode']]);
    expect(replies.map((r) => r.total)).toEqual([2, 1]);
  });
});
