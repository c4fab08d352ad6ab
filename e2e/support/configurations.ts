/**
 * The shop's configurations the journeys compare (issue 9). The e2e product on `E2E_PORT` runs as
 * `pnpm start` does, with the demo settings; two more gateways in front of the same storefront-api
 * run the spec 9 defaults and B2B mode (started by playwright.config.ts through support/gateways.mjs).
 * A journey opens a page of one with `page.goto(`${defaultsUrl}/martinique/fr/…`)`.
 */

/** Spec 9 defaults, written out so that the demo settings `pnpm start` applies do not leak in. */
export const SPEC_DEFAULTS: Readonly<Record<string, string>> = {
  SHOP_MARKETPLACE: 'false',
  SHOP_B2B: 'false',
  SHOP_MULTILINGUAL: 'false',
  SHOP_QUICK_ORDER: 'false',
  SHOP_STOCK_ALERT: 'false',
  SHOP_WISHLIST: 'false',
  SHOP_PRODUCT_PREVIEW: 'false',
  // A configuration file set in the developer's shell would override nothing here.
  SHOP_CONFIG_FILE: '',
};

/** B2B mode: prices tax-free, labelled HT; everything else as the spec defaults. */
export const B2B: Readonly<Record<string, string>> = { ...SPEC_DEFAULTS, SHOP_B2B: 'true' };

/** The top promotional banner on (spec 9: off by default); otherwise the spec defaults. */
export const PROMOTIONAL_BAR: Readonly<Record<string, string>> = {
  ...SPEC_DEFAULTS,
  SHOP_PROMOTIONAL_BAR: 'true',
};

export const DEFAULTS_PORT = Number(process.env.E2E_DEFAULTS_PORT ?? 4102);
export const B2B_PORT = Number(process.env.E2E_B2B_PORT ?? 4103);
export const PROMOTIONAL_BAR_PORT = Number(process.env.E2E_PROMOTIONAL_BAR_PORT ?? 4104);

/** The shop with the spec 9 defaults (no marketplace, no quick order, no stock alert, B2C, French only). */
export const defaultsUrl = `http://localhost:${DEFAULTS_PORT}`;
/** The shop in B2B mode (otherwise the spec defaults). */
export const b2bUrl = `http://localhost:${B2B_PORT}`;
/** The shop with the top promotional banner (otherwise the spec defaults). */
export const promotionalBarUrl = `http://localhost:${PROMOTIONAL_BAR_PORT}`;

/** The extra gateways support/gateways.mjs starts, as it reads them from `E2E_GATEWAYS`. */
export const EXTRA_GATEWAYS = [
  { name: 'spec defaults', port: DEFAULTS_PORT, env: SPEC_DEFAULTS },
  { name: 'B2B', port: B2B_PORT, env: B2B },
  { name: 'promotional bar', port: PROMOTIONAL_BAR_PORT, env: PROMOTIONAL_BAR },
] as const;
