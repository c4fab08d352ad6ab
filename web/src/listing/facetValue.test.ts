import { describe, expect, it } from 'vitest';
import { facetValueLabel } from './facetValue.js';

const words = { yes: 'Oui', no: 'Non' };

describe('facet value labels', () => {
  it('reads booleans as yes and no', () => {
    expect(facetValueLabel({ valueType: 'BOOLEAN' }, 'true', 'fr', words)).toBe('Oui');
    expect(facetValueLabel({ valueType: 'BOOLEAN' }, 'false', 'fr', words)).toBe('Non');
  });

  it('formats numbers in the language and adds the unit', () => {
    expect(facetValueLabel({ valueType: 'NUMBER', unit: 'L' }, '0.8', 'fr', words)).toBe('0,8 L');
    expect(facetValueLabel({ valueType: 'NUMBER', unit: 'L' }, '0.8', 'en', words)).toBe('0.8 L');
    expect(facetValueLabel({ valueType: 'NUMBER', unit: null }, 'abc', 'fr', words)).toBe('abc');
  });

  it('keeps text values as they are', () => {
    expect(facetValueLabel({ valueType: 'STRING' }, 'Rouge', 'fr', words)).toBe('Rouge');
  });
});
