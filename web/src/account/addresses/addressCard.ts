import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Locale } from '@shop/domain/constants';
import { countryLabel } from '@shop/domain/countries';

/** What an address card shows (spec 2.4 "address card"). */
export interface CardAddress {
  name: string;
  company?: string | null;
  firstName: string;
  lastName: string;
  street: string;
  postCode: string;
  city: string;
  country: string;
  phone: string;
}

export interface AddressCardLines {
  title: string;
  person: string;
  company: string | null;
  street: string;
  city: string;
  country: string;
  /** The phone as people of the territory write it (`0696 12 34 56`). */
  phone: string;
}

/** Name of a country of the spec 3 country list (French by default); kept here for the cards' callers. */
export { countryLabel };

/**
 * An international (E.164) number in its national form. Numbers are stored internationally; a
 * shopper of Martinique reads `0696 12 34 56`, not `+596696123456`. Anything unreadable stays as is.
 */
export function nationalPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.formatNational() : phone;
}

export function addressCardLines(address: CardAddress, locale: Locale = 'fr'): AddressCardLines {
  const company = address.company?.trim();
  return {
    title: address.name,
    person: `${address.firstName} ${address.lastName}`.trim(),
    company: company ? company : null,
    street: address.street,
    city: `${address.postCode} ${address.city}`.trim(),
    country: countryLabel(address.country, locale),
    phone: nationalPhone(address.phone),
  };
}
