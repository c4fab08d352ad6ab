import { describe, expect, it } from 'vitest';
import { listingQuerySchema, searchTermSchema } from './listing.js';

const parse = (query: Record<string, unknown>) => listingQuerySchema.safeParse(query);

describe('listingQuerySchema', () => {
  it('defaults to the first page of 20 by score descending without filters', () => {
    expect(parse({}).data).toEqual({
      page: 0,
      size: 20,
      sort: { field: 'score', order: 'desc' },
      filters: {},
      view: 'full',
    });
  });
  it('reads query-string text', () => {
    const result = parse({
      page: '3',
      size: '50',
      sort: 'price,desc',
      filters: '{"marque":["Samsung","LG"]}',
      view: 'card',
    });
    expect(result.data).toEqual({
      page: 3,
      size: 50,
      sort: { field: 'price', order: 'desc' },
      filters: { marque: ['Samsung', 'LG'] },
      view: 'card',
    });
  });
  it('orders price ascending when no order is given', () => {
    expect(parse({ sort: 'price' }).data?.sort).toEqual({ field: 'price', order: 'asc' });
  });
  it.each([
    [{ page: '-1' }],
    [{ page: '1.5' }],
    [{ page: 'abc' }],
    [{ size: '0' }],
    [{ size: '100000' }],
    [{ sort: 'name,asc' }],
    [{ sort: 'price,up' }],
    [{ sort: 'price,asc,extra' }],
    [{ filters: '{not json' }],
    [{ filters: '["marque"]' }],
    [{ filters: '{"marque":"Samsung"}' }],
    [{ filters: '{"marque":[]}' }],
    [{ filters: '{"Mar que":["x"]}' }],
    // Would set the prototype of the parsed object and vanish instead of being refused.
    [{ filters: '{"__proto__":["x"]}' }],
  ])('refuses %j with a message', (query) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBeTruthy();
  });
});

describe('searchTermSchema', () => {
  it('accepts a valid term and refuses an invalid one with a French message', () => {
    expect(searchTermSchema.safeParse('téléviseur').success).toBe(true);
    expect(searchTermSchema.safeParse('a').error?.issues[0]?.message).toMatch(
      /au moins un mot de 2 caractères/,
    );
  });
});
