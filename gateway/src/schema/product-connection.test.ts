import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@shop/domain';
import type { ListingRequest } from '../upstream/catalogue.js';
import { offsetFromCursor } from '../relay/cursor.js';
import { filterSelection, productConnection } from './product-connection.js';

const TOTAL = 45;
/** A query that reads nothing of its products: its pages are asked as cards. */
const CARDS = { fieldNodes: [], fragments: {} } as unknown as GraphQLResolveInfo;

/** An in-memory listing of TOTAL products, recording the page calls it receives. */
function catalogue() {
  const calls: ListingRequest[] = [];
  const fetchPage = async (listing: ListingRequest): Promise<ProductPage> => {
    calls.push(listing);
    const start = listing.page * listing.size;
    const products = Array.from({ length: Math.max(0, Math.min(listing.size, TOTAL - start)) }, (_, i) => ({
      reference: `REF-${start + i}`,
      offers: [],
      defaultOfferId: null,
    })) as unknown as Product[];
    return {
      products,
      total: TOTAL,
      page: listing.page,
      size: listing.size,
      totalPages: Math.ceil(TOTAL / listing.size),
      sort: listing.sort,
      filters: [
        {
          name: 'couleur',
          label: 'Couleur',
          unit: null,
          dbType: 'STRING',
          filterType: 'CHECKBOX',
          index: 2,
          values: [
            { value: 'Rouge', count: 3 },
            { value: 'Noir', count: 4 },
          ],
          step: 1,
          hidden: false,
        },
        {
          name: 'prix',
          label: 'Prix',
          unit: '€',
          dbType: 'NUMBER',
          filterType: 'RANGE',
          index: 1,
          values: [],
          step: 1,
          hidden: false,
        },
      ],
    };
  };
  return { calls, fetchPage };
}

describe('productConnection', () => {
  it('cuts the exact window out of the covering pages', async () => {
    const { calls, fetchPage } = catalogue();
    const first = await productConnection({ first: 4 }, 'martinique', CARDS, fetchPage);
    const next = await productConnection(
      { first: 6, after: first.pageInfo.endCursor },
      'martinique',
      CARDS,
      fetchPage,
    );
    expect(next.edges.map((e) => e.node.reference)).toEqual([
      'REF-4',
      'REF-5',
      'REF-6',
      'REF-7',
      'REF-8',
      'REF-9',
    ]);
    expect(next.edges.map((e) => offsetFromCursor(e.cursor))).toEqual([4, 5, 6, 7, 8, 9]);
    expect(next.edges[0]?.node.region).toBe('martinique');
    expect(next.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(calls).toHaveLength(2);
  });

  it('ends the list at the total', async () => {
    const { fetchPage } = catalogue();
    const all = await productConnection({ first: 40 }, 'martinique', CARDS, fetchPage);
    const rest = await productConnection(
      { first: 10, after: all.pageInfo.endCursor },
      'martinique',
      CARDS,
      fetchPage,
    );
    expect(rest.edges).toHaveLength(5);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(rest.totalCount).toBe(TOTAL);
  });

  it('sends sort and filters upstream, sorts facets and marks selected values', async () => {
    const { calls, fetchPage } = catalogue();
    const result = await productConnection(
      { first: 2, sort: 'PRICE_DESC', filters: [{ name: 'couleur', values: ['Rouge'] }] },
      'martinique',
      CARDS,
      fetchPage,
    );
    expect(calls[0]).toEqual({
      page: 0,
      size: 2,
      sort: 'price,desc',
      filters: { couleur: ['Rouge'] },
      view: 'card',
    });
    expect(result.facets.map((f) => f.name)).toEqual(['prix', 'couleur']);
    expect(result.facets[1]?.values).toEqual([
      { value: 'Rouge', count: 3, selected: true },
      { value: 'Noir', count: 4, selected: false },
    ]);
  });

  it.each([[-1], [101], [1.5]])('refuses first = %s', async (first) => {
    const { calls, fetchPage } = catalogue();
    await expect(productConnection({ first }, 'martinique', CARDS, fetchPage)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'invalid-first' },
    });
    expect(calls).toEqual([]);
  });
});

describe('filterSelection', () => {
  it('merges values by name and drops empty selections', () => {
    expect(
      filterSelection([
        { name: 'couleur', values: ['Rouge'] },
        { name: 'couleur', values: ['Noir', 'Rouge'] },
        { name: 'marque', values: [] },
      ]),
    ).toEqual({ couleur: ['Rouge', 'Noir'] });
  });

  it('refuses a malformed name with the shared French message', () => {
    expect(() => filterSelection([{ name: 'Pas Un Nom', values: ['x'] }])).toThrow(/Filtres invalides/u);
  });
});
