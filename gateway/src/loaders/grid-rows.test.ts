import type { GridRow, GridRows } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { gridRowsBatch, gridRowsKey } from './grid-rows.js';

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
  priorPrice: null,
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

function upstream() {
  const calls: string[] = [];
  const fetch = (_region: string, paths: string[], { page, size }: { page: number; size: number }) => {
    calls.push(`${paths.join('+')} ${page}/${size}`);
    const rows = CATALOGUE.filter((r) =>
      paths.some((p) => r.categoryPath === p || r.categoryPath.startsWith(`${p}/`)),
    );
    return Promise.resolve<GridRows>({
      rows: rows.slice(page * size, (page + 1) * size),
      total: rows.length,
    });
  };
  return { calls, batch: gridRowsBatch(fetch) };
}

const key = (path: string, page = 0, size = 10) => ({ region: 'mq', key: gridRowsKey(path, { page, size }) });

describe('gridRowsBatch', () => {
  it('asks once for the first pages of a region and gives each category its subtree', async () => {
    const { calls, batch } = upstream();
    const [maison, cuisine, mode] = (await batch([
      key('mq/maison'),
      key('mq/maison/cuisine'),
      key('mq/mode'),
    ])) as GridRows[];
    expect(calls).toEqual(['mq/maison+mq/maison/cuisine+mq/mode 0/10']);
    expect(maison!.rows.map((r) => r.reference)).toEqual(['A', 'B']);
    expect(cuisine).toEqual({ rows: [CATALOGUE[0]], total: 1 });
    expect(mode!.total).toBe(1);
  });

  it('asks for each category alone when the shared page did not hold every row, and for later pages', async () => {
    const { calls, batch } = upstream();
    const replies = (await batch([
      key('mq/maison', 0, 2),
      key('mq/mode', 0, 2),
      key('mq/maison', 1, 1),
    ])) as GridRows[];
    expect(calls).toEqual(['mq/maison+mq/mode 0/2', 'mq/maison 1/1', 'mq/maison 0/2', 'mq/mode 0/2']);
    expect(replies.map((r) => r.rows.map((row) => row.reference))).toEqual([['A', 'B'], ['C'], ['B']]);
  });
});
