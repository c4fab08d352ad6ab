/**
 * The six territories the shop sells to. The spec (and so our REST API and screens) writes French
 * Guiana as `GY`; ISO 3166 calls it `GF` (`GY` is Guyana). `isoCountryCode` is the one place that
 * maps the two, for phone numbers, postcodes and any library that speaks ISO.
 */
export const TERRITORY_CODES = ['GP', 'GY', 'MQ', 'RE', 'BL', 'MF'] as const;
export type TerritoryCode = (typeof TERRITORY_CODES)[number];

/** How a territory taxes consumer sales (CGI art. 294 and 296). Rates themselves live in the database. */
export type TaxRegime = 'VAT' | 'NO_VAT' | 'DOCKING_FEES' | 'OUTSIDE_VAT';

export interface Territory {
  code: TerritoryCode;
  isoCode: string;
  /** Path segment of the region's root category, first segment of every shopper URL. */
  rootPath: string;
  label: string;
  labelEn: string;
  taxRegime: TaxRegime;
  /**
   * IANA time zone of the island: dates shown or printed to a shopper (invoice, e-mails, order
   * pages, banner windows) are the island's calendar day, not UTC's (see `territory-time.ts`).
   */
  timeZone: string;
}

export const TERRITORIES: readonly Territory[] = [
  {
    code: 'GP',
    isoCode: 'GP',
    rootPath: 'guadeloupe',
    label: 'Guadeloupe',
    labelEn: 'Guadeloupe',
    taxRegime: 'VAT',
    timeZone: 'America/Guadeloupe',
  },
  {
    code: 'GY',
    isoCode: 'GF',
    rootPath: 'guyane',
    label: 'Guyane',
    labelEn: 'French Guiana',
    taxRegime: 'NO_VAT',
    timeZone: 'America/Cayenne',
  },
  {
    code: 'MQ',
    isoCode: 'MQ',
    rootPath: 'martinique',
    label: 'Martinique',
    labelEn: 'Martinique',
    taxRegime: 'VAT',
    timeZone: 'America/Martinique',
  },
  {
    code: 'RE',
    isoCode: 'RE',
    rootPath: 'reunion',
    label: 'La Réunion',
    labelEn: 'Reunion',
    taxRegime: 'VAT',
    timeZone: 'Indian/Reunion',
  },
  {
    code: 'BL',
    isoCode: 'BL',
    rootPath: 'saint-barthelemy',
    label: 'Saint-Barthélemy',
    labelEn: 'Saint Barthélemy',
    taxRegime: 'DOCKING_FEES',
    timeZone: 'America/St_Barthelemy',
  },
  {
    code: 'MF',
    isoCode: 'MF',
    rootPath: 'saint-martin',
    label: 'Saint-Martin',
    labelEn: 'Saint Martin',
    taxRegime: 'OUTSIDE_VAT',
    timeZone: 'America/Marigot',
  },
];

export function isTerritoryCode(value: unknown): value is TerritoryCode {
  return typeof value === 'string' && (TERRITORY_CODES as readonly string[]).includes(value);
}

export function territoryByCode(code: TerritoryCode): Territory {
  const territory = TERRITORIES.find((t) => t.code === code);
  if (!territory) throw new RangeError(`Unknown territory ${code}`);
  return territory;
}

export function territoryByRootPath(rootPath: string): Territory | undefined {
  return TERRITORIES.find((t) => t.rootPath === rootPath);
}

/** ISO 3166-1 alpha-2 code of a spec country code (`GY` becomes `GF`); other codes pass unchanged. */
export function isoCountryCode(code: string): string {
  return code === 'GY' ? 'GF' : code;
}
