/**
 * The shop's configuration (spec 1, 2.3 and 9): its modes, its feature flags and what the shell
 * shows. One typed object with the spec's defaults, read at start-up from environment variables
 * (`SHOP_*`) over an optional JSON file, so a bad value stops the process with the setting's name
 * instead of surfacing as a surprise in a shopper's browser. No I/O here: the caller reads the file.
 */
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './constants.js';
import type { Locale } from './constants.js';
import type { PriceMode } from './money.js';

const on = (fallback: boolean) => z.boolean().default(fallback);

/** Spec 9's feature flags, with its defaults. */
const featuresSchema = z
  .object({
    wishlist: on(false),
    productPreview: on(false),
    quickOrder: on(false),
    stockAlert: on(false),
    promotionalBar: on(false),
    addToCartDialog: on(true),
    quantityDisplay: on(true),
    newsletter: on(true),
    cartReminder: on(true),
    welcomeModal: on(true),
    coupons: on(true),
    stockNotice: on(true),
    share: on(true),
    francoMessage: on(true),
  })
  .strict();

/** Spec 2.3: each header element is switched on by configuration (quick order follows its flag). */
const headerSchema = z
  .object({
    search: on(true),
    regionSelector: on(true),
    becomeSeller: on(true),
    help: on(true),
    account: on(true),
    cart: on(true),
  })
  .strict();

export const NEWSLETTER_PLACEMENTS = ['full-width', 'last-column'] as const;
export type NewsletterPlacement = (typeof NEWSLETTER_PLACEMENTS)[number];
export const REGION_CHANGES = ['home', 'same-route'] as const;
export type RegionChange = (typeof REGION_CHANGES)[number];

/**
 * The customer-service number, written internationally: national numbers of the overseas
 * territories are ambiguous to libphonenumber (`0596…` reads as Martinique and as French Guiana).
 * Shoppers see the national form, which dials from anywhere in the French numbering plan.
 */
const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .transform((text, ctx) => {
    const parsed = parsePhoneNumberFromString(text);
    if (!text.startsWith('+') || parsed === undefined || !parsed.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: `"${text}" is not a phone number in international form, such as +596 596 00 00 00`,
      });
      return z.NEVER;
    }
    return { display: parsed.formatNational(), e164: parsed.number as string };
  });

/**
 * The marketing trackers of spec 7 "Tracking" (its enabled handlers, gtag and brevo): each runs only
 * when configured here and accepted by the shopper (gtag: audience measurement; brevo: marketing).
 * Unset, the shop's pages talk to no other origin for its events.
 */
const trackingSchema = z
  .object({
    gtagId: z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/u, 'must be a Google tag id such as G-ABC123XYZ')
      .nullable()
      .default(null),
    brevoClientKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{8,64}$/u, 'must be the Brevo tracker client key (8 to 64 letters and digits)')
      .nullable()
      .default(null),
  })
  .strict();

const shopConfigSchema = z
  .object({
    marketplace: on(false),
    b2b: on(false),
    multilingual: on(false),
    features: featuresSchema.default(() => featuresSchema.parse({})),
    header: headerSchema.default(() => headerSchema.parse({})),
    newsletterPlacement: z.enum(NEWSLETTER_PLACEMENTS).default('full-width'),
    customerServicePhone: phoneSchema.nullable().default(null),
    regionChange: z.enum(REGION_CHANGES).default('home'),
    tracking: trackingSchema.default(() => trackingSchema.parse({})),
  })
  .strict();

type Settings = z.output<typeof shopConfigSchema>;
export type ShopFeatures = Settings['features'];
export type ShopHeader = Settings['header'];
export type ShopTracking = Settings['tracking'];

export interface ShopConfig extends Settings {
  /** B2B shows tax-free amounts, B2C tax-included ones (spec 1). */
  priceMode: PriceMode;
  /** Languages offered to shoppers, the default first: French only unless multilingual. */
  languages: readonly Locale[];
}

type Kind = 'boolean' | 'text';

/** Every setting an environment variable can carry: its name, where it goes, how it is read. */
export const SHOP_ENV_SETTINGS: ReadonlyArray<{ env: string; path: readonly string[]; kind: Kind }> = [
  { env: 'SHOP_MARKETPLACE', path: ['marketplace'], kind: 'boolean' },
  { env: 'SHOP_B2B', path: ['b2b'], kind: 'boolean' },
  { env: 'SHOP_MULTILINGUAL', path: ['multilingual'], kind: 'boolean' },
  ...Object.keys(featuresSchema.shape).map((key) => ({
    env: `SHOP_${snake(key)}`,
    path: ['features', key],
    kind: 'boolean' as const,
  })),
  ...Object.keys(headerSchema.shape).map((key) => ({
    env: `SHOP_HEADER_${snake(key)}`,
    path: ['header', key],
    kind: 'boolean' as const,
  })),
  { env: 'SHOP_NEWSLETTER_PLACEMENT', path: ['newsletterPlacement'], kind: 'text' },
  { env: 'SHOP_CUSTOMER_SERVICE_PHONE', path: ['customerServicePhone'], kind: 'text' },
  { env: 'SHOP_REGION_CHANGE', path: ['regionChange'], kind: 'text' },
  { env: 'SHOP_GTAG_ID', path: ['tracking', 'gtagId'], kind: 'text' },
  { env: 'SHOP_BREVO_CLIENT_KEY', path: ['tracking', 'brevoClientKey'], kind: 'text' },
];

function snake(camel: string): string {
  return camel.replace(/[A-Z]/gu, (letter) => `_${letter}`).toUpperCase();
}

export class ShopConfigError extends Error {
  override name = 'ShopConfigError';
}

const TRUE_WORDS = ['1', 'true', 'on', 'yes'];
const FALSE_WORDS = ['0', 'false', 'off', 'no'];

function envValue(name: string, kind: Kind, text: string): unknown {
  if (kind === 'text') return text.trim() === '' ? null : text.trim();
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new ShopConfigError(`${name} must be true or false, got "${text.slice(0, 40)}"`);
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/**
 * The shop's configuration: the spec's defaults, then the JSON file's object (`file`, already
 * parsed; `fileName` names it in errors), then the `SHOP_*` variables of `env`. Throws a
 * `ShopConfigError` naming the variable or the file's key of the first bad value.
 */
export function loadShopConfig(
  env: Record<string, string | undefined>,
  file?: { name: string; content: unknown },
): ShopConfig {
  if (
    file !== undefined &&
    (typeof file.content !== 'object' || file.content === null || Array.isArray(file.content))
  ) {
    throw new ShopConfigError(`${file.name} must hold a JSON object`);
  }
  const merged: Record<string, unknown> = { ...(file?.content as Record<string, unknown> | undefined) };
  const fromEnv = new Map<string, string>();
  for (const setting of SHOP_ENV_SETTINGS) {
    const text = env[setting.env];
    if (text === undefined) continue;
    setPath(merged, setting.path, envValue(setting.env, setting.kind, text));
    fromEnv.set(setting.path.join('.'), setting.env);
  }
  const parsed = shopConfigSchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.join('.');
    const where = fromEnv.get(key) ?? (file ? `${file.name}: ${key || '(root)'}` : key);
    throw new ShopConfigError(`${where}: ${issue.message}`);
  }
  const settings = parsed.data;
  return {
    ...settings,
    priceMode: settings.b2b ? 'B2B' : 'B2C',
    languages: settings.multilingual ? SUPPORTED_LOCALES : [DEFAULT_LOCALE],
  };
}

/** The spec 9 defaults, as a shop with no setting at all gets them. */
export const DEFAULT_SHOP_CONFIG: ShopConfig = loadShopConfig({});

/**
 * The offers a shopper sees for a product: every seller's in a marketplace, otherwise the default
 * offer alone (spec 1: sellers exist only in marketplace mode).
 */
export function offersOnSale<T extends { id: string }>(
  offers: readonly T[],
  defaultOffer: { id: string } | null,
  marketplace: boolean,
): T[] {
  if (marketplace) return [...offers];
  return offers.filter((offer) => offer.id === defaultOffer?.id);
}
