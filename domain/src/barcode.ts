/**
 * Product barcodes (GS1 GTIN: EAN-13, EAN-8, UPC-A, GTIN-14). The quick order looks a product up
 * by what the camera or a keyboard scanner read, and the catalogue keeps one EAN per sellable
 * product: both sides agree on what a valid code is and on the form it is stored and asked in.
 */

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * GS1 check digit of the digits before it: from the right, weights 3, 1, 3, 1…; the digit that
 * brings the weighted sum to a multiple of 10.
 */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/u.test(body)) throw new RangeError(`gtinCheckDigit: digits expected, got "${body}"`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for an EAN-8, UPC-A (12), EAN-13 or GTIN-14 whose last digit is its check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/u.test(code) || !GTIN_LENGTHS.has(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** The EAN-13 of 12 digits: them and their check digit. */
export function ean13(body: string): string {
  if (!/^\d{12}$/u.test(body)) throw new RangeError(`ean13: 12 digits expected, got "${body}"`);
  return `${body}${gtinCheckDigit(body)}`;
}

/**
 * The key a scanned or typed code is looked up by. A valid UPC-A (12 digits) is the EAN-13 with a
 * leading 0, and a GTIN-14 of a single unit (indicator 0) the EAN-13 after it: the catalogue holds
 * the EAN-13 form. Anything else (a SKU, an EAN-8, a QR code's text) is only trimmed.
 */
export function barcodeLookupKey(text: string): string {
  const code = text.trim();
  if (code.length === 12 && isValidGtin(code)) return `0${code}`;
  if (code.length === 14 && code.startsWith('0') && isValidGtin(code)) return code.slice(1);
  return code;
}
