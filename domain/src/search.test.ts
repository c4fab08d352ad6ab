import { describe, expect, it } from 'vitest';
import { canAutocomplete, isValidSearchTerm } from './search.js';

describe('isValidSearchTerm (spec 5)', () => {
  it('needs one word of at least 2 characters', () => {
    expect(isValidSearchTerm('tv')).toBe(true);
    expect(isValidSearchTerm('a b télé')).toBe(true);
    expect(isValidSearchTerm('a b c')).toBe(false);
    expect(isValidSearchTerm('   ')).toBe(false);
    expect(isValidSearchTerm('')).toBe(false);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(isValidSearchTerm('é')).toBe(false);
    expect(isValidSearchTerm('🍍')).toBe(false);
  });
  it('refuses absurdly long terms', () => {
    expect(isValidSearchTerm('a'.repeat(201))).toBe(false);
  });
});

describe('canAutocomplete (spec 5)', () => {
  it('needs 2 non-space characters', () => {
    expect(canAutocomplete(' té')).toBe(true);
    expect(canAutocomplete('t e')).toBe(true);
    expect(canAutocomplete(' t ')).toBe(false);
    expect(canAutocomplete('')).toBe(false);
  });
});
