import { describe, expect, it } from 'vitest';
import { correctedPath, fallbackCatalog, isLocale, offerLocales } from './locations.js';

const regions = [
  { path: 'guadeloupe', xDefault: false },
  { path: 'martinique', xDefault: true },
  { path: 'reunion', xDefault: false },
];
const none = { catalog: null, locale: null };

describe('correctedPath', () => {
  it('leaves a valid URL alone', () => {
    expect(correctedPath('/reunion/fr/produit/x', regions, none)).toBeNull();
    expect(correctedPath('/martinique/en/', regions, none)).toBeNull();
  });
  it('replaces an unknown catalog by the stored one, else the default region', () => {
    expect(correctedPath('/atlantide/fr/produit/x', regions, none)).toBe('/martinique/fr/produit/x');
    expect(correctedPath('/atlantide/fr/produit/x', regions, { catalog: 'reunion', locale: null })).toBe(
      '/reunion/fr/produit/x',
    );
    expect(correctedPath('/atlantide/fr', regions, { catalog: 'mars', locale: null })).toBe(
      '/martinique/fr/',
    );
  });
  it('replaces an unknown language by the stored one, else French', () => {
    expect(correctedPath('/reunion/de/recherche', regions, none)).toBe('/reunion/fr/recherche');
    expect(correctedPath('/reunion/xx/recherche', regions, { catalog: null, locale: 'en' })).toBe(
      '/reunion/en/recherche',
    );
  });
  it('adds what is missing', () => {
    expect(correctedPath('/reunion', regions, none)).toBe('/reunion/fr/');
    expect(correctedPath('/reunion/produit/x', regions, none)).toBe('/reunion/fr/produit/x');
    expect(correctedPath('/fr/recherche', regions, none)).toBe('/martinique/fr/recherche');
    expect(correctedPath('/en', regions, { catalog: 'guadeloupe', locale: null })).toBe('/guadeloupe/en/');
  });
  it('has nothing to correct at the root', () => {
    expect(correctedPath('/', regions, none)).toBeNull();
  });
});

describe('fallbackCatalog', () => {
  it('prefers a stored region that still exists', () => {
    expect(fallbackCatalog(regions, 'guadeloupe')).toBe('guadeloupe');
    expect(fallbackCatalog(regions, 'atlantide')).toBe('martinique');
    expect(fallbackCatalog([{ path: 'a', xDefault: false }], null)).toBe('a');
  });
});

describe('a shop that offers French only', () => {
  it('sends English addresses to the same page in French, whatever was stored', () => {
    offerLocales(['fr']);
    try {
      expect(isLocale('en')).toBe(false);
      expect(correctedPath('/martinique/en/produit/x', regions, none)).toBe('/martinique/fr/produit/x');
      expect(correctedPath('/martinique/en/', regions, { catalog: null, locale: 'en' })).toBe(
        '/martinique/fr/',
      );
      expect(correctedPath('/martinique/fr/recherche', regions, none)).toBeNull();
    } finally {
      offerLocales(['fr', 'en']);
    }
  });
});
