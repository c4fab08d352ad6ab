import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the i18n module: the test setup has loaded English in the shared one. */
async function freshI18n() {
  vi.resetModules();
  return import('./index.js');
}

describe('addMessages', () => {
  it("merges an area's French at once and its English only once English loads", async () => {
    const i18n = await freshI18n();
    i18n.addMessages({ fr: { zone: { hello: 'Bonjour' } }, en: { zone: { hello: 'Hello' } } });
    expect(i18n.translator('fr')('zone.hello')).toBe('Bonjour');
    // English is not loaded yet: the French wording stands in.
    expect(i18n.translator('en')('zone.hello')).toBe('Bonjour');
    await i18n.loadLocale('en');
    expect(i18n.translator('en')('zone.hello')).toBe('Hello');
  });

  it('merges English at once when English is already there', async () => {
    const i18n = await freshI18n();
    await i18n.loadLocale('en');
    i18n.addMessages({ fr: { later: { word: 'Plus tard' } }, en: { later: { word: 'Later' } } });
    expect(i18n.translator('en')('later.word')).toBe('Later');
    expect(i18n.translator('fr')('later.word')).toBe('Plus tard');
  });

  it('keeps an area without English wording in French only', async () => {
    const i18n = await freshI18n();
    i18n.addMessages({ fr: { only: { fr: 'Seulement' } } });
    await i18n.loadLocale('en');
    expect(i18n.translator('en')('only.fr')).toBe('Seulement');
  });
});
