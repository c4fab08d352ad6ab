import { describe, expect, it } from 'vitest';
import {
  TERRITORIES,
  TERRITORY_CODES,
  isTerritoryCode,
  isoCountryCode,
  territoryByCode,
  territoryByRootPath,
} from './territories.js';

describe('territories', () => {
  it('lists the six allowed countries of the spec, in its order', () => {
    expect(TERRITORY_CODES).toEqual(['GP', 'GY', 'MQ', 'RE', 'BL', 'MF']);
    expect(TERRITORIES.map((t) => t.code)).toEqual([...TERRITORY_CODES]);
  });
  it('maps the spec code GY of French Guiana to ISO GF, and only that one', () => {
    expect(isoCountryCode('GY')).toBe('GF');
    for (const code of ['GP', 'MQ', 'RE', 'BL', 'MF', 'FR']) expect(isoCountryCode(code)).toBe(code);
    expect(territoryByCode('GY').isoCode).toBe('GF');
  });
  it('finds a territory by its root path and refuses unknown codes', () => {
    expect(territoryByRootPath('martinique')?.code).toBe('MQ');
    expect(territoryByRootPath('paris')).toBeUndefined();
    expect(isTerritoryCode('GF')).toBe(false);
    expect(isTerritoryCode('BL')).toBe(true);
    expect(() => territoryByCode('XX' as never)).toThrow(RangeError);
  });
  it('gives every territory its tax regime', () => {
    expect(Object.fromEntries(TERRITORIES.map((t) => [t.code, t.taxRegime]))).toEqual({
      GP: 'VAT',
      GY: 'NO_VAT',
      MQ: 'VAT',
      RE: 'VAT',
      BL: 'DOCKING_FEES',
      MF: 'OUTSIDE_VAT',
    });
  });
});
