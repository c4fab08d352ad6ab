import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.js';
import { inRegionPhrase } from './regionPhrase.js';

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
