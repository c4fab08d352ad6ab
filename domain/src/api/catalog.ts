/**
 * Wire shapes of the storefront REST API (spec sections 3 and 7), catalogue half. storefront-api
 * produces them, the gateway consumes them: both compile against these types.
 *
 * Conventions of every call:
 * - Region: header `root-category: <root path>` (e.g. `guadeloupe`). Missing: the xDefault region.
 *   Unknown: 400 `unknown-root-category`. Offers, prices, stock, listings and facets are those of
 *   the region's territory.
 * - Language: query `locale=fr|en` (default fr; texts without a translation fall back to French).
 * - Money: integer euro cents in every Price field; taxRate is a percent (8.5).
 * - Errors: `ApiError` body with the HTTP status (400 bad input, 404 unknown, 500 unexpected).
 *
 * Each shape is a zod schema (the single source of truth: storefront-api documents its replies in
 * OpenAPI from them, see `catalogSchemas`) and a type of the same name inferred from it.
 */
import { z } from 'zod';
import { CURRENCY, CURRENCY_SYMBOL } from '../constants.js';
import { TERRITORY_CODES } from '../territories.js';

export const ROOT_CATEGORY_HEADER = 'root-category';

/** A whole number of euro cents. */
const cents = () => z.int().min(0);
/** A count, quantity or page number. */
const count = () => z.int().min(0);
/** Timestamps are ISO 8601 in UTC (`2024-05-01T12:00:00.000Z`). */
const timestamp = () => z.iso.datetime();
const territoryCode = () => z.enum(TERRITORY_CODES).describe('Territory (ISO 3166-1 alpha-2).');

/** Same shape as `PriceBreakdown` of `money.ts`. */
export const priceSchema = z
  .object({
    taxFree: cents().describe('Tax-free amount, in cents.'),
    taxIncluded: cents().describe('Tax-included amount, in cents.'),
    taxAmount: cents().describe('Tax, in cents.'),
    taxRate: z.number().min(0).describe('Percent, e.g. 8.5.'),
    currency: z.literal(CURRENCY),
    symbol: z.literal(CURRENCY_SYMBOL),
  })
  .describe('A price in the territory: integer euro cents with its tax.');
export type Price = z.output<typeof priceSchema>;

export const apiErrorSchema = z
  .object({
    status: z.int().describe('The HTTP status of the reply.'),
    errorCode: z
      .string()
      .describe('Stable machine code, e.g. `invalid-request`, `product-not-found`, `unknown-root-category`.'),
    errorMessage: z.string().describe('Human-readable (French) explanation.'),
    errorData: z
      .unknown()
      .optional()
      .describe('Details, e.g. the zod issues `{ issues: [{ path, message }] }`.'),
  })
  .describe('Body of every failure (400 bad input, 404 unknown, 500 unexpected).');
export type ApiError = z.output<typeof apiErrorSchema>;

export const rootCategorySchema = z
  .object({
    path: z.string().describe('Root path segment, e.g. `martinique`.'),
    label: z.string(),
    countryCode: territoryCode(),
    alternates: z.array(z.string()).describe('Paths of the other regions (for alternate links).'),
    xDefault: z.boolean().describe('True for the region used when none is chosen.'),
  })
  .describe('GET /categories/roots: a region.');
export type RootCategory = z.output<typeof rootCategorySchema>;

export const categorySchema = z
  .object({
    id: z.string(),
    label: z.string(),
    path: z.string().describe('Full path from the root, e.g. `martinique/maison/cuisine`.'),
    slug: z.string().describe('Last segment of the path, e.g. `cuisine`.'),
    parentSlugs: z
      .array(z.string())
      .describe('Slugs of the ancestors below the root, e.g. `[maison]` (empty at level 1).'),
    level: z.int().min(1).describe('1 for the children of the root.'),
    productCount: count().describe('Products sold in the territory in this category or below.'),
    optionalAttributes: z.array(z.string()),
    requiredAttributes: z.array(z.string()),
    additionalAttributes: z.array(z.string()),
    get children(): z.ZodArray<typeof categorySchema> {
      return z.array(categorySchema);
    },
  })
  .describe('GET /categories: the tree under the current root category, children sorted alphabetically.');
export type Category = z.output<typeof categorySchema>;

export const imageSchema = z.object({
  title: z.string(),
  src: z.string().describe('Absolute URL (storefront-api serves generated pictures under /media).'),
  srcMedium: z.string().describe('Absolute URL.'),
  srcThumb: z.string().describe('Absolute URL.'),
});
export type Image = z.output<typeof imageSchema>;

export const logisticClassSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
});
export type LogisticClass = z.output<typeof logisticClassSchema>;

export const offerSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    stockQuantity: count(),
    price: priceSchema.describe('Regular price.'),
    discountPrice: priceSchema
      .nullable()
      .describe('Discount price, whatever its window; `isDiscountActive` tells whether it applies now.'),
    discountStart: timestamp().nullable(),
    discountEnd: timestamp().nullable(),
    isDiscountActive: z.boolean(),
    priorPrice: priceSchema
      .nullable()
      .describe(
        'While the discount applies: the lowest price applied to the offer in the 30 days before the ' +
          'reduction began (Omnibus, `priorPrice` of domain/src/prior-price.ts), at today’s tax; else null.',
      ),
    pickingDelay: count().describe('Days the seller needs before shipping.'),
    logisticClass: logisticClassSchema,
    packSize: count(),
    minimalOrderQuantity: count(),
    maximalOrderQuantity: count().describe('Defaults to the stock.'),
    additionalAttributes: z.record(z.string(), z.string()),
  })
  .describe('A seller’s offer of a product in the territory.');
export type Offer = z.output<typeof offerSchema>;

export const attributeTypeSchema = z.enum(['TEXT', 'NUMBER', 'BOOLEAN', 'COLOR', 'PICTURE']);
export type AttributeType = z.output<typeof attributeTypeSchema>;

export const attributeValueSchema = z.object({
  label: z.string(),
  value: z.string().describe('Displayed value; the text `true` flags a picture icon.'),
  attributeType: attributeTypeSchema,
  unit: z.string().nullable(),
});
export type AttributeValue = z.output<typeof attributeValueSchema>;

export const configurableAttributeSchema = z.object({
  name: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  values: z.array(z.string()).describe('Every value some variant has, in display order.'),
});
export type ConfigurableAttribute = z.output<typeof configurableAttributeSchema>;

export const noticeSchema = z.object({
  name: z.string(),
  url: z.string().describe('Absolute URL of the PDF document.'),
});
export type Notice = z.output<typeof noticeSchema>;

export const productSchema = z
  .object({
    id: z.string(),
    reference: z.string().describe('SKU, unique.'),
    ean: z
      .string()
      .nullable()
      .describe(
        'Barcode (EAN-13 or EAN-8, valid check digit), unique; null when none is known and on a ' +
          'configurable parent (its variants have theirs). /products/references finds a product by it.',
      ),
    slug: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    description: z.string(),
    descriptionShort: z.string(),
    descriptionLong: z.string(),
    gallery: z.array(imageSchema),
    pictureCover: imageSchema.nullable(),
    categoryPaths: z.array(z.string()).describe('Category paths in the current region.'),
    attributeValuesByAttributeName: z
      .record(z.string(), attributeValueSchema)
      .describe('Displayed characteristics (internal attributes removed), keyed by attribute name.'),
    isConfigurable: z.boolean(),
    configurableAttributes: z
      .array(configurableAttributeSchema)
      .describe('On a configurable parent: the attributes a shopper chooses.'),
    selectedAttributes: z
      .record(z.string(), z.string())
      .describe('On a variant: its values of the parent’s configurable attributes, keyed by attribute name.'),
    get children(): z.ZodArray<typeof productSchema> {
      return z
        .array(productSchema)
        .describe(
          'Variants of a configurable parent, each with its own offers; empty otherwise. Listings ' +
            '(category, search, seller, autocomplete) leave them out to stay light: the product by ' +
            'slug or by reference has them.',
        );
    },
    defaultChildSlug: z.string().nullable(),
    offers: z.array(offerSchema).describe('Offers of the region’s territory, cheapest current price first.'),
    defaultOfferId: z.string().nullable(),
    defaultOffer: offerSchema
      .nullable()
      .describe(
        'The offer shown first (cheapest in stock, else cheapest). On a parent: its default child’s.',
      ),
    relatedProduct: z
      .array(z.string())
      .describe('References of related products (load them with /products/references).'),
    get relatedProducts(): z.ZodOptional<z.ZodArray<typeof productSchema>> {
      return z
        .array(productSchema)
        .optional()
        .describe(
          'Only from /products/slug with `include=related`: the related products, whole, in the ' +
            'order of `relatedProduct` (unknown ones left out), so a product page is one call.',
        );
    },
    taxFreePrice: cents()
      .nullable()
      .describe('Current price of the default offer (discount when active), null when not sold here.'),
    taxIncludedPrice: cents()
      .nullable()
      .describe('Current price of the default offer (discount when active), null when not sold here.'),
    regularTaxFreePrice: cents()
      .nullable()
      .describe('Regular price of the default offer when a discount is active, else null.'),
    regularTaxIncludedPrice: cents()
      .nullable()
      .describe('Regular price of the default offer when a discount is active, else null.'),
    percentPromo: z.int().min(0).max(100),
    isNew: z.boolean(),
    isPromotion: z.boolean(),
    isBestseller: z.boolean(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    stockQuantity: count().describe('Stock of the default offer (sum over variants on a parent).'),
    packSize: count(),
    minimalOrderQuantity: count(),
    maximalOrderQuantity: count(),
    notices: z.array(noticeSchema),
  })
  .describe('A product (or a variant) as sold in the region.');
export type Product = z.output<typeof productSchema>;

/**
 * What a card listing (`view=card`) leaves out of each product: the product page's texts, pictures,
 * characteristics and notices, about 40 % of a 50-product page, and `defaultOffer`, which repeats
 * the offer of `offers` that `defaultOfferId` names (a fifth of what a card was). The card keeps its
 * short description, cover picture, offers and prices.
 */
export const CARD_OMITTED_FIELDS = [
  'description',
  'descriptionLong',
  'gallery',
  'attributeValuesByAttributeName',
  'seoTitle',
  'seoDescription',
  'notices',
  'defaultOffer',
] as const satisfies readonly (keyof Product)[];
export type ProductCard = Omit<Product, (typeof CARD_OMITTED_FIELDS)[number]>;

const CARD_OMITTED: ReadonlySet<string> = new Set(CARD_OMITTED_FIELDS);

/** A product as a card listing carries it: the product without `CARD_OMITTED_FIELDS`. */
export function productCard(product: Product): ProductCard {
  return Object.fromEntries(
    Object.entries(product).filter(([name]) => !CARD_OMITTED.has(name)),
  ) as ProductCard;
}

export const filterTypeSchema = z.enum(['CHECKBOX', 'RANGE']);
export type FilterType = z.output<typeof filterTypeSchema>;

export const filterValueSchema = z.object({
  value: z.string(),
  count: count().describe('Products of the current result set (other filters applied) that have this value.'),
});
export type FilterValue = z.output<typeof filterValueSchema>;

export const filterSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    unit: z.string().nullable(),
    dbType: z.enum(['STRING', 'NUMBER', 'BOOLEAN']),
    filterType: filterTypeSchema,
    index: z.int().describe('Display order.'),
    values: z.array(filterValueSchema),
    step: z.number(),
    hidden: z.boolean(),
  })
  .describe('A facet of a listing.');
export type Filter = z.output<typeof filterSchema>;

export const productPageSchema = z
  .object({
    products: z.array(productSchema),
    total: count(),
    page: count(),
    size: count(),
    totalPages: count(),
    sort: z.string(),
    filters: z.array(filterSchema),
  })
  .describe(
    'GET /products/category (categoryPath), /products/search (searchTerm), /products/seller (shopId). ' +
      'Query: page (from 0), size (1..100), sort (`score,desc` default, `price,asc`, `price,desc`), ' +
      'filters (JSON `{"name":["value"]}`; an unknown name is 400 `unknown-filter`), view (`full` ' +
      'default, or `card`: each product without ' +
      CARD_OMITTED_FIELDS.map((name) => `\`${name}\``).join(', ') +
      ').',
  );
export type ProductPage = z.output<typeof productPageSchema>;
/** A listing's page asked with `view=card`. */
export type ProductCardPage = Omit<ProductPage, 'products'> & { products: ProductCard[] };

export const suggestionSchema = z.object({
  type: z.enum(['PRODUCT', 'CATEGORY']),
  label: z.string(),
  slug: z.string().describe('Product slug (PRODUCT) or category slug (CATEGORY).'),
  path: z.string().nullable().describe('Category path (CATEGORY) or null.'),
  reference: z.string().nullable(),
  image: imageSchema.nullable(),
  taxIncludedPrice: cents().nullable().describe('Current tax-included price of a PRODUCT, null otherwise.'),
  taxFreePrice: cents().nullable().describe('Current tax-free price of a PRODUCT, null otherwise.'),
});
export type Suggestion = z.output<typeof suggestionSchema>;

export const autocompleteSchema = z
  .object({
    searchTerm: z.string(),
    suggestions: z.array(suggestionSchema),
    total: count().describe('How many products the full search would find.'),
  })
  .describe('GET /products/search-autocomplete (searchTerm of 2+ non-space characters, size default 10).');
export type Autocomplete = z.output<typeof autocompleteSchema>;

export const shopSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    logo: imageSchema.nullable(),
    city: z.string(),
    countryCode: territoryCode(),
    generalSalesTermsAndConditions: z.string(),
    productCount: count().describe('Offers of this shop sold in the current region.'),
    createdAt: timestamp(),
  })
  .describe(
    'GET /shops/{id}; GET /shops?ids=a,b (batch, unknown ids omitted); GET /shops (the region’s sellers).',
  );
export type Shop = z.output<typeof shopSchema>;

/**
 * The named shapes, by the name they take in the OpenAPI document (`#/components/schemas/<name>`).
 * A shape used inside another is referenced, not repeated.
 */
export const catalogSchemas = {
  ApiError: apiErrorSchema,
  Price: priceSchema,
  RootCategory: rootCategorySchema,
  Category: categorySchema,
  Image: imageSchema,
  LogisticClass: logisticClassSchema,
  Offer: offerSchema,
  AttributeValue: attributeValueSchema,
  ConfigurableAttribute: configurableAttributeSchema,
  Notice: noticeSchema,
  Product: productSchema,
  FilterValue: filterValueSchema,
  Filter: filterSchema,
  ProductPage: productPageSchema,
  Suggestion: suggestionSchema,
  Autocomplete: autocompleteSchema,
  Shop: shopSchema,
} as const;
export type CatalogSchemaName = keyof typeof catalogSchemas;

// The catalogue calls' request parts (queries, paths) are in catalog-requests.ts.
export * from './catalog-requests.js';
