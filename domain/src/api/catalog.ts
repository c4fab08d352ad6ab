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
 */
import type { PriceBreakdown } from '../money.js';
import type { TerritoryCode } from '../territories.js';

export const ROOT_CATEGORY_HEADER = 'root-category';

export type Price = PriceBreakdown;

export interface ApiError {
  status: number;
  /** Stable machine code, e.g. `invalid-request`, `product-not-found`, `unknown-root-category`. */
  errorCode: string;
  /** Human-readable (French) explanation. */
  errorMessage: string;
  /** Details, e.g. the zod issues `{ issues: [{ path, message }] }`. */
  errorData?: unknown;
}

/** GET /categories/roots */
export interface RootCategory {
  /** Root path segment, e.g. `martinique`. */
  path: string;
  label: string;
  countryCode: TerritoryCode;
  /** Paths of the other regions (for alternate links). */
  alternates: string[];
  /** True for the region used when none is chosen. */
  xDefault: boolean;
}

/** GET /categories: the tree under the current root category, children sorted alphabetically. */
export interface Category {
  id: string;
  label: string;
  /** Full path from the root, e.g. `martinique/maison/cuisine`. */
  path: string;
  /** Last segment of the path, e.g. `cuisine`. */
  slug: string;
  /** Slugs of the ancestors below the root, e.g. `['maison']` (empty at level 1). */
  parentSlugs: string[];
  /** 1 for the children of the root. */
  level: number;
  /** Products sold in the territory in this category or below. */
  productCount: number;
  optionalAttributes: string[];
  requiredAttributes: string[];
  additionalAttributes: string[];
  children: Category[];
}

export interface Image {
  title: string;
  /** Absolute URLs (storefront-api serves generated pictures under /media). */
  src: string;
  srcMedium: string;
  srcThumb: string;
}

export interface LogisticClass {
  id: string;
  label: string;
  description: string;
}

export interface Offer {
  id: string;
  shopId: string;
  shopName: string;
  stockQuantity: number;
  /** Regular price. */
  price: Price;
  /** Discount price, whatever its window; `isDiscountActive` tells whether it applies now. */
  discountPrice: Price | null;
  discountStart: string | null;
  discountEnd: string | null;
  isDiscountActive: boolean;
  /** Days the seller needs before shipping. */
  pickingDelay: number;
  logisticClass: LogisticClass;
  packSize: number;
  minimalOrderQuantity: number;
  /** Defaults to the stock. */
  maximalOrderQuantity: number;
  additionalAttributes: Record<string, string>;
}

export type AttributeType = 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'COLOR' | 'PICTURE';

export interface AttributeValue {
  label: string;
  /** Displayed value; the text `true` flags a picture icon. */
  value: string;
  attributeType: AttributeType;
  unit: string | null;
}

export interface ConfigurableAttribute {
  name: string;
  label: string;
  unit: string | null;
  /** Every value some variant has, in display order. */
  values: string[];
}

export interface Notice {
  name: string;
  url: string;
}

export interface Product {
  id: string;
  /** SKU, unique. */
  reference: string;
  slug: string;
  name: string;
  brand: string | null;
  description: string;
  descriptionShort: string;
  descriptionLong: string;
  gallery: Image[];
  pictureCover: Image | null;
  /** Category paths in the current region. */
  categoryPaths: string[];
  /** Displayed characteristics (internal attributes removed), keyed by attribute name. */
  attributeValuesByAttributeName: Record<string, AttributeValue>;
  isConfigurable: boolean;
  /** On a configurable parent: the attributes a shopper chooses. */
  configurableAttributes: ConfigurableAttribute[];
  /** On a variant: its values of the parent's configurable attributes, keyed by attribute name. */
  selectedAttributes: Record<string, string>;
  /**
   * Variants of a configurable parent, each with its own offers; empty otherwise. Listings
   * (category, search, seller, autocomplete) leave them out to stay light: the product by slug or
   * by reference has them.
   */
  children: Product[];
  defaultChildSlug: string | null;
  /** Offers of the region's territory, cheapest current price first. */
  offers: Offer[];
  defaultOfferId: string | null;
  /** The offer shown first (cheapest in stock, else cheapest). On a parent: its default child's. */
  defaultOffer: Offer | null;
  /** References of related products (load them with /products/references). */
  relatedProduct: string[];
  /** Current price of the default offer (discount when active), null when not sold here. */
  taxFreePrice: number | null;
  taxIncludedPrice: number | null;
  /** Regular price of the default offer when a discount is active, else null. */
  regularTaxFreePrice: number | null;
  regularTaxIncludedPrice: number | null;
  percentPromo: number;
  isNew: boolean;
  isPromotion: boolean;
  isBestseller: boolean;
  seoTitle: string;
  seoDescription: string;
  /** Stock of the default offer (sum over variants on a parent). */
  stockQuantity: number;
  packSize: number;
  minimalOrderQuantity: number;
  maximalOrderQuantity: number;
  notices: Notice[];
}

export type FilterType = 'CHECKBOX' | 'RANGE';

export interface FilterValue {
  value: string;
  /** Products of the current result set (other filters applied) that have this value. */
  count: number;
}

/** A facet of a listing. */
export interface Filter {
  name: string;
  label: string;
  unit: string | null;
  dbType: 'STRING' | 'NUMBER' | 'BOOLEAN';
  filterType: FilterType;
  /** Display order. */
  index: number;
  values: FilterValue[];
  step: number;
  hidden: boolean;
}

/**
 * GET /products/category (categoryPath), /products/search (searchTerm), /products/seller (shopId).
 * Query: page (from 0), size (1..100), sort (`score,desc` default, `price,asc`, `price,desc`),
 * filters (JSON `{"name":["value"]}`; an unknown name is 400 `unknown-filter`).
 */
export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  size: number;
  totalPages: number;
  sort: string;
  filters: Filter[];
}

/** GET /products/search-autocomplete (searchTerm of 2+ non-space characters, size default 10). */
export interface Autocomplete {
  searchTerm: string;
  suggestions: Suggestion[];
  /** How many products the full search would find. */
  total: number;
}

export interface Suggestion {
  type: 'PRODUCT' | 'CATEGORY';
  label: string;
  /** Product slug (PRODUCT) or category slug (CATEGORY). */
  slug: string;
  /** Category path (CATEGORY) or null. */
  path: string | null;
  reference: string | null;
  image: Image | null;
  /** Current tax-included price of a PRODUCT, null otherwise. */
  taxIncludedPrice: number | null;
}

/** GET /shops/{id}; GET /shops?ids=a,b (batch, unknown ids omitted); GET /shops (the region's sellers). */
export interface Shop {
  id: string;
  name: string;
  description: string;
  logo: Image | null;
  city: string;
  countryCode: TerritoryCode;
  generalSalesTermsAndConditions: string;
  /** Offers of this shop sold in the current region. */
  productCount: number;
  createdAt: string;
}
