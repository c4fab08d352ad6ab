import { describe, expect, it } from 'vitest';
import { COUNTRY_LIST, countryLabel } from './countries.js';
import { checkPhone, isValidPostCode } from './customer/address.js';
import { ADDRESS_COUNTRIES } from './constants.js';

describe('country list (spec 3)', () => {
  it('gives each country a code, a French and an English label, and includes MF, SX, BL and GP', () => {
    expect(COUNTRY_LIST.map((c) => c.code)).toEqual(['GP', 'GY', 'MQ', 'RE', 'BL', 'MF', 'SX']);
    for (const country of COUNTRY_LIST) {
      expect(country.label_fr.length).toBeGreaterThan(1);
      expect(country.label_en.length).toBeGreaterThan(1);
    }
  });
  it('labels Sint Maarten in French and English, apart from the French Saint-Martin', () => {
    expect(countryLabel('SX')).toBe('Saint-Martin (partie néerlandaise)');
    expect(countryLabel('SX', 'en')).toBe('Sint Maarten (Dutch part)');
    expect(countryLabel('MF')).toBe('Saint-Martin');
    expect(countryLabel('GF')).toBe('Guyane');
    expect(countryLabel('ZZ')).toBe('ZZ');
  });
  it('reads a Sint Maarten phone number (+1 721) and lets any postcode pass, as it has no pattern', () => {
    expect(checkPhone('721 542 1234', 'SX')).toEqual({ valid: true, international: '+17215421234' });
    expect(checkPhone('0690 12 34 56', 'SX').valid).toBe(false);
    expect(isValidPostCode('anything', 'SX')).toBe(true);
  });
  it('keeps addresses to the six territories (spec 5): SX is listed, not deliverable', () => {
    expect(ADDRESS_COUNTRIES).not.toContain('SX');
  });
});
