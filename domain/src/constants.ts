/** Business constants of spec section 9, named once for every layer. */
export const CURRENCY = 'EUR';
export const CURRENCY_SYMBOL = '€';
export const DEFAULT_LOCALE = 'fr';
export const FALLBACK_LOCALE = 'fr';
export const SUPPORTED_LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const PAGE_SIZE_DESKTOP = 20;
export const PAGE_SIZE_MOBILE = 50;
/** Largest page a listing call may ask for; larger sizes are refused with a 400, not silently cut. */
export const MAX_PAGE_SIZE = 100;
export const AUTOCOMPLETE_SIZE = 10;
export const QUICK_SEARCH_SIZE = 4;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const SEARCH_TERM_MAX_LENGTH = 200;
export const LOW_STOCK_THRESHOLD = 5;
export const DEFAULT_PACK_SIZE = 1;
export const FILTER_STEP = 1;
export const NOTIFICATION_LIFETIME_MS = 3000;
export const NOTIFICATION_MAX = 3;
export const RELAY_NAME_PREFIX = 'relay_';
export const ORDER_PAGE_SIZES = [10, 20, 30] as const;

export const SORT_FIELDS = ['score', 'price'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT = { field: 'score', order: 'desc' } as const satisfies {
  field: SortField;
  order: SortOrder;
};

/** Customers (spec 5 and 9). */
export const ONE_TIME_PASSWORD_LENGTH = 6;
export const ONE_TIME_PASSWORD_ATTEMPTS = 3;
export const ONE_TIME_PASSWORD_VALIDITY_MINUTES = 10;
/** Lifetime of the two-factor cookie, in seconds (10 minutes, SameSite=Strict). */
export const TWO_FACTOR_COOKIE_MAX_AGE_S = 600;
export const NAME_MIN_LENGTH = 2;
/** Spec 5 and 9: a contact message holds 10 to 400 characters. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 400;
export const PASSWORD_MIN_LENGTH = 8;
/** Random characters ending a generated address name. */
export const ADDRESS_NAME_SUFFIX_LENGTH = 8;
/** Countries an address may be in (spec codes: GY is French Guiana). */
export const ADDRESS_COUNTRIES = ['GP', 'GY', 'MQ', 'RE', 'BL', 'MF'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
/** Attribute names one `Product.customAttributeValuesByName(names:)` may ask (spec 3); a product has far fewer. */
export const MAX_ATTRIBUTE_NAMES = 100;
