// Generated from schema.graphql by `pnpm --filter @shop/gateway codegen`: do not edit.

import type { GraphQLResolveInfo } from 'graphql';
import type { RootCategory, Category as CategoryRecord, Suggestion, ShopConfig, Customer as CustomerRecord, Coupon as CouponRecord, CartTax as CartTaxRecord, FrancoProgress as FrancoProgressRecord, Address as PostalAddressRecord, RelayPoint as RelayPointRecord } from '@shop/domain';
import type { ProductModel, OfferModel, ShopModel, ViewerModel, AddressModel, CartModel, CartLineModel, ShipmentModel, ShipmentMethodModel, DeliveryEstimateModel, PriceDetailModel, CartValidationModel, OrderModel, OrderItemModel, OrderPaymentModel, OrderEventModel, ParcelModel, TrackingEventModel, CategoryTileModel, ProductGridModel, GridRowModel } from '../../models.js';
import type { PriceModel, ProductPriceModel } from '../prices.js';
import type { LocalStoreModel } from '../local-stores.js';
import type { AfterSalesModel, CancellableShipmentModel, AfterSalesLineModel, OrderReturnModel, ReturnItemModel, ReturnInstructionsModel, RefundPreviewModel, SellerRefundModel, RefundItemModel, RefundModel, CreditNoteModel } from '../after-sales/models.js';
import type { GatewayContext } from '../../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type Query = {
  __typename?: 'Query';
  /** Fetches any object by its global id; null when it no longer exists. A malformed id is a `BAD_USER_INPUT` error. */
  node?: Maybe<Node>;
  /** Fetches several objects by global id, in the order given (null for those that no longer exist); at most 100 ids. */
  nodes: Array<Maybe<Node>>;
  /** Every region (root category) the shop sells to. */
  regions?: Maybe<Array<Region>>;
  /** The region of this request (`x-catalog` header, or the default region without it). */
  region?: Maybe<Region>;
  /** Category tree of the current region: the level-1 categories, each with its children, sorted alphabetically. */
  categories?: Maybe<Array<Category>>;
  /** A category by its full path (e.g. `martinique/maison/cuisine`); null when unknown. */
  category?: Maybe<Category>;
  /** A product by its slug; null when unknown. A variant's slug gives its configurable parent, with that variant as `defaultVariant`. */
  product?: Maybe<Product>;
  /** Products by reference (SKU) or barcode (EAN), in the order given, null for unknown ones; at most 100 references. */
  productsByReferences?: Maybe<Array<Maybe<Product>>>;
  /** Products of a category and its descendants, in the category's region; null when the category is unknown. */
  products?: Maybe<ProductConnection>;
  /** Full-text search of the current region's catalogue. */
  search?: Maybe<ProductConnection>;
  /** Suggestions while typing; empty (no call made) until the term has 2 non-space characters. */
  autocomplete?: Maybe<Autocomplete>;
  /** The region's bestsellers for the home page (products flagged bestseller, best score first; variants left out as in listings); null when the catalogue cannot be reached. */
  bestsellers?: Maybe<Array<Product>>;
  /** The region's promotions for the home page: products whose default offer has a discount running now, largest percentPromo first, then score (variants left out as in listings); null when the catalogue cannot be reached. */
  promotions?: Maybe<Array<Product>>;
  /** A seller by its shop id (as in the route `prestataires/{shopId}`) or its global id; null when unknown. */
  shop?: Maybe<Shop>;
  /** Sellers of the current region. */
  shops?: Maybe<Array<Shop>>;
  /** Products of a collection of the current region (spec 2.1's promotions, best offers and made-in-the-islands listings), with the listing screen's facets, sort and paging; null when the catalogue cannot be reached. */
  collection?: Maybe<ProductConnection>;
  /** The home page's marketing blocks for the current region (spec 2.1, 2.4): slider, universes, featured blocks, category tiles and the page's SEO. Null when the content source cannot be reached: the error is reported and the rest of the page still renders. */
  homeContent?: Maybe<HomeContent>;
  /** Items of the top promotional banner (spec 2.3) whose date window holds the present moment, in display order; null when the content source cannot be reached. Channels show it only when `configuration.features.promotionalBar`. */
  topBanner?: Maybe<Array<TopBannerItem>>;
  /** The footer's content (spec 2.3): menu columns, annex menu, reassurance, social links and contact e-mail; null when the content source cannot be reached. */
  footer?: Maybe<Footer>;
  /** A content page by slug: the `cms/{slug}` pages, `devenir-vendeur` (slug `become_seller`), `conditions-generales-de-vente`, `livraison` (delivery). Null when no page has that slug. */
  contentPage?: Maybe<ContentPage>;
  /** Questions and answers of the help pages; null when the content source cannot be reached. */
  faq?: Maybe<Array<FaqEntry>>;
  /** The platform's terms of use (spec 7 `platform/terms-of-use`); null when none or unreachable. */
  termsOfUse?: Maybe<ContentPage>;
  /** The platform's legal mentions (spec 7 `platform/legal-mentions`); null when none or unreachable. */
  legalMentions?: Maybe<ContentPage>;
  /** Parcel pickup points of the current region's territory (the header's relay listing, spec 3), by name; null when the content source cannot be reached. */
  pickupPoints?: Maybe<Array<PickupPoint>>;
  /** The merchants of the current region's territory (spec 7 `locations/merchants`), by name; null when the content source cannot be reached. */
  merchants?: Maybe<Array<LocalStore>>;
  /** A merchant by id (spec 7 `locations/merchants/{id}`); null when there is none. */
  merchant?: Maybe<LocalStore>;
  /** The hotel gift shops of the current region's territory (spec 7 `locations/location_hotel`), by name; null when the content source cannot be reached. */
  hotelShops?: Maybe<Array<LocalStore>>;
  /** How this shop works, the same for every region and request (spec 9): its modes, the languages it offers, its feature flags and what the header shows. Channels read it once and honour every flag. */
  configuration: ShopConfiguration;
  /** Who is shopping: the customer of the session cookie (a guest or a signed-in customer), or nobody yet. */
  viewer: Viewer;
  /** Relay points near an address (spec 7 relay search, France only), nearest first. Errors: `BAD_USER_INPUT` with `errorCode` `relay-outside-france` or `invalid-relay-search`. */
  relayPoints?: Maybe<RelayPointSearch>;
  /** What the captcha widget needs before register, sign-in and forgot-password (the answer goes in their `captcha` input). */
  captchaChallenge: CaptchaChallenge;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryCategoryArgs = {
  path: Scalars['String']['input'];
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryProductsByReferencesArgs = {
  references: Array<Scalars['String']['input']>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryProductsArgs = {
  categoryPath: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  filters?: InputMaybe<Array<FilterInput>>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QuerySearchArgs = {
  term: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  filters?: InputMaybe<Array<FilterInput>>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryAutocompleteArgs = {
  term: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryBestsellersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryPromotionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryShopArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryCollectionArgs = {
  name: CollectionName;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  filters?: InputMaybe<Array<FilterInput>>;
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryContentPageArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryMerchantArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Entry points of the shop's public API, for the French overseas territories (GP, GY, MQ, RE, BL, MF).
 *
 * Request context, sent as HTTP headers on every call:
 * - `x-catalog`: path of the region's root category (e.g. `martinique`); without it, the default region.
 * - `x-locale`: language of the texts (`fr`, default and fallback, or `en` when `configuration.languages`
 *   offers it; otherwise French).
 *
 * How the shop works (marketplace or not, B2C or B2B prices, languages, feature flags) is the same for
 * every request: read it once from `configuration`.
 *
 * Expected failures are errors with a stable `extensions.code`: `BAD_USER_INPUT` (bad argument, unknown
 * region, filter or cursor; `extensions.errorCode` carries the upstream reason), `UPSTREAM_UNAVAILABLE`
 * (the catalogue service cannot be reached; retry later), one code per query limit (see the schema's
 * description), `INTERNAL_SERVER_ERROR` (unexpected, message masked).
 * The fields of `Query` are nullable so that one failing part of a page leaves the others their data.
 *
 * Customers: the session lives in an HttpOnly cookie the gateway sets (never readable by scripts).
 * Mutations that carry that cookie must come from the shop's own pages (same-origin `Origin` or
 * `Sec-Fetch-Site`), as JSON POSTs: anything else is refused with `FORBIDDEN` (`errorCode: csrf`).
 * Expected failures of a mutation (wrong password, address already known, bad input...) come back in
 * its payload's `userErrors`, not as errors; a call that needs a signed-in customer and has none
 * fails with `UNAUTHENTICATED` (`errorCode: customer-is-not-logged-in`).
 */
export type QueryRelayPointsArgs = {
  input: RelayPointSearchInput;
};

/**
 * How the shop works (spec 1, 2.3 and 9), set by its operator at start-up (`SHOP_*` settings). A feature
 * that is off must be neither shown nor downloaded by a channel.
 */
export type ShopConfiguration = {
  __typename?: 'ShopConfiguration';
  /** Marketplace mode: several sellers' offers per product, seller names and seller pages. Off: each product shows its default offer only, and `shop`, `shops` and `Offer.shop` find no seller. */
  marketplace: Scalars['Boolean']['output'];
  /** Company mode: amounts are shown tax-free (`priceMode` B2B) and labelled HT; off, tax-included and labelled TTC. */
  b2b: Scalars['Boolean']['output'];
  /** How `Price.displayed` shows amounts: B2B when `b2b`, else B2C. */
  priceMode: PriceMode;
  /** Multilingual mode: English is offered besides French. Off: French only, no language links. */
  multilingual: Scalars['Boolean']['output'];
  /** Languages offered to shoppers (`fr`, `en`), the default one first. */
  languages: Array<Scalars['String']['output']>;
  /** The default language, also used for a language the shop does not offer. */
  defaultLanguage: Scalars['String']['output'];
  /** The feature flags of spec 9. */
  features: ShopFeatures;
  /** Which header elements are shown (spec 2.3); the logo always is, quick order follows `features.quickOrder`. */
  header: ShopHeader;
  /** Where the footer's newsletter form stands (when `features.newsletter`). */
  newsletterPlacement: NewsletterPlacement;
  /** The customer-service phone of the top bar and the footer; null when the shop gives none. */
  customerServicePhone?: Maybe<CustomerServicePhone>;
  /** What a change of region does to the page the shopper is on. */
  regionChange: RegionChange;
  /** The marketing trackers this shop runs (spec 7 "Tracking"), each only once the shopper has accepted its kind of cookies. */
  tracking: ShopTracking;
};

/** The marketing trackers of spec 7 (its enabled handlers gtag and brevo); null ones are off, and then nothing of them loads. */
export type ShopTracking = {
  __typename?: 'ShopTracking';
  /** Google tag id (`G-…`, `SHOP_GTAG_ID`): gtag.js loads once the shopper accepts audience measurement. */
  gtagId?: Maybe<Scalars['String']['output']>;
  /** Client key of the Brevo tracker (`SHOP_BREVO_CLIENT_KEY`): it loads once the shopper accepts marketing cookies. */
  brevoClientKey?: Maybe<Scalars['String']['output']>;
};

/** The feature flags of spec 9 (their defaults in brackets). */
export type ShopFeatures = {
  __typename?: 'ShopFeatures';
  /** Wish list on product pages (off). */
  wishlist: Scalars['Boolean']['output'];
  /** Product preview side panel from product cards (off). */
  productPreview: Scalars['Boolean']['output'];
  /** Quick order by barcode or reference, from the header and the mobile bottom bar (off). */
  quickOrder: Scalars['Boolean']['output'];
  /** E-mail alert when an out-of-stock offer is back (off). */
  stockAlert: Scalars['Boolean']['output'];
  /** Top promotional banner (off). */
  promotionalBar: Scalars['Boolean']['output'];
  /** Confirmation dialog after an add to cart (on). */
  addToCartDialog: Scalars['Boolean']['output'];
  /** Quantity shown in the add-to-cart control (on). */
  quantityDisplay: Scalars['Boolean']['output'];
  /** Newsletter form in the footer (on). */
  newsletter: Scalars['Boolean']['output'];
  /** "Don't forget your cart" reminder (on). */
  cartReminder: Scalars['Boolean']['output'];
  /** Welcome dialog after sign-in or registration (on). */
  welcomeModal: Scalars['Boolean']['output'];
  /** Coupons in the cart (on). */
  coupons: Scalars['Boolean']['output'];
  /** Stock notice on product pages (on). */
  stockNotice: Scalars['Boolean']['output'];
  /** Share buttons on product pages (on). */
  share: Scalars['Boolean']['output'];
  /** Franco message: the amount left to spend for free delivery (on). */
  francoMessage: Scalars['Boolean']['output'];
};

/** Header elements of spec 2.3, each switched on by configuration (all on by default). */
export type ShopHeader = {
  __typename?: 'ShopHeader';
  /** The search bar with autocomplete. */
  search: Scalars['Boolean']['output'];
  /** The region selector (shown only when the shop has more than one region). */
  regionSelector: Scalars['Boolean']['output'];
  /** The become-seller link (shown only in marketplace mode). */
  becomeSeller: Scalars['Boolean']['output'];
  /** The help / contact link. */
  help: Scalars['Boolean']['output'];
  /** The account icon. */
  account: Scalars['Boolean']['output'];
  /** The cart link with its badge. */
  cart: Scalars['Boolean']['output'];
};

/** Where the footer's newsletter form stands. */
export type NewsletterPlacement =
  /** Full width, before the menu columns. */
  | 'FULL_WIDTH'
  /** In the last footer column. */
  | 'LAST_COLUMN';

/** What choosing another region does. */
export type RegionChange =
  /** Opens the new region's home page. */
  | 'HOME'
  /** Opens the same page in the new region (same path, new region segment). */
  | 'SAME_ROUTE';

/** A phone number to call. */
export type CustomerServicePhone = {
  __typename?: 'CustomerServicePhone';
  /** As shoppers read it (national form, e.g. `0596 00 00 00`). */
  display: Scalars['String']['output'];
  /** E.164 form, for `tel:` links (e.g. `+596596000000`). */
  e164: Scalars['String']['output'];
};

/** An object that can be fetched again by its global id with `node(id:)`. */
export type Node = {
  /** Opaque global id. */
  id: Scalars['ID']['output'];
};

/** A region of the shop: a root category, tied to one territory. */
export type Region = Node & {
  __typename?: 'Region';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** Root path segment, first segment of every shopper URL (e.g. `martinique`). */
  path: Scalars['String']['output'];
  /** Name of the region (e.g. `Martinique`). */
  label: Scalars['String']['output'];
  /** Territory code as the shop writes it: GP, GY (French Guiana), MQ, RE, BL or MF. */
  countryCode: Scalars['String']['output'];
  /** How the territory taxes consumer sales; decides whether prices show VAT, docking fees or no tax. */
  taxRegime: TaxRegime;
  /** The other regions, for alternate links (their own alternates are not listed: a region's alternates are a flat list). */
  alternates: Array<RegionAlternate>;
  /** True for the region used when none is chosen (the x-default alternate). */
  xDefault: Scalars['Boolean']['output'];
  /** True when this is the region of the current request. */
  isCurrent: Scalars['Boolean']['output'];
};

/** Another region, as a region's alternate links name it. It has no alternates of its own, so a query cannot nest them: each level would multiply the reply by the number of regions without costing a call. */
export type RegionAlternate = {
  __typename?: 'RegionAlternate';
  /** Root path segment of that region (e.g. `guadeloupe`). */
  path: Scalars['String']['output'];
  /** Name of the region. */
  label: Scalars['String']['output'];
  /** Territory code: GP, GY (French Guiana), MQ, RE, BL or MF. */
  countryCode: Scalars['String']['output'];
  /** True for the region used when none is chosen (the x-default alternate). */
  xDefault: Scalars['Boolean']['output'];
};

/** Tax regime of a territory (French tax code, CGI art. 294 and 296). */
export type TaxRegime =
  /** VAT applies (Guadeloupe, Martinique, Reunion: 8.5 % normal, 2.1 % reduced). */
  | 'VAT'
  /** No VAT (French Guiana). */
  | 'NO_VAT'
  /** Docking fees (droits de quai) are shown instead of VAT (Saint-Barthelemy). */
  | 'DOCKING_FEES'
  /** Outside French VAT (Saint-Martin). */
  | 'OUTSIDE_VAT';

/** A category of a region's catalogue. */
export type Category = Node & {
  __typename?: 'Category';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** Displayed name. */
  label: Scalars['String']['output'];
  /** Full path from the root (e.g. `martinique/maison/cuisine`). */
  path: Scalars['String']['output'];
  /** Last segment of the path (e.g. `cuisine`). */
  slug: Scalars['String']['output'];
  /** Slugs of the ancestors below the root (empty at level 1); with `slug`, the route `categorie/{slugs}`. */
  parentSlugs: Array<Scalars['String']['output']>;
  /** Depth below the root: 1 for the children of the root. */
  level: Scalars['Int']['output'];
  /** Products sold in the region in this category or below. */
  productCount: Scalars['Int']['output'];
  /** Sub-categories, sorted alphabetically. */
  children: Array<Category>;
  /** Attribute names products of this category may have. */
  optionalAttributes: Array<Scalars['String']['output']>;
  /** Attribute names products of this category must have. */
  requiredAttributes: Array<Scalars['String']['output']>;
  /** Further attribute names shown for this category. */
  additionalAttributes: Array<Scalars['String']['output']>;
  /** Products of this category and its descendants. */
  products: ProductConnection;
  /** The product table grid of this category and its descendants (spec 2.4), for buyers who compare many products: attribute columns, their filter values and every product as a row. Null with an error when the grid's source cannot be reached. */
  grid?: Maybe<ProductGrid>;
};


/** A category of a region's catalogue. */
export type CategoryProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  filters?: InputMaybe<Array<FilterInput>>;
};

/** A category's product table grid (spec 3 'Grid data'): columns, filters and rows, read whole so a client sorts and filters them itself. */
export type ProductGrid = {
  __typename?: 'ProductGrid';
  /** Attribute columns, in display order, beside the reference, price, stock and add-to-cart columns every grid has. */
  columns: Array<GridColumn>;
  /** Values of each filterable column over the whole category, with their product counts, in display order. */
  filters: Array<Facet>;
  /** Products of the category and its descendants as rows, most relevant first, a window at a time (a client reads them all, then sorts and filters them itself). */
  rows: GridRowConnection;
  /** Products of the category and its descendants: how many rows there are, all windows together. */
  totalCount: Scalars['Int']['output'];
};


/** A category's product table grid (spec 3 'Grid data'): columns, filters and rows, read whole so a client sorts and filters them itself. */
export type ProductGridRowsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** A window of a grid's rows (Relay connection). */
export type GridRowConnection = {
  __typename?: 'GridRowConnection';
  /** The rows of the window, with their cursors. */
  edges: Array<GridRowEdge>;
  /** Where the window sits. */
  pageInfo: PageInfo;
};

/** A row in a grid's connection. */
export type GridRowEdge = {
  __typename?: 'GridRowEdge';
  /** Opaque cursor to pass as `after` to continue after this row. */
  cursor: Scalars['String']['output'];
  /** The row. */
  node: GridRow;
};

/** An attribute column of a product grid. */
export type GridColumn = {
  __typename?: 'GridColumn';
  /** Attribute name, e.g. `marque` (also the facet name of `ProductGrid.filters`). */
  name: Scalars['String']['output'];
  /** Displayed name. */
  label: Scalars['String']['output'];
  /** Unit of the values, when they have one. */
  unit?: Maybe<Scalars['String']['output']>;
  /** Kind of value. */
  type: AttributeType;
  /** True when `ProductGrid.filters` lists its values. */
  filterable: Scalars['Boolean']['output'];
};

/** A product as a row of a grid: what the columns show, without descriptions. */
export type GridRow = {
  __typename?: 'GridRow';
  /** Reference (SKU), unique. */
  reference: Scalars['String']['output'];
  /** Slug for the route `produit/{productSlug}`. */
  slug: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Cover picture; null when the product has none. */
  image?: Maybe<Image>;
  /** True for a product whose options are chosen on its page before it is added to the cart. */
  isConfigurable: Scalars['Boolean']['output'];
  /** Price of the default offer; null when the product is not sold in the region. */
  price?: Maybe<ProductPrice>;
  /** Upstream id of the default offer, what the cart takes; null when the product is not sold in the region. */
  offerId?: Maybe<Scalars['String']['output']>;
  /** Stock of the default offer (sum over variants on a configurable product). */
  stockQuantity: Scalars['Int']['output'];
  /** What the stock notice shows: out of stock at 0, low stock from 2 to 5, otherwise in stock. */
  stockState: StockState;
  /** Quantities are ordered in multiples of this (default 1). */
  packSize: Scalars['Int']['output'];
  /** Smallest quantity that can be ordered. */
  minimalOrderQuantity: Scalars['Int']['output'];
  /** Largest quantity that can be ordered. */
  maximalOrderQuantity: Scalars['Int']['output'];
  /** The product's value of each column of `ProductGrid.columns`, in the same order; null where it has none. */
  values: Array<Maybe<Scalars['String']['output']>>;
};

/** A product, or a variant of a configurable product, as sold in the current region. */
export type Product = Node & {
  __typename?: 'Product';
  /** Opaque global id (scoped to the region: prices and offers depend on it). */
  id: Scalars['ID']['output'];
  /** Reference (SKU), unique. */
  reference: Scalars['String']['output'];
  /** Barcode (EAN-13 or EAN-8, valid check digit), unique; null when none is known and on a configurable parent (its variants have theirs). `productsByReferences` finds a product by it. */
  ean?: Maybe<Scalars['String']['output']>;
  /** Slug for the route `produit/{productSlug}`. */
  slug: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Brand, when known. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Plain-text description. */
  description: Scalars['String']['output'];
  /** Short plain-text description, for cards. */
  descriptionShort: Scalars['String']['output'];
  /**
   * Long description, as HTML sanitised by the gateway with the shop's rich-text rule (text markup,
   * lists, tables, https links and pictures; no script, style, frame, form or event attribute): a
   * page may insert it as it is.
   */
  descriptionLong: Scalars['String']['output'];
  /** Pictures, cover first. */
  gallery: Array<Image>;
  /** Cover picture; null when the product has none. */
  pictureCover?: Maybe<Image>;
  /** Paths of the product's categories in the current region. */
  categoryPaths: Array<Scalars['String']['output']>;
  /** Displayed characteristics, in display order (internal attributes removed). */
  attributes: Array<ProductAttribute>;
  /**
   * The displayed attributes' raw values by attribute name (spec 3 `customAttributeValuesByName`),
   * for a channel that shows some attributes its own way (a badge for `bio`, a line for `marque`):
   * no label, unit or type, internal attributes removed. With `names`, only those attributes, in the
   * order asked; a name the product has no value for is left out.
   */
  customAttributeValuesByName: Array<AttributeValueByName>;
  /** Focus blocks (spec 3): the qualities the product page puts forward, its yes/no attributes that hold (organic, made in the overseas territories, an ecolabel…), in display order. */
  focusBlocks: Array<FocusBlock>;
  /** True for a parent whose variants carry the offers. */
  isConfigurable: Scalars['Boolean']['output'];
  /** On a configurable parent: the attributes a shopper chooses, with every value some variant has. */
  configurableAttributes: Array<ConfigurableAttribute>;
  /** On a variant: its values of the parent's configurable attributes. */
  selectedAttributes: Array<SelectedAttribute>;
  /** Variants of a configurable parent, each with its own offers; empty otherwise. */
  variants: Array<Product>;
  /** The variant shown first on a configurable parent. */
  defaultVariant?: Maybe<Product>;
  /** Slug of the variant shown first on a configurable parent. */
  defaultChildSlug?: Maybe<Scalars['String']['output']>;
  /** Offers of the region's territory, cheapest current price first. */
  offers: Array<Offer>;
  /** The offer shown first (cheapest in stock, else cheapest); on a parent, its default variant's. */
  defaultOffer?: Maybe<Offer>;
  /** Related products sold in the region. */
  relatedProducts: Array<Product>;
  /** The merchants and hotel gift shops of the region's territory that sell this product (or one of its variants) on the spot, merchants first, each by name; null when the content source cannot be reached. */
  localStores?: Maybe<Array<LocalStore>>;
  /** Price of the default offer; null when the product is not sold in the region. */
  price?: Maybe<ProductPrice>;
  /** Whole percentage of reduction of the current price against the regular one (0 without discount). */
  percentPromo: Scalars['Int']['output'];
  /** Flagged as new. */
  isNew: Scalars['Boolean']['output'];
  /** True when the default offer's discount applies now. */
  isPromotion: Scalars['Boolean']['output'];
  /** Flagged as a bestseller. */
  isBestseller: Scalars['Boolean']['output'];
  /** Texts for the page head. */
  seo: Seo;
  /** Stock of the default offer (sum over variants on a parent). */
  stockQuantity: Scalars['Int']['output'];
  /** What the stock notice shows: out of stock at 0, low stock from 2 to 5, otherwise in stock. */
  stockState: StockState;
  /** Quantities are ordered in multiples of this (default 1). */
  packSize: Scalars['Int']['output'];
  /** Smallest quantity that can be ordered. */
  minimalOrderQuantity: Scalars['Int']['output'];
  /** Largest quantity that can be ordered (the stock when not set). */
  maximalOrderQuantity: Scalars['Int']['output'];
  /** Documents about the product (manuals, safety sheets). */
  notices: Array<Notice>;
  /** True when the product is on the shopper's wish list (false without one, or when the shop has none). One call per request for every product. */
  inWishlist: Scalars['Boolean']['output'];
};


/** A product, or a variant of a configurable product, as sold in the current region. */
export type ProductCustomAttributeValuesByNameArgs = {
  names?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A picture in the sizes the shop serves. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text. */
  title: Scalars['String']['output'];
  /** Full size, absolute URL. */
  src: Scalars['String']['output'];
  /** Product page size (480x480), absolute URL. */
  srcMedium: Scalars['String']['output'];
  /** Thumbnail (130x95), absolute URL. */
  srcThumb: Scalars['String']['output'];
};

/** A displayed characteristic of a product. */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** Machine name (also the facet name in listings), e.g. `couleur`. */
  name: Scalars['String']['output'];
  /** Displayed name. */
  label: Scalars['String']['output'];
  /** Displayed value. */
  value: Scalars['String']['output'];
  /** Unit of the value, when it has one. */
  unit?: Maybe<Scalars['String']['output']>;
  /** Kind of value. */
  type: AttributeType;
  /** True when the value is the text `true`: show the attribute as a picture icon, not as text. */
  isPictureIcon: Scalars['Boolean']['output'];
};

/** The raw value of one of a product's attributes, by attribute name. */
export type AttributeValueByName = {
  __typename?: 'AttributeValueByName';
  /** Attribute name, e.g. `marque`. */
  name: Scalars['String']['output'];
  /** Value as stored, e.g. `Kréyol` or `true`. */
  value: Scalars['String']['output'];
};

/** A quality a product page puts forward (spec 3 focus blocks). */
export type FocusBlock = {
  __typename?: 'FocusBlock';
  /** Attribute name, e.g. `bio`. */
  name: Scalars['String']['output'];
  /** Displayed name, e.g. « Bio ». */
  label: Scalars['String']['output'];
};

/** Kind of value of an attribute. */
export type AttributeType =
  | 'TEXT'
  | 'NUMBER'
  | 'BOOLEAN'
  | 'COLOR'
  | 'PICTURE';

/** An attribute a shopper chooses on a configurable product. */
export type ConfigurableAttribute = {
  __typename?: 'ConfigurableAttribute';
  /** Machine name, e.g. `taille`. */
  name: Scalars['String']['output'];
  /** Displayed name. */
  label: Scalars['String']['output'];
  /** Unit of the values, when they have one. */
  unit?: Maybe<Scalars['String']['output']>;
  /** Every value some variant has, in display order. */
  values: Array<Scalars['String']['output']>;
};

/** A variant's value of one of its parent's configurable attributes. */
export type SelectedAttribute = {
  __typename?: 'SelectedAttribute';
  /** Machine name of the attribute. */
  name: Scalars['String']['output'];
  /** Displayed name of the attribute. */
  label: Scalars['String']['output'];
  /** The variant's value. */
  value: Scalars['String']['output'];
  /** Unit of the value, when it has one. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** A document about a product. */
export type Notice = {
  __typename?: 'Notice';
  /** Displayed name. */
  name: Scalars['String']['output'];
  /** Absolute URL of the document. */
  url: Scalars['String']['output'];
};

/** Texts for the page head. */
export type Seo = {
  __typename?: 'Seo';
  /** Page title. */
  title: Scalars['String']['output'];
  /** Meta description. */
  description: Scalars['String']['output'];
};

/** Stock notice shown to shoppers (spec: low-stock threshold 5). */
export type StockState =
  /** Quantity 0 or less: out-of-stock notice. */
  | 'OUT_OF_STOCK'
  /** Quantity from 2 to 5: low-stock message. */
  | 'LOW_STOCK'
  /** Otherwise: the stock count is shown. */
  | 'IN_STOCK';

/** How amounts are displayed: consumers see tax-included amounts, companies tax-free ones. */
export type PriceMode =
  /** Consumer mode: tax-included (the default). */
  | 'B2C'
  /** Company mode: tax-free. */
  | 'B2B';

/** An amount of money. */
export type Money = {
  __typename?: 'Money';
  /** Decimal amount with exactly two fraction digits, e.g. `1234.50`. */
  amount: Scalars['String']['output'];
  /** ISO 4217 currency code (`EUR`). */
  currencyCode: Scalars['String']['output'];
};

/** A price with its taxes. */
export type Price = {
  __typename?: 'Price';
  /** Amount without tax. */
  taxFree: Money;
  /** Amount with tax. */
  taxIncluded: Money;
  /** Tax part of the amount (VAT, or docking fees in Saint-Barthelemy). */
  taxAmount: Money;
  /** Tax rate in percent (8.5); null when unknown. */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** The amount to show: tax-included in B2C mode, tax-free in B2B mode (`configuration.priceMode`). */
  displayed: Money;
};


/** A price with its taxes. */
export type PriceDisplayedArgs = {
  mode?: InputMaybe<PriceMode>;
};

/** Price of a product: its default offer's current price, and the regular one while a discount applies. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** What the shopper pays now (the discount price while it applies). */
  current: Price;
  /** The reference a running discount is measured against (struck through): its prior price when one is known and lower than the regular price (Code de la consommation L112-1-1), else the regular price; null when no reduction is announced. */
  regular?: Maybe<Price>;
  /** True while a reduction is announced: a discount applies and the current price is below `regular`. */
  isDiscounted: Scalars['Boolean']['output'];
  /** Whole percentage of reduction of `current` against `regular` (0 when no reduction is announced). */
  percentPromo: Scalars['Int']['output'];
  /** While a discount applies: the lowest price applied to the offer in the territory during the 30 days before the reduction began (Omnibus directive, Code de la consommation L112-1-1), shown wherever the reduction is; null otherwise. */
  priorPrice?: Maybe<Price>;
};

/** Logistic class of an offer: how it travels and may be split into shipments. */
export type LogisticClass = {
  __typename?: 'LogisticClass';
  /** Identifier. */
  id: Scalars['String']['output'];
  /** Displayed name. */
  label: Scalars['String']['output'];
  /** Explanation. */
  description: Scalars['String']['output'];
};

/** A seller's offer for a product in the current region. */
export type Offer = Node & {
  __typename?: 'Offer';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** Upstream offer id (what the cart and restock alerts use). */
  offerId: Scalars['String']['output'];
  /** The seller; null if it no longer exists. */
  shop?: Maybe<Shop>;
  /** Name of the seller. */
  shopName: Scalars['String']['output'];
  /** Units in stock. */
  stockQuantity: Scalars['Int']['output'];
  /** What the stock notice shows. */
  stockState: StockState;
  /** Regular price. */
  price: Price;
  /** Discount price, whatever its window; `isDiscountActive` tells whether it applies now. */
  discountPrice?: Maybe<Price>;
  /** Start of the discount (ISO 8601); null for an open start. */
  discountStart?: Maybe<Scalars['String']['output']>;
  /** End of the discount (ISO 8601); null for an open end. */
  discountEnd?: Maybe<Scalars['String']['output']>;
  /** True when the discount price applies now. */
  isDiscountActive: Scalars['Boolean']['output'];
  /** What the shopper pays now: the discount price while it applies, otherwise the regular price. */
  currentPrice: Price;
  /** The offer's price as the shop announces it: what is paid now, and a running discount's reduction measured against its prior price (Code de la consommation L112-1-1), as a product's `price` is. */
  pricing: ProductPrice;
  /** While the discount applies: the lowest price applied to this offer during the 30 days before the reduction began (Omnibus directive, Code de la consommation L112-1-1); null otherwise. */
  priorPrice?: Maybe<Price>;
  /** Days the seller needs before shipping. */
  pickingDelay: Scalars['Int']['output'];
  /** When this offer would arrive with fast delivery (72 h) after its picking delay, counted from today in the region's island (spec 9). */
  estimatedDelivery: DeliveryEstimate;
  /** How the offer travels. */
  logisticClass: LogisticClass;
  /** Quantities are ordered in multiples of this. */
  packSize: Scalars['Int']['output'];
  /** Smallest quantity that can be ordered. */
  minimalOrderQuantity: Scalars['Int']['output'];
  /** Largest quantity that can be ordered (defaults to the stock). */
  maximalOrderQuantity: Scalars['Int']['output'];
  /** Further seller-specific details. */
  additionalAttributes: Array<KeyValue>;
};

/** A named text value. */
export type KeyValue = {
  __typename?: 'KeyValue';
  /** Name. */
  key: Scalars['String']['output'];
  /** Value. */
  value: Scalars['String']['output'];
};

/** A seller (shop) of the marketplace. */
export type Shop = Node & {
  __typename?: 'Shop';
  /** Opaque global id (scoped to the region: the product count depends on it). */
  id: Scalars['ID']['output'];
  /** Upstream shop id, as in the route `prestataires/{shopId}`. */
  shopId: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Presentation text. */
  description: Scalars['String']['output'];
  /** Logo; null when the seller has none. */
  logo?: Maybe<Image>;
  /** City of the seller. */
  city: Scalars['String']['output'];
  /** Territory code of the seller (GP, GY, MQ, RE, BL, MF). */
  countryCode: Scalars['String']['output'];
  /** The seller's general terms of sale; empty when the seller has none. */
  generalSalesTermsAndConditions: Scalars['String']['output'];
  /** Offers of this seller sold in the current region. */
  productCount: Scalars['Int']['output'];
  /** When the seller joined (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Products this seller offers in the current region. */
  products: ProductConnection;
};


/** A seller (shop) of the marketplace. */
export type ShopProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  filters?: InputMaybe<Array<FilterInput>>;
};

/** Order of a product list. */
export type ProductSort =
  /** Most relevant first (the default). */
  | 'SCORE_DESC'
  /** Least relevant first. */
  | 'SCORE_ASC'
  /** Cheapest first. */
  | 'PRICE_ASC'
  /** Most expensive first. */
  | 'PRICE_DESC';

/** Selected values of one facet. */
export type FilterInput = {
  /** Facet name (`Facet.name`), e.g. `marque`. */
  name: Scalars['String']['input'];
  /** Accepted values (any of them matches). */
  values: Array<Scalars['String']['input']>;
};

/** A page of products (Relay connection) with the total and the facets of the whole result. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products of the window, with their cursors. */
  edges: Array<ProductEdge>;
  /** Where the window sits. */
  pageInfo: PageInfo;
  /** Products matching the query and the filters, all pages together. */
  totalCount: Scalars['Int']['output'];
  /** Facets of the result, in display order; each value counts products with the other filters applied. */
  facets: Array<Facet>;
};

/** A product in a connection. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor to pass as `after` to continue after this product. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/** Relay page information. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** True when products follow the window. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when products precede the window. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first product of the window; null when it is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** Cursor of the last product of the window; null when it is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
};

/** A facet of a product list. */
export type Facet = {
  __typename?: 'Facet';
  /** Machine name, used in `FilterInput.name`. */
  name: Scalars['String']['output'];
  /** Displayed name. */
  label: Scalars['String']['output'];
  /** Unit of the values, when they have one. */
  unit?: Maybe<Scalars['String']['output']>;
  /** How it is shown: check boxes or a range. */
  type: FacetType;
  /** Kind of values. */
  valueType: FacetValueType;
  /** Display order. */
  index: Scalars['Int']['output'];
  /** Step of a range (default 1). */
  step: Scalars['Float']['output'];
  /** True when the facet must not be shown. */
  hidden: Scalars['Boolean']['output'];
  /** Values present in the result. */
  values: Array<FacetValue>;
};

/** How a facet is shown. */
export type FacetType =
  | 'CHECKBOX'
  | 'RANGE';

/** Kind of values of a facet. */
export type FacetValueType =
  | 'STRING'
  | 'NUMBER'
  | 'BOOLEAN';

/** A value of a facet. */
export type FacetValue = {
  __typename?: 'FacetValue';
  /** The value, to pass in `FilterInput.values`. */
  value: Scalars['String']['output'];
  /** Products of the result (other facets' filters applied) that have this value. */
  count: Scalars['Int']['output'];
  /** True when the request's filters select this value. */
  selected: Scalars['Boolean']['output'];
};

/** Suggestions for a typed text. */
export type Autocomplete = {
  __typename?: 'Autocomplete';
  /** The text the suggestions are for. */
  searchTerm: Scalars['String']['output'];
  /** Products and categories matching the text. */
  suggestions: Array<SearchSuggestion>;
  /** How many products the full search would find. */
  total: Scalars['Int']['output'];
};

/** A suggestion of the autocomplete. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** Product or category. */
  type: SuggestionType;
  /** Displayed text. */
  label: Scalars['String']['output'];
  /** Product slug (PRODUCT) or category slug (CATEGORY). */
  slug: Scalars['String']['output'];
  /** Category path (CATEGORY); null for a product. */
  path?: Maybe<Scalars['String']['output']>;
  /** Product reference (PRODUCT); null for a category. */
  reference?: Maybe<Scalars['String']['output']>;
  /** Picture of a product; null otherwise. */
  image?: Maybe<Image>;
  /** Current tax-included price of a product (the upstream gives no tax-free one here); null otherwise. */
  taxIncludedPrice?: Maybe<Money>;
  /** Current price of a product as the shop's mode shows it (tax-included in B2C, tax-free in B2B); null otherwise. */
  price?: Maybe<Money>;
};

/** Kind of suggestion. */
export type SuggestionType =
  | 'PRODUCT'
  | 'CATEGORY';

/** Who is shopping. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Always `viewer`: the same record in a client store, so each mutation's `viewer` replaces the page's in place. */
  id: Scalars['ID']['output'];
  /** The customer of the session: a guest (no account yet) or a signed-in customer; null for a visitor without a session. */
  customer?: Maybe<Customer>;
  /** True when the customer is signed in (has an account and `isGuest` is false). */
  isAuthenticated: Scalars['Boolean']['output'];
  /** The session's cart; null for a visitor without a session (the first cart change opens a guest session). `id` and `lineCount` cost no call beyond the customer's; the rest reads the cart (one call, plus one for its products and one for its sellers). */
  cart?: Maybe<Cart>;
  /** One of the signed-in customer's orders by reference; null when unknown or someone else's. */
  order?: Maybe<Order>;
  /** The signed-in customer's orders (spec 9 page sizes and sorts); empty for a visitor or a guest. One upstream call whatever the page size. */
  orders: OrderConnection;
  /** The shopper's wish list; null when the shop has no wish list (spec 9 flag `wishlist`) or for a visitor without a session. */
  wishlist?: Maybe<Wishlist>;
};


/** Who is shopping. */
export type ViewerOrderArgs = {
  reference: Scalars['String']['input'];
};


/** Who is shopping. */
export type ViewerOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<OrderSort>;
};

/** Order of the orders list (spec 9). */
export type OrderSort =
  /** Most recent payment first (the default). */
  | 'PAYMENT_DATE_DESC'
  /** Oldest payment first. */
  | 'PAYMENT_DATE_ASC'
  /** By reference. */
  | 'REFERENCE_ASC'
  /** By status. */
  | 'ORDER_STATE_ASC';

/** A page of the customer's orders (Relay connection). */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of the window, with their cursors. */
  edges: Array<OrderEdge>;
  /** Where the window sits. */
  pageInfo: PageInfo;
  /** The customer's orders, all pages together. */
  totalCount: Scalars['Int']['output'];
  /** Pages of this size. */
  pageCount: Scalars['Int']['output'];
};

/** An order in a connection. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Opaque cursor to pass as `after` to continue after this order. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** An order (spec 3), created when its payment is accepted; only its owner can fetch it (`node` answers null to anyone else). */
export type Order = Node & {
  __typename?: 'Order';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** Reference shown to the shopper. */
  reference: Scalars['String']['output'];
  /** The shopper's own name for the order (`renameOrder`); null when unnamed. */
  customLabel?: Maybe<Scalars['String']['output']>;
  /** Number of units bought. */
  unitCount: Scalars['Int']['output'];
  /** When it was paid (ISO). */
  paidAt?: Maybe<Scalars['String']['output']>;
  /** What happened to it, oldest first (spec 3 event history; a `SHIPPED` event lists its parcels' tracking). */
  events: Array<OrderEvent>;
  /** Gateway path of the PDF invoice (`/factures/{id}`), downloaded with the session cookie; never carries a token. */
  invoicePath: Scalars['String']['output'];
  /** Status (spec 4). */
  status: OrderStatus;
  /** French label of the status. */
  statusLabel: Scalars['String']['output'];
  /** Creation date (ISO). */
  createdAt: Scalars['String']['output'];
  /** IANA time zone of the order's territory (`America/Martinique`): show the order's dates (created, paid, events, tracking) in it, as its invoice and e-mails do. */
  timeZone: Scalars['String']['output'];
  /** What was bought. */
  items: Array<OrderItem>;
  /** What ships, with its method and address. */
  shipments: Array<Shipment>;
  /** Billing address. */
  billingAddress: PostalAddress;
  /** Shipping address (the first shipment's). */
  shippingAddress: PostalAddress;
  /** The coupon used, if any. */
  coupon?: Maybe<Coupon>;
  /** Sum of the lines, before the coupon. */
  productsPrice: Price;
  /** The coupon's discount, if any. */
  discount?: Maybe<Price>;
  /** Delivery. */
  shippingPrice: Price;
  /** Total paid. */
  totalPrice: Price;
  /** VAT by rate, or docking fees in Saint-Barthelemy. */
  taxes: Array<CartTax>;
  /** The card payment. */
  payment: OrderPayment;
  /** When the order reached its current status (ISO): the last history event of that status, else its creation. */
  statusDate: Scalars['String']['output'];
  /** What the shopper may still do with the order (cancel, withdraw, return), line by line; null when it cannot be read now. The after-sales fields of one order cost one upstream call together (`GET /orders/{reference}/after-sales`). */
  afterSales?: Maybe<OrderAfterSales>;
  /** Withdrawals and returns asked, oldest first, with each seller's return instructions; null when they cannot be read now. */
  returns?: Maybe<Array<OrderReturn>>;
  /** Refunds made to the card, oldest first: cancellations and received returns, one per seller; null when they cannot be read now. */
  refunds?: Maybe<Array<Refund>>;
  /** Credit notes (« factures d'avoir »), one per refund made, oldest first; null when they cannot be read now. */
  creditNotes?: Maybe<Array<CreditNote>>;
  /** What a withdrawal or a return of these items would refund, split by seller, before the shopper confirms (nothing is recorded). Null for a visitor or someone else's order. */
  refundPreview?: Maybe<RefundPreview>;
};


/** An order (spec 3), created when its payment is accepted; only its owner can fetch it (`node` answers null to anyone else). */
export type OrderRefundPreviewArgs = {
  kind: ReturnKind;
  items: Array<AfterSalesItemInput>;
};

/** What the shopper may do with an order after the sale (issue 32): the same rules in every territory, Saint-Barthélemy included. */
export type OrderAfterSales = {
  __typename?: 'OrderAfterSales';
  /** True while nothing of the order has left: `cancelOrder` without a shipment cancels it all and refunds it at once. */
  cancellable: Scalars['Boolean']['output'];
  /** What cancelling the whole order refunds now: every shipment still cancellable, delivery included. */
  cancellationRefund: Money;
  /** Sellers' shipments that may be cancelled on their own (nothing of theirs has left). */
  cancellableShipments: Array<CancellableShipment>;
  /** True while some item can be withdrawn (the withdrawal function « Se rétracter du contrat ici » is offered): from payment until the end of the 14 days after delivery. */
  withdrawalOpen: Scalars['Boolean']['output'];
  /** End of the withdrawal period (ISO, midnight on the delivery's island); null until every parcel is delivered. */
  withdrawalDeadline?: Maybe<Scalars['String']['output']>;
  /** Each line of the order with its rights now. */
  lines: Array<AfterSalesLine>;
};

/** A seller's shipment that may still be cancelled. */
export type CancellableShipment = {
  __typename?: 'CancellableShipment';
  /** Upstream id of the shipment (what `cancelOrder` takes). */
  shipmentId: Scalars['String']['output'];
  /** The seller. */
  shopName: Scalars['String']['output'];
  /** What its cancellation refunds (items and delivery). */
  refund: Money;
};

/** A line of an order as after-sales sees it. */
export type AfterSalesLine = {
  __typename?: 'AfterSalesLine';
  /** Upstream offer id (what the after-sales inputs name). */
  offerId: Scalars['String']['output'];
  /** Reference (SKU). */
  productReference: Scalars['String']['output'];
  /** Name of the product, as ordered. */
  productName: Scalars['String']['output'];
  /** The seller. */
  shopName: Scalars['String']['output'];
  /** Units bought. */
  quantity: Scalars['Int']['output'];
  /** True while nothing of its shipment has left. */
  cancellable: Scalars['Boolean']['output'];
  /** Units that may be withdrawn now (0 when excluded by law, not delivered yet or after the period). */
  withdrawableQuantity: Scalars['Int']['output'];
  /** Units that may be returned for a defect now (legal guarantee of conformity). */
  returnableQuantity: Scalars['Int']['output'];
  /** Why the law excludes the item from withdrawal (Code de la consommation L221-28); null when it does not. */
  withdrawalExclusion?: Maybe<WithdrawalExclusion>;
  /** French wording of the exclusion. */
  withdrawalExclusionLabel?: Maybe<Scalars['String']['output']>;
};

/** Goods excluded from the right of withdrawal (Code de la consommation L221-28). */
export type WithdrawalExclusion =
  /** Sealed goods unsealed after delivery, which cannot be returned for health or hygiene reasons. */
  | 'SEALED_HYGIENE'
  /** Goods liable to deteriorate or expire rapidly. */
  | 'PERISHABLE'
  /** Goods made to the shopper's specifications or clearly personalised. */
  | 'MADE_TO_MEASURE';

/** Units of one line of an order. */
export type AfterSalesItemInput = {
  /** Upstream offer id of the line (`AfterSalesLine.offerId`). */
  offerId: Scalars['String']['input'];
  /** Units, at least 1. */
  quantity: Scalars['Int']['input'];
};

/** What gives goods back. */
export type ReturnKind =
  /** The right of withdrawal: 14 days from delivery, no reason needed. */
  | 'WITHDRAWAL'
  /** A return for a defect (legal guarantee of conformity), with a reason. */
  | 'RETURN';

/** Why goods are returned for a defect. */
export type ReturnReason =
  /** The item is defective. */
  | 'DEFECTIVE'
  /** The item was damaged in transit. */
  | 'DAMAGED_IN_TRANSIT'
  /** The item is not the one ordered. */
  | 'WRONG_ITEM'
  /** The item does not match its description. */
  | 'NOT_AS_DESCRIBED';

/** Where a withdrawal or return stands. */
export type ReturnStatus =
  /** Waiting for the goods. */
  | 'REQUESTED'
  /** The goods came back: the refund follows. */
  | 'RECEIVED';

/** The condition a returned item was found in. */
export type ItemCondition =
  /** As new: back on sale. */
  | 'AS_NEW'
  /** Opened. */
  | 'OPENED'
  /** Damaged. */
  | 'DAMAGED';

/** A withdrawal or a return of some items of an order. */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  /** Reference to write on the parcel (`R-<order>-<n>`). */
  reference: Scalars['String']['output'];
  /** Withdrawal or return for a defect. */
  kind: ReturnKind;
  /** French label of the kind. */
  kindLabel: Scalars['String']['output'];
  /** Where it stands. */
  status: ReturnStatus;
  /** French label of the status. */
  statusLabel: Scalars['String']['output'];
  /** Reason of a return for a defect; null for a withdrawal. */
  reason?: Maybe<ReturnReason>;
  /** French label of the reason. */
  reasonLabel?: Maybe<Scalars['String']['output']>;
  /** The shopper's comment, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The statement as the shopper made it (a withdrawal's words, repeated in the acknowledgement e-mail). */
  statement: Scalars['String']['output'];
  /** When it was made (ISO): the date and time the acknowledgement states. */
  requestedAt: Scalars['String']['output'];
  /** When the goods were received (ISO); null until then. */
  receivedAt?: Maybe<Scalars['String']['output']>;
  /** Items given back. */
  items: Array<ReturnItem>;
  /** What it refunds (or would, once received), split by seller. */
  refundPreview: RefundPreview;
  /** How to send each seller's items back. */
  instructions: Array<ReturnInstructions>;
  /** Refunds it led to. */
  refunds: Array<Refund>;
};

/** Units of a line given back. */
export type ReturnItem = {
  __typename?: 'ReturnItem';
  /** Upstream offer id. */
  offerId: Scalars['String']['output'];
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** Units asked. */
  quantity: Scalars['Int']['output'];
  /** Units received; null until received. */
  receivedQuantity?: Maybe<Scalars['Int']['output']>;
  /** Condition found; null until received. */
  condition?: Maybe<ItemCondition>;
  /** French label of the condition. */
  conditionLabel?: Maybe<Scalars['String']['output']>;
};

/** How to send one seller's items back. */
export type ReturnInstructions = {
  __typename?: 'ReturnInstructions';
  /** The seller. */
  shopName: Scalars['String']['output'];
  /** Reference to write on the parcel. */
  reference: Scalars['String']['output'];
  /** The return address, line by line. */
  addressLines: Array<Scalars['String']['output']>;
  /** What goes in this parcel. */
  items: Array<ReturnInstructionItem>;
};

/** Units in a return parcel. */
export type ReturnInstructionItem = {
  __typename?: 'ReturnInstructionItem';
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
};

/** What giving items back refunds, split by seller; never above what is left of the payment. */
export type RefundPreview = {
  __typename?: 'RefundPreview';
  /** Each seller's part. */
  sellers: Array<SellerRefund>;
  /** Everything together. */
  total: Money;
};

/** One seller's part of a refund. */
export type SellerRefund = {
  __typename?: 'SellerRefund';
  /** The seller. */
  shopName: Scalars['String']['output'];
  /** Items and what each refunds (its share of what was paid, coupon deducted). */
  items: Array<RefundItem>;
  /** Delivery cost refunded (the standard delivery, once every unit of the shipment comes back); 0 otherwise. */
  delivery: Money;
  /** The seller's total. */
  total: Money;
};

/** Units of a line and what they refund. */
export type RefundItem = {
  __typename?: 'RefundItem';
  /** Upstream offer id. */
  offerId: Scalars['String']['output'];
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
  /** Amount refunded for them. */
  amount: Money;
};

/** A refund to the card the order was paid with. */
export type Refund = {
  __typename?: 'Refund';
  /** The seller it is for; null for a refund of the whole order. */
  shopName?: Maybe<Scalars['String']['output']>;
  /** Amount given back. */
  amount: Money;
  /** Where it stands. */
  status: RefundStatus;
  /** French label of the status. */
  statusLabel: Scalars['String']['output'];
  /** The provider's reference of the refund; null until made. */
  providerReference?: Maybe<Scalars['String']['output']>;
  /** When it was asked (ISO). */
  createdAt: Scalars['String']['output'];
  /** When the provider made it (ISO); null until then. */
  doneAt?: Maybe<Scalars['String']['output']>;
  /** Its credit note; null until the refund is made. */
  creditNote?: Maybe<CreditNote>;
};

/** Where a refund stands. */
export type RefundStatus =
  /** Asked of the provider. */
  | 'PENDING'
  /** Made: the money is on its way back to the card. */
  | 'DONE'
  /** The provider refused it: the shop tries again. */
  | 'FAILED';

/** A credit note (« facture d'avoir »), numbered in its own sequence. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** Its number (`AV-2026-000042`). */
  number: Scalars['String']['output'];
  /** The seller it is for; null for the whole order. */
  shopName?: Maybe<Scalars['String']['output']>;
  /** Amount credited. */
  amount: Money;
  /** When it was issued (ISO). */
  createdAt: Scalars['String']['output'];
  /** Gateway path of the PDF (`/factures/avoirs/{number}`), downloaded with the session cookie. */
  pdfPath: Scalars['String']['output'];
};

/** An event of an order's history. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /** When (ISO). */
  instant: Scalars['String']['output'];
  /** What happened (`PAYMENT`, `PROCESSING`, `SHIPPED`, `DELIVERED`, `CANCELLED`…). */
  type: Scalars['String']['output'];
  /** The status the order reached. */
  stage: OrderStatus;
  /** French label of the status reached. */
  stageLabel: Scalars['String']['output'];
  /** What the shop wrote about it. */
  message?: Maybe<Scalars['String']['output']>;
  /** The parcels a `SHIPPED` event sent; empty otherwise. */
  tracking: Array<ParcelTracking>;
};

/** A parcel's tracking number and link. */
export type ParcelTracking = {
  __typename?: 'ParcelTracking';
  /** The carrier's tracking number. */
  trackingNumber: Scalars['String']['output'];
  /** The carrier's tracking page; null when the carrier has none. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** A parcel of a shipment (spec 3), handed to the carrier. */
export type Parcel = {
  __typename?: 'Parcel';
  /** Parcel id (the shop's). */
  parcelId: Scalars['String']['output'];
  /** The seller's or carrier's own parcel id. */
  supplierParcelId?: Maybe<Scalars['String']['output']>;
  /** When it was handed to the carrier (ISO). */
  createdAt: Scalars['String']['output'];
  /** Where it is. */
  status: ParcelStatus;
  /** French label of the status. */
  statusLabel: Scalars['String']['output'];
  /** The carrier's tracking number. */
  trackingNumber: Scalars['String']['output'];
  /** The carrier's tracking page; null when the carrier has none. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
  /** Code to collect it at a relay point. */
  pickupCode?: Maybe<Scalars['String']['output']>;
  /** What it holds. */
  items: Array<ParcelItem>;
  /** Tracking events, oldest first. */
  events: Array<TrackingEvent>;
};

/** Statuses of a parcel. */
export type ParcelStatus =
  /** On its way. */
  | 'SHIPPED'
  /** Delivered. */
  | 'DELIVERED'
  /** Returned to the sender. */
  | 'RETURNED';

/** Units of a product in a parcel. */
export type ParcelItem = {
  __typename?: 'ParcelItem';
  /** Reference (SKU) of the product. */
  productReference: Scalars['String']['output'];
  /** Name of the product, as ordered. */
  productName: Scalars['String']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
};

/** A carrier's event of a parcel (spec 3). */
export type TrackingEvent = {
  __typename?: 'TrackingEvent';
  /** When (ISO). */
  date: Scalars['String']['output'];
  /** SHIPMENT, INFO, DELIVERY or RETURN. */
  type: TrackingEventType;
  /** French label of the type. */
  typeLabel: Scalars['String']['output'];
  /** What the carrier said. */
  message: Scalars['String']['output'];
};

/** Types of tracking events (spec 3). */
export type TrackingEventType =
  /** Handed to the carrier. */
  | 'SHIPMENT'
  /** On its way. */
  | 'INFO'
  /** Delivered. */
  | 'DELIVERY'
  /** Returned to the sender. */
  | 'RETURN';

/** A line of an order. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** Reference (SKU). */
  productReference: Scalars['String']['output'];
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** The product, when still sold. */
  product?: Maybe<Product>;
  /** Name of the seller. */
  shopName: Scalars['String']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
  /** Price of one unit. */
  unitPrice: Price;
  /** Line total. */
  totalPrice: Price;
};

/** The payment of an order. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** Always `cb` (card). */
  method: Scalars['String']['output'];
  /** PAID, REFUSED or PENDING. */
  status: Scalars['String']['output'];
  /** Payment date (ISO). */
  date?: Maybe<Scalars['String']['output']>;
  /** The provider's transaction reference. */
  transactionReference?: Maybe<Scalars['String']['output']>;
  /** Masked card number as the provider gives it: the first six and the last four digits, the others as `X`. */
  maskedPan?: Maybe<Scalars['String']['output']>;
};

/** Order statuses (spec 4). */
export type OrderStatus =
  /** Cart (initialisation). */
  | 'SHOPPING_CART'
  /** Waiting for the payment. */
  | 'PENDING_PAYMENT'
  /** Payment. */
  | 'PAYMENT'
  /** Pending. */
  | 'PENDING'
  /** Paid, in preparation. */
  | 'PROCESSING'
  /** Some parcels shipped. */
  | 'PARTIALLY_SHIPPED'
  /** Every parcel shipped. */
  | 'SHIPPED'
  /** Delivered. */
  | 'COMPLETED'
  /** Cancelled. */
  | 'CANCELLED'
  /** The payment failed. */
  | 'PAYMENT_FAILED'
  /** The shopper withdrew from the contract (withdrawal function): the goods are awaited. */
  | 'WITHDRAWAL_REQUESTED'
  /** Returned goods were received: the refund follows. */
  | 'RETURN_RECEIVED'
  /** Part of what was paid has been refunded. */
  | 'PARTIALLY_REFUNDED'
  /** Everything paid has been refunded. */
  | 'REFUNDED';

/** Outcome of a card payment (spec 4). */
export type PaymentOutcome =
  /** The shopper cancelled it. */
  | 'CANCELLED'
  /** It failed for a technical reason. */
  | 'ERROR'
  /** Not settled yet. */
  | 'PENDING'
  /** Paid: the order exists. */
  | 'RECEIVED'
  /** Paid, but no order could be made of it (the cart changed or was validated again before the payment, a second payment of an order already paid, another amount, stock gone after the reservation lapsed): the payment is refunded automatically. `order` is the order already paid, or the one cancelled for want of stock, when there is one. */
  | 'REFUNDED'
  /** Refused (see `refusalCode`). */
  | 'REFUSED'
  /** The answer could not be read. */
  | 'UNKNOWN';

/** The shopper's cart (spec 3): its lines in the cart's region, coupon, totals, taxes and free-delivery progress. */
export type Cart = Node & {
  __typename?: 'Cart';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** Number of lines (the header's badge). */
  lineCount: Scalars['Int']['output'];
  /** Number of units, all lines together. */
  itemCount: Scalars['Int']['output'];
  /** Lines, oldest first. */
  lines: Array<CartLine>;
  /** The region whose offers the cart holds. */
  region?: Maybe<Region>;
  /** The applied coupon, if any. */
  coupon?: Maybe<Coupon>;
  /** Sum of the lines, before the coupon. */
  productsPrice: Price;
  /** The coupon's discount; null without an applicable coupon. */
  discount?: Maybe<Price>;
  /** What the products cost after the coupon (shipping is chosen at checkout). */
  totalPrice: Price;
  /** Taxes by kind and rate, highest rate first: VAT in Guadeloupe, Martinique and Reunion, docking fees in Saint-Barthelemy, none in French Guiana and Saint-Martin. */
  taxes: Array<CartTax>;
  /** Progress toward free delivery; null when the region has no threshold or the shop's franco message is off. */
  franco?: Maybe<FrancoProgress>;
  /** True when shipments are also split by logistic class (not only by seller). */
  logisticClassSplitting: Scalars['Boolean']['output'];
  /** What ships together: the lines grouped by seller (and by logistic class when split), each with its methods once a shipping address is set. */
  shipments: Array<Shipment>;
  /** The shipping address chosen at checkout; null until chosen. */
  shippingAddress?: Maybe<PostalAddress>;
  /** The billing address chosen at checkout; null until chosen. */
  billingAddress?: Maybe<PostalAddress>;
  /** Delivery cost of the chosen methods; null until every shipment has one. */
  shippingPrice?: Maybe<Price>;
  /** What the order costs: `totalPrice` plus `shippingPrice` (shipping counted 0 while unknown). */
  orderTotalPrice: Price;
  /** The live validation (stock reserved, amounts frozen) once `validateCart` succeeded; null otherwise or once expired. */
  validation?: Maybe<CartValidation>;
};

/** An address as a cart or an order holds it (a copy: editing the address book later does not change it). */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  /** Name of the address it was taken from; `relay_…` for a relay point. */
  name: Scalars['String']['output'];
  /** Company name (the relay point's name for a relay point). */
  company?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Postcode. */
  postCode: Scalars['String']['output'];
  /** Territory code: GP, GY (French Guiana), MQ, RE, BL or MF. */
  country: Scalars['String']['output'];
  /** Phone in international form. */
  phone: Scalars['String']['output'];
  /** True for a relay point. */
  isRelayPoint: Scalars['Boolean']['output'];
};

/** What one seller (and one logistic class when split) ships (spec 3). */
export type Shipment = Node & {
  __typename?: 'Shipment';
  /** Opaque global id (what `setCartShipmentMethods` takes). */
  id: Scalars['ID']['output'];
  /** The seller shipping it; null when sellers are not shown (outside marketplace mode). */
  shop?: Maybe<Shop>;
  /** Upstream id of the seller (what `validateCart` takes in `acceptedTermsShopIds`). */
  shopId: Scalars['String']['output'];
  /** Name of the seller (kept even if the seller leaves). */
  shopName: Scalars['String']['output'];
  /** The seller's general terms of sale; null when the seller has none (the terms dialog then says so). */
  generalSalesTermsAndConditions?: Maybe<Scalars['String']['output']>;
  /** The logistic class when shipments are split by class; null otherwise. */
  logisticClass?: Maybe<LogisticClass>;
  /** What it holds. */
  items: Array<ShipmentItem>;
  /** Weight in grams. */
  weightGrams: Scalars['Int']['output'];
  /** The methods this shipment may use for the cart's shipping address; empty until an address is set. */
  availableMethods: Array<ShipmentMethod>;
  /** The chosen method; null until chosen. */
  method?: Maybe<ShipmentMethod>;
  /** Where it goes: the shipping address, or the chosen relay point. */
  address?: Maybe<PostalAddress>;
  /** The chosen relay point, for a relay method. */
  relayPoint?: Maybe<RelayPoint>;
  /** Price of the chosen method; null until chosen. */
  price?: Maybe<Price>;
  /** Parcels sent so far (an order's shipments); always empty in a cart. */
  parcels: Array<Parcel>;
};

/** A line of a shipment. */
export type ShipmentItem = {
  __typename?: 'ShipmentItem';
  /** Upstream offer id. */
  offerId: Scalars['String']['output'];
  /** Reference (SKU) of the product. */
  productReference: Scalars['String']['output'];
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
};

/** A way to deliver a shipment (spec 3). */
export type ShipmentMethod = {
  __typename?: 'ShipmentMethod';
  /** Identifier within the cart (what `setCartShipmentMethods` takes). */
  id: Scalars['String']['output'];
  /** Name of the method, in French. */
  name: Scalars['String']['output'];
  /** The carrier. */
  carrier: Carrier;
  /** Name of the carrier. */
  carrierName: Scalars['String']['output'];
  /** Path of the carrier's logo on the shop's own site (`/carriers/…svg`). */
  carrierLogo: Scalars['String']['output'];
  /** How long delivery takes once shipped, in `deliveryTimeUnit`. */
  deliveryTime: Scalars['Int']['output'];
  /** Unit of `deliveryTime`. */
  deliveryTimeUnit: DeliveryTimeUnit;
  /** When the shipment would arrive by this method, after its slowest line's picking delay: counted from today for a cart, from the day of the order for an order, in the island's calendar (spec 9). */
  estimatedDelivery: DeliveryEstimate;
  /** Price for this shipment (0 when the franco makes it free). */
  price: Price;
  /** How the price is made. */
  priceDetails: Array<PriceDetail>;
  /** True for a relay-point delivery (a relay must be chosen). */
  isRelay: Scalars['Boolean']['output'];
  /** True for the faster air option. */
  isAir: Scalars['Boolean']['output'];
  /** True when the franco threshold makes it free. */
  isFree: Scalars['Boolean']['output'];
};

/** An estimated delivery (spec 9, the period strategy): a span of days from the day it is counted from, laid on the calendar of the shopper's island. */
export type DeliveryEstimate = {
  __typename?: 'DeliveryEstimate';
  /** Fewest days: shipped at once, the transport alone. */
  minDays: Scalars['Int']['output'];
  /** Most days: the whole picking delay, then the transport. */
  maxDays: Scalars['Int']['output'];
  /** Earliest day of delivery, `YYYY-MM-DD` in the island's time zone. */
  earliest: Scalars['String']['output'];
  /** Latest day of delivery, `YYYY-MM-DD` in the island's time zone (equal to `earliest` when the seller ships at once). */
  latest: Scalars['String']['output'];
};

/** A part of a shipping price. */
export type PriceDetail = {
  __typename?: 'PriceDetail';
  /** What it is, in French. */
  label: Scalars['String']['output'];
  /** Tax-included amount; negative for a reduction. */
  amount: Money;
};

/** Carriers of spec 3. */
export type Carrier =
  /** Home delivery. */
  | 'HOME'
  /** Overseas parcel service. */
  | 'OVERSEAS'
  /** Relay point delivery. */
  | 'RELAY'
  /** Express courier, with a next-day option. */
  | 'EXPRESS'
  /** International express courier. */
  | 'INTERNATIONAL_EXPRESS'
  /** Freight forwarder (sea freight). */
  | 'FREIGHT'
  /** Tracked small parcel. */
  | 'TRACKED_PARCEL'
  /** Tracked letter. */
  | 'TRACKED_LETTER';

/** Unit of a delivery time. */
export type DeliveryTimeUnit =
  /** Hours. */
  | 'HOUR'
  /** Days. */
  | 'DAY';

/** A parcel relay point (spec 3). */
export type RelayPoint = {
  __typename?: 'RelayPoint';
  /** Code of the relay point (what `setCartShipmentMethods` takes as `relayCode`). */
  code: Scalars['String']['output'];
  /** Address name once chosen: `relay_<code>`. */
  name: Scalars['String']['output'];
  /** Business hosting the relay. */
  company: Scalars['String']['output'];
  /** Street. */
  street: Scalars['String']['output'];
  /** Address complement. */
  street2?: Maybe<Scalars['String']['output']>;
  /** Address complement. */
  street3?: Maybe<Scalars['String']['output']>;
  /** House number. */
  houseNumber?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Postcode. */
  postCode: Scalars['String']['output'];
  /** Territory code. */
  country: Scalars['String']['output'];
  /** Latitude. */
  latitude: Scalars['Float']['output'];
  /** Longitude. */
  longitude: Scalars['Float']['output'];
  /** Distance from the searched place, in metres. */
  distance: Scalars['Int']['output'];
  /** Opening times, Monday first, seven days. */
  openingTimes: Array<OpeningDay>;
  /** Phone, when known. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** Opening times of one day. */
export type OpeningDay = {
  __typename?: 'OpeningDay';
  /** ISO day: 1 Monday … 7 Sunday. */
  day: Scalars['Int']['output'];
  /** Opening ranges; empty when closed. */
  hours: Array<OpeningHours>;
  /** True when closed all day (no hours, or 00:00-00:00). */
  closed: Scalars['Boolean']['output'];
};

/** An opening range. */
export type OpeningHours = {
  __typename?: 'OpeningHours';
  /** `HH:MM`. */
  open: Scalars['String']['output'];
  /** `HH:MM`. */
  close: Scalars['String']['output'];
};

/** Result of a relay point search. */
export type RelayPointSearch = {
  __typename?: 'RelayPointSearch';
  /** The searched place, as located. */
  origin: Scalars['String']['output'];
  /** Relay points, nearest first. */
  relayPoints: Array<RelayPoint>;
};

/** A live validation of the cart: its stock is reserved and its amounts frozen until `expiresAt`. */
export type CartValidation = {
  __typename?: 'CartValidation';
  /** What will be charged. */
  amount: Price;
  /** End of the reservation (ISO date). */
  expiresAt: Scalars['String']['output'];
};

/** A line of the cart: an offer and its quantity. */
export type CartLine = Node & {
  __typename?: 'CartLine';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** The offer (seller, stock, prices and quantity rules). */
  offer: Offer;
  /** The product sold (a variant for a configurable product); null if it no longer exists. */
  product?: Maybe<Product>;
  /** Units in the cart: a whole number of packs, between the minimum and the limit. */
  quantity: Scalars['Int']['output'];
  /** The largest quantity this line may hold (stock and maximum, in whole packs). */
  maxQuantity: Scalars['Int']['output'];
  /** Price of one unit now, with the regular one while a discount applies. */
  unitPrice: ProductPrice;
  /** Line total (unit price × quantity). */
  totalPrice: Price;
  /** True for a gift line. */
  isGift: Scalars['Boolean']['output'];
};

/** A coupon applied to the cart. */
export type Coupon = {
  __typename?: 'Coupon';
  /** The code the shopper typed (upper case). */
  code: Scalars['String']['output'];
  /** Name of the promotion. */
  name: Scalars['String']['output'];
  /** What the coupon gives, in French. */
  description: Scalars['String']['output'];
  /** Percentage or fixed amount. */
  discountType: CouponDiscountType;
  /** Percent (10 = 10 %) for PERCENT; null for AMOUNT (see `amount`). */
  percent?: Maybe<Scalars['Float']['output']>;
  /** The tax-included amount taken off for AMOUNT; null for PERCENT. */
  amount?: Maybe<Money>;
  /** Tax-included products total the coupon needs; null without a minimum. */
  minimumCart?: Maybe<Money>;
  /** False while the cart is below the minimum: the coupon stays but gives nothing. */
  isApplicable: Scalars['Boolean']['output'];
};

/** How a coupon reduces the cart. */
export type CouponDiscountType =
  /** A percentage of the products. */
  | 'PERCENT'
  /** A fixed tax-included amount. */
  | 'AMOUNT';

/** Tax of the cart at one rate. */
export type CartTax = {
  __typename?: 'CartTax';
  /** VAT or docking fees. */
  kind: CartTaxKind;
  /** Rate in percent (8.5). */
  rate: Scalars['Float']['output'];
  /** Tax-free amount taxed at this rate, after the coupon. */
  base: Money;
  /** The tax. */
  amount: Money;
};

/** Kind of a cart tax. */
export type CartTaxKind =
  /** Value-added tax. */
  | 'VAT'
  /** Docking fees (droits de quai, Saint-Barthelemy). */
  | 'DOCKING_FEES';

/** Progress toward free delivery (spec 4, franco bar), on the tax-included products total after the coupon. */
export type FrancoProgress = {
  __typename?: 'FrancoProgress';
  /** The threshold. */
  goal: Money;
  /** What counts toward it now. */
  current: Money;
  /** What is still missing (0 once reached). */
  remaining: Money;
  /** 100 × current ÷ goal, capped at 100. */
  progress: Scalars['Int']['output'];
  /** True at 100 % or more: delivery is free. */
  reached: Scalars['Boolean']['output'];
};

/** How a quantity change applies to a line (spec 4). */
export type CartLineMethod =
  /** Adds `quantity` to the line (a new line starts at it). */
  | 'ADD'
  /** Sets the line to `quantity`. */
  | 'UPDATE'
  /** Removes the line. */
  | 'REMOVE'
  /** Adds one unit. */
  | 'ADD_ONE';

/** A line that left the cart because its offer is not sold in the new region. */
export type RemovedCartLine = {
  __typename?: 'RemovedCartLine';
  /** Upstream offer id. */
  offerId: Scalars['String']['output'];
  /** Reference (SKU) of the product. */
  productReference: Scalars['String']['output'];
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** Units that were in the cart. */
  quantity: Scalars['Int']['output'];
};

/** A customer of the shop (spec 3), guest or signed in. */
export type Customer = Node & {
  __typename?: 'Customer';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** True for a guest (no account); false once signed in. */
  isGuest: Scalars['Boolean']['output'];
  /** Title, when given. */
  gender?: Maybe<Gender>;
  /** First name; null for a guest. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name; null for a guest. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** E-mail of the account; null for a guest. */
  email?: Maybe<Scalars['String']['output']>;
  /** Birth date, `YYYY-MM-DD`. */
  birthDate?: Maybe<Scalars['String']['output']>;
  /** Language of the e-mails the shop sends to the customer. */
  locale: Scalars['String']['output'];
  /** Customer group, e.g. `Grand public`. */
  customerGroup: CustomerGroup;
  /** Addresses, sorted by name. */
  addresses: Array<Address>;
  /** The default shipping address, if any. */
  defaultShippingAddress?: Maybe<Address>;
  /** The default billing address, if any. */
  defaultBillingAddress?: Maybe<Address>;
  /** True when the customer's e-mail is subscribed to the newsletter. */
  newsletterSubscribed: Scalars['Boolean']['output'];
  /** True when signing in also asks for a code sent by e-mail. */
  twoFactorAuthenticationEnabled: Scalars['Boolean']['output'];
  /** Number of lines in the customer's cart (the header's badge). */
  cartLineCount: Scalars['Int']['output'];
};

/** Title of a customer. */
export type Gender =
  /** Monsieur. */
  | 'MR'
  /** Madame. */
  | 'MRS';

/** A group of customers with its own conditions. */
export type CustomerGroup = {
  __typename?: 'CustomerGroup';
  /** Displayed name, e.g. `Grand public`. */
  label: Scalars['String']['output'];
};

/** An address of the customer's address book. */
export type Address = Node & {
  __typename?: 'Address';
  /** Opaque global id. */
  id: Scalars['ID']['output'];
  /** Identifier of the address among the customer's (given or generated); `relay_…` for a relay point. */
  name: Scalars['String']['output'];
  /** Company name, if any. */
  company?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Postcode, checked against the country (spec 5). */
  postCode: Scalars['String']['output'];
  /** Territory code: GP, GY (French Guiana), MQ, RE, BL or MF. */
  country: Scalars['String']['output'];
  /** Phone in international form (e.g. `+596696123456`). */
  phone: Scalars['String']['output'];
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Website (http or https), if any. */
  website?: Maybe<Scalars['String']['output']>;
  /** Latitude in degrees, when known. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude in degrees, when known. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** True for the customer's default shipping address. */
  isDefaultShipping: Scalars['Boolean']['output'];
  /** True for the customer's default billing address. */
  isDefaultBilling: Scalars['Boolean']['output'];
  /** True for a relay point (name starting with `relay_`). */
  isRelayPoint: Scalars['Boolean']['output'];
};

/** How to obtain the `captcha` answer of register, sign-in and forgot-password. */
export type CaptchaChallenge = {
  __typename?: 'CaptchaChallenge';
  /** Which captcha to show. */
  provider: CaptchaProvider;
  /** ALTCHA: the challenge to solve, as JSON (solve it with altcha-lib or the ALTCHA widget; send the base64 payload). */
  challenge?: Maybe<Scalars['String']['output']>;
  /** reCAPTCHA v3: the site key to ask a token with. */
  siteKey?: Maybe<Scalars['String']['output']>;
};

/** Captcha service in use. */
export type CaptchaProvider =
  /** Self-hosted proof of work (default). */
  | 'ALTCHA'
  /** Google reCAPTCHA v3. */
  | 'RECAPTCHA'
  /** No captcha (development and tests only): send any non-empty text. */
  | 'NONE';

/** An expected failure of a mutation, to show beside the form. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable reason, to pick a message with. */
  code: UserErrorCode;
  /** Path of the input field at fault (e.g. `["input", "postCode"]`); null when the whole form is. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Message in the request's language. */
  message: Scalars['String']['output'];
};

/** Reasons of `UserError`. */
export type UserErrorCode =
  /** An input field breaks a rule of spec 5 (see `field` and `message`). */
  | 'INVALID_INPUT'
  /** Wrong e-mail or password. */
  | 'INVALID_CREDENTIALS'
  /** No account for this e-mail. */
  | 'ACCOUNT_NOT_FOUND'
  /** An account already exists for this e-mail (sign in or reset the password). */
  | 'ACCOUNT_ALREADY_EXISTS'
  /** The captcha answer is missing, wrong, spent or scored too low. */
  | 'CAPTCHA_FAILED'
  /** The one-time code does not match; `remainingAttempts` tells the tries left. */
  | 'ONE_TIME_PASSWORD_MISMATCH'
  /** Too many wrong codes: the code is dead, sign in again for a new one. */
  | 'ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS'
  /** The code's 10 minutes are over: sign in again for a new one. */
  | 'ONE_TIME_PASSWORD_EXPIRED'
  /** No code is waiting for this e-mail (or it was asked from another browser). */
  | 'ONE_TIME_PASSWORD_NOT_FOUND'
  /** The password-reset link is expired, used or unknown. */
  | 'RESET_LINK_EXPIRED'
  /** The current password given to change it is wrong. */
  | 'WRONG_PASSWORD'
  /** Too many tries in a short time; wait before trying again. */
  | 'TOO_MANY_REQUESTS'
  /** An address with this name or these details already exists. */
  | 'ADDRESS_ALREADY_EXISTS'
  /** No address of the customer has this name. */
  | 'ADDRESS_NOT_FOUND'
  /** This e-mail is already subscribed to the newsletter. */
  | 'NEWSLETTER_ALREADY_SUBSCRIBED'
  /** This e-mail is not subscribed to the newsletter. */
  | 'NEWSLETTER_NOT_SUBSCRIBED'
  /** This e-mail already waits for this offer's restock alert (spec 8 `stockAlert.errorMailExist`). */
  | 'RESTOCK_ALERT_EXISTS'
  /** The offer has stock: it can be ordered now, no alert is needed. */
  | 'OFFER_IN_STOCK'
  /** The restock alerts' unsubscribe link is unknown or was already used. */
  | 'RESTOCK_UNSUBSCRIBE_LINK_NOT_FOUND'
  /** The quantity was set to the largest allowed (stock or maximum); the change was made (spec 8 `addToCart.maxQty`). */
  | 'MAX_QUANTITY_REACHED'
  /** Not enough stock for one pack or the minimum quantity; the cart is unchanged. */
  | 'OUT_OF_STOCK'
  /** The offer is unknown or not sold in the cart's region. */
  | 'OFFER_NOT_FOUND'
  /** The coupon is already applied to the cart. */
  | 'COUPON_ALREADY_APPLIED'
  /** The coupon does not exist or is not valid (dates, region, minimum cart, no uses left). */
  | 'COUPON_NOT_VALID'
  /** The customer already used this coupon as many times as it allows. */
  | 'COUPON_ALREADY_USED'
  /** The cart does not hold this coupon. */
  | 'COUPON_NOT_FOUND'
  /** The cart holds no coupon any more. */
  | 'COUPON_ALREADY_REMOVED'
  /** The shipping address is not in the cart's territory: add a shipping address located there. */
  | 'ADDRESS_OUTSIDE_TERRITORY'
  /** The billing address is already this one. */
  | 'BILLING_ADDRESS_ALREADY_SET'
  /** The cart has no such shipment (it changed meanwhile). */
  | 'SHIPMENT_NOT_FOUND'
  /** No shipment method has this id. */
  | 'SHIPMENT_METHOD_NOT_FOUND'
  /** The method is not available for this address. */
  | 'SHIPMENT_METHOD_NOT_AVAILABLE'
  /** The method is already the shipment's. */
  | 'SHIPMENT_METHOD_ALREADY_SELECTED'
  /** The method is not allowed for this shipment's items or seller. */
  | 'SHIPMENT_METHOD_NOT_AUTHORISED'
  /** Delivery costs cannot be computed for this shipment. */
  | 'SHIPPING_COST_UNAVAILABLE'
  /** A relay method needs a relay point. */
  | 'RELAY_POINT_REQUIRED'
  /** No relay point has this code. */
  | 'RELAY_POINT_NOT_FOUND'
  /** Relay delivery is for addresses in France only. */
  | 'RELAY_OUTSIDE_FRANCE'
  /** The cart has no lines. */
  | 'CART_EMPTY'
  /** No shipping address is chosen. */
  | 'SHIPPING_ADDRESS_MISSING'
  /** A shipment has no method (or its relay point is missing). */
  | 'SHIPMENT_METHOD_MISSING'
  /** No billing address is chosen. */
  | 'BILLING_ADDRESS_MISSING'
  /** A seller's general terms of sale are not accepted. */
  | 'TERMS_NOT_ACCEPTED'
  /** The cart is not validated any more (changed or expired): validate it again. */
  | 'CHECKOUT_NOT_VALIDATED'
  /** The card payment service cannot be reached; try again later. */
  | 'PAYMENT_UNAVAILABLE'
  /** This idempotency key was used for another request. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The payment answer is not signed by the provider. */
  | 'PAYMENT_SIGNATURE_INVALID'
  /** No order of the customer has this id or reference. */
  | 'ORDER_NOT_FOUND'
  /** A parcel of the order has left: it can no longer be cancelled (withdraw or return instead). */
  | 'ORDER_NOT_CANCELLABLE'
  /** A parcel of this shipment has left: it can no longer be cancelled. */
  | 'SHIPMENT_NOT_CANCELLABLE'
  /** An item named is not part of the order. */
  | 'ITEM_NOT_IN_ORDER'
  /** An item named is excluded from the right of withdrawal by law. */
  | 'ITEM_EXCLUDED_FROM_WITHDRAWAL'
  /** The 14 days of the withdrawal period are over for an item named. */
  | 'WITHDRAWAL_PERIOD_OVER'
  /** More units than may be withdrawn now. */
  | 'QUANTITY_NOT_WITHDRAWABLE'
  /** More units than may be returned now. */
  | 'QUANTITY_NOT_RETURNABLE'
  /** This `requestId` was already used for other items. */
  | 'REQUEST_ID_REUSED'
  /** No product of that reference. */
  | 'PRODUCT_NOT_FOUND'
  /** The wish list holds its most products already. */
  | 'WISHLIST_FULL';

/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Creates an account and signs it in (the guest cart is kept). Needs a captcha answer. */
  register: RegisterPayload;
  /** Signs in with e-mail and password (the guest cart is kept). With two-factor on, e-mails a 6-digit code and answers `twoFactorRequired`: finish with `verifyOneTimePassword` from the same browser. */
  signIn: SignInPayload;
  /** Second step of a two-factor sign-in: the e-mailed code (3 tries, 10 minutes). */
  verifyOneTimePassword: VerifyOneTimePasswordPayload;
  /** Ends the session; the shopper goes on as a new guest. */
  signOut: SignOutPayload;
  /** E-mails a link to choose a new password (`reinitialisation-mot-de-passe?token=…`). Needs a captcha answer. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sets a new password with the e-mailed token; every session of the account ends. Needs a captcha answer. */
  resetPassword: ResetPasswordPayload;
  /** Changes personal data of the signed-in customer (fields left out stay as they are). */
  updateProfile: UpdateProfilePayload;
  /** Changes the signed-in customer's password; their other sessions end. */
  changePassword: ChangePasswordPayload;
  /** Adds an address to the signed-in customer's book (a name is generated when none is given). */
  createAddress: AddressPayload;
  /** Replaces the address of that name. */
  updateAddress: AddressPayload;
  /** Removes the address of that name. */
  deleteAddress: DeleteAddressPayload;
  /** Sends a message to the shop (spec 2.4 contact form): stored first, then e-mailed to the shop with an acknowledgement to the sender. Needs a captcha answer. */
  sendContactMessage: SendContactMessagePayload;
  /** Subscribes an e-mail to the newsletter (no account needed). */
  subscribeNewsletter: NewsletterPayload;
  /** Unsubscribes an e-mail from the newsletter. */
  unsubscribeNewsletter: NewsletterPayload;
  /** Asks for one e-mail, in the request's language, when an out-of-stock offer of the request's region is back in stock (spec 2.4 stock block; only when `configuration.features.stockAlert` is on, FORBIDDEN otherwise). No account needed. */
  subscribeRestockAlert: SubscribeRestockAlertPayload;
  /** The unsubscribe link of a restock alert's e-mail: the restock alerts of that address are removed. */
  unsubscribeRestockAlerts: UnsubscribeRestockAlertsPayload;
  /** Changes the quantity of an offer in the cart (spec 4 rules: pack, minimum, maximum, cap to stock). Opens a guest session for a visitor without one. */
  setCartLineQuantity: SetCartLineQuantityPayload;
  /** Empties the cart (its coupon goes too). */
  clearCart: CartPayload;
  /** Applies a coupon code to the cart. */
  applyCoupon: CartPayload;
  /** Removes the cart's coupon. */
  removeCoupon: CartPayload;
  /** Splits shipments by logistic class as well as by seller, or not. */
  setLogisticClassSplitting: CartPayload;
  /** Moves the cart to another region: lines whose offer is not sold there leave it and are listed. */
  changeCartRegion: ChangeCartRegionPayload;
  /** Checkout: sets the shipping address (one of the signed-in customer's, by name) of every shipment. */
  setCartShippingAddress: CartPayload;
  /** Checkout: chooses the method (and relay point) of shipments. */
  setCartShipmentMethods: CartPayload;
  /** Checkout: sets the billing address (one of the signed-in customer's, by name). */
  setCartBillingAddress: CartPayload;
  /** Checkout: checks the cart (methods, addresses, terms, stock), reserves its stock for 15 minutes and freezes its amounts. */
  validateCart: ValidateCartPayload;
  /** Prepares the card payment of the validated cart: what the page needs to show the provider's card form. The same `idempotencyKey` answers the same payment. */
  prepareCardPayment: PrepareCardPaymentPayload;
  /** Reads the signed answer the provider's form gave back to the browser (payment return) and applies it: creates the order when paid (once, whatever the provider's notification did). */
  confirmCardPayment: ConfirmCardPaymentPayload;
  /** Names one of the signed-in customer's orders for their own list (spec 3 customLabel). */
  renameOrder: RenameOrderPayload;
  /** Cancels one of the signed-in customer's orders, or one seller's shipment of it, until its first parcel leaves: refunded at once to the card, stock put back, coupon use released. */
  cancelOrder: CancelOrderPayload;
  /** The withdrawal function's second step, « Confirmer la rétractation »: records the statement for these items and sends its acknowledgement by e-mail (statement, date and time). The same `requestId` answers the same statement. */
  withdrawFromOrder: AfterSalesRequestPayload;
  /** Asks to return items for a defect (legal guarantee of conformity), with a reason; answers each seller's return instructions. The same `requestId` answers the same return. */
  requestReturn: AfterSalesRequestPayload;
  /** Adds a product to the wish list; a visitor's first addition opens a guest session. Refused (`FORBIDDEN`) when the shop has no wish list. */
  addToWishlist: WishlistPayload;
  /** Removes a product from the wish list (one not there: unchanged). */
  removeFromWishlist: WishlistPayload;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationVerifyOneTimePasswordArgs = {
  input: VerifyOneTimePasswordInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationCreateAddressArgs = {
  input: CreateAddressInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationUpdateAddressArgs = {
  input: UpdateAddressInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationDeleteAddressArgs = {
  input: DeleteAddressInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSendContactMessageArgs = {
  input: SendContactMessageInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSubscribeNewsletterArgs = {
  input: NewsletterInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationUnsubscribeNewsletterArgs = {
  input: NewsletterInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSubscribeRestockAlertArgs = {
  input: SubscribeRestockAlertInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationUnsubscribeRestockAlertsArgs = {
  input: UnsubscribeRestockAlertsInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSetCartLineQuantityArgs = {
  input: SetCartLineQuantityInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationApplyCouponArgs = {
  input: CouponInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationRemoveCouponArgs = {
  input: CouponInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSetLogisticClassSplittingArgs = {
  input: SetLogisticClassSplittingInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationChangeCartRegionArgs = {
  input: ChangeCartRegionInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSetCartShippingAddressArgs = {
  input: SetCartShippingAddressInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSetCartShipmentMethodsArgs = {
  input: SetCartShipmentMethodsInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationSetCartBillingAddressArgs = {
  input: SetCartBillingAddressInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationValidateCartArgs = {
  input: ValidateCartInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationPrepareCardPaymentArgs = {
  input: PrepareCardPaymentInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationConfirmCardPaymentArgs = {
  input: ConfirmCardPaymentInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationRenameOrderArgs = {
  input: RenameOrderInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationWithdrawFromOrderArgs = {
  input: WithdrawFromOrderInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationRequestReturnArgs = {
  input: RequestReturnInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationAddToWishlistArgs = {
  input: WishlistInput;
};


/** Changes: customer accounts, sessions, profile, address book, newsletter and cart. Every mutation needs a same-origin JSON POST (see the top of this schema). */
export type MutationRemoveFromWishlistArgs = {
  input: WishlistInput;
};

/** Input of `setCartShippingAddress`. */
export type SetCartShippingAddressInput = {
  /** Name of one of the customer's addresses (`Address.name`). */
  addressName: Scalars['String']['input'];
};

/** Input of `setCartBillingAddress`. */
export type SetCartBillingAddressInput = {
  /** Name of one of the customer's addresses (`Address.name`). */
  addressName: Scalars['String']['input'];
};

/** Input of `setCartShipmentMethods`. */
export type SetCartShipmentMethodsInput = {
  /** One choice per shipment given; the others keep theirs. */
  shipments: Array<ShipmentMethodChoice>;
};

/** The method chosen for one shipment. */
export type ShipmentMethodChoice = {
  /** `Shipment.id`. */
  shipmentId: Scalars['ID']['input'];
  /** `ShipmentMethod.id`. */
  methodId: Scalars['String']['input'];
  /** `RelayPoint.code`, for a relay method. */
  relayCode?: InputMaybe<Scalars['String']['input']>;
};

/** Input of `validateCart`. */
export type ValidateCartInput = {
  /** Ids of the sellers whose general terms of sale the shopper accepted (`Shipment.shopId`); every seller of the cart is needed. */
  acceptedTermsShopIds: Array<Scalars['String']['input']>;
};

/** Result of `validateCart`. */
export type ValidateCartPayload = {
  __typename?: 'ValidateCartPayload';
  /** The cart, with its `validation` when it succeeded. */
  cart?: Maybe<Cart>;
  /** Lines stock does not cover (OUT_OF_STOCK). */
  shortItems: Array<ShortCartItem>;
  /** The viewer. */
  viewer: Viewer;
  /** CART_EMPTY, SHIPPING_ADDRESS_MISSING, SHIPMENT_METHOD_MISSING, BILLING_ADDRESS_MISSING, TERMS_NOT_ACCEPTED, OUT_OF_STOCK. */
  userErrors: Array<UserError>;
};

/** A line stock does not cover. */
export type ShortCartItem = {
  __typename?: 'ShortCartItem';
  /** Upstream offer id. */
  offerId: Scalars['String']['output'];
  /** Name of the product. */
  productName: Scalars['String']['output'];
  /** Units in the cart. */
  requested: Scalars['Int']['output'];
  /** Units that can still be sold. */
  available: Scalars['Int']['output'];
};

/** Input of `prepareCardPayment`. */
export type PrepareCardPaymentInput = {
  /** A key the client makes once per payment attempt (8 to 100 characters, e.g. a UUID): a double click or a retry with it answers the same payment. */
  idempotencyKey: Scalars['String']['input'];
};

/** Result of `prepareCardPayment`. */
export type PrepareCardPaymentPayload = {
  __typename?: 'PrepareCardPaymentPayload';
  /** What the page needs to show the card form; null on failure, and when the order is placed at once (`placedOrder`). */
  payment?: Maybe<CardPaymentForm>;
  /** The order, made at once when nothing was left to pay (0 €: a 100 % coupon and free delivery); `payment` is then null. */
  placedOrder?: Maybe<Order>;
  /** The viewer (the cart is empty once the order is placed). */
  viewer: Viewer;
  /** CHECKOUT_NOT_VALIDATED, PAYMENT_UNAVAILABLE, IDEMPOTENCY_KEY_REUSED, OUT_OF_STOCK. */
  userErrors: Array<UserError>;
};

/** The provider's hosted card form for one payment. The card number is typed there, never in the shop's pages. */
export type CardPaymentForm = {
  __typename?: 'CardPaymentForm';
  /** The provider's form token. */
  formToken: Scalars['String']['output'];
  /** Address of the provider's hosted form for this token (show it in an iframe; it sends the browser back to `commande/paiement/retour`). */
  formUrl: Scalars['String']['output'];
  /** Amount to pay. */
  amount: Money;
  /** Reference the order will have. */
  orderReference: Scalars['String']['output'];
  /** End of the stock reservation (ISO date). */
  expiresAt: Scalars['String']['output'];
};

/** Input of `confirmCardPayment`: the query parameters of the payment return, as the provider gave them. */
export type ConfirmCardPaymentInput = {
  /** `kr-answer`: the payment answer (JSON text). */
  answer: Scalars['String']['input'];
  /** `kr-hash`: its HMAC-SHA256 signature (hex). */
  hash: Scalars['String']['input'];
  /** `kr-hash-algorithm` (`sha256_hmac`). */
  hashAlgorithm: Scalars['String']['input'];
  /** `kr-hash-key` (`sha256_hmac` for the browser return). */
  hashKey: Scalars['String']['input'];
  /** `kr-answer-type`. */
  answerType?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `confirmCardPayment`. */
export type ConfirmCardPaymentPayload = {
  __typename?: 'ConfirmCardPaymentPayload';
  /** Outcome of the payment (spec 4). */
  outcome?: Maybe<PaymentOutcome>;
  /** Refusal code (`02` … `42`) for a refused payment. */
  refusalCode?: Maybe<Scalars['String']['output']>;
  /** What the refusal code means, in French. */
  refusalExplanation?: Maybe<Scalars['String']['output']>;
  /** The order, once paid; with REFUNDED, the order already paid (or cancelled for want of stock), when there is one. */
  order?: Maybe<Order>;
  /** The viewer (the cart is empty once paid). */
  viewer: Viewer;
  /** PAYMENT_SIGNATURE_INVALID. */
  userErrors: Array<UserError>;
};

/** Input of `cancelOrder`. */
export type CancelOrderInput = {
  /** Global id of the order. */
  orderId: Scalars['ID']['input'];
  /** One seller's shipment (`CancellableShipment.shipmentId`); the whole order when absent. */
  shipmentId?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `cancelOrder`. */
export type CancelOrderPayload = {
  __typename?: 'CancelOrderPayload';
  /** The order as it now is; null when nothing was done. */
  order?: Maybe<Order>;
  /** ORDER_NOT_FOUND, ORDER_NOT_CANCELLABLE, SHIPMENT_NOT_FOUND, SHIPMENT_NOT_CANCELLABLE. */
  userErrors: Array<UserError>;
};

/** Input of `withdrawFromOrder`. */
export type WithdrawFromOrderInput = {
  /** Global id of the order. */
  orderId: Scalars['ID']['input'];
  /** A UUID the page draws once for this statement: a retry or a double click answers the same one. */
  requestId: Scalars['String']['input'];
  /** The items withdrawn from (identified in the function's first step). */
  items: Array<AfterSalesItemInput>;
};

/** Input of `requestReturn`. */
export type RequestReturnInput = {
  /** Global id of the order. */
  orderId: Scalars['ID']['input'];
  /** A UUID the page draws once for this return: a retry or a double click answers the same one. */
  requestId: Scalars['String']['input'];
  /** The items returned. */
  items: Array<AfterSalesItemInput>;
  /** Why. */
  reason: ReturnReason;
  /** What the shopper adds (1000 characters at most). */
  comment?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `withdrawFromOrder` and `requestReturn`. */
export type AfterSalesRequestPayload = {
  __typename?: 'AfterSalesRequestPayload';
  /** The withdrawal or return recorded, with its instructions; null on failure. */
  return?: Maybe<OrderReturn>;
  /** The order as it now is; null on failure. */
  order?: Maybe<Order>;
  /** INVALID_INPUT, ORDER_NOT_FOUND, ITEM_NOT_IN_ORDER, ITEM_EXCLUDED_FROM_WITHDRAWAL, WITHDRAWAL_PERIOD_OVER, QUANTITY_NOT_WITHDRAWABLE, QUANTITY_NOT_RETURNABLE, REQUEST_ID_REUSED. */
  userErrors: Array<UserError>;
};

/** Input of `renameOrder`. */
export type RenameOrderInput = {
  /** Global id of the order. */
  orderId: Scalars['ID']['input'];
  /** The shopper's name for it, up to 100 characters; empty removes it. */
  name: Scalars['String']['input'];
};

/** Result of `renameOrder`. */
export type RenameOrderPayload = {
  __typename?: 'RenameOrderPayload';
  /** The order, renamed; null when unknown or someone else's. */
  order?: Maybe<Order>;
  /** INVALID_INPUT (too long), ORDER_NOT_FOUND. */
  userErrors: Array<UserError>;
};

/** Input of `setCartLineQuantity`. */
export type SetCartLineQuantityInput = {
  /** Upstream offer id (`Offer.offerId`). */
  offerId: Scalars['String']['input'];
  /** Units to add (ADD) or to hold (UPDATE); ignored by REMOVE and ADD_ONE. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** How the quantity applies. */
  method: CartLineMethod;
};

/** Result of `setCartLineQuantity`. */
export type SetCartLineQuantityPayload = {
  __typename?: 'SetCartLineQuantityPayload';
  /** The cart as it is now; null when the change failed before a cart existed. */
  cart?: Maybe<Cart>;
  /** The changed line; null when it left the cart or the change was refused. */
  line?: Maybe<CartLine>;
  /** Global id of the line that left the cart (REMOVE), for clients to delete it from their store. */
  removedLineId?: Maybe<Scalars['ID']['output']>;
  /** The viewer, whose `cart` may be new. */
  viewer: Viewer;
  /** MAX_QUANTITY_REACHED (the change was made), OUT_OF_STOCK, OFFER_NOT_FOUND, INVALID_INPUT. */
  userErrors: Array<UserError>;
};

/** Result of a cart change. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** The cart as it is now; null when the viewer has no cart. */
  cart?: Maybe<Cart>;
  /** The viewer. */
  viewer: Viewer;
  /** Coupon codes of spec 8 (`applyCoupon`, `removeCoupon`), INVALID_INPUT. */
  userErrors: Array<UserError>;
};

/** Input of `applyCoupon` and `removeCoupon`. */
export type CouponInput = {
  /** The coupon code (case does not matter). */
  code: Scalars['String']['input'];
};

/** Input of `setLogisticClassSplitting`. */
export type SetLogisticClassSplittingInput = {
  /** True to split shipments by logistic class. */
  enabled: Scalars['Boolean']['input'];
};

/** Input of `changeCartRegion`. */
export type ChangeCartRegionInput = {
  /** Root path of the new region (`Region.path`). */
  regionPath: Scalars['String']['input'];
};

/** Result of `changeCartRegion`. */
export type ChangeCartRegionPayload = {
  __typename?: 'ChangeCartRegionPayload';
  /** The cart in its new region; null when the viewer has no cart. */
  cart?: Maybe<Cart>;
  /** Lines that left the cart (the out-of-stock dialog lists them). */
  removedLines: Array<RemovedCartLine>;
  /** The viewer. */
  viewer: Viewer;
  /** INVALID_INPUT for an unknown region. */
  userErrors: Array<UserError>;
};

/** Input of `register` (spec 3 registration payload). */
export type RegisterInput = {
  /** E-mail of the new account. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** 8+ characters with an uppercase, a lowercase, a digit and one of @$!%*?& (spec 5). */
  password: Scalars['String']['input'];
  /** Ask for a code sent by e-mail at each sign-in. */
  twoFactorAuthenticationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Subscribe the e-mail to the newsletter. */
  newsletterSubscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Answer of the captcha (see `captchaChallenge`). */
  captcha: Scalars['String']['input'];
};

/** Result of `register`. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** Who is shopping after the call. */
  viewer: Viewer;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `signIn`. */
export type SignInInput = {
  /** E-mail of the account. */
  email: Scalars['String']['input'];
  /** The account password. */
  password: Scalars['String']['input'];
  /** Answer of the captcha (see `captchaChallenge`). */
  captcha: Scalars['String']['input'];
};

/** Result of `signIn`. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** Who is shopping after the call. */
  viewer: Viewer;
  /** True when a code was e-mailed: ask it, then call `verifyOneTimePassword`. */
  twoFactorRequired: Scalars['Boolean']['output'];
  /** Tries left for the code (3 when it was just sent). */
  remainingAttempts?: Maybe<Scalars['Int']['output']>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `verifyOneTimePassword`. */
export type VerifyOneTimePasswordInput = {
  /** E-mail of the account (as given to `signIn`). */
  email: Scalars['String']['input'];
  /** Password (as given to `signIn`). */
  password: Scalars['String']['input'];
  /** The 6 digits of the e-mail. */
  code: Scalars['String']['input'];
};

/** Result of `verifyOneTimePassword`. */
export type VerifyOneTimePasswordPayload = {
  __typename?: 'VerifyOneTimePasswordPayload';
  /** Who is shopping after the call. */
  viewer: Viewer;
  /** Tries left after a wrong code (0 when the code is dead). */
  remainingAttempts?: Maybe<Scalars['Int']['output']>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Result of `signOut`. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** Who is shopping after the call. */
  viewer: Viewer;
};

/** Input of `requestPasswordReset`. */
export type RequestPasswordResetInput = {
  /** E-mail of the account. */
  email: Scalars['String']['input'];
  /** Answer of the captcha (see `captchaChallenge`). */
  captcha: Scalars['String']['input'];
};

/** Result of `requestPasswordReset`. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The e-mail the link went to (for the reset dialog). */
  email?: Maybe<Scalars['String']['output']>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** Token of the e-mailed link. */
  token: Scalars['String']['input'];
  /** The new password: 8+ characters with an uppercase, a lowercase, a digit and one of @$!%*?& (spec 5). */
  newPassword: Scalars['String']['input'];
  /** Answer of the captcha (see `captchaChallenge`). */
  captcha: Scalars['String']['input'];
};

/** Result of `resetPassword`. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed (then sign in with it). */
  success: Scalars['Boolean']['output'];
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `updateProfile`: only the fields given change. */
export type UpdateProfileInput = {
  /** Title. */
  gender?: InputMaybe<Gender>;
  /** First name (2+ characters). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name (2+ characters). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** Language of the e-mails: fr or en. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Ask for a code sent by e-mail at each sign-in. */
  twoFactorAuthenticationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Subscribe (true) or unsubscribe (false) the account e-mail. */
  newsletterSubscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The account's current password: required to switch two-factor off (`WRONG_PASSWORD` when wrong, `TOO_MANY_REQUESTS` after 5 wrong ones in 15 minutes). */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `updateProfile`. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The customer; null when the change failed. */
  customer?: Maybe<Customer>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `changePassword`. */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8+ characters with an uppercase, a lowercase, a digit and one of @$!%*?& (spec 5). */
  newPassword: Scalars['String']['input'];
};

/** Result of `changePassword`. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** The customer; null when the change failed. */
  customer?: Maybe<Customer>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Fields of an address (spec 5 rules). */
export type AddressInput = {
  /** Company name, if any. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Street and number. */
  street: Scalars['String']['input'];
  /** City. */
  city: Scalars['String']['input'];
  /** Postcode, checked against the country (spec 5). */
  postCode: Scalars['String']['input'];
  /** GP, GY, MQ, RE, BL or MF. */
  country: Scalars['String']['input'];
  /** National or international number; stored in international form. */
  phone: Scalars['String']['input'];
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Website (http or https), if any. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** Latitude in degrees, when known. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude in degrees, when known. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

/** Input of `createAddress`. */
export type CreateAddressInput = {
  /** Name of the new address; generated when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Fields of the new address. */
  address: AddressInput;
  /** Make it the default shipping address. */
  defaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make it the default billing address. */
  defaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Input of `updateAddress`. */
export type UpdateAddressInput = {
  /** Name of the address to replace. */
  name: Scalars['String']['input'];
  /** The new fields of the address. */
  address: AddressInput;
  /** Make it (true) or stop it being (false) the default shipping address; unchanged when left out. */
  defaultShipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make it (true) or stop it being (false) the default billing address; unchanged when left out. */
  defaultBilling?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of `createAddress` and `updateAddress`. */
export type AddressPayload = {
  __typename?: 'AddressPayload';
  /** The address created or replaced. */
  address?: Maybe<Address>;
  /** The customer, with the address book as it is now. */
  customer?: Maybe<Customer>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `deleteAddress`. */
export type DeleteAddressInput = {
  /** Name of the address to remove. */
  name: Scalars['String']['input'];
};

/** Result of `deleteAddress`. */
export type DeleteAddressPayload = {
  __typename?: 'DeleteAddressPayload';
  /** Global id of the removed address (for Relay's `@deleteRecord`). */
  deletedAddressId?: Maybe<Scalars['ID']['output']>;
  /** The customer, with the address book as it is now. */
  customer?: Maybe<Customer>;
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `subscribeNewsletter` and `unsubscribeNewsletter`. */
export type NewsletterInput = {
  /** E-mail to subscribe or unsubscribe. */
  email: Scalars['String']['input'];
};

/** Result of `subscribeNewsletter` and `unsubscribeNewsletter`. */
export type NewsletterPayload = {
  __typename?: 'NewsletterPayload';
  /** The e-mail, lower-cased. */
  email?: Maybe<Scalars['String']['output']>;
  /** True when the e-mail is now subscribed. */
  subscribed: Scalars['Boolean']['output'];
  /** Expected failures (empty on success). */
  userErrors: Array<UserError>;
};

/** Input of `subscribeRestockAlert` (spec 7 `products/offer/restock-alert`: email and offerId). */
export type SubscribeRestockAlertInput = {
  /** Upstream id of the out-of-stock offer (`Offer.offerId`). */
  offerId: Scalars['String']['input'];
  /** Where the alert is e-mailed (spec 5: required, the shared e-mail check). */
  email: Scalars['String']['input'];
};

/** Result of `subscribeRestockAlert`. */
export type SubscribeRestockAlertPayload = {
  __typename?: 'SubscribeRestockAlertPayload';
  /** True when the alert waits for the offer's stock (spec 8 `stockAlert.validMessage`). */
  subscribed: Scalars['Boolean']['output'];
  /** The e-mail, lower-cased; null when nothing was stored. */
  email?: Maybe<Scalars['String']['output']>;
  /** Expected failures (empty on success): RESTOCK_ALERT_EXISTS, OFFER_NOT_FOUND, OFFER_IN_STOCK, INVALID_INPUT, TOO_MANY_REQUESTS. */
  userErrors: Array<UserError>;
};

/** Input of `unsubscribeRestockAlerts`. */
export type UnsubscribeRestockAlertsInput = {
  /** The `token` of the e-mail's unsubscribe link. */
  token: Scalars['String']['input'];
};

/** Result of `unsubscribeRestockAlerts`. */
export type UnsubscribeRestockAlertsPayload = {
  __typename?: 'UnsubscribeRestockAlertsPayload';
  /** True when the address's alerts are removed. */
  unsubscribed: Scalars['Boolean']['output'];
  /** Alerts that were still waiting and will not be sent. */
  removed: Scalars['Int']['output'];
  /** Expected failures (empty on success): RESTOCK_UNSUBSCRIBE_LINK_NOT_FOUND, INVALID_INPUT, TOO_MANY_REQUESTS. */
  userErrors: Array<UserError>;
};

/** Where to look for relay points (spec 5: address, country, postcode, city and weight are required). */
export type RelayPointSearchInput = {
  /** Street of the searched place. */
  address: Scalars['String']['input'];
  /** Postcode. */
  postCode: Scalars['String']['input'];
  /** City. */
  city: Scalars['String']['input'];
  /** Country or territory code (France only: FR, GP, GY, MQ, RE, BL, MF…). */
  countryCode: Scalars['String']['input'];
  /** Weight of the shipment in grams (`Shipment.weightGrams`). */
  weightGrams: Scalars['Int']['input'];
};

/** The listings of spec 2.1 that are not categories. */
export type CollectionName =
  /** Products whose default offer has a discount running now (route `promotions`). */
  | 'PROMOTIONS'
  /** The sellers' best offers: products flagged bestseller (route `meilleures-offres`). */
  | 'BEST_OFFERS'
  /** Products made in the overseas territories (route `fabrique-dans-les-iles`). */
  | 'MADE_IN_THE_ISLANDS';

/** A link of the content: internal (a path below `/{catalog}/{locale}/`) or external (an absolute URL, opened in a new tab). */
export type ContentLink = {
  __typename?: 'ContentLink';
  /** Internal: the path below `/{catalog}/{locale}/` without leading slash (e.g. `cms/a-propos`, `categorie/maison`); external: an absolute `https:` URL. */
  url: Scalars['String']['output'];
  /** True for a link out of the shop (opens in a new tab). */
  external: Scalars['Boolean']['output'];
};

/** A picture of the marketing content (shipped with the content or generated), served by the shop itself. */
export type ContentImage = {
  __typename?: 'ContentImage';
  /** Absolute URL. */
  url: Scalars['String']['output'];
  /** Alternative text; empty when the picture is decorative. */
  alt: Scalars['String']['output'];
  /** Intrinsic width in pixels. */
  width: Scalars['Int']['output'];
  /** Intrinsic height in pixels. */
  height: Scalars['Int']['output'];
};

/** The home page's marketing content (spec 3 'Marketing content'). */
export type HomeContent = {
  __typename?: 'HomeContent';
  /** Slides of the home slider (autoplay 5000 ms, looping), in display order. */
  slides: Array<HomeSlide>;
  /** The universes: large entry points to parts of the catalogue. */
  universes: Array<HomeUniverse>;
  /** Featured blocks: a picture, a title, a rich text and a button. */
  featuredBlocks: Array<FeaturedBlock>;
  /** Category tiles: a category of the region with its picture. */
  categoryTiles: Array<CategoryTile>;
  /** Free text sections of the home page. */
  sectionBlocks: Array<SectionBlock>;
  /** The home page's title and description for search engines; null to keep the defaults. */
  seo?: Maybe<ContentSeo>;
};

/** A slide of the home slider (spec 2.4). */
export type HomeSlide = {
  __typename?: 'HomeSlide';
  /** Stable id of the slide within the content. */
  id: Scalars['ID']['output'];
  /** Optional heading. */
  title?: Maybe<Scalars['String']['output']>;
  /** Optional description, sanitised HTML. */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** Label of the button; null for no button (the whole slide then links when `link` is set). */
  buttonLabel?: Maybe<Scalars['String']['output']>;
  /** Where the slide leads; null for none. */
  link?: Maybe<ContentLink>;
  /** Picture for screens wider than 520 px. */
  desktopImage: ContentImage;
  /** Picture for screens of 520 px or less. */
  mobileImage: ContentImage;
};

/** A universe of the home page. */
export type HomeUniverse = {
  __typename?: 'HomeUniverse';
  /** Stable id of the universe within the content. */
  id: Scalars['ID']['output'];
  /** Heading of the universe. */
  title: Scalars['String']['output'];
  /** Short text, plain. */
  text?: Maybe<Scalars['String']['output']>;
  /** Its picture. */
  image: ContentImage;
  /** Where it leads. */
  link: ContentLink;
};

/** A featured block of the home page. */
export type FeaturedBlock = {
  __typename?: 'FeaturedBlock';
  /** Stable id of the block within the content. */
  id: Scalars['ID']['output'];
  /** Heading of the block. */
  title: Scalars['String']['output'];
  /** Sanitised HTML. */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** Label of its button; null for none. */
  buttonLabel?: Maybe<Scalars['String']['output']>;
  /** Where the button leads; null for none. */
  link?: Maybe<ContentLink>;
  /** Its picture; null for none. */
  image?: Maybe<ContentImage>;
};

/** A category tile of the home page. */
export type CategoryTile = {
  __typename?: 'CategoryTile';
  /** Stable id of the tile within the content. */
  id: Scalars['ID']['output'];
  /** The category, in the current region; null when the region has no such category (the tile is then left out by channels). */
  category?: Maybe<Category>;
  /** Title shown on the tile (the category's label when the content gives none). */
  title: Scalars['String']['output'];
  /** Picture of the tile. */
  image: ContentImage;
};

/** A free text section of the home page. */
export type SectionBlock = {
  __typename?: 'SectionBlock';
  /** Stable id of the section within the content. */
  id: Scalars['ID']['output'];
  /** Optional heading. */
  title?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML. */
  html: Scalars['String']['output'];
};

/** Title and description of a content page for search engines; a null field keeps the shop's default. */
export type ContentSeo = {
  __typename?: 'ContentSeo';
  /** Page title for search engines; null for the default. */
  title?: Maybe<Scalars['String']['output']>;
  /** Meta description; null for the default. */
  description?: Maybe<Scalars['String']['output']>;
};

/** An item of the top promotional banner (spec 3 'Top banner item'). */
export type TopBannerItem = {
  __typename?: 'TopBannerItem';
  /** Stable id of the item within the content. */
  id: Scalars['ID']['output'];
  /** The message. */
  title: Scalars['String']['output'];
  /** Label of the item's button; null for none. */
  buttonLabel?: Maybe<Scalars['String']['output']>;
  /** Where the button leads; null for none. */
  buttonLink?: Maybe<ContentLink>;
  /** True for an event (e.g. Black Friday), shown with emphasis. */
  isEvent: Scalars['Boolean']['output'];
  /** First moment the item shows (ISO 8601); null for always. */
  startDate?: Maybe<Scalars['String']['output']>;
  /** Last moment the item shows (ISO 8601); null for always. */
  endDate?: Maybe<Scalars['String']['output']>;
};

/** The footer's content (spec 2.3). */
export type Footer = {
  __typename?: 'Footer';
  /** Up to three menu columns (about, services, legal). */
  columns: Array<FooterMenu>;
  /** The annex menu under the copyright. */
  annex: Array<MenuLink>;
  /** The reassurance block's promises. */
  reassurance: Array<Reassurance>;
  /** The shop's social networks. */
  socialLinks: Array<SocialLink>;
  /** The shop's contact e-mail, shown in the contact block; null for none. */
  contactEmail?: Maybe<Scalars['String']['output']>;
};

/** A menu column of the footer. */
export type FooterMenu = {
  __typename?: 'FooterMenu';
  /** Stable key: `about`, `services` or `legal`. */
  key: Scalars['String']['output'];
  /** Heading of the column. */
  title: Scalars['String']['output'];
  /** Its links, in display order. */
  links: Array<MenuLink>;
};

/** How a menu link opens. */
export type LinkTarget =
  /** In the same tab. */
  | 'SELF'
  /** In a new tab. */
  | 'BLANK';

/** A footer item (spec 2.3: slug, url, type, target). */
export type MenuLink = {
  __typename?: 'MenuLink';
  /** Text of the link. */
  label: Scalars['String']['output'];
  /** Internal path below `/{catalog}/{locale}/` or external URL, with its kind. */
  link: ContentLink;
  /** How it opens (external links always in a new tab). */
  target: LinkTarget;
  /** The item leads to sellers' pages: channels hide it when `configuration.marketplace` is off. */
  marketplaceOnly: Scalars['Boolean']['output'];
};

/** A promise of the footer's reassurance block. */
export type Reassurance = {
  __typename?: 'Reassurance';
  /** Icon name: `truck`, `lock`, `headset` or `store`. */
  icon: Scalars['String']['output'];
  /** The promise, short. */
  title: Scalars['String']['output'];
  /** Its detail. */
  text: Scalars['String']['output'];
  /** Channels hide it when `configuration.marketplace` is off. */
  marketplaceOnly: Scalars['Boolean']['output'];
};

/** A social network of the shop. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Network key (`facebook`, `instagram`, `youtube`, `linkedin`, `tiktok`, `x`). */
  network: Scalars['String']['output'];
  /** Accessible name, e.g. `Facebook`. */
  label: Scalars['String']['output'];
  /** Absolute URL of the shop's page there. */
  url: Scalars['String']['output'];
};

/** A content page (spec 3 'CMS content'). */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** Its slug. */
  slug: Scalars['String']['output'];
  /** Heading of the page. */
  title: Scalars['String']['output'];
  /** The body, sanitised HTML (headings carry ids, so a URL hash can lead to them). */
  html: Scalars['String']['output'];
  /** An optional buying guide below the body, sanitised HTML. */
  purchaseGuideHtml?: Maybe<Scalars['String']['output']>;
  /** Title and description for search engines; null for the defaults. */
  seo?: Maybe<ContentSeo>;
  /** When the page last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** A question of the FAQ. */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  /** Stable id of the question within the content. */
  id: Scalars['ID']['output'];
  /** Group of the question (e.g. `Livraison`). */
  topic: Scalars['String']['output'];
  /** The question. */
  question: Scalars['String']['output'];
  /** Sanitised HTML. */
  answerHtml: Scalars['String']['output'];
};

/** A parcel pickup point (spec 3 'Relay point', from `locations/{module}`). */
export type PickupPoint = {
  __typename?: 'PickupPoint';
  /** Stable id of the point. */
  id: Scalars['ID']['output'];
  /** Name of the point (shop or locker). */
  name: Scalars['String']['output'];
  /** Street address. */
  street: Scalars['String']['output'];
  /** Postcode. */
  postCode: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Country or territory code (spec codes: GP, GY, MQ, RE, BL, MF). */
  countryCode: Scalars['String']['output'];
  /** Phone number; null for none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Latitude; null when unknown. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude; null when unknown. */
  longitude?: Maybe<Scalars['Float']['output']>;
};

/** What kind of shop a `LocalStore` is. */
export type LocalStoreKind =
  /** A merchant of the islands (spec 7 `locations/merchants`). */
  | 'MERCHANT'
  /** A hotel's gift shop (spec 7 `locations/location_hotel`). */
  | 'HOTEL';

/** A shop of the islands where some of the catalogue's products are sold on the spot: a merchant or a hotel's gift shop (spec 7 `locations/merchants`, `locations/location_hotel`). */
export type LocalStore = {
  __typename?: 'LocalStore';
  /** Stable id of the shop within its kind. */
  id: Scalars['ID']['output'];
  /** Merchant or hotel gift shop. */
  kind: LocalStoreKind;
  /** Name of the shop. */
  name: Scalars['String']['output'];
  /** Street address. */
  street: Scalars['String']['output'];
  /** Postcode. */
  postCode: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Country or territory code (spec codes: GP, GY, MQ, RE, BL, MF). */
  countryCode: Scalars['String']['output'];
  /** Phone number in international format; null for none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Latitude; null when unknown. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude; null when unknown. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The products the shop sells that the current region's catalogue has, in the shop's order (at most 100). */
  products: Array<Product>;
};

/** Reasons for writing to the shop. */
export type ContactSubject =
  /** A question about an order. */
  | 'ORDER'
  /** A question about a product. */
  | 'PRODUCT'
  /** Selling on the marketplace (the `devenir-vendeur` page). */
  | 'BECOME_SELLER'
  /** Anything else. */
  | 'OTHER';

/** Input of `sendContactMessage` (spec 5: the message holds 10 to 400 characters). */
export type SendContactMessageInput = {
  /** Sender's name, 2 to 100 characters. */
  name: Scalars['String']['input'];
  /** Sender's e-mail, where the acknowledgement and the answer go. */
  email: Scalars['String']['input'];
  /** What the message is about. */
  subject: ContactSubject;
  /** Reference of the order concerned, when any. */
  orderReference?: InputMaybe<Scalars['String']['input']>;
  /** 10 to 400 characters. */
  message: Scalars['String']['input'];
  /** Answer of the captcha (see `captchaChallenge`). */
  captcha: Scalars['String']['input'];
};

/** Result of `sendContactMessage`. */
export type SendContactMessagePayload = {
  __typename?: 'SendContactMessagePayload';
  /** True when the message is stored (its e-mails follow, retried while mail is down). */
  sent: Scalars['Boolean']['output'];
  /** Expected failures (empty on success): `INVALID_INPUT`, `CAPTCHA_FAILED`, `TOO_MANY_REQUESTS`. */
  userErrors: Array<UserError>;
};

/** The shopper's wish list: products kept for later, a guest's too (handed to the account at sign-in). */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** The list's products sold in the request's region, the latest added first (one call for the list, one for its products). */
  products: Array<Product>;
  /** How many products the list holds, in every region. */
  count: Scalars['Int']['output'];
};

/** Input of `addToWishlist` and `removeFromWishlist`. */
export type WishlistInput = {
  /** The product's reference (SKU), as in `Product.reference`. */
  reference: Scalars['String']['input'];
};

/** Result of `addToWishlist` and `removeFromWishlist`. */
export type WishlistPayload = {
  __typename?: 'WishlistPayload';
  /** The product added or removed, with its `inWishlist` as it is now; null when unknown. */
  product?: Maybe<Product>;
  /** The viewer, whose `wishlist` shows the list as it is now. */
  viewer: Viewer;
  /** Expected failures (empty on success): `PRODUCT_NOT_FOUND`, `WISHLIST_FULL`, `INVALID_INPUT`. */
  userErrors: Array<UserError>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( RootCategory )
    | ( CategoryRecord )
    | ( ProductModel )
    | ( OfferModel )
    | ( ShopModel )
    | ( OrderModel )
    | ( CartModel )
    | ( ShipmentModel )
    | ( CartLineModel )
    | ( CustomerRecord )
    | ( AddressModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ShopConfiguration: ResolverTypeWrapper<ShopConfig>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ShopTracking: ResolverTypeWrapper<ShopTracking>;
  ShopFeatures: ResolverTypeWrapper<ShopFeatures>;
  ShopHeader: ResolverTypeWrapper<ShopHeader>;
  NewsletterPlacement: NewsletterPlacement;
  RegionChange: RegionChange;
  CustomerServicePhone: ResolverTypeWrapper<CustomerServicePhone>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Region: ResolverTypeWrapper<RootCategory>;
  RegionAlternate: ResolverTypeWrapper<RegionAlternate>;
  TaxRegime: TaxRegime;
  Category: ResolverTypeWrapper<CategoryRecord>;
  ProductGrid: ResolverTypeWrapper<ProductGridModel>;
  GridRowConnection: ResolverTypeWrapper<Omit<GridRowConnection, 'edges'> & { edges: Array<ResolversTypes['GridRowEdge']> }>;
  GridRowEdge: ResolverTypeWrapper<Omit<GridRowEdge, 'node'> & { node: ResolversTypes['GridRow'] }>;
  GridColumn: ResolverTypeWrapper<GridColumn>;
  GridRow: ResolverTypeWrapper<GridRowModel>;
  Product: ResolverTypeWrapper<ProductModel>;
  Image: ResolverTypeWrapper<Image>;
  ProductAttribute: ResolverTypeWrapper<ProductAttribute>;
  AttributeValueByName: ResolverTypeWrapper<AttributeValueByName>;
  FocusBlock: ResolverTypeWrapper<FocusBlock>;
  AttributeType: AttributeType;
  ConfigurableAttribute: ResolverTypeWrapper<ConfigurableAttribute>;
  SelectedAttribute: ResolverTypeWrapper<SelectedAttribute>;
  Notice: ResolverTypeWrapper<Notice>;
  Seo: ResolverTypeWrapper<Seo>;
  StockState: StockState;
  PriceMode: PriceMode;
  Money: ResolverTypeWrapper<Money>;
  Price: ResolverTypeWrapper<PriceModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ProductPrice: ResolverTypeWrapper<ProductPriceModel>;
  LogisticClass: ResolverTypeWrapper<LogisticClass>;
  Offer: ResolverTypeWrapper<OfferModel>;
  KeyValue: ResolverTypeWrapper<KeyValue>;
  Shop: ResolverTypeWrapper<ShopModel>;
  ProductSort: ProductSort;
  FilterInput: FilterInput;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'edges'> & { edges: Array<ResolversTypes['ProductEdge']> }>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Facet: ResolverTypeWrapper<Facet>;
  FacetType: FacetType;
  FacetValueType: FacetValueType;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  Autocomplete: ResolverTypeWrapper<Omit<Autocomplete, 'suggestions'> & { suggestions: Array<ResolversTypes['SearchSuggestion']> }>;
  SearchSuggestion: ResolverTypeWrapper<Suggestion>;
  SuggestionType: SuggestionType;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  OrderSort: OrderSort;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAfterSales: ResolverTypeWrapper<AfterSalesModel>;
  CancellableShipment: ResolverTypeWrapper<CancellableShipmentModel>;
  AfterSalesLine: ResolverTypeWrapper<AfterSalesLineModel>;
  WithdrawalExclusion: WithdrawalExclusion;
  AfterSalesItemInput: AfterSalesItemInput;
  ReturnKind: ReturnKind;
  ReturnReason: ReturnReason;
  ReturnStatus: ReturnStatus;
  ItemCondition: ItemCondition;
  OrderReturn: ResolverTypeWrapper<OrderReturnModel>;
  ReturnItem: ResolverTypeWrapper<ReturnItemModel>;
  ReturnInstructions: ResolverTypeWrapper<ReturnInstructionsModel>;
  ReturnInstructionItem: ResolverTypeWrapper<ReturnInstructionItem>;
  RefundPreview: ResolverTypeWrapper<RefundPreviewModel>;
  SellerRefund: ResolverTypeWrapper<SellerRefundModel>;
  RefundItem: ResolverTypeWrapper<RefundItemModel>;
  Refund: ResolverTypeWrapper<RefundModel>;
  RefundStatus: RefundStatus;
  CreditNote: ResolverTypeWrapper<CreditNoteModel>;
  OrderEvent: ResolverTypeWrapper<OrderEventModel>;
  ParcelTracking: ResolverTypeWrapper<ParcelTracking>;
  Parcel: ResolverTypeWrapper<ParcelModel>;
  ParcelStatus: ParcelStatus;
  ParcelItem: ResolverTypeWrapper<ParcelItem>;
  TrackingEvent: ResolverTypeWrapper<TrackingEventModel>;
  TrackingEventType: TrackingEventType;
  OrderItem: ResolverTypeWrapper<OrderItemModel>;
  OrderPayment: ResolverTypeWrapper<OrderPaymentModel>;
  OrderStatus: OrderStatus;
  PaymentOutcome: PaymentOutcome;
  Cart: ResolverTypeWrapper<CartModel>;
  PostalAddress: ResolverTypeWrapper<PostalAddressRecord>;
  Shipment: ResolverTypeWrapper<ShipmentModel>;
  ShipmentItem: ResolverTypeWrapper<ShipmentItem>;
  ShipmentMethod: ResolverTypeWrapper<ShipmentMethodModel>;
  DeliveryEstimate: ResolverTypeWrapper<DeliveryEstimateModel>;
  PriceDetail: ResolverTypeWrapper<PriceDetailModel>;
  Carrier: Carrier;
  DeliveryTimeUnit: DeliveryTimeUnit;
  RelayPoint: ResolverTypeWrapper<RelayPointRecord>;
  OpeningDay: ResolverTypeWrapper<OpeningDay>;
  OpeningHours: ResolverTypeWrapper<OpeningHours>;
  RelayPointSearch: ResolverTypeWrapper<Omit<RelayPointSearch, 'relayPoints'> & { relayPoints: Array<ResolversTypes['RelayPoint']> }>;
  CartValidation: ResolverTypeWrapper<CartValidationModel>;
  CartLine: ResolverTypeWrapper<CartLineModel>;
  Coupon: ResolverTypeWrapper<CouponRecord>;
  CouponDiscountType: CouponDiscountType;
  CartTax: ResolverTypeWrapper<CartTaxRecord>;
  CartTaxKind: CartTaxKind;
  FrancoProgress: ResolverTypeWrapper<FrancoProgressRecord>;
  CartLineMethod: CartLineMethod;
  RemovedCartLine: ResolverTypeWrapper<RemovedCartLine>;
  Customer: ResolverTypeWrapper<CustomerRecord>;
  Gender: Gender;
  CustomerGroup: ResolverTypeWrapper<CustomerGroup>;
  Address: ResolverTypeWrapper<AddressModel>;
  CaptchaChallenge: ResolverTypeWrapper<CaptchaChallenge>;
  CaptchaProvider: CaptchaProvider;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SetCartShippingAddressInput: SetCartShippingAddressInput;
  SetCartBillingAddressInput: SetCartBillingAddressInput;
  SetCartShipmentMethodsInput: SetCartShipmentMethodsInput;
  ShipmentMethodChoice: ShipmentMethodChoice;
  ValidateCartInput: ValidateCartInput;
  ValidateCartPayload: ResolverTypeWrapper<Omit<ValidateCartPayload, 'cart' | 'viewer'> & { cart?: Maybe<ResolversTypes['Cart']>, viewer: ResolversTypes['Viewer'] }>;
  ShortCartItem: ResolverTypeWrapper<ShortCartItem>;
  PrepareCardPaymentInput: PrepareCardPaymentInput;
  PrepareCardPaymentPayload: ResolverTypeWrapper<Omit<PrepareCardPaymentPayload, 'placedOrder' | 'viewer'> & { placedOrder?: Maybe<ResolversTypes['Order']>, viewer: ResolversTypes['Viewer'] }>;
  CardPaymentForm: ResolverTypeWrapper<CardPaymentForm>;
  ConfirmCardPaymentInput: ConfirmCardPaymentInput;
  ConfirmCardPaymentPayload: ResolverTypeWrapper<Omit<ConfirmCardPaymentPayload, 'order' | 'viewer'> & { order?: Maybe<ResolversTypes['Order']>, viewer: ResolversTypes['Viewer'] }>;
  CancelOrderInput: CancelOrderInput;
  CancelOrderPayload: ResolverTypeWrapper<Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  WithdrawFromOrderInput: WithdrawFromOrderInput;
  RequestReturnInput: RequestReturnInput;
  AfterSalesRequestPayload: ResolverTypeWrapper<Omit<AfterSalesRequestPayload, 'return' | 'order'> & { return?: Maybe<ResolversTypes['OrderReturn']>, order?: Maybe<ResolversTypes['Order']> }>;
  RenameOrderInput: RenameOrderInput;
  RenameOrderPayload: ResolverTypeWrapper<Omit<RenameOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  SetCartLineQuantityInput: SetCartLineQuantityInput;
  SetCartLineQuantityPayload: ResolverTypeWrapper<Omit<SetCartLineQuantityPayload, 'cart' | 'line' | 'viewer'> & { cart?: Maybe<ResolversTypes['Cart']>, line?: Maybe<ResolversTypes['CartLine']>, viewer: ResolversTypes['Viewer'] }>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart' | 'viewer'> & { cart?: Maybe<ResolversTypes['Cart']>, viewer: ResolversTypes['Viewer'] }>;
  CouponInput: CouponInput;
  SetLogisticClassSplittingInput: SetLogisticClassSplittingInput;
  ChangeCartRegionInput: ChangeCartRegionInput;
  ChangeCartRegionPayload: ResolverTypeWrapper<Omit<ChangeCartRegionPayload, 'cart' | 'viewer'> & { cart?: Maybe<ResolversTypes['Cart']>, viewer: ResolversTypes['Viewer'] }>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  VerifyOneTimePasswordInput: VerifyOneTimePasswordInput;
  VerifyOneTimePasswordPayload: ResolverTypeWrapper<Omit<VerifyOneTimePasswordPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignOutPayload: ResolverTypeWrapper<Omit<SignOutPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  AddressInput: AddressInput;
  CreateAddressInput: CreateAddressInput;
  UpdateAddressInput: UpdateAddressInput;
  AddressPayload: ResolverTypeWrapper<Omit<AddressPayload, 'address' | 'customer'> & { address?: Maybe<ResolversTypes['Address']>, customer?: Maybe<ResolversTypes['Customer']> }>;
  DeleteAddressInput: DeleteAddressInput;
  DeleteAddressPayload: ResolverTypeWrapper<Omit<DeleteAddressPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  NewsletterInput: NewsletterInput;
  NewsletterPayload: ResolverTypeWrapper<NewsletterPayload>;
  SubscribeRestockAlertInput: SubscribeRestockAlertInput;
  SubscribeRestockAlertPayload: ResolverTypeWrapper<SubscribeRestockAlertPayload>;
  UnsubscribeRestockAlertsInput: UnsubscribeRestockAlertsInput;
  UnsubscribeRestockAlertsPayload: ResolverTypeWrapper<UnsubscribeRestockAlertsPayload>;
  RelayPointSearchInput: RelayPointSearchInput;
  CollectionName: CollectionName;
  ContentLink: ResolverTypeWrapper<ContentLink>;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  HomeContent: ResolverTypeWrapper<Omit<HomeContent, 'categoryTiles'> & { categoryTiles: Array<ResolversTypes['CategoryTile']> }>;
  HomeSlide: ResolverTypeWrapper<HomeSlide>;
  HomeUniverse: ResolverTypeWrapper<HomeUniverse>;
  FeaturedBlock: ResolverTypeWrapper<FeaturedBlock>;
  CategoryTile: ResolverTypeWrapper<CategoryTileModel>;
  SectionBlock: ResolverTypeWrapper<SectionBlock>;
  ContentSeo: ResolverTypeWrapper<ContentSeo>;
  TopBannerItem: ResolverTypeWrapper<TopBannerItem>;
  Footer: ResolverTypeWrapper<Footer>;
  FooterMenu: ResolverTypeWrapper<FooterMenu>;
  LinkTarget: LinkTarget;
  MenuLink: ResolverTypeWrapper<MenuLink>;
  Reassurance: ResolverTypeWrapper<Reassurance>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  PickupPoint: ResolverTypeWrapper<PickupPoint>;
  LocalStoreKind: LocalStoreKind;
  LocalStore: ResolverTypeWrapper<LocalStoreModel>;
  ContactSubject: ContactSubject;
  SendContactMessageInput: SendContactMessageInput;
  SendContactMessagePayload: ResolverTypeWrapper<SendContactMessagePayload>;
  Wishlist: ResolverTypeWrapper<Omit<Wishlist, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  WishlistInput: WishlistInput;
  WishlistPayload: ResolverTypeWrapper<Omit<WishlistPayload, 'product' | 'viewer'> & { product?: Maybe<ResolversTypes['Product']>, viewer: ResolversTypes['Viewer'] }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Query: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  ShopConfiguration: ShopConfig;
  Boolean: Scalars['Boolean']['output'];
  ShopTracking: ShopTracking;
  ShopFeatures: ShopFeatures;
  ShopHeader: ShopHeader;
  CustomerServicePhone: CustomerServicePhone;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Region: RootCategory;
  RegionAlternate: RegionAlternate;
  Category: CategoryRecord;
  ProductGrid: ProductGridModel;
  GridRowConnection: Omit<GridRowConnection, 'edges'> & { edges: Array<ResolversParentTypes['GridRowEdge']> };
  GridRowEdge: Omit<GridRowEdge, 'node'> & { node: ResolversParentTypes['GridRow'] };
  GridColumn: GridColumn;
  GridRow: GridRowModel;
  Product: ProductModel;
  Image: Image;
  ProductAttribute: ProductAttribute;
  AttributeValueByName: AttributeValueByName;
  FocusBlock: FocusBlock;
  ConfigurableAttribute: ConfigurableAttribute;
  SelectedAttribute: SelectedAttribute;
  Notice: Notice;
  Seo: Seo;
  Money: Money;
  Price: PriceModel;
  Float: Scalars['Float']['output'];
  ProductPrice: ProductPriceModel;
  LogisticClass: LogisticClass;
  Offer: OfferModel;
  KeyValue: KeyValue;
  Shop: ShopModel;
  FilterInput: FilterInput;
  ProductConnection: Omit<ProductConnection, 'edges'> & { edges: Array<ResolversParentTypes['ProductEdge']> };
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  PageInfo: PageInfo;
  Facet: Facet;
  FacetValue: FacetValue;
  Autocomplete: Omit<Autocomplete, 'suggestions'> & { suggestions: Array<ResolversParentTypes['SearchSuggestion']> };
  SearchSuggestion: Suggestion;
  Viewer: ViewerModel;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  Order: OrderModel;
  OrderAfterSales: AfterSalesModel;
  CancellableShipment: CancellableShipmentModel;
  AfterSalesLine: AfterSalesLineModel;
  AfterSalesItemInput: AfterSalesItemInput;
  OrderReturn: OrderReturnModel;
  ReturnItem: ReturnItemModel;
  ReturnInstructions: ReturnInstructionsModel;
  ReturnInstructionItem: ReturnInstructionItem;
  RefundPreview: RefundPreviewModel;
  SellerRefund: SellerRefundModel;
  RefundItem: RefundItemModel;
  Refund: RefundModel;
  CreditNote: CreditNoteModel;
  OrderEvent: OrderEventModel;
  ParcelTracking: ParcelTracking;
  Parcel: ParcelModel;
  ParcelItem: ParcelItem;
  TrackingEvent: TrackingEventModel;
  OrderItem: OrderItemModel;
  OrderPayment: OrderPaymentModel;
  Cart: CartModel;
  PostalAddress: PostalAddressRecord;
  Shipment: ShipmentModel;
  ShipmentItem: ShipmentItem;
  ShipmentMethod: ShipmentMethodModel;
  DeliveryEstimate: DeliveryEstimateModel;
  PriceDetail: PriceDetailModel;
  RelayPoint: RelayPointRecord;
  OpeningDay: OpeningDay;
  OpeningHours: OpeningHours;
  RelayPointSearch: Omit<RelayPointSearch, 'relayPoints'> & { relayPoints: Array<ResolversParentTypes['RelayPoint']> };
  CartValidation: CartValidationModel;
  CartLine: CartLineModel;
  Coupon: CouponRecord;
  CartTax: CartTaxRecord;
  FrancoProgress: FrancoProgressRecord;
  RemovedCartLine: RemovedCartLine;
  Customer: CustomerRecord;
  CustomerGroup: CustomerGroup;
  Address: AddressModel;
  CaptchaChallenge: CaptchaChallenge;
  UserError: UserError;
  Mutation: Record<PropertyKey, never>;
  SetCartShippingAddressInput: SetCartShippingAddressInput;
  SetCartBillingAddressInput: SetCartBillingAddressInput;
  SetCartShipmentMethodsInput: SetCartShipmentMethodsInput;
  ShipmentMethodChoice: ShipmentMethodChoice;
  ValidateCartInput: ValidateCartInput;
  ValidateCartPayload: Omit<ValidateCartPayload, 'cart' | 'viewer'> & { cart?: Maybe<ResolversParentTypes['Cart']>, viewer: ResolversParentTypes['Viewer'] };
  ShortCartItem: ShortCartItem;
  PrepareCardPaymentInput: PrepareCardPaymentInput;
  PrepareCardPaymentPayload: Omit<PrepareCardPaymentPayload, 'placedOrder' | 'viewer'> & { placedOrder?: Maybe<ResolversParentTypes['Order']>, viewer: ResolversParentTypes['Viewer'] };
  CardPaymentForm: CardPaymentForm;
  ConfirmCardPaymentInput: ConfirmCardPaymentInput;
  ConfirmCardPaymentPayload: Omit<ConfirmCardPaymentPayload, 'order' | 'viewer'> & { order?: Maybe<ResolversParentTypes['Order']>, viewer: ResolversParentTypes['Viewer'] };
  CancelOrderInput: CancelOrderInput;
  CancelOrderPayload: Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  WithdrawFromOrderInput: WithdrawFromOrderInput;
  RequestReturnInput: RequestReturnInput;
  AfterSalesRequestPayload: Omit<AfterSalesRequestPayload, 'return' | 'order'> & { return?: Maybe<ResolversParentTypes['OrderReturn']>, order?: Maybe<ResolversParentTypes['Order']> };
  RenameOrderInput: RenameOrderInput;
  RenameOrderPayload: Omit<RenameOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  SetCartLineQuantityInput: SetCartLineQuantityInput;
  SetCartLineQuantityPayload: Omit<SetCartLineQuantityPayload, 'cart' | 'line' | 'viewer'> & { cart?: Maybe<ResolversParentTypes['Cart']>, line?: Maybe<ResolversParentTypes['CartLine']>, viewer: ResolversParentTypes['Viewer'] };
  CartPayload: Omit<CartPayload, 'cart' | 'viewer'> & { cart?: Maybe<ResolversParentTypes['Cart']>, viewer: ResolversParentTypes['Viewer'] };
  CouponInput: CouponInput;
  SetLogisticClassSplittingInput: SetLogisticClassSplittingInput;
  ChangeCartRegionInput: ChangeCartRegionInput;
  ChangeCartRegionPayload: Omit<ChangeCartRegionPayload, 'cart' | 'viewer'> & { cart?: Maybe<ResolversParentTypes['Cart']>, viewer: ResolversParentTypes['Viewer'] };
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  VerifyOneTimePasswordInput: VerifyOneTimePasswordInput;
  VerifyOneTimePasswordPayload: Omit<VerifyOneTimePasswordPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignOutPayload: Omit<SignOutPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  AddressInput: AddressInput;
  CreateAddressInput: CreateAddressInput;
  UpdateAddressInput: UpdateAddressInput;
  AddressPayload: Omit<AddressPayload, 'address' | 'customer'> & { address?: Maybe<ResolversParentTypes['Address']>, customer?: Maybe<ResolversParentTypes['Customer']> };
  DeleteAddressInput: DeleteAddressInput;
  DeleteAddressPayload: Omit<DeleteAddressPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  NewsletterInput: NewsletterInput;
  NewsletterPayload: NewsletterPayload;
  SubscribeRestockAlertInput: SubscribeRestockAlertInput;
  SubscribeRestockAlertPayload: SubscribeRestockAlertPayload;
  UnsubscribeRestockAlertsInput: UnsubscribeRestockAlertsInput;
  UnsubscribeRestockAlertsPayload: UnsubscribeRestockAlertsPayload;
  RelayPointSearchInput: RelayPointSearchInput;
  ContentLink: ContentLink;
  ContentImage: ContentImage;
  HomeContent: Omit<HomeContent, 'categoryTiles'> & { categoryTiles: Array<ResolversParentTypes['CategoryTile']> };
  HomeSlide: HomeSlide;
  HomeUniverse: HomeUniverse;
  FeaturedBlock: FeaturedBlock;
  CategoryTile: CategoryTileModel;
  SectionBlock: SectionBlock;
  ContentSeo: ContentSeo;
  TopBannerItem: TopBannerItem;
  Footer: Footer;
  FooterMenu: FooterMenu;
  MenuLink: MenuLink;
  Reassurance: Reassurance;
  SocialLink: SocialLink;
  ContentPage: ContentPage;
  FaqEntry: FaqEntry;
  PickupPoint: PickupPoint;
  LocalStore: LocalStoreModel;
  SendContactMessageInput: SendContactMessageInput;
  SendContactMessagePayload: SendContactMessagePayload;
  Wishlist: Omit<Wishlist, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  WishlistInput: WishlistInput;
  WishlistPayload: Omit<WishlistPayload, 'product' | 'viewer'> & { product?: Maybe<ResolversParentTypes['Product']>, viewer: ResolversParentTypes['Viewer'] };
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  regions?: Resolver<Maybe<Array<ResolversTypes['Region']>>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'path'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  productsByReferences?: Resolver<Maybe<Array<Maybe<ResolversTypes['Product']>>>, ParentType, ContextType, RequireFields<QueryProductsByReferencesArgs, 'references'>>;
  products?: Resolver<Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'categoryPath' | 'first' | 'sort'>>;
  search?: Resolver<Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'term' | 'first' | 'sort'>>;
  autocomplete?: Resolver<Maybe<ResolversTypes['Autocomplete']>, ParentType, ContextType, RequireFields<QueryAutocompleteArgs, 'term' | 'size'>>;
  bestsellers?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryBestsellersArgs, 'first'>>;
  promotions?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'first'>>;
  shop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType, RequireFields<QueryShopArgs, 'id'>>;
  shops?: Resolver<Maybe<Array<ResolversTypes['Shop']>>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['ProductConnection']>, ParentType, ContextType, RequireFields<QueryCollectionArgs, 'name' | 'first' | 'sort'>>;
  homeContent?: Resolver<Maybe<ResolversTypes['HomeContent']>, ParentType, ContextType>;
  topBanner?: Resolver<Maybe<Array<ResolversTypes['TopBannerItem']>>, ParentType, ContextType>;
  footer?: Resolver<Maybe<ResolversTypes['Footer']>, ParentType, ContextType>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'slug'>>;
  faq?: Resolver<Maybe<Array<ResolversTypes['FaqEntry']>>, ParentType, ContextType>;
  termsOfUse?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  legalMentions?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  pickupPoints?: Resolver<Maybe<Array<ResolversTypes['PickupPoint']>>, ParentType, ContextType>;
  merchants?: Resolver<Maybe<Array<ResolversTypes['LocalStore']>>, ParentType, ContextType>;
  merchant?: Resolver<Maybe<ResolversTypes['LocalStore']>, ParentType, ContextType, RequireFields<QueryMerchantArgs, 'id'>>;
  hotelShops?: Resolver<Maybe<Array<ResolversTypes['LocalStore']>>, ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['ShopConfiguration'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  relayPoints?: Resolver<Maybe<ResolversTypes['RelayPointSearch']>, ParentType, ContextType, RequireFields<QueryRelayPointsArgs, 'input'>>;
  captchaChallenge?: Resolver<ResolversTypes['CaptchaChallenge'], ParentType, ContextType>;
};

export type ShopConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopConfiguration'] = ResolversParentTypes['ShopConfiguration']> = {
  marketplace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  b2b?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceMode?: Resolver<ResolversTypes['PriceMode'], ParentType, ContextType>;
  multilingual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['ShopFeatures'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['ShopHeader'], ParentType, ContextType>;
  newsletterPlacement?: Resolver<ResolversTypes['NewsletterPlacement'], ParentType, ContextType>;
  customerServicePhone?: Resolver<Maybe<ResolversTypes['CustomerServicePhone']>, ParentType, ContextType>;
  regionChange?: Resolver<ResolversTypes['RegionChange'], ParentType, ContextType>;
  tracking?: Resolver<ResolversTypes['ShopTracking'], ParentType, ContextType>;
};

export type ShopTrackingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopTracking'] = ResolversParentTypes['ShopTracking']> = {
  gtagId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brevoClientKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShopFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopFeatures'] = ResolversParentTypes['ShopFeatures']> = {
  wishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quickOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stockAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotionalBar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addToCartDialog?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantityDisplay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cartReminder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  welcomeModal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coupons?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stockNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  francoMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShopHeaderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopHeader'] = ResolversParentTypes['ShopHeader']> = {
  search?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  regionSelector?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  becomeSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  help?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  account?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerServicePhoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerServicePhone'] = ResolversParentTypes['CustomerServicePhone']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  e164?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Region' | 'Category' | 'Product' | 'Offer' | 'Shop' | 'Order' | 'Cart' | 'Shipment' | 'CartLine' | 'Customer' | 'Address', ParentType, ContextType>;
};

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxRegime?: Resolver<ResolversTypes['TaxRegime'], ParentType, ContextType>;
  alternates?: Resolver<Array<ResolversTypes['RegionAlternate']>, ParentType, ContextType>;
  xDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegionAlternateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegionAlternate'] = ResolversParentTypes['RegionAlternate']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  optionalAttributes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requiredAttributes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  additionalAttributes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<CategoryProductsArgs, 'first' | 'sort'>>;
  grid?: Resolver<Maybe<ResolversTypes['ProductGrid']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductGridResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductGrid'] = ResolversParentTypes['ProductGrid']> = {
  columns?: Resolver<Array<ResolversTypes['GridColumn']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['Facet']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['GridRowConnection'], ParentType, ContextType, RequireFields<ProductGridRowsArgs, 'first'>>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GridRowConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GridRowConnection'] = ResolversParentTypes['GridRowConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GridRowEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GridRowEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GridRowEdge'] = ResolversParentTypes['GridRowEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GridRow'], ParentType, ContextType>;
};

export type GridColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GridColumn'] = ResolversParentTypes['GridColumn']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AttributeType'], ParentType, ContextType>;
  filterable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GridRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GridRow'] = ResolversParentTypes['GridRow']> = {
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isConfigurable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  offerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<ResolversTypes['StockState'], ParentType, ContextType>;
  packSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimalOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximalOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionLong?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  pictureCover?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  categoryPaths?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  customAttributeValuesByName?: Resolver<Array<ResolversTypes['AttributeValueByName']>, ParentType, ContextType, Partial<ProductCustomAttributeValuesByNameArgs>>;
  focusBlocks?: Resolver<Array<ResolversTypes['FocusBlock']>, ParentType, ContextType>;
  isConfigurable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configurableAttributes?: Resolver<Array<ResolversTypes['ConfigurableAttribute']>, ParentType, ContextType>;
  selectedAttributes?: Resolver<Array<ResolversTypes['SelectedAttribute']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  defaultVariant?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  defaultChildSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  defaultOffer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  localStores?: Resolver<Maybe<Array<ResolversTypes['LocalStore']>>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  percentPromo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBestseller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<ResolversTypes['StockState'], ParentType, ContextType>;
  packSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimalOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximalOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcMedium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcThumb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AttributeType'], ParentType, ContextType>;
  isPictureIcon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AttributeValueByNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeValueByName'] = ResolversParentTypes['AttributeValueByName']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FocusBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FocusBlock'] = ResolversParentTypes['FocusBlock']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableAttribute'] = ResolversParentTypes['ConfigurableAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SelectedAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SelectedAttribute'] = ResolversParentTypes['SelectedAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  taxFree?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxIncluded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  displayed?: Resolver<ResolversTypes['Money'], ParentType, ContextType, Partial<PriceDisplayedArgs>>;
};

export type ProductPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  current?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  regular?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  isDiscounted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentPromo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priorPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
};

export type LogisticClassResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogisticClass'] = ResolversParentTypes['LogisticClass']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<ResolversTypes['StockState'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  discountPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  discountStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDiscountActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  priorPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  pickingDelay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedDelivery?: Resolver<ResolversTypes['DeliveryEstimate'], ParentType, ContextType>;
  logisticClass?: Resolver<ResolversTypes['LogisticClass'], ParentType, ContextType>;
  packSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimalOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximalOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  additionalAttributes?: Resolver<Array<ResolversTypes['KeyValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KeyValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyValue'] = ResolversParentTypes['KeyValue']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shopId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalSalesTermsAndConditions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<ShopProductsArgs, 'first' | 'sort'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['Facet']>, ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Facet'] = ResolversParentTypes['Facet']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FacetType'], ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['FacetValueType'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AutocompleteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Autocomplete'] = ResolversParentTypes['Autocomplete']> = {
  searchTerm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  type?: Resolver<ResolversTypes['SuggestionType'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  taxIncludedPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  isAuthenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<ViewerOrderArgs, 'reference'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<ViewerOrdersArgs, 'first' | 'sort'>>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  invoicePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType>;
  productsPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  shippingPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['CartTax']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['OrderPayment'], ParentType, ContextType>;
  statusDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  afterSales?: Resolver<Maybe<ResolversTypes['OrderAfterSales']>, ParentType, ContextType>;
  returns?: Resolver<Maybe<Array<ResolversTypes['OrderReturn']>>, ParentType, ContextType>;
  refunds?: Resolver<Maybe<Array<ResolversTypes['Refund']>>, ParentType, ContextType>;
  creditNotes?: Resolver<Maybe<Array<ResolversTypes['CreditNote']>>, ParentType, ContextType>;
  refundPreview?: Resolver<Maybe<ResolversTypes['RefundPreview']>, ParentType, ContextType, RequireFields<OrderRefundPreviewArgs, 'kind' | 'items'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderAfterSalesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAfterSales'] = ResolversParentTypes['OrderAfterSales']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellationRefund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cancellableShipments?: Resolver<Array<ResolversTypes['CancellableShipment']>, ParentType, ContextType>;
  withdrawalOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawalDeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AfterSalesLine']>, ParentType, ContextType>;
};

export type CancellableShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellableShipment'] = ResolversParentTypes['CancellableShipment']> = {
  shipmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AfterSalesLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AfterSalesLine'] = ResolversParentTypes['AfterSalesLine']> = {
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawalExclusion?: Resolver<Maybe<ResolversTypes['WithdrawalExclusion']>, ParentType, ContextType>;
  withdrawalExclusionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReturnKind'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
  reasonLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  refundPreview?: Resolver<ResolversTypes['RefundPreview'], ParentType, ContextType>;
  instructions?: Resolver<Array<ResolversTypes['ReturnInstructions']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
};

export type ReturnItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = {
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['ItemCondition']>, ParentType, ContextType>;
  conditionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReturnInstructionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnInstructions'] = ResolversParentTypes['ReturnInstructions']> = {
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnInstructionItem']>, ParentType, ContextType>;
};

export type ReturnInstructionItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnInstructionItem'] = ResolversParentTypes['ReturnInstructionItem']> = {
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefundPreview'] = ResolversParentTypes['RefundPreview']> = {
  sellers?: Resolver<Array<ResolversTypes['SellerRefund']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SellerRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellerRefund'] = ResolversParentTypes['SellerRefund']> = {
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RefundItem']>, ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RefundItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefundItem'] = ResolversParentTypes['RefundItem']> = {
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['CreditNote']>, ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = {
  instant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  stageLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking?: Resolver<Array<ResolversTypes['ParcelTracking']>, ParentType, ContextType>;
};

export type ParcelTrackingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParcelTracking'] = ResolversParentTypes['ParcelTracking']> = {
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ParcelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Parcel'] = ResolversParentTypes['Parcel']> = {
  parcelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierParcelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ParcelStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ParcelItem']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TrackingEvent']>, ParentType, ContextType>;
};

export type ParcelItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ParcelItem'] = ResolversParentTypes['ParcelItem']> = {
  productReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrackingEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackingEvent'] = ResolversParentTypes['TrackingEvent']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TrackingEventType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  productReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedPan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType>;
  productsPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['CartTax']>, ParentType, ContextType>;
  franco?: Resolver<Maybe<ResolversTypes['FrancoProgress']>, ParentType, ContextType>;
  logisticClassSplitting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  shippingPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  orderTotalPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  validation?: Resolver<Maybe<ResolversTypes['CartValidation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostalAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isRelayPoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType>;
  shopId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalSalesTermsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logisticClass?: Resolver<Maybe<ResolversTypes['LogisticClass']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShipmentItem']>, ParentType, ContextType>;
  weightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availableMethods?: Resolver<Array<ResolversTypes['ShipmentMethod']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['ShipmentMethod']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  relayPoint?: Resolver<Maybe<ResolversTypes['RelayPoint']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  parcels?: Resolver<Array<ResolversTypes['Parcel']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem']> = {
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentMethod'] = ResolversParentTypes['ShipmentMethod']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierLogo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryTimeUnit?: Resolver<ResolversTypes['DeliveryTimeUnit'], ParentType, ContextType>;
  estimatedDelivery?: Resolver<ResolversTypes['DeliveryEstimate'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  priceDetails?: Resolver<Array<ResolversTypes['PriceDetail']>, ParentType, ContextType>;
  isRelay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAir?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeliveryEstimateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryEstimate'] = ResolversParentTypes['DeliveryEstimate']> = {
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceDetail'] = ResolversParentTypes['PriceDetail']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RelayPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelayPoint'] = ResolversParentTypes['RelayPoint']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openingTimes?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OpeningDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['OpeningHours']>, ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OpeningHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = {
  open?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  close?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelayPointSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelayPointSearch'] = ResolversParentTypes['RelayPointSearch']> = {
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relayPoints?: Resolver<Array<ResolversTypes['RelayPoint']>, ParentType, ContextType>;
};

export type CartValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartValidation'] = ResolversParentTypes['CartValidation']> = {
  amount?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['Offer'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  isGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['CouponDiscountType'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumCart?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  isApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartTaxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartTax'] = ResolversParentTypes['CartTax']> = {
  kind?: Resolver<ResolversTypes['CartTaxKind'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type FrancoProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FrancoProgress'] = ResolversParentTypes['FrancoProgress']> = {
  goal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RemovedCartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovedCartLine'] = ResolversParentTypes['RemovedCartLine']> = {
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerGroup?: Resolver<ResolversTypes['CustomerGroup'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  defaultShippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  defaultBillingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  newsletterSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  twoFactorAuthenticationEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cartLineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerGroup'] = ResolversParentTypes['CustomerGroup']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isDefaultShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefaultBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRelayPoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CaptchaChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CaptchaChallenge'] = ResolversParentTypes['CaptchaChallenge']> = {
  provider?: Resolver<ResolversTypes['CaptchaProvider'], ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  verifyOneTimePassword?: Resolver<ResolversTypes['VerifyOneTimePasswordPayload'], ParentType, ContextType, RequireFields<MutationVerifyOneTimePasswordArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['DeleteAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['SendContactMessagePayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['NewsletterPayload'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'input'>>;
  subscribeRestockAlert?: Resolver<ResolversTypes['SubscribeRestockAlertPayload'], ParentType, ContextType, RequireFields<MutationSubscribeRestockAlertArgs, 'input'>>;
  unsubscribeRestockAlerts?: Resolver<ResolversTypes['UnsubscribeRestockAlertsPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeRestockAlertsArgs, 'input'>>;
  setCartLineQuantity?: Resolver<ResolversTypes['SetCartLineQuantityPayload'], ParentType, ContextType, RequireFields<MutationSetCartLineQuantityArgs, 'input'>>;
  clearCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType>;
  applyCoupon?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'input'>>;
  removeCoupon?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCouponArgs, 'input'>>;
  setLogisticClassSplitting?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSetLogisticClassSplittingArgs, 'input'>>;
  changeCartRegion?: Resolver<ResolversTypes['ChangeCartRegionPayload'], ParentType, ContextType, RequireFields<MutationChangeCartRegionArgs, 'input'>>;
  setCartShippingAddress?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSetCartShippingAddressArgs, 'input'>>;
  setCartShipmentMethods?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSetCartShipmentMethodsArgs, 'input'>>;
  setCartBillingAddress?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSetCartBillingAddressArgs, 'input'>>;
  validateCart?: Resolver<ResolversTypes['ValidateCartPayload'], ParentType, ContextType, RequireFields<MutationValidateCartArgs, 'input'>>;
  prepareCardPayment?: Resolver<ResolversTypes['PrepareCardPaymentPayload'], ParentType, ContextType, RequireFields<MutationPrepareCardPaymentArgs, 'input'>>;
  confirmCardPayment?: Resolver<ResolversTypes['ConfirmCardPaymentPayload'], ParentType, ContextType, RequireFields<MutationConfirmCardPaymentArgs, 'input'>>;
  renameOrder?: Resolver<ResolversTypes['RenameOrderPayload'], ParentType, ContextType, RequireFields<MutationRenameOrderArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input'>>;
  withdrawFromOrder?: Resolver<ResolversTypes['AfterSalesRequestPayload'], ParentType, ContextType, RequireFields<MutationWithdrawFromOrderArgs, 'input'>>;
  requestReturn?: Resolver<ResolversTypes['AfterSalesRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'input'>>;
};

export type ValidateCartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ValidateCartPayload'] = ResolversParentTypes['ValidateCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  shortItems?: Resolver<Array<ResolversTypes['ShortCartItem']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ShortCartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShortCartItem'] = ResolversParentTypes['ShortCartItem']> = {
  offerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrepareCardPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrepareCardPaymentPayload'] = ResolversParentTypes['PrepareCardPaymentPayload']> = {
  payment?: Resolver<Maybe<ResolversTypes['CardPaymentForm']>, ParentType, ContextType>;
  placedOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CardPaymentFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPaymentForm'] = ResolversParentTypes['CardPaymentForm']> = {
  formToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmCardPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmCardPaymentPayload'] = ResolversParentTypes['ConfirmCardPaymentPayload']> = {
  outcome?: Resolver<Maybe<ResolversTypes['PaymentOutcome']>, ParentType, ContextType>;
  refusalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusalExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CancelOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderPayload'] = ResolversParentTypes['CancelOrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AfterSalesRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AfterSalesRequestPayload'] = ResolversParentTypes['AfterSalesRequestPayload']> = {
  return?: Resolver<Maybe<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RenameOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenameOrderPayload'] = ResolversParentTypes['RenameOrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetCartLineQuantityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetCartLineQuantityPayload'] = ResolversParentTypes['SetCartLineQuantityPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['CartLine']>, ParentType, ContextType>;
  removedLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ChangeCartRegionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeCartRegionPayload'] = ResolversParentTypes['ChangeCartRegionPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  removedLines?: Resolver<Array<ResolversTypes['RemovedCartLine']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  remainingAttempts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type VerifyOneTimePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyOneTimePasswordPayload'] = ResolversParentTypes['VerifyOneTimePasswordPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  remainingAttempts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AddressPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressPayload'] = ResolversParentTypes['AddressPayload']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteAddressPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAddressPayload'] = ResolversParentTypes['DeleteAddressPayload']> = {
  deletedAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type NewsletterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterPayload'] = ResolversParentTypes['NewsletterPayload']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubscribeRestockAlertPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscribeRestockAlertPayload'] = ResolversParentTypes['SubscribeRestockAlertPayload']> = {
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UnsubscribeRestockAlertsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsubscribeRestockAlertsPayload'] = ResolversParentTypes['UnsubscribeRestockAlertsPayload']> = {
  unsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContentLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentLink'] = ResolversParentTypes['ContentLink']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContentImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentImage'] = ResolversParentTypes['ContentImage']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HomeContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeContent'] = ResolversParentTypes['HomeContent']> = {
  slides?: Resolver<Array<ResolversTypes['HomeSlide']>, ParentType, ContextType>;
  universes?: Resolver<Array<ResolversTypes['HomeUniverse']>, ParentType, ContextType>;
  featuredBlocks?: Resolver<Array<ResolversTypes['FeaturedBlock']>, ParentType, ContextType>;
  categoryTiles?: Resolver<Array<ResolversTypes['CategoryTile']>, ParentType, ContextType>;
  sectionBlocks?: Resolver<Array<ResolversTypes['SectionBlock']>, ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['ContentSeo']>, ParentType, ContextType>;
};

export type HomeSlideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeSlide'] = ResolversParentTypes['HomeSlide']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buttonLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  desktopImage?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType>;
  mobileImage?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType>;
};

export type HomeUniverseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeUniverse'] = ResolversParentTypes['HomeUniverse']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
};

export type FeaturedBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeaturedBlock'] = ResolversParentTypes['FeaturedBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buttonLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
};

export type CategoryTileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryTile'] = ResolversParentTypes['CategoryTile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType>;
};

export type SectionBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionBlock'] = ResolversParentTypes['SectionBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentSeoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentSeo'] = ResolversParentTypes['ContentSeo']> = {
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TopBannerItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopBannerItem'] = ResolversParentTypes['TopBannerItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttonLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  isEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FooterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Footer'] = ResolversParentTypes['Footer']> = {
  columns?: Resolver<Array<ResolversTypes['FooterMenu']>, ParentType, ContextType>;
  annex?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  reassurance?: Resolver<Array<ResolversTypes['Reassurance']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FooterMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FooterMenu'] = ResolversParentTypes['FooterMenu']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
};

export type MenuLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuLink'] = ResolversParentTypes['MenuLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['LinkTarget'], ParentType, ContextType>;
  marketplaceOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReassuranceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reassurance'] = ResolversParentTypes['Reassurance']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketplaceOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseGuideHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['ContentSeo']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickupPoint'] = ResolversParentTypes['PickupPoint']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type LocalStoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalStore'] = ResolversParentTypes['LocalStore']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LocalStoreKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type SendContactMessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendContactMessagePayload'] = ResolversParentTypes['SendContactMessagePayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishlistPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistPayload'] = ResolversParentTypes['WishlistPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Query?: QueryResolvers<ContextType>;
  ShopConfiguration?: ShopConfigurationResolvers<ContextType>;
  ShopTracking?: ShopTrackingResolvers<ContextType>;
  ShopFeatures?: ShopFeaturesResolvers<ContextType>;
  ShopHeader?: ShopHeaderResolvers<ContextType>;
  CustomerServicePhone?: CustomerServicePhoneResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegionAlternate?: RegionAlternateResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ProductGrid?: ProductGridResolvers<ContextType>;
  GridRowConnection?: GridRowConnectionResolvers<ContextType>;
  GridRowEdge?: GridRowEdgeResolvers<ContextType>;
  GridColumn?: GridColumnResolvers<ContextType>;
  GridRow?: GridRowResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  AttributeValueByName?: AttributeValueByNameResolvers<ContextType>;
  FocusBlock?: FocusBlockResolvers<ContextType>;
  ConfigurableAttribute?: ConfigurableAttributeResolvers<ContextType>;
  SelectedAttribute?: SelectedAttributeResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  LogisticClass?: LogisticClassResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  KeyValue?: KeyValueResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Facet?: FacetResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  Autocomplete?: AutocompleteResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAfterSales?: OrderAfterSalesResolvers<ContextType>;
  CancellableShipment?: CancellableShipmentResolvers<ContextType>;
  AfterSalesLine?: AfterSalesLineResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  ReturnInstructions?: ReturnInstructionsResolvers<ContextType>;
  ReturnInstructionItem?: ReturnInstructionItemResolvers<ContextType>;
  RefundPreview?: RefundPreviewResolvers<ContextType>;
  SellerRefund?: SellerRefundResolvers<ContextType>;
  RefundItem?: RefundItemResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  ParcelTracking?: ParcelTrackingResolvers<ContextType>;
  Parcel?: ParcelResolvers<ContextType>;
  ParcelItem?: ParcelItemResolvers<ContextType>;
  TrackingEvent?: TrackingEventResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentItem?: ShipmentItemResolvers<ContextType>;
  ShipmentMethod?: ShipmentMethodResolvers<ContextType>;
  DeliveryEstimate?: DeliveryEstimateResolvers<ContextType>;
  PriceDetail?: PriceDetailResolvers<ContextType>;
  RelayPoint?: RelayPointResolvers<ContextType>;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  RelayPointSearch?: RelayPointSearchResolvers<ContextType>;
  CartValidation?: CartValidationResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CartTax?: CartTaxResolvers<ContextType>;
  FrancoProgress?: FrancoProgressResolvers<ContextType>;
  RemovedCartLine?: RemovedCartLineResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerGroup?: CustomerGroupResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  CaptchaChallenge?: CaptchaChallengeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  ValidateCartPayload?: ValidateCartPayloadResolvers<ContextType>;
  ShortCartItem?: ShortCartItemResolvers<ContextType>;
  PrepareCardPaymentPayload?: PrepareCardPaymentPayloadResolvers<ContextType>;
  CardPaymentForm?: CardPaymentFormResolvers<ContextType>;
  ConfirmCardPaymentPayload?: ConfirmCardPaymentPayloadResolvers<ContextType>;
  CancelOrderPayload?: CancelOrderPayloadResolvers<ContextType>;
  AfterSalesRequestPayload?: AfterSalesRequestPayloadResolvers<ContextType>;
  RenameOrderPayload?: RenameOrderPayloadResolvers<ContextType>;
  SetCartLineQuantityPayload?: SetCartLineQuantityPayloadResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  ChangeCartRegionPayload?: ChangeCartRegionPayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  VerifyOneTimePasswordPayload?: VerifyOneTimePasswordPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  AddressPayload?: AddressPayloadResolvers<ContextType>;
  DeleteAddressPayload?: DeleteAddressPayloadResolvers<ContextType>;
  NewsletterPayload?: NewsletterPayloadResolvers<ContextType>;
  SubscribeRestockAlertPayload?: SubscribeRestockAlertPayloadResolvers<ContextType>;
  UnsubscribeRestockAlertsPayload?: UnsubscribeRestockAlertsPayloadResolvers<ContextType>;
  ContentLink?: ContentLinkResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  HomeContent?: HomeContentResolvers<ContextType>;
  HomeSlide?: HomeSlideResolvers<ContextType>;
  HomeUniverse?: HomeUniverseResolvers<ContextType>;
  FeaturedBlock?: FeaturedBlockResolvers<ContextType>;
  CategoryTile?: CategoryTileResolvers<ContextType>;
  SectionBlock?: SectionBlockResolvers<ContextType>;
  ContentSeo?: ContentSeoResolvers<ContextType>;
  TopBannerItem?: TopBannerItemResolvers<ContextType>;
  Footer?: FooterResolvers<ContextType>;
  FooterMenu?: FooterMenuResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
  Reassurance?: ReassuranceResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  PickupPoint?: PickupPointResolvers<ContextType>;
  LocalStore?: LocalStoreResolvers<ContextType>;
  SendContactMessagePayload?: SendContactMessagePayloadResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistPayload?: WishlistPayloadResolvers<ContextType>;
};

