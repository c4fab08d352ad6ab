import { z } from 'zod';
import { DEFAULT_SORT, MAX_PAGE_SIZE, PAGE_SIZE_DESKTOP, SORT_FIELDS, SORT_ORDERS } from './constants.js';
import type { SortField, SortOrder } from './constants.js';
import { SEARCH_TERM_MAX_LENGTH } from './constants.js';
import { isValidSearchTerm } from './search.js';

export interface Sort {
  field: SortField;
  order: SortOrder;
}

/** Facet selections: attribute name to the accepted values (OR within a name, AND across names). */
export type FilterSelection = Record<string, string[]>;

const integerText = (what: string) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+$/u, `${what} doit être un entier`)])
    .transform((v) => Number(v))
    .pipe(z.number().int(`${what} doit être un entier`));

export const pageSchema = integerText('page')
  .pipe(z.number().min(0, 'page doit être positif ou nul'))
  .default(0);

/** A `size` of the query string (text or number), 1 to `max`, `fallback` when absent. */
export function boundedSizeSchema(max: number, fallback: number) {
  return integerText('size')
    .pipe(z.number().min(1, 'size doit être au moins 1').max(max, `size ne peut dépasser ${max}`))
    .default(fallback);
}

export const sizeSchema = boundedSizeSchema(MAX_PAGE_SIZE, PAGE_SIZE_DESKTOP);

/** `field,order` as in `price,asc`; the order defaults to desc for score and asc for price. */
export const sortSchema = z
  .string()
  .transform((text, ctx): Sort => {
    const [field, order, ...rest] = text.split(',').map((part) => part.trim().toLowerCase());
    if (!(SORT_FIELDS as readonly string[]).includes(field ?? '') || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: `tri inconnu « ${text} » (score ou price, puis asc ou desc)` });
      return z.NEVER;
    }
    if (order !== undefined && !(SORT_ORDERS as readonly string[]).includes(order)) {
      ctx.addIssue({ code: 'custom', message: `ordre de tri inconnu « ${order} » (asc ou desc)` });
      return z.NEVER;
    }
    const f = field as SortField;
    return { field: f, order: (order as SortOrder | undefined) ?? (f === 'score' ? 'desc' : 'asc') };
  })
  .default({ ...DEFAULT_SORT });

/** Attribute names, as the database constrains them. */
const FILTER_NAME = /^[a-z][a-z0-9_]{0,63}$/u;
const filterValues = z.array(z.string().min(1).max(200)).min(1).max(50);

/** `filters` travels as JSON text in a query string: `{"marque":["Samsung"],"couleur":["Rouge","Noir"]}`. */
export const filtersSchema = z
  .string()
  .max(4000, 'filtres trop longs')
  .transform((text, ctx): unknown => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters doit être un objet JSON {"nom":["valeur"]}' });
      return z.NEVER;
    }
    // Checked here, on the parsed keys: a record schema silently drops a `__proto__` key.
    const badName =
      parsed && typeof parsed === 'object'
        ? Object.keys(parsed).find((k) => !FILTER_NAME.test(k))
        : undefined;
    if (badName !== undefined) {
      ctx.addIssue({ code: 'custom', message: `nom de filtre invalide « ${badName.slice(0, 64)} »` });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(z.record(z.string().regex(FILTER_NAME, 'nom de filtre invalide'), filterValues))
  .default({});

/**
 * How much of each product a listing carries: `full` (spec 7, the default) or `card`, which leaves out
 * what only a product page shows (`CARD_OMITTED_FIELDS` in `api/catalog.ts`). A page of cards asks
 * for `card`: the gateway does when its query reads nothing else; an upstream that ignores the
 * parameter answers whole products, which serve as well.
 */
export const LISTING_VIEWS = ['full', 'card'] as const;
export const listingViewSchema = z.enum(LISTING_VIEWS).default('full');
export type ListingView = (typeof LISTING_VIEWS)[number];

export const listingQuerySchema = z.object({
  page: pageSchema,
  size: sizeSchema,
  sort: sortSchema,
  filters: filtersSchema,
  view: listingViewSchema,
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const searchTermSchema = z
  .string()
  .max(SEARCH_TERM_MAX_LENGTH, `la recherche ne peut dépasser ${SEARCH_TERM_MAX_LENGTH} caractères`)
  .refine(isValidSearchTerm, 'la recherche doit contenir au moins un mot de 2 caractères');
