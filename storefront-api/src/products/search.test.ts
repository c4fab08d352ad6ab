import type { Autocomplete, ProductPage } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';
import { facetCounts, listingPage } from './listing.repository.js';
import type { ListingSpec } from './listing.repository.js';
import { closestWords, countMatches, wordMatchCounts } from './search.repository.js';

beforeAll(async () => {
  await testApp();
});

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function search(searchTerm: string, query: Record<string, string | number> = {}, region = 'martinique') {
  return getOk<ProductPage>(url('/products/search', { searchTerm, size: 100, ...query }), { region });
}

function autocomplete(
  searchTerm: string,
  query: Record<string, string | number> = {},
  region = 'martinique',
) {
  return getOk<Autocomplete>(url('/products/search-autocomplete', { searchTerm, ...query }), { region });
}

/** Listed products sold in the territory, with their names folded. */
async function soldHere(territory = 'MQ'): Promise<{ reference: string; folded: string }[]> {
  const { db } = await testDatabase();
  const rows = await db.query<{ reference: string; name: string }>(
    `SELECT p.reference, p.name FROM products p
     WHERE p.parent_id IS NULL
       AND EXISTS (SELECT 1 FROM offers o WHERE o.listing_product_id = p.id AND o.territory = $1)`,
    [territory],
  );
  return rows.map((r) => ({ reference: r.reference, folded: fold(r.name) }));
}

/** References of the products sold in Martinique whose folded name contains `fragment`. */
async function namesContaining(fragment: string): Promise<string[]> {
  return (await soldHere()).filter((r) => r.folded.includes(fragment)).map((r) => r.reference);
}

describe('GET /products/search', () => {
  it('ignores accents and case', async () => {
    const expected = await namesContaining('televiseur');
    expect(expected.length).toBeGreaterThan(2);
    const replies = await Promise.all(
      ['televiseur', 'TÉLÉVISEUR', 'Téléviseur', 'tElEvIsEuR'].map((term) => search(term)),
    );
    for (const reply of replies) {
      expect(reply.products.map((p) => p.reference)).toEqual(replies[0]!.products.map((p) => p.reference));
      expect(reply.products.map((p) => p.reference)).toEqual(expect.arrayContaining(expected));
    }
  });

  it('ranks the products named after the term before those that only mention it', async () => {
    const reply = await search('televiseur');
    const named = reply.products.map((p) => fold(p.name).includes('televiseur'));
    expect(named.indexOf(false), 'some results only mention the term (category)').toBeGreaterThan(0);
    expect(named.slice(0, named.indexOf(false)).every(Boolean)).toBe(true);
    expect(named.slice(named.indexOf(false)).some(Boolean)).toBe(false);
  });

  it('stems French plurals both ways', async () => {
    const singular = await search('chaussure');
    const plural = await search('chaussures');
    expect(singular.total).toBeGreaterThan(0);
    expect(plural.products.map((p) => p.id)).toEqual(singular.products.map((p) => p.id));
    const rhums = await search('rhums');
    const rhum = await namesContaining('rhum');
    expect(rhums.products.map((p) => p.reference)).toEqual(expect.arrayContaining(rhum));
  });

  it('finds a word from its beginning', async () => {
    const prefix = await search('télév');
    const whole = await search('televiseur');
    expect(prefix.products.map((p) => p.reference)).toEqual(
      expect.arrayContaining(whole.products.map((p) => p.reference)),
    );
    const fridges = await search('refrig');
    expect(fridges.products.map((p) => p.reference)).toEqual(
      expect.arrayContaining(await namesContaining('refrigerateur')),
    );
  });

  it('matches whole words before beginnings of words: a robe is not a robot', async () => {
    const robes = await search('robe');
    expect(robes.total).toBeGreaterThan(0);
    for (const product of robes.products)
      expect(fold(`${product.name} ${product.descriptionShort}`)).not.toMatch(/robot/u);
    expect(await namesContaining('robot')).not.toEqual([]);
    const { total } = await autocomplete('robe');
    expect(total).toBe(robes.total);
  });

  it('requires every word', async () => {
    const both = await search('rhum arrangé');
    const rhum = await search('rhum');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(rhum.total);
    for (const product of both.products) expect(fold(product.name)).toMatch(/rhum/);
  });

  it('answers an empty page with 200 when nothing matches', async () => {
    // `de du des`: French stop words only, so no lexeme is left to search.
    for (const term of ['zzyzxqwv', 'de du des', '"; DROP TABLE products; --']) {
      const reply = await search(term);
      expect(reply, term).toMatchObject({ products: [], total: 0, totalPages: 0, page: 0, filters: [] });
    }
  });

  it('sorts, pages and filters like a category listing', async () => {
    const byPrice = await search('rhum', { sort: 'price,asc' });
    const prices = byPrice.products.map((p) => p.taxIncludedPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const brand = byPrice.filters.find((f) => f.name === 'marque')!.values[0]!;
    const filtered = await search('rhum', { filters: JSON.stringify({ marque: [brand.value] }) });
    expect(filtered.total).toBe(brand.count);
    const second = await search('rhum', { size: 2, page: 1 });
    expect(second.products.map((p) => p.id)).toEqual(
      (await search('rhum', { size: 4 })).products.slice(2).map((p) => p.id),
    );
  });

  it('answers a one-word search from its word lists exactly as the general query does', async () => {
    // Every word of the catalogue's names in Martinique (a few in Réunion), and words that make no
    // lexeme or two: each page (in order, with its total) and each facet count the same both ways.
    const { db } = await testDatabase();
    const names = await db.query<{ name: string }>(
      'SELECT DISTINCT name FROM products WHERE parent_id IS NULL',
    );
    const words = new Set(['de', 'zzyzxqwv', 'rhum', 'Téléviseurs', 'ab12cd']);
    for (const { name } of names)
      for (const word of name.split(/[^\p{L}\p{N}]+/u)) if ([...word].length >= 2) words.add(word);
    const sorted = (rows: { name: string; value: string; count: number }[]) =>
      [...rows].sort((a, b) => `${a.name}:${a.value}`.localeCompare(`${b.name}:${b.value}`));
    let withMatches = 0;
    const checks = [
      ...[...words].map((word) => ['MQ', word] as const),
      ...['rhum', 'Téléviseurs', 'de'].map((word) => ['RE', word] as const),
    ];
    for (const [territory, word] of checks) {
      for (const page of [0, 1]) {
        const spec: ListingSpec = {
          territory,
          scope: { kind: 'search', tsquery: word },
          filters: {},
          sort: { field: 'score', order: 'desc' },
          page,
          size: 5,
        };
        const general = await listingPage(db, spec);
        const listed: ListingSpec = { ...spec, scope: { kind: 'search', tsquery: word, word } };
        const fromLists = await listingPage(db, listed);
        expect(fromLists, `${territory} ${word} page ${page}`).toEqual(general);
        if (page === 0) {
          expect(sorted(await facetCounts(db, listed))).toEqual(sorted(await facetCounts(db, spec)));
          if (general.length > 0) withMatches++;
        }
      }
    }
    expect(withMatches, 'words with matches').toBeGreaterThan(50);
  });

  it('refuses a missing, too short or too long term with 400', async () => {
    await getError('/products/search', 400, 'invalid-request');
    for (const searchTerm of ['', 'a', ' a b ', 'x'.repeat(201)]) {
      await getError(url('/products/search', { searchTerm }), 400, 'invalid-request');
    }
  });
});

describe('GET /products/search-autocomplete', () => {
  it('needs 2 non-space characters', async () => {
    for (const searchTerm of ['', 'a', ' a ', '   ']) {
      await getError(url('/products/search-autocomplete', { searchTerm }), 400, 'invalid-request');
    }
    await getError('/products/search-autocomplete', 400, 'invalid-request');
    expect((await autocomplete('ro')).searchTerm).toBe('ro');
    expect((await autocomplete(' r o ')).searchTerm).toBe(' r o ');
  });

  it('suggests products whose name starts with the term first, accents ignored', async () => {
    const reply = await autocomplete('telev');
    const products = reply.suggestions.filter((s) => s.type === 'PRODUCT');
    expect(products.length).toBeGreaterThan(2);
    for (const suggestion of products) {
      expect(suggestion).toMatchObject({ path: null, reference: expect.stringMatching(/^REF-/) });
      expect(suggestion.taxIncludedPrice).toEqual(expect.any(Number));
      expect(suggestion.slug).toMatch(/^[a-z0-9-]+$/);
    }
    // Every product sold here whose name starts with the term, before any looser match.
    const expected = (await soldHere()).filter((r) => r.folded.startsWith('telev')).length;
    expect(expected).toBeGreaterThan(2);
    const starts = products.map((s) => fold(s.label).startsWith('telev'));
    expect(starts.filter(Boolean)).toHaveLength(Math.min(expected, 10));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('tolerates a typo', async () => {
    const reply = await autocomplete('refrigirateur');
    const labels = reply.suggestions.filter((s) => s.type === 'PRODUCT').map((s) => s.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(fold(label)).toContain('refrigerateur');
  });

  it('corrects each misspelt word against the words of the catalogue’s names', async () => {
    const { db } = await testDatabase();
    expect(await closestWords(db, ['robbe', 'Réfrigirateur', 'de', 'xqzwv'])).toEqual([
      'robe',
      'refrigerateur',
      'de',
      'xqzwv',
    ]);
  });

  it('suggests categories of the region', async () => {
    const reply = await autocomplete('chaussu');
    const categories = reply.suggestions.filter((s) => s.type === 'CATEGORY');
    expect(categories).toContainEqual(
      expect.objectContaining({
        label: 'Chaussures',
        slug: 'chaussures',
        path: 'martinique/mode/chaussures',
      }),
    );
    const guyane = await autocomplete('chaussu', {}, 'guyane');
    expect(guyane.suggestions.filter((s) => s.type === 'CATEGORY').map((s) => s.path)).toContain(
      'guyane/mode/chaussures',
    );
  });

  it('suggests categories in English with locale=en', async () => {
    const reply = await autocomplete('fashi', { locale: 'en' });
    expect(reply.suggestions).toContainEqual(
      expect.objectContaining({ type: 'CATEGORY', label: 'Fashion', path: 'martinique/mode' }),
    );
  });

  it('returns 10 products by default, up to 20 on demand, and refuses more', async () => {
    const products = (reply: Autocomplete) => reply.suggestions.filter((s) => s.type === 'PRODUCT');
    expect(products(await autocomplete('rh'))).toHaveLength(10);
    const twenty = products(await autocomplete('rh', { size: 20 }));
    expect(twenty.length).toBeGreaterThan(10);
    expect(twenty.length).toBeLessThanOrEqual(20);
    expect(products(await autocomplete('rh', { size: 3 }))).toHaveLength(3);
    for (const size of [0, 21, -1, 'dix']) {
      await getError(
        url('/products/search-autocomplete', { searchTerm: 'rh', size }),
        400,
        'invalid-request',
      );
    }
  });

  it('gives the total of the full search', async () => {
    // One word is counted from its word's product lists, several from the search index: the same
    // totals, for whole words, beginnings of words, accents, stop words and unknown words alike.
    for (const term of [
      'rhum',
      'televiseur',
      'robe rouge',
      'tel',
      'ro',
      'rh',
      'télév',
      'CHAU',
      'te',
      'de',
      'zzq',
    ]) {
      const [suggest, full] = await Promise.all([autocomplete(term), search(term, { size: 1 })]);
      expect(suggest.total, term).toBe(full.total);
    }
  });

  it('counts a word and a prefix of 2 to 5 letters as the search index does, for every one of the catalogue', async () => {
    const { db } = await testDatabase();
    const names = await db.query<{ name: string }>(
      'SELECT DISTINCT name FROM products WHERE parent_id IS NULL',
    );
    const prefixes = new Set<string>(['zz', 'ab12']);
    for (const { name } of names)
      for (const word of fold(name).split(/[^\p{L}\p{N}]+/u))
        for (const n of [2, 3, 4, 5]) if (word.length >= n) prefixes.add(word.slice(0, n));
    for (const prefix of prefixes) {
      const fromCounts = await wordMatchCounts(db, prefix, 'MQ');
      if (fromCounts === null) continue;
      expect(fromCounts.prefix, prefix).toBe(await countMatches(db, `${prefix}:*`, 'MQ'));
      expect(fromCounts.exact, prefix).toBe(await countMatches(db, prefix, 'MQ'));
    }
    expect(prefixes.size).toBeGreaterThan(100);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    for (const searchTerm of ['%%', '__', '%_', 'a%', '\\\\']) {
      const reply = await autocomplete(searchTerm);
      expect(reply.suggestions, searchTerm).toEqual([]);
    }
  });
});
