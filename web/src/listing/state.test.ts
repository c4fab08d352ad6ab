import { describe, expect, it } from 'vitest';
import { clearFilter, readListingState, toggleFilter, writeListingState } from './state.js';

const read = (query: string) => readListingState(new URLSearchParams(query));

describe('listing state in the URL', () => {
  it('has the spec defaults: score descending, list mode, screen page size', () => {
    expect(read('')).toEqual({ sort: 'SCORE_DESC', filters: [], mode: 'list', size: null });
  });

  it('reads sort, filters, display mode and page size', () => {
    expect(read('sort=price-asc&f=marque:Chicco&f=marque:Joie&f=couleur:Rouge&mode=small&size=50')).toEqual({
      sort: 'PRICE_ASC',
      filters: [
        { name: 'marque', values: ['Chicco', 'Joie'] },
        { name: 'couleur', values: ['Rouge'] },
      ],
      mode: 'small',
      size: 50,
    });
  });

  it('keeps values holding colons and commas whole', () => {
    expect(read('f=taille:10:12, ans').filters).toEqual([{ name: 'taille', values: ['10:12, ans'] }]);
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(
      read('sort=cheap&mode=huge&size=7&f=nocolon&f=:x&f=bad name:x&f=marque:&f=marque:A&f=marque:A'),
    ).toEqual({
      sort: 'SCORE_DESC',
      filters: [{ name: 'marque', values: ['A'] }],
      mode: 'list',
      size: null,
    });
  });

  it('writes back what it reads, leaving other parameters alone', () => {
    const query = 'searchTerm=robe&sort=price-desc&f=marque:Chicco&mode=large&size=100';
    const written = writeListingState(new URLSearchParams('searchTerm=robe&page=3'), read(query));
    expect(written.get('searchTerm')).toBe('robe');
    expect(written.get('page')).toBe('3');
    expect(readListingState(written)).toEqual(read(query));
    expect(writeListingState(new URLSearchParams(''), read('')).toString()).toBe('');
  });

  it('toggles and clears facet values', () => {
    let filters = toggleFilter([], 'marque', 'A');
    filters = toggleFilter(filters, 'marque', 'B');
    expect(filters).toEqual([{ name: 'marque', values: ['A', 'B'] }]);
    filters = toggleFilter(filters, 'marque', 'A');
    expect(filters).toEqual([{ name: 'marque', values: ['B'] }]);
    expect(toggleFilter(filters, 'marque', 'B')).toEqual([]);
    expect(clearFilter([...filters, { name: 'c', values: ['x'] }], 'marque')).toEqual([
      { name: 'c', values: ['x'] },
    ]);
  });
});
