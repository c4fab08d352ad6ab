import { describe, expect, it } from 'vitest';
import { barcodeLookupKey, ean13, gtinCheckDigit, isValidGtin } from './barcode.js';

describe('gtinCheckDigit (GS1 mod 10)', () => {
  it.each([
    // Published codes: an EAN-13 from GS1's own example, an EAN-8, a UPC-A.
    ['400638133393', 1],
    ['9638507', 4],
    ['03600029145', 2],
    ['590123412345', 7],
    // A body whose weighted sum is already a multiple of 10.
    ['000000000000', 0],
  ])('%s gets %i', (body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit);
  });
  it('refuses anything but digits', () => {
    expect(() => gtinCheckDigit('12a4')).toThrow(RangeError);
    expect(() => gtinCheckDigit('')).toThrow(RangeError);
  });
});

describe('isValidGtin', () => {
  it.each(['4006381333931', '96385074', '036000291452', '5901234123457', '04006381333931'])(
    '%s is valid',
    (code) => expect(isValidGtin(code)).toBe(true),
  );
  it.each([
    ['4006381333932', 'wrong check digit'],
    ['96385075', 'wrong check digit'],
    ['400638133393', 'length 12 but check digit wrong'],
    ['40063813339311', 'wrong check digit'],
    ['1234567', 'seven digits'],
    ['400638133393A', 'a letter'],
    [' 4006381333931', 'a space'],
    ['REF-000001', 'a SKU'],
  ])('%s is not (%s)', (code) => expect(isValidGtin(code)).toBe(false));
});

describe('ean13', () => {
  it('appends the check digit', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(isValidGtin(ean13('200000000100'))).toBe(true);
  });
  it('takes exactly 12 digits', () => {
    expect(() => ean13('40063813339')).toThrow(RangeError);
    expect(() => ean13('4006381333931')).toThrow(RangeError);
  });
});

describe('barcodeLookupKey', () => {
  it('gives a UPC-A and a single-unit GTIN-14 in their EAN-13 form', () => {
    expect(barcodeLookupKey('036000291452')).toBe('0036000291452');
    expect(barcodeLookupKey('04006381333931')).toBe('4006381333931');
  });
  it('takes the GTIN of a GS1 Digital Link QR code and of a GS1-128 label', () => {
    expect(barcodeLookupKey('https://id.gs1.org/01/04006381333931/10/ABC123')).toBe('4006381333931');
    expect(barcodeLookupKey('https://boutique.example/produits/01/4006381333931?17=261231')).toBe(
      '4006381333931',
    );
    expect(barcodeLookupKey('https://id.gs1.org/01/96385074')).toBe('96385074');
    expect(barcodeLookupKey('(01)04006381333931(10)LOT42')).toBe('4006381333931');
    expect(barcodeLookupKey(']C10104006381333931172612311042')).toBe('4006381333931');
    expect(barcodeLookupKey('0104006381333931\u001d10LOT42\u001d')).toBe('4006381333931');
    // A case's GTIN-14 (indicator 1) has no EAN-13 form: asked as it is (a unit's code it is not).
    expect(barcodeLookupKey('(01)14006381333938')).toBe('14006381333938');
    // A wrong check digit, or a link without AI 01, is no GTIN.
    expect(barcodeLookupKey('https://id.gs1.org/01/04006381333932')).toBe(
      'https://id.gs1.org/01/04006381333932',
    );
    expect(barcodeLookupKey('https://boutique.example/martinique/fr/produit/robe-ref-000001')).toBe(
      'https://boutique.example/martinique/fr/produit/robe-ref-000001',
    );
  });
  it('trims and otherwise keeps the text', () => {
    expect(barcodeLookupKey('  4006381333931\n')).toBe('4006381333931');
    expect(barcodeLookupKey('96385074')).toBe('96385074');
    expect(barcodeLookupKey(' REF-000001 ')).toBe('REF-000001');
    expect(barcodeLookupKey('REF-000001\r\n')).toBe('REF-000001');
    expect(barcodeLookupKey('REF-\u0000000001')).toBe('REF-000001');
    // Twelve digits that are no UPC-A (a SKU made of digits) stay as typed.
    expect(barcodeLookupKey('123456789013')).toBe('123456789013');
  });
});
