import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageView, track } from './analytics.js';

describe('isPageView (spec 2.2)', () => {
  it('counts the first page', () => {
    expect(isPageView(null, { pathname: '/martinique/fr/', search: '' })).toBe(true);
  });

  it('counts a changed path', () => {
    expect(
      isPageView(
        { pathname: '/martinique/fr/', search: '' },
        { pathname: '/martinique/fr/produit/x', search: '' },
      ),
    ).toBe(true);
  });

  it('counts a same-path navigation when both queries are non-empty', () => {
    expect(
      isPageView(
        { pathname: '/martinique/fr/recherche', search: '?searchTerm=robe' },
        { pathname: '/martinique/fr/recherche', search: '?searchTerm=lampe' },
      ),
    ).toBe(true);
  });

  it('does not count a query appearing or vanishing on the same path, nor a hash change', () => {
    const path = '/martinique/fr/categorie/maison';
    expect(isPageView({ pathname: path, search: '' }, { pathname: path, search: '?sort=price' })).toBe(false);
    expect(isPageView({ pathname: path, search: '?sort=price' }, { pathname: path, search: '' })).toBe(false);
    expect(isPageView({ pathname: path, search: '' }, { pathname: path, search: '' })).toBe(false);
    expect(isPageView({ pathname: path, search: '?' }, { pathname: path, search: '?a=1' })).toBe(false);
  });
});

describe('track', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes to the data layer it creates and dispatches shop:analytics', () => {
    const events: unknown[] = [];
    const fake = {
      dispatchEvent: (event: CustomEvent) => events.push(event.detail),
    } as unknown as Window;
    vi.stubGlobal('window', fake);
    vi.stubGlobal(
      'CustomEvent',
      class {
        constructor(
          readonly type: string,
          readonly init: { detail: unknown },
        ) {}
        get detail() {
          return this.init.detail;
        }
      },
    );
    track('page_view', { page_path: '/martinique/fr/' });
    expect(fake.dataLayer).toEqual([{ event: 'page_view', page_path: '/martinique/fr/' }]);
    expect(events).toEqual([{ event: 'page_view', page_path: '/martinique/fr/' }]);
  });
});
