import { describe, expect, it } from 'vitest';
import { marketingEventBodySchema } from './api/marketing-events.js';
import { marketingEventDataProblem, withoutPersonalData } from './marketing-events.js';
import { loadShopConfig } from './shop-config.js';

describe('marketing events (spec 7 Tracking)', () => {
  it('takes one event or a batch, each with its data', () => {
    expect(marketingEventBodySchema.parse({ eventName: 'view_cart' })).toEqual([
      { eventName: 'view_cart', eventData: {} },
    ]);
    const batch = [
      { eventName: 'page_view', eventData: { page_path: '/martinique/fr/' } },
      { eventName: 'add_to_cart', eventData: { offerId: 'o-1', quantity: 2, price: { amount: '9.90' } } },
    ];
    expect(marketingEventBodySchema.parse(batch)).toEqual(batch);
  });

  it('refuses unknown names, empty or long batches and extra fields', () => {
    for (const body of [
      { eventName: 'purchase' },
      [],
      Array.from({ length: 51 }, () => ({ eventName: 'search' })),
      { eventName: 'search', eventData: {}, customer: 'x' },
      { eventName: 'search', eventData: [] },
      'page_view',
    ])
      expect(marketingEventBodySchema.safeParse(body).success).toBe(false);
  });

  it('refuses hostile or unbounded data', () => {
    expect(marketingEventDataProblem({ searchTerm: '<script>alert(1)</script>' })).toBe('texte non autorisé');
    expect(marketingEventDataProblem({ url: 'javascript:alert(1)' })).toBe('texte non autorisé');
    expect(marketingEventDataProblem({ term: 'a\u0000b' })).toBe('texte non autorisé');
    expect(marketingEventDataProblem({ term: '\ud800' })).toBe('texte non autorisé');
    expect(marketingEventDataProblem({ 'bad key': 1 })).toBe('clé non autorisée');
    expect(marketingEventDataProblem({ __proto__x: 1 })).toBe('clé non autorisée');
    expect(marketingEventDataProblem({ a: { b: { c: { d: 1 } } } })).toMatch(/imbrication/u);
    expect(marketingEventDataProblem({ term: 'x'.repeat(501) })).toMatch(/500/u);
    expect(
      marketingEventDataProblem(
        Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, 'x'.repeat(300)])),
      ),
    ).toMatch(/2000/u);
    expect(marketingEventDataProblem({ n: Number.NaN })).toBe('nombre invalide');
    expect(marketingEventDataProblem({ term: 'robe <3 rouge', n: 1, ok: true, none: null })).toBeNull();
  });

  it('keeps no personal data: such keys dropped, e-mail addresses masked', () => {
    expect(
      withoutPersonalData({
        email: 'lea@example.test',
        customerEmail: 'x',
        phoneNumber: '0696',
        searchTerm: 'commande de lea.martin+1@example.test svp',
        page_location: 'https://shop.test/fr/?ref=lea@example.test&a=1',
        items: [{ lastName: 'Martin', name: 'Rhum' }],
      }),
    ).toEqual({
      searchTerm: 'commande de [email] svp',
      page_location: 'https://shop.test/fr/?ref=[email]&a=1',
      items: [{ name: 'Rhum' }],
    });
    expect(
      marketingEventBodySchema.parse({
        eventName: 'login',
        eventData: { method: 'password', email: 'a@b.fr' },
      }),
    ).toEqual([{ eventName: 'login', eventData: { method: 'password' } }]);
  });
});

describe('the trackers of the shop configuration', () => {
  it('are off unless configured, and take only well-formed ids', () => {
    expect(loadShopConfig({}).tracking).toEqual({ gtagId: null, brevoClientKey: null });
    expect(
      loadShopConfig({ SHOP_GTAG_ID: ' G-ABC123XYZ ', SHOP_BREVO_CLIENT_KEY: 'abc123def456' }).tracking,
    ).toEqual({ gtagId: 'G-ABC123XYZ', brevoClientKey: 'abc123def456' });
    expect(() => loadShopConfig({ SHOP_GTAG_ID: 'G-1"><script>' })).toThrow(/SHOP_GTAG_ID/u);
    expect(() => loadShopConfig({ SHOP_BREVO_CLIENT_KEY: 'key;evil' })).toThrow(/SHOP_BREVO_CLIENT_KEY/u);
  });
});
