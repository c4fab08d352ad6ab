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

/** A GTIN in the form the catalogue stores: EAN-13 for 12 to 14 digits (leading zeros), EAN-8 as is. */
function storedForm(gtin: string): string {
  if (gtin.length === 8) return gtin;
  const ean = gtin.padStart(13, '0');
  return ean.length === 14 && ean.startsWith('0') ? ean.slice(1) : ean;
}

/** GS1 Digital Link (a QR code on a pack: `https://id.gs1.org/01/04006381333931/10/LOT`). */
const DIGITAL_LINK = /^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?\/01\/(\d{8}|\d{12,14})(?:[/?#]|$)/u;
/** A GS1-128 element string starting with the GTIN (AI 01), bracketed or not, after an optional symbology id. */
const ELEMENT_STRING = /^(?:\][CQde]\d)?(?:\(01\)|01)(\d{14})/u;

/**
 * The key a scanned or typed code is looked up by. A valid UPC-A (12 digits) is the EAN-13 with a
 * leading 0, and a GTIN-14 of a single unit (indicator 0) the EAN-13 after it: the catalogue holds
 * the EAN-13 form. A GS1 Digital Link QR code or a GS1-128 label gives its GTIN (AI 01) the same
 * way. Anything else (a SKU, an EAN-8, another QR code's text) is only trimmed, without its
 * control characters.
 */
export function barcodeLookupKey(text: string): string {
  // Scanners send control characters (GS1-128's group separator, a QR code's line breaks): no
  // reference holds any, and the gateway refuses them.
  const code = text.replace(/\p{Cc}+/gu, '').trim();
  if ((code.length === 12 || code.length === 14) && isValidGtin(code)) return storedForm(code);
  const gtin = DIGITAL_LINK.exec(code)?.[1] ?? ELEMENT_STRING.exec(code)?.[1];
  if (gtin && isValidGtin(gtin)) return storedForm(gtin);
  return code;
}
