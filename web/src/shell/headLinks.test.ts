import { describe, expect, it } from 'vitest';
import { offerLocales } from '../routing/locations.js';
import { headLinks } from './headLinks.js';

const martinique = { path: 'martinique', countryCode: 'MQ', xDefault: true };
const guyane = { path: 'guyane', countryCode: 'GY', xDefault: false };

describe('headLinks (spec 2.2)', () => {
  it('gives the canonical link, every region and language, and x-default', () => {
    const links = headLinks('https://shop.test', '/guyane/fr/produit/lampe', guyane, [martinique]);
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://shop.test/guyane/fr/produit/lampe' });
    expect(links).toContainEqual({
      rel: 'alternate',
      hreflang: 'fr-GF',
      href: 'https://shop.test/guyane/fr/produit/lampe',
    });
    expect(links).toContainEqual({
      rel: 'alternate',
      hreflang: 'en-MQ',
      href: 'https://shop.test/martinique/en/produit/lampe',
    });
    expect(links.at(-1)).toEqual({
      rel: 'alternate',
      hreflang: 'x-default',
      href: 'https://shop.test/martinique/fr/produit/lampe',
    });
    expect(links).toHaveLength(1 + 2 * 2 + 1);
  });

  it('keeps the home path with its trailing slash and lists the current region once', () => {
    const links = headLinks('http://x', '/martinique/en/', martinique, [martinique, guyane]);
    expect(links[0]!.href).toBe('http://x/martinique/en/');
    expect(links.filter((l) => l.hreflang === 'fr-MQ')).toHaveLength(1);
  });

  it('has no English alternates in a shop that offers French only', () => {
    offerLocales(['fr']);
    try {
      const links = headLinks('http://x', '/martinique/fr/produit/lampe', martinique, [guyane]);
      expect(links.filter((l) => l.hreflang?.startsWith('en-'))).toEqual([]);
      expect(links).toHaveLength(1 + 2 + 1);
    } finally {
      offerLocales(['fr', 'en']);
    }
  });
});
