import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page with a `<head>` that records the scripts added, fresh modules and a consent cookie. */
async function freshPage(cookie = '') {
  vi.resetModules();
  const scripts: string[] = [];
  const window = Object.assign(new EventTarget(), {} as Record<string, unknown>);
  const document = {
    cookie,
    createElement: () => ({ async: false, src: '' }),
    head: { appendChild: (script: { src: string }) => scripts.push(script.src) },
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  const { startTrackers } = await import('./trackers.js');
  const { consentChanged } = await import('../consent.js');
  const shopEvent = (event: string, data: Record<string, unknown>) =>
    window.dispatchEvent(new CustomEvent('shop:analytics', { detail: { event, ...data } }));
  return { scripts, window, startTrackers, consentChanged, shopEvent };
}

const BOTH = { gtagId: 'G-ABC123XYZ', brevoClientKey: 'abc123def456' };

describe('the gtag and brevo trackers (spec 7 Tracking)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('load nothing before the shopper chooses, nor when refused', async () => {
    const page = await freshPage();
    page.startTrackers(BOTH);
    expect(page.scripts).toEqual([]);
    page.consentChanged({ analytics: false, marketing: false });
    expect(page.scripts).toEqual([]);
    expect(page.window.gtag).toBeUndefined();
    expect(page.window.Brevo).toBeUndefined();
  });

  it('load gtag with audience measurement, brevo with marketing, each once', async () => {
    const page = await freshPage();
    page.startTrackers(BOTH);
    page.consentChanged({ analytics: true, marketing: false });
    expect(page.scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ']);
    page.consentChanged({ analytics: true, marketing: true });
    page.consentChanged({ analytics: true, marketing: true });
    expect(page.scripts).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
      'https://cdn.brevo.com/js/sdk-loader.js',
    ]);
    expect(page.window.Brevo).toEqual([['init', { client_key: 'abc123def456' }]]);
  });

  it('load only what is configured', async () => {
    const page = await freshPage('consent=v1.a1.m1');
    page.startTrackers({ gtagId: null, brevoClientKey: 'abc123def456' });
    expect(page.scripts).toEqual(['https://cdn.brevo.com/js/sdk-loader.js']);
    const none = await freshPage('consent=v1.a1.m1');
    none.startTrackers({ gtagId: null, brevoClientKey: null });
    expect(none.scripts).toEqual([]);
  });

  it('forward the shop’s events while their consent holds, and switch gtag off when it is withdrawn', async () => {
    const page = await freshPage('consent=v1.a1.m1');
    page.startTrackers(BOTH);
    const dataLayer = page.window.dataLayer as unknown[];
    page.shopEvent('add_to_cart', { offerId: 'o-1', quantity: 2 });
    expect(Array.from(dataLayer.at(-1) as ArrayLike<unknown>)).toEqual([
      'event',
      'add_to_cart',
      { offerId: 'o-1', quantity: 2 },
    ]);
    expect((page.window.Brevo as unknown[]).at(-1)).toEqual([
      'track',
      'add_to_cart',
      {},
      { data: { offerId: 'o-1', quantity: 2 } },
    ]);

    page.consentChanged({ analytics: false, marketing: false });
    expect(page.window['ga-disable-G-ABC123XYZ']).toBe(true);
    const before = [dataLayer.length, (page.window.Brevo as unknown[]).length];
    page.shopEvent('page_view', { page_path: '/martinique/fr/' });
    expect([dataLayer.length, (page.window.Brevo as unknown[]).length]).toEqual(before);
  });
});
