import { describe, expect, it } from 'vitest';
import { suggestionPath } from './searchLinks.js';

describe('search links', () => {
  it('links a category suggestion by its slugs below the root', () => {
    expect(suggestionPath({ type: 'CATEGORY', slug: 'cuisine', path: 'martinique/maison/cuisine' })).toBe(
      'categorie/maison/cuisine',
    );
  });

  it('links a product suggestion by its slug', () => {
    expect(suggestionPath({ type: 'PRODUCT', slug: 'lampe-ref-1', path: null })).toBe('produit/lampe-ref-1');
  });
});
