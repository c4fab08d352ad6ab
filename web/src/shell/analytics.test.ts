import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageView } from './analytics.js';

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

/**
 * A page of its own for each test: fresh modules (the queue and the choice live in them), a window
 * that records what reaches the data layer and the `shop:analytics` listeners, and a cookie jar.
 */
async function freshPage(cookie = '') {
  vi.resetModules();
  const window = Object.assign(new EventTarget(), { dataLayer: undefined as unknown[] | undefined });
  const dispatched: unknown[] = [];
  window.addEventListener('shop:analytics', (event) => dispatched.push((event as CustomEvent).detail));
  const document = { cookie };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  const analytics = await import('./analytics.js');
  const { consentChanged } = await import('./consent.js');
  /** What `consent/storage.ts` does once the cookie is written. */
  const saveConsent = (consent: { analytics: boolean; marketing: boolean }) => {
    document.cookie = `consent=v1.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
    consentChanged(consent);
  };
  return { window, dispatched, document, saveConsent, ...analytics };
}

describe('track, behind the cookie consent (spec 2.4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes to the data layer it creates and dispatches shop:analytics once analytics are accepted', async () => {
    const page = await freshPage('language=fr; consent=v1.a1.m0');
    page.track('page_view', { page_path: '/martinique/fr/' });
    expect(page.window.dataLayer).toEqual([{ event: 'page_view', page_path: '/martinique/fr/' }]);
    expect(page.dispatched).toEqual([{ event: 'page_view', page_path: '/martinique/fr/' }]);
  });

  it('sends nothing before the choice, then the waiting events in order on acceptance', async () => {
    const page = await freshPage();
    page.track('page_view', { page_path: '/martinique/fr/' });
    page.track('add_to_cart_light', { offerId: 'o-1', quantity: 1 });
    expect(page.window.dataLayer).toBeUndefined();
    expect(page.dispatched).toEqual([]);

    page.saveConsent({ analytics: true, marketing: false });
    const expected = [
      { event: 'page_view', page_path: '/martinique/fr/' },
      { event: 'add_to_cart_light', offerId: 'o-1', quantity: 1 },
    ];
    expect(page.window.dataLayer).toEqual(expected);
    expect(page.dispatched).toEqual(expected);
    page.track('search', { searchTerm: 'rhum' });
    expect(page.dispatched).toHaveLength(3);
  });

  it('drops the waiting events on refusal, and every later one', async () => {
    const page = await freshPage();
    page.track('page_view', { page_path: '/martinique/fr/' });
    page.saveConsent({ analytics: false, marketing: true });
    page.track('page_view', { page_path: '/martinique/fr/mon-panier' });
    expect(page.window.dataLayer).toBeUndefined();
    expect(page.dispatched).toEqual([]);

    // Accepted later (the cookies management page): from then on, not what was refused before.
    page.saveConsent({ analytics: true, marketing: true });
    expect(page.dispatched).toEqual([]);
    page.track('view_cart', { from: 'panel' });
    expect(page.dispatched).toEqual([{ event: 'view_cart', from: 'panel' }]);
  });

  it('keeps at most QUEUE_LIMIT events while the shopper has not chosen', async () => {
    const page = await freshPage();
    for (let i = 0; i < page.QUEUE_LIMIT + 5; i++) page.track('page_view', { page_path: `/p/${i}` });
    page.saveConsent({ analytics: true, marketing: false });
    expect(page.dispatched).toHaveLength(page.QUEUE_LIMIT);
    expect(page.dispatched[0]).toEqual({ event: 'page_view', page_path: '/p/0' });
  });

  it('follows a choice another tab stored in the cookie', async () => {
    const page = await freshPage('consent=v1.a0.m0');
    page.track('page_view', { page_path: '/a' });
    page.document.cookie = 'consent=v1.a1.m1';
    page.track('page_view', { page_path: '/b' });
    expect(page.dispatched).toEqual([{ event: 'page_view', page_path: '/b' }]);
  });
});
