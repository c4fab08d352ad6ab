import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page of its own for each test: fresh modules (the pending events and the choice live in them), a
 * window and a document that dispatch `pagehide` and `visibilitychange`, a beacon that records what
 * it carries, and a cookie jar for the consent.
 */
async function freshPage(cookie = '') {
  vi.resetModules();
  const window = Object.assign(new EventTarget(), { dataLayer: undefined as unknown[] | undefined });
  const document = Object.assign(new EventTarget(), { cookie, visibilityState: 'visible' });
  const beacons: { url: string; events: { eventName: string; eventData: Record<string, unknown> }[] }[] = [];
  let beaconAccepts = true;
  const sendBeacon = vi.fn((url: string, body: string) => {
    if (beaconAccepts) beacons.push({ url, events: JSON.parse(body) as never });
    return beaconAccepts;
  });
  const fetched: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  vi.stubGlobal('navigator', { sendBeacon });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return new Response(null, { status: 204 });
    }),
  );
  const sender = await import('./sender.js');
  const { track } = await import('../analytics.js');
  const { consentChanged } = await import('../consent.js');
  return {
    ...sender,
    /** `track` hands its events to the sender once that chunk is loaded. */
    track: async (...args: Parameters<typeof track>) => {
      track(...args);
      await vi.dynamicImportSettled();
    },
    consentChanged: async (...args: Parameters<typeof consentChanged>) => {
      consentChanged(...args);
      await vi.dynamicImportSettled();
    },
    window,
    document,
    beacons,
    fetched,
    refuseBeacons: () => (beaconAccepts = false),
    names: () => beacons.flatMap((beacon) => beacon.events.map((event) => event.eventName)),
  };
}

describe('the marketing events sent to the shop (spec 7 Tracking)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends nothing before the shopper accepts audience measurement, nothing after a refusal', async () => {
    const page = await freshPage();
    await page.track('page_view', { page_path: '/martinique/fr/' });
    vi.advanceTimersByTime(60_000);
    page.window.dispatchEvent(new Event('pagehide'));
    expect(page.beacons).toEqual([]);

    await page.consentChanged({ analytics: false, marketing: true });
    await page.track('add_to_cart', { offerId: 'o-1', quantity: 1 });
    vi.advanceTimersByTime(60_000);
    page.window.dispatchEvent(new Event('pagehide'));
    expect(page.beacons).toEqual([]);
    expect(page.fetched).toEqual([]);
  });

  it('gathers the events of a few seconds into one beacon, the waiting ones included once accepted', async () => {
    const page = await freshPage();
    await page.track('page_view', { page_path: '/martinique/fr/' });
    await page.consentChanged({ analytics: true, marketing: false });
    await page.track('add_to_cart_light', { offerId: 'o-1', quantity: 1 });
    expect(page.beacons).toEqual([]);
    vi.advanceTimersByTime(page.FLUSH_DELAY_MS - 1);
    expect(page.beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.beacons).toEqual([
      {
        url: '/events',
        events: [
          { eventName: 'page_view', eventData: { page_path: '/martinique/fr/' } },
          { eventName: 'add_to_cart_light', eventData: { offerId: 'o-1', quantity: 1 } },
        ],
      },
    ]);
    vi.advanceTimersByTime(60_000);
    expect(page.beacons).toHaveLength(1);
  });

  it('drops what waits when audience measurement is withdrawn before it leaves', async () => {
    const page = await freshPage('consent=v1.a1.m0');
    await page.track('view_cart', { from: 'panel' });
    await page.consentChanged({ analytics: false, marketing: false });
    vi.advanceTimersByTime(page.FLUSH_DELAY_MS);
    page.window.dispatchEvent(new Event('pagehide'));
    expect(page.beacons).toEqual([]);
  });

  it('sends at once when FLUSH_AT events are waiting', async () => {
    const page = await freshPage('consent=v1.a1.m0');
    for (let i = 0; i < page.FLUSH_AT; i++) await page.track('page_view', { page_path: `/p/${i}` });
    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]!.events).toHaveLength(page.FLUSH_AT);
  });

  it('sends what waits when the shopper leaves or hides the page', async () => {
    const page = await freshPage('consent=v1.a1.m0');
    await page.track('view_cart', { from: 'panel' });
    page.window.dispatchEvent(new Event('pagehide'));
    expect(page.names()).toEqual(['view_cart']);

    await page.track('remove_from_cart', { offerId: 'o-1', quantity: 1 });
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(page.names()).toEqual(['view_cart']);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(page.names()).toEqual(['view_cart', 'remove_from_cart']);
  });

  it('falls back to a keep-alive fetch when the beacon queue is full', async () => {
    const page = await freshPage('consent=v1.a1.m0');
    page.refuseBeacons();
    await page.track('search', { search_term: 'rhum' });
    page.flushEvents();
    expect(page.fetched).toHaveLength(1);
    expect(page.fetched[0]!.url).toBe('/events');
    expect(page.fetched[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(page.fetched[0]!.init.body as string)).toEqual([
      { eventName: 'search', eventData: { search_term: 'rhum' } },
    ]);
  });

  it('drops an event the shop would refuse instead of its batch, and sends no personal data', async () => {
    const page = await freshPage('consent=v1.a1.m0');
    await page.track('search', { search_term: '<script>alert(1)</script>' });
    await page.track('search', { search_term: 'facture lea@example.test', email: 'lea@example.test' });
    page.flushEvents();
    expect(page.beacons[0]!.events).toEqual([
      { eventName: 'search', eventData: { search_term: 'facture [email]' } },
    ]);
  });

  it('never sends more than FLUSH_AT events at once, the largest well within a beacon', async () => {
    const page = await freshPage();
    const large = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, 'y'.repeat(240)]));
    for (let i = 0; i < 20; i++) await page.track('page_view', large);
    await page.consentChanged({ analytics: true, marketing: false });
    expect(page.beacons.map((beacon) => beacon.events.length)).toEqual([page.FLUSH_AT, page.FLUSH_AT]);
    for (const beacon of page.beacons) expect(JSON.stringify(beacon.events).length).toBeLessThan(32 * 1024);
  });
});
