import { describe, expect, it } from 'vitest';
import {
  clearFilter,
  listingVariables,
  pageSizeFor,
  readListingState,
  selectedCount,
  sortKey,
  toggleFilter,
  withoutFilters,
  writeListingState,
} from './state.js';

const read = (query: string) => readListingState(new URLSearchParams(query));

describe('listing state in the URL', () => {
  it('has the spec defaults: score descending, no filter, no mode or size chosen', () => {
    expect(read('')).toEqual({ sort: 'SCORE_DESC', filters: [], mode: null, size: null });
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
    expect(read('sort=price-desc').sort).toBe('PRICE_DESC');
    expect(read('sort=score').sort).toBe('SCORE_DESC');
  });

  it('keeps values holding colons, commas, spaces and accents whole', () => {
    expect(read('f=taille:10:12, ans&f=origine:Île de la Réunion').filters).toEqual([
      { name: 'taille', values: ['10:12, ans'] },
      { name: 'origine', values: ['Île de la Réunion'] },
    ]);
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(
      read(
        'sort=cheap&mode=huge&size=7&f=nocolon&f=:x&f=bad name:x&f=Marque:x&f=9x:y&f=marque:&f=marque:%20&f=marque:A&f=marque:A',
      ),
    ).toEqual({ sort: 'SCORE_DESC', filters: [{ name: 'marque', values: ['A'] }], mode: null, size: null });
    // Names and sizes the gateway would refuse, or that only look like a known key.
    expect(read('sort=__proto__&sort=constructor').sort).toBe('SCORE_DESC');
    expect(read('sort=toString').sort).toBe('SCORE_DESC');
    expect(read('f=__proto__:x&f=constructor:y').filters).toEqual([{ name: 'constructor', values: ['y'] }]);
    expect(read('size=20.0').size).toBeNull();
    expect(read('size=1e2').size).toBeNull();
    expect(read('size=1000').size).toBeNull();
    expect(read('size=100').size).toBe(100);
    expect(read('mode=LIST').mode).toBeNull();
  });

  it('caps what a crafted URL can ask for', () => {
    expect(read(`f=marque:${'x'.repeat(201)}`).filters).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) => `f=marque:v${i}`).join('&');
    expect(read(many).filters[0]!.values).toHaveLength(50);
    const names = Array.from({ length: 30 }, (_, i) => `f=n${i}:v`).join('&');
    expect(read(names).filters).toHaveLength(20);
  });

  it('survives malformed percent-encoding', () => {
    expect(() => read('f=marque:%E0%A4%A&sort=%')).not.toThrow();
  });

  it('writes back what it reads, leaving other parameters alone', () => {
    const query = 'searchTerm=robe&sort=price-desc&f=marque:Chicco&f=marque:Joie&mode=large&size=100';
    const written = writeListingState(new URLSearchParams('searchTerm=robe&page=3'), read(query));
    expect(written.get('searchTerm')).toBe('robe');
    expect(written.get('page')).toBe('3');
    expect(readListingState(written)).toEqual(read(query));
  });

  it('writes nothing for the defaults', () => {
    expect(writeListingState(new URLSearchParams(''), read('')).toString()).toBe('');
    expect(writeListingState(new URLSearchParams('sort=score&mode=x'), read('sort=score')).toString()).toBe(
      '',
    );
  });

  it('drops the filters, keeping the rest', () => {
    expect(withoutFilters(new URLSearchParams('searchTerm=robe&f=a:b&sort=price-asc')).toString()).toBe(
      'searchTerm=robe&sort=price-asc',
    );
  });

  it('toggles and clears facet values', () => {
    let filters = toggleFilter([], 'marque', 'A');
    filters = toggleFilter(filters, 'marque', 'B');
    expect(filters).toEqual([{ name: 'marque', values: ['A', 'B'] }]);
    expect(selectedCount([...filters, { name: 'c', values: ['x'] }])).toBe(3);
    filters = toggleFilter(filters, 'marque', 'A');
    expect(filters).toEqual([{ name: 'marque', values: ['B'] }]);
    expect(toggleFilter(filters, 'marque', 'B')).toEqual([]);
    expect(clearFilter([...filters, { name: 'c', values: ['x'] }], 'marque')).toEqual([
      { name: 'c', values: ['x'] },
    ]);
  });

  it('names sorts for the URL', () => {
    expect(sortKey('SCORE_DESC')).toBe('score');
    expect(sortKey('PRICE_ASC')).toBe('price-asc');
    expect(sortKey('PRICE_DESC')).toBe('price-desc');
  });
});

describe('page size and query variables', () => {
  it('takes 20 on desktop and 50 on mobile unless the shopper chose (spec 9)', () => {
    expect(pageSizeFor({ size: null }, false)).toBe(20);
    expect(pageSizeFor({ size: null }, true)).toBe(50);
    expect(pageSizeFor({ size: 100 }, true)).toBe(100);
  });

  it('gives the page query its variables from the URL alone', () => {
    expect(listingVariables(new URLSearchParams(''), false)).toEqual({
      count: 20,
      sort: 'SCORE_DESC',
      filters: null,
    });
    expect(
      listingVariables(new URLSearchParams('sort=price-asc&f=couleur:Rouge&size=50&mode=small'), false),
    ).toEqual({
      count: 50,
      sort: 'PRICE_ASC',
      filters: [{ name: 'couleur', values: ['Rouge'] }],
    });
    expect(listingVariables(new URLSearchParams('f=Bad:x&size=abc'), true)).toEqual({
      count: 50,
      sort: 'SCORE_DESC',
      filters: null,
    });
  });
});
