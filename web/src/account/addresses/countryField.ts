import { ADDRESS_COUNTRIES } from '@shop/domain/constants';
import type { AddressCountry } from '@shop/domain/constants';
import { TERRITORIES } from '@shop/domain/territories';

export interface CountryField {
  /** The countries the select offers, in the spec's order. */
  options: AddressCountry[];
  /** Spec 5: nothing to choose when fewer than 2 are offered. */
  disabled: boolean;
  /** The value to start with ('' asks the shopper to choose). */
  value: AddressCountry | '';
}

const asAddressCountry = (code: string | null | undefined): AddressCountry | null => {
  if (!code) return null;
  const territory = TERRITORIES.find((t) => t.code === code || t.isoCode === code);
  const spec = territory?.code ?? code;
  return (ADDRESS_COUNTRIES as readonly string[]).includes(spec) ? (spec as AddressCountry) : null;
};

/**
 * The address form's country select (spec 5): among the offered countries (all six territories
 * unless a screen narrows them, e.g. shipping addresses to the region's territory), disabled when
 * fewer than 2 are offered and preset when exactly one is. Otherwise it keeps the address's own
 * country, or starts on the territory of the region being browsed.
 */
export function countryField(
  offered: readonly string[] = ADDRESS_COUNTRIES,
  { current, region }: { current?: string | null; region?: string | null } = {},
): CountryField {
  const options = ADDRESS_COUNTRIES.filter((code) => offered.some((o) => asAddressCountry(o) === code));
  const disabled = options.length < 2;
  if (options.length === 1) return { options, disabled, value: options[0]! };
  const pick = [asAddressCountry(current), asAddressCountry(region)].find(
    (code): code is AddressCountry => code !== null && options.includes(code),
  );
  return { options, disabled, value: pick ?? '' };
}
