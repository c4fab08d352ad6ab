import {
  contactReplySchema,
  contentPageSchema,
  faqSchema,
  footerSchema,
  homeMarketingSchema,
  locationSchema,
  topBannerSchema,
} from '@shop/domain';
import type {
  ContactRequest,
  ContentPage,
  Faq,
  Footer,
  HomeMarketing,
  Location,
  TopBanner,
} from '@shop/domain';
import type { ParsedRequest, ReplySchema } from './request.js';

/** The content calls of spec 7 "Platform and content" (contract in `domain/src/api/content.ts`). */
export interface ContentApi {
  /** The region's home marketing blocks (`products/marketing/homepage?section=marketing`). */
  homeMarketing(): Promise<HomeMarketing>;
  /** A page by slug (`products/marketing/{slug}`); NOT_FOUND when none. */
  page(slug: string): Promise<ContentPage>;
  faq(): Promise<Faq>;
  termsOfUse(): Promise<ContentPage>;
  legalMentions(): Promise<ContentPage>;
  footer(): Promise<Footer>;
  topPromotions(): Promise<TopBanner>;
  /** Parcel pickup points of a territory (`locations/{module}` with its column filter). */
  pickupPoints(territory: string): Promise<Location[]>;
  /** A territory's local stores of one module (spec 7 `locations/merchants`, `locations/location_hotel`). */
  localStores(module: LocalStoreModule, territory: string): Promise<Location[]>;
  /** A merchant by id (spec 7 `locations/merchants/{id}`); NOT_FOUND when none. */
  merchant(id: string): Promise<Location>;
  /** Stores the message; the upstream e-mails it (and retries while mail is down). */
  contact(message: ContactRequest): Promise<{ id: string }>;
}

/** The locations module holding parcel pickup points, and their type (spec 3 "Relay point"). */
export const PICKUP_POINT_MODULE = 'location_relay';
export const PICKUP_POINT_TYPE = 'parcel_pickup_point';

/**
 * The modules of the shops of the islands that sell some of the catalogue on the spot: merchants and
 * hotels' gift shops. Their `skus` are product references (`attrRef=sku`, spec 7).
 */
export const LOCAL_STORE_MODULES = ['merchants', 'location_hotel'] as const;
export type LocalStoreModule = (typeof LOCAL_STORE_MODULES)[number];
const BY_SKU = { attrRef: 'sku' };

const locationsSchema: ReplySchema<Location[]> = locationSchema.array();

export function contentCalls(call: <T>(request: ParsedRequest<T>) => Promise<T>): ContentApi {
  return {
    homeMarketing: () =>
      call({
        path: '/products/marketing/homepage',
        query: { section: 'marketing' },
        reply: homeMarketingSchema,
      }),
    page: (slug) =>
      call({ path: `/products/marketing/${encodeURIComponent(slug)}`, reply: contentPageSchema }),
    faq: () => call({ path: '/products/marketing/faq', reply: faqSchema }),
    termsOfUse: () => call({ path: '/platform/terms-of-use', reply: contentPageSchema }),
    legalMentions: () => call({ path: '/platform/legal-mentions', reply: contentPageSchema }),
    footer: () => call({ path: '/platform/footer', reply: footerSchema }),
    topPromotions: () => call({ path: '/platform/top-promotions', reply: topBannerSchema }),
    pickupPoints: (territory) =>
      call({
        path: `/locations/${PICKUP_POINT_MODULE}`,
        query: { columnFilters: JSON.stringify({ type: PICKUP_POINT_TYPE, territory }) },
        reply: locationsSchema,
      }),
    localStores: (module, territory) =>
      call({
        path: `/locations/${module}`,
        query: { columnFilters: JSON.stringify({ territory }), ...BY_SKU },
        reply: locationsSchema,
      }),
    merchant: (id) =>
      call({ path: `/locations/merchants/${encodeURIComponent(id)}`, query: BY_SKU, reply: locationSchema }),
    contact: (message) =>
      call({ method: 'POST', path: '/platform/contact', body: message, reply: contactReplySchema }),
  };
}
