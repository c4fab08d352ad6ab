/**
 * Address rules of spec 3 and 5 that need more than a pattern: postcodes per country, phone numbers
 * per country, and the name generated for an address that has none. Libraries speak ISO 3166, so
 * the spec's `GY` (French Guiana) goes through `isoCountryCode` first.
 */
import { parsePhoneNumberWithError, ParseError, validatePhoneNumberLength } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { ADDRESS_NAME_SUFFIX_LENGTH } from '../constants.js';
import { postCodeTerritory } from '../shipping.js';
import { isoCountryCode, isTerritoryCode } from '../territories.js';

/**
 * Whether `postCode` fits the country's pattern; a country without a known pattern passes (spec 5).
 * In the six territories the postcode must be one of the territory's own: Saint-Barthélemy (97133)
 * and Saint-Martin (97150) share Guadeloupe's 971 prefix, and an address of one filed under another
 * would be offered at checkout, then refused by the shipping step (spec 1).
 */
export function isValidPostCode(postCode: string, country: string): boolean {
  if (isTerritoryCode(country)) return postCodeTerritory(postCode) === country;
  const iso = isoCountryCode(country);
  if (!postcodeValidatorExistsForCountry(iso)) return true;
  return postcodeValidator(postCode.trim(), iso);
}

/** The kinds of bad phone numbers spec 5 names, as libphonenumber-js reports them. */
export const PHONE_ERRORS = [
  'NOT_A_NUMBER',
  'INVALID_COUNTRY',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_INTERNATIONAL_FORMAT',
  'INVALID_LENGTH',
] as const;
export type PhoneError = (typeof PHONE_ERRORS)[number];

export type PhoneCheck = { valid: true; international: string } | { valid: false; error: PhoneError };

const asPhoneError = (code: string | undefined): PhoneError =>
  (PHONE_ERRORS as readonly string[]).includes(code ?? '') ? (code as PhoneError) : 'NOT_A_NUMBER';

/**
 * Checks a phone number in the context of the address's country (a national number is read as one
 * of that country; an international one may belong to any country) and gives it in E.164 form.
 */
export function checkPhone(phone: string, country: string): PhoneCheck {
  const iso = isoCountryCode(country) as CountryCode;
  try {
    const parsed = parsePhoneNumberWithError(phone, iso);
    if (parsed.isValid()) return { valid: true, international: parsed.number };
    const lengthError = validatePhoneNumberLength(phone, iso);
    return { valid: false, error: asPhoneError(lengthError ?? 'NOT_A_NUMBER') };
  } catch (error) {
    return { valid: false, error: asPhoneError(error instanceof ParseError ? error.message : undefined) };
  }
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Name of an address given none (spec 3): the letters of the street, the digits of the postcode and
 * 8 random characters, e.g. `ruedespalmiers97200k3v9q0za`. `randomInt(n)` returns 0..n-1 and must
 * be cryptographic where names must not be guessed (the storefront-api passes `crypto.randomInt`).
 */
export function generateAddressName(
  street: string,
  postCode: string,
  randomInt: (max: number) => number,
): string {
  const letters = street
    .normalize('NFD')
    .replace(/[^A-Za-z]/gu, '')
    .toLowerCase()
    .slice(0, 30);
  const digits = postCode.replace(/\D/gu, '').slice(0, 10);
  let suffix = '';
  for (let i = 0; i < ADDRESS_NAME_SUFFIX_LENGTH; i += 1)
    suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return `${letters}${digits}${suffix}`;
}
