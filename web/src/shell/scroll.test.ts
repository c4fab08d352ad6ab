import { describe, expect, it } from 'vitest';
import { scrollAction } from './scroll.js';
import type { ScrollLocation } from './scroll.js';

const at = (pathname: string, search = '', hash = '', key = 'k'): ScrollLocation => ({
  pathname,
  search,
  hash,
  key,
});

describe('scrollAction (spec 2.2)', () => {
  it('restores the saved position on back and forward', () => {
    expect(scrollAction(at('/m/fr/a'), at('/m/fr/b', '', '', 'old'), 'POP', true)).toEqual({
      type: 'restore',
      key: 'old',
    });
  });

  it('goes to the top on back and forward when nothing was saved for that entry', () => {
    expect(scrollAction(at('/m/fr/a'), at('/m/fr/b'), 'POP', false)).toEqual({ type: 'top' });
  });

  it('scrolls to the hash on the same route', () => {
    expect(scrollAction(at('/m/fr/cms/a'), at('/m/fr/cms/a', '', '#livraison'), 'PUSH', false)).toEqual({
      type: 'hash',
      id: 'livraison',
    });
    expect(scrollAction(at('/m/fr/cms/a'), at('/m/fr/cms/a', '', '#caf%C3%A9'), 'PUSH', false)).toEqual({
      type: 'hash',
      id: 'café',
    });
  });

  it('keeps the position when only the query string changes', () => {
    expect(
      scrollAction(at('/m/fr/categorie/x'), at('/m/fr/categorie/x', '?sort=PRICE_ASC'), 'PUSH', false),
    ).toEqual({ type: 'keep' });
    expect(
      scrollAction(at('/m/fr/recherche', '?a=1'), at('/m/fr/recherche', '?a=2'), 'REPLACE', false),
    ).toEqual({
      type: 'keep',
    });
  });

  it('goes to the top when the path (a route parameter) changes', () => {
    expect(scrollAction(at('/m/fr/produit/a'), at('/m/fr/produit/b'), 'PUSH', false)).toEqual({
      type: 'top',
    });
    expect(scrollAction(at('/m/fr/produit/a'), at('/m/fr/produit/b', '', '#avis'), 'PUSH', false)).toEqual({
      type: 'top',
    });
    expect(scrollAction(at('/m/fr/'), at('/m/fr/'), 'PUSH', false)).toEqual({ type: 'top' });
  });

  it('leaves the first page where the browser put it, or at its hash', () => {
    expect(scrollAction(null, at('/m/fr/'), 'POP', false)).toEqual({ type: 'keep' });
    expect(scrollAction(null, at('/m/fr/cms/a', '', '#x'), 'POP', false)).toEqual({ type: 'hash', id: 'x' });
  });
});
