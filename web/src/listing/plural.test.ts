import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import { countMessage } from './plural.js';

describe('counted messages', () => {
  it('follows French plural rules (0 and 1 singular) and groups digits', () => {
    const t = translator('fr');
    expect(countMessage(t, 'fr', 'catalog.productCount', 0)).toBe('0 produit');
    expect(countMessage(t, 'fr', 'catalog.productCount', 1)).toBe('1 produit');
    expect(countMessage(t, 'fr', 'catalog.productCount', 2)).toBe('2 produits');
    expect(countMessage(t, 'fr', 'catalog.productCount', 1234)).toMatch(/^1\s234 produits$/u);
  });

  it('follows English rules', () => {
    const t = translator('en');
    expect(countMessage(t, 'en', 'catalog.productCount', 0)).toBe('0 products');
    expect(countMessage(t, 'en', 'catalog.productCount', 1)).toBe('1 product');
  });
});
