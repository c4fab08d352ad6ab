import { describe, expect, it } from 'vitest';
import { placeOf, restoreTarget, scrollAction } from './scroll.js';
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

describe('placeOf and restoreTarget: back to the card, not only to the offset', () => {
  const box = (key: string, top: number, height = 300) => ({ key, top, bottom: top + height });

  it('keeps the first card whose top is on screen and its distance from the top', () => {
    expect(placeOf(6000, [box('a', -900), box('b', -200), box('c', 100), box('d', 400)], 800)).toEqual({
      y: 6000,
      anchor: { key: 'c', top: 100 },
    });
  });

  it('keeps the card crossing the top when no top is on screen (a card taller than the screen)', () => {
    expect(placeOf(500, [box('a', -1200), box('b', -100, 2000)], 800)).toEqual({
      y: 500,
      anchor: { key: 'b', top: -100 },
    });
  });

  it('keeps the offset alone on a page without anchors or with none on screen', () => {
    expect(placeOf(300, [], 800)).toEqual({ y: 300 });
    expect(placeOf(300, [box('a', 900)], 800)).toEqual({ y: 300 });
  });

  it('scrolls so that the card is back at its distance from the top, wherever the page put it', () => {
    // Left at 6000 with card c 100 px from the top; laid out again with real heights, c is at 7300.
    expect(restoreTarget({ y: 6000, anchor: { key: 'c', top: 100 } }, 7300)).toBe(7200);
    expect(restoreTarget({ y: 10, anchor: { key: 'c', top: 100 } }, 40)).toBe(0);
  });

  it('waits for the card while the page does not have it, and uses the offset without an anchor', () => {
    expect(restoreTarget({ y: 6000, anchor: { key: 'c', top: 100 } }, null)).toBeNull();
    expect(restoreTarget({ y: 6000 }, null)).toBe(6000);
  });
});
