/**
 * The country list of spec 3: a code with its French and English labels. It names every country an
 * address, a relay point or a seller of the shop may show: the six territories the shop sells to
 * (spec 9) and Sint Maarten (`SX`), the Dutch half of Saint-Martin's island, whose sellers and
 * addresses the shop's pages may name although no order is delivered there (addresses stay limited
 * to the six territories, spec 5). Codes are the spec's (`GY` is French Guiana, ISO `GF`).
 */
import type { Locale } from './constants.js';
import { TERRITORIES } from './territories.js';

export interface Country {
  code: string;
  label_fr: string;
  label_en: string;
}

export const COUNTRY_LIST: readonly Country[] = [
  ...TERRITORIES.map((t) => ({ code: t.code, label_fr: t.label, label_en: t.labelEn })),
  // ISO 3166-1 SX; libphonenumber-js reads its +1 721 numbers, postcode-validator has no pattern
  // for it, so any postcode passes (spec 5: an unknown country passes).
  { code: 'SX', label_fr: 'Saint-Martin (partie néerlandaise)', label_en: 'Sint Maarten (Dutch part)' },
];

/**
 * Name of a country in the shopper's language (French by default); an ISO code the spec writes
 * otherwise (`GF`) finds its entry, and an unknown code is shown as is.
 */
export function countryLabel(code: string, locale: Locale = 'fr'): string {
  const spec = code === 'GF' ? 'GY' : code;
  const country = COUNTRY_LIST.find((c) => c.code === spec);
  if (!country) return code;
  return locale === 'en' ? country.label_en : country.label_fr;
}
