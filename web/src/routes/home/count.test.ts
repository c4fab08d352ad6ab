import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.js';
import { counted, inRegionPhrase } from './count.js';

describe('counted', () => {
  it('uses the plural rules of the language', () => {
    const fr = translator('fr');
    expect(counted(fr, 'fr', 'home.categoryProducts', 0)).toBe('0 produit');
    expect(counted(fr, 'fr', 'home.categoryProducts', 1)).toBe('1 produit');
    expect(counted(fr, 'fr', 'home.categoryProducts', 2)).toBe('2 produits');
    const en = translator('en');
    expect(counted(en, 'en', 'home.categoryProducts', 1)).toBe('1 product');
    expect(counted(en, 'en', 'home.categoryProducts', 0)).toBe('0 products');
  });

  it('writes the number the language’s way', () => {
    expect(counted(translator('fr'), 'fr', 'home.categoryProducts', 1234)).toBe('1\u202f234 produits');
    expect(counted(translator('en'), 'en', 'home.categoryProducts', 1234)).toBe('1,234 products');
  });
});

describe('inRegionPhrase', () => {
  it('puts the preposition French needs before the region', () => {
    const fr = translator('fr');
    expect(inRegionPhrase(fr, 'martinique', 'Martinique')).toBe('en Martinique');
    expect(inRegionPhrase(fr, 'guyane', 'Guyane')).toBe('en Guyane');
    expect(inRegionPhrase(fr, 'reunion', 'La Réunion')).toBe('à La Réunion');
    expect(inRegionPhrase(fr, 'saint-martin', 'Saint-Martin')).toBe('à Saint-Martin');
    expect(fr('home.title', { inRegion: inRegionPhrase(fr, 'reunion', 'La Réunion') })).toBe(
      'Votre boutique en ligne à La Réunion',
    );
  });

  it('says "in" in English for every region', () => {
    const en = translator('en');
    expect(inRegionPhrase(en, 'reunion', 'La Réunion')).toBe('in La Réunion');
    expect(inRegionPhrase(en, 'guadeloupe', 'Guadeloupe')).toBe('in Guadeloupe');
  });
});
