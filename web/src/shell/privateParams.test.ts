import { describe, expect, it } from 'vitest';
import { urlWithoutPrivateParams, withoutPrivateParams } from './privateParams.js';

describe('private parameters', () => {
  it('leaves the reset token out of what analytics see', () => {
    expect(withoutPrivateParams('?token=abc123')).toBe('');
    expect(withoutPrivateParams('?searchTerm=mangue&token=abc')).toBe('?searchTerm=mangue');
    expect(withoutPrivateParams('')).toBe('');
    expect(
      urlWithoutPrivateParams('https://shop.test/martinique/fr/reinitialisation-mot-de-passe?token=abc#x'),
    ).toBe('https://shop.test/martinique/fr/reinitialisation-mot-de-passe#x');
    expect(urlWithoutPrivateParams('/martinique/fr/recherche?searchTerm=riz')).toBe(
      '/martinique/fr/recherche?searchTerm=riz',
    );
  });
});
