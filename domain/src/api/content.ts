/**
 * Wire shapes of the storefront REST API's content half (spec 1: marketing content from a separate
 * source; spec 7 "Platform and content"): the home page's marketing blocks, content pages, the
 * FAQ, the footer, the top promotional banner, the contact form and the locations. Same conventions
 * as `catalog.ts`: region by the `root-category` header, `locale` query. Every `*Html` text (named
 * `description`, `html`, `answer`, `purchase_guide` on the wire) is sanitised HTML: the API cleans it
 * when it is written, the gateway cleans it again before it reaches a page.
 */
import { z } from 'zod';

/** A link of the content: internal paths are below `/{catalog}/{locale}/`, without leading slash. */
export const contentLinkSchema = z.object({
  url: z
    .string()
    .describe(
      'Internal: path below /{catalog}/{locale}/ (e.g. `cms/a-propos`); external: absolute https URL.',
    ),
  external: z.boolean(),
});
export type ContentLink = z.output<typeof contentLinkSchema>;

export const contentImageSchema = z.object({
  url: z.string().describe('Absolute URL served by the shop itself.'),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImage = z.output<typeof contentImageSchema>;

const nullableText = z.string().nullable();

export const homeSlideSchema = z.object({
  id: z.string(),
  title: nullableText,
  description: nullableText.describe('Sanitised HTML.'),
  label: nullableText.describe('Button label.'),
  link: contentLinkSchema.nullable(),
  image: z.object({ mobile: contentImageSchema, desktop: contentImageSchema }),
});

export const homeUniverseSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: nullableText,
  image: contentImageSchema,
  link: contentLinkSchema,
});

export const featuredBlockSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText.describe('Sanitised HTML.'),
  label: nullableText,
  link: contentLinkSchema.nullable(),
  image: contentImageSchema.nullable(),
});

export const categoryTileSchema = z.object({
  id: z.string(),
  categorySlug: z
    .string()
    .describe('Path of the category below the region root (e.g. `maison` or `maison/cuisine`).'),
  title: nullableText,
  image: contentImageSchema,
});

export const sectionBlockSchema = z.object({ id: z.string(), title: nullableText, html: z.string() });

export const seoSchema = z.object({ title: nullableText, description: nullableText });
export type Seo = z.output<typeof seoSchema>;

/** `GET products/marketing/homepage?section=marketing`: every marketing block of the region's home. */
export const homeMarketingSchema = z
  .object({
    slider: z.array(homeSlideSchema),
    universes: z.array(homeUniverseSchema),
    featuredBlock: z.array(featuredBlockSchema),
    categoryTiles: z.array(categoryTileSchema),
    sectionBlocks: z.array(sectionBlockSchema),
    seo: seoSchema.nullable(),
  })
  .describe(
    'GET /products/marketing/homepage?section=marketing: the home page’s marketing blocks for the region.',
  );
export type HomeMarketing = z.output<typeof homeMarketingSchema>;

/** `GET products/marketing/{slug}`, `platform/terms-of-use`, `platform/legal-mentions` (spec 3 "CMS content"). */
export const contentPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string().describe('The body, sanitised HTML; headings carry ids.'),
    purchase_guide: nullableText.describe('Optional buying guide, sanitised HTML.'),
    seo: seoSchema.nullable(),
    updatedAt: z.string().describe('ISO 8601.'),
  })
  .describe('A content page.');
export type ContentPage = z.output<typeof contentPageSchema>;

/** `GET products/marketing/faq`. */
export const faqSchema = z
  .object({
    entries: z.array(
      z.object({
        id: z.string(),
        topic: z.string(),
        question: z.string(),
        answer: z.string().describe('Sanitised HTML.'),
      }),
    ),
  })
  .describe('The FAQ, grouped by topic in display order.');
export type Faq = z.output<typeof faqSchema>;

/** A footer item (spec 2.3: slug, url, type, target, i18nSlug). */
export const footerItemSchema = z.object({
  label: z.string(),
  type: z.enum(['internal', 'external']),
  slug: nullableText.describe('Internal: path below /{catalog}/{locale}/.'),
  url: nullableText.describe('External: absolute URL.'),
  target: z.enum(['_self', '_blank']),
  i18nSlug: nullableText.describe('Key of the label in the shop’s wording, when it has one.'),
  marketplaceOnly: z.boolean(),
});
export type FooterItem = z.output<typeof footerItemSchema>;

/** `GET platform/footer`. */
export const footerSchema = z
  .object({
    columns: z.array(z.object({ key: z.string(), title: z.string(), items: z.array(footerItemSchema) })),
    annex: z.array(footerItemSchema),
    reassurance: z.array(
      z.object({ icon: z.string(), title: z.string(), text: z.string(), marketplaceOnly: z.boolean() }),
    ),
    social: z.array(z.object({ network: z.string(), label: z.string(), url: z.string() })),
    contactEmail: nullableText,
  })
  .describe('The footer’s content.');
export type Footer = z.output<typeof footerSchema>;

/** `GET platform/top-promotions` (spec 3 "Top banner item"): every item; callers keep those in their window. */
export const topBannerSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        isActive: z.boolean(),
        startDate: nullableText.describe('ISO 8601; null: no start.'),
        endDate: nullableText.describe('ISO 8601; null: no end.'),
        titleKey: nullableText,
        title: z.string(),
        buttonLabelKey: nullableText,
        buttonLabel: nullableText,
        buttonUrl: nullableText.describe('Internal path or absolute URL, as `ContentLink.url`.'),
        isEvent: z.boolean(),
      }),
    ),
  })
  .describe('Items of the top promotional banner, in display order.');
export type TopBanner = z.output<typeof topBannerSchema>;
export type TopBannerItem = TopBanner['items'][number];

/** `GET locations/{module}` (spec 3 "Relay point"; `columnFilters` JSON of `type` and `territory`). */
export const locationSchema = z.object({
  id: z.string(),
  module: z.string(),
  type: z.string().describe('`parcel_pickup_point`, `hotel`, `merchant`.'),
  territory: z.string().describe('Spec country code: GP, GY, MQ, RE, BL, MF.'),
  name: z.string(),
  street: z.string(),
  postCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: nullableText,
  skus: z.array(z.string()).describe('References of the products linked to the location (attrRef=sku).'),
});
export type Location = z.output<typeof locationSchema>;

export const CONTACT_SUBJECTS = ['order', 'product', 'become_seller', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The body of `POST platform/contact` before validation (validation: `contactMessageSchema`). */
export interface ContactRequest {
  name: string;
  email: string;
  subject: ContactSubject;
  orderReference?: string | null;
  message: string;
  recaptchaData: string;
}

/** Reply of `POST platform/contact`: 201 once stored; the e-mails follow (retried while mail is down). */
export const contactReplySchema = z.object({ id: z.string() }).describe('The stored message.');

/**
 * `GET platform/franco` (spec 7 "Franco (free-shipping threshold) fetch"): the region's free-delivery
 * threshold, the one the cart's `franco` progress counts toward.
 */
export const francoThresholdSchema = z
  .object({
    threshold: z
      .number()
      .int()
      .nullable()
      .describe('Tax-included cents a cart must reach for free delivery; null: the region has none.'),
  })
  .describe('The region’s free-delivery (franco) threshold.');
export type FrancoThreshold = z.output<typeof francoThresholdSchema>;

/** Named shapes of this file for the OpenAPI document. */
export const contentSchemas = {
  HomeMarketing: homeMarketingSchema,
  ContentPage: contentPageSchema,
  Faq: faqSchema,
  Footer: footerSchema,
  TopBanner: topBannerSchema,
  Location: locationSchema,
  ContactReply: contactReplySchema,
  FrancoThreshold: francoThresholdSchema,
} as const;
