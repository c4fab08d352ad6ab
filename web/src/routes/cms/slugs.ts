/** Content slugs with a screen of their own around them (spec 2.1 footer links). */

/** The buying guide, which also shows the FAQ. */
export const BUYING_GUIDE_SLUG = 'guide-d-achat';
/** The cookies management page, which also holds the cookie settings. */
export const COOKIES_SLUG = 'gestion-des-cookies';
/** The general terms of sale, at `conditions-generales-de-vente` (opened in a new tab). */
export const TERMS_OF_SALE_SLUG = 'conditions-generales-de-vente';
