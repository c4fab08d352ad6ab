/**
 * Request parts of the catalogue calls (spec 7), as the storefront-api parses and documents them and
 * the gateway types what it sends: queries and path parameters. Replies are in `catalog.ts`.
 */
import { z } from 'zod';
import { AUTOCOMPLETE_SIZE, SEARCH_TERM_MAX_LENGTH, SUPPORTED_LOCALES } from '../constants.js';
import { listingQuerySchema, searchTermSchema } from '../listing.js';
import { canAutocomplete } from '../search.js';

/**
 * `?locale=` every call that answers text takes (`fr` by default): the language of names and
 * content. The storefront-api reads it with `localeOf` (`http/region.ts`), which answers a wrong one
 * with its own message; this is its documentation.
 */
export const localeQuerySchema = z.object({ locale: z.enum(SUPPORTED_LOCALES).optional() });

/** A comma-separated query parameter (`a,b,c`): trimmed, de-duplicated, between 1 and `max` items. */
export function commaList(item: z.ZodString, max: number, what: string) {
  return z
    .string()
    .max(100 * max)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).min(1, `au moins un ${what}`).max(max, `au plus ${max} ${what}s`));
}

// Request parts of the catalogue calls, as the storefront-api parses and documents them.
// `locale` of a schema here is parsed with it; where absent, `localeOf` reads it (`localeQuerySchema`).
const locale = localeQuerySchema.shape.locale;

/** A category's full path, root segment included (`martinique/maison/cuisine`). */
export const categoryPathSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/u, 'chemin de catégorie invalide');

/** `GET products/category`: a listing page of a category (`categoryPath`: region root first). */
export const categoryListingQuerySchema = listingQuerySchema.extend({
  categoryPath: categoryPathSchema,
  locale,
});
/** `GET products/search`. */
export const searchListingQuerySchema = listingQuerySchema.extend({ searchTerm: searchTermSchema, locale });
export const shopIdSchema = z.string().min(1).max(100);
/** `GET products/seller`. */
export const sellerListingQuerySchema = listingQuerySchema.extend({ shopId: shopIdSchema, locale });
/** `GET products/collection/{name}`. */
export const collectionListingQuerySchema = listingQuerySchema.extend({ locale });
export const collectionParamsSchema = z.object({ name: z.string().max(100) });
/** `GET products/search-autocomplete`. */
export const autocompleteQuerySchema = z.object({
  searchTerm: z
    .string()
    .max(SEARCH_TERM_MAX_LENGTH)
    .refine(canAutocomplete, 'au moins 2 caractères hors espaces pour l’autocomplétion'),
  size: z.coerce.number().int().min(1).max(20).default(AUTOCOMPLETE_SIZE),
  locale,
});
/** `GET products/references`: SKUs or EANs, comma-separated, at most 100. */
export const referencesQuerySchema = z.object({
  referenceList: commaList(z.string().max(64), 100, 'référence').meta({
    example: 'REF-000001,2000000002002',
  }),
  locale,
});
/** `GET products/slug/{slug}`. */
export const productSlugParamsSchema = z.object({ slug: z.string().min(1).max(300) });
/** `include=related`: the related products come in the reply, so a product page is one call. */
export const productSlugQuerySchema = z.object({
  include: z
    .enum(['related'])
    .optional()
    .describe(
      '`related`: the reply carries `relatedProducts`, the related products whole (what /products/references ' +
        'gives for `relatedProduct`)',
    ),
});

/** `GET shops`: the region's sellers, or those of `ids` (comma-separated, at most 100). */
export const shopsQuerySchema = z.object({
  ids: commaList(shopIdSchema, 100, 'vendeur').optional(),
  locale,
});
/** `GET shops/{id}`. */
export const shopParamsSchema = z.object({ id: shopIdSchema });
