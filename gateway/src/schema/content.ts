import { isInDateWindow, regionTimeZone, safeContentLink } from '@shop/domain';
import type {
  ContactSubject as ApiContactSubject,
  ContentPage as ApiContentPage,
  FooterItem,
} from '@shop/domain';
import { sanitizeRichText } from '@shop/domain/rich-text';
import type { GatewayContext } from '../context.js';
import { nullIfNotFound } from '../errors.js';
import type { CategoryTileModel } from '../models.js';
import { categoryByPath } from './categories.js';
import type {
  ContactSubject,
  ContentPage,
  MenuLink,
  Resolvers,
  SendContactMessagePayload,
} from './__generated__/resolvers-types.js';
import { attempt, check, inputFields, schemasFor } from './user-errors.js';

/**
 * The marketing content (spec 1: a source apart from the catalogue). Every field is nullable: when
 * the content source fails, the field is null with its error reported, and the page still renders
 * its catalogue and shell. HTML is cleaned again here, whatever upstream the gateway sits on.
 */

/** Slugs a content page may have; reserved ones name other calls under `products/marketing/`. */
const PAGE_SLUG = /^[a-z0-9][a-z0-9_-]{0,79}$/u;
const RESERVED_SLUGS = new Set(['faq', 'homepage']);

const html = (text: string | null): string | null => (text === null ? null : sanitizeRichText(text));

function pageModel(page: ApiContentPage): ContentPage {
  return {
    slug: page.slug,
    title: page.title,
    html: sanitizeRichText(page.description),
    purchaseGuideHtml: html(page.purchase_guide),
    seo: page.seo,
    updatedAt: page.updatedAt,
  };
}

/** A footer item with a link that is safe to follow; an item without one is left out. */
function menuLink(item: FooterItem): MenuLink | null {
  const link = safeContentLink(item.type === 'external' ? item.url : item.slug);
  if (link === null) return null;
  return {
    label: item.label,
    link,
    target: link.external || item.target === '_blank' ? 'BLANK' : 'SELF',
    marketplaceOnly: item.marketplaceOnly,
  };
}

const menuLinks = (items: readonly FooterItem[]): MenuLink[] =>
  items.map(menuLink).filter((link): link is MenuLink => link !== null);

const SUBJECTS: Record<ContactSubject, ApiContactSubject> = {
  ORDER: 'order',
  PRODUCT: 'product',
  BECOME_SELLER: 'become_seller',
  OTHER: 'other',
};

const CONTACT_FIELDS = inputFields({ recaptchaData: 'captcha' });

async function content(ctx: GatewayContext) {
  return ctx.api(await ctx.currentRegion()).content;
}

async function territoryOf(ctx: GatewayContext): Promise<string | null> {
  const region = await ctx.currentRegion();
  const roots = await ctx.loaders.regions();
  return roots.find((root) => root.path === region)?.countryCode ?? null;
}

export const contentResolvers: Resolvers = {
  Query: {
    homeContent: async (_, __, ctx) => {
      const region = await ctx.currentRegion();
      const home = await ctx.api(region).content.homeMarketing();
      return {
        slides: home.slider.map((slide) => ({
          id: slide.id,
          title: slide.title,
          descriptionHtml: html(slide.description),
          buttonLabel: slide.label,
          link: safeContentLink(slide.link?.url),
          desktopImage: slide.image.desktop,
          mobileImage: slide.image.mobile,
        })),
        universes: home.universes.flatMap((universe) => {
          const link = safeContentLink(universe.link.url);
          return link === null ? [] : [{ ...universe, link }];
        }),
        featuredBlocks: home.featuredBlock.map((block) => ({
          id: block.id,
          title: block.title,
          descriptionHtml: html(block.description),
          buttonLabel: block.label,
          link: safeContentLink(block.link?.url),
          image: block.image,
        })),
        categoryTiles: home.categoryTiles.map((tile): CategoryTileModel => ({ ...tile, region })),
        sectionBlocks: home.sectionBlocks.map((block) => ({ ...block, html: sanitizeRichText(block.html) })),
        seo: home.seo,
      };
    },
    topBanner: async (_, __, ctx) => {
      const { items } = await (await content(ctx)).topPromotions();
      const now = new Date();
      // A window's bare days are the shopper's island's days (the region's territory).
      const timeZone = regionTimeZone(await ctx.currentRegion());
      return items
        .filter((item) => item.isActive && isInDateWindow(item, now, timeZone))
        .map((item) => ({
          id: item.id,
          title: item.title,
          buttonLabel: item.buttonLabel,
          buttonLink: safeContentLink(item.buttonUrl),
          isEvent: item.isEvent,
          startDate: item.startDate,
          endDate: item.endDate,
        }));
    },
    footer: async (_, __, ctx) => {
      const footer = await (await content(ctx)).footer();
      return {
        columns: footer.columns.map((column) => ({
          key: column.key,
          title: column.title,
          links: menuLinks(column.items),
        })),
        annex: menuLinks(footer.annex),
        reassurance: footer.reassurance,
        socialLinks: footer.social.filter((social) => safeContentLink(social.url)?.external === true),
        contactEmail: footer.contactEmail,
      };
    },
    contentPage: async (_, { slug }, ctx) => {
      // A slug that cannot name a page costs no call: the page is simply not there.
      if (!PAGE_SLUG.test(slug) || RESERVED_SLUGS.has(slug)) return null;
      const page = await nullIfNotFound((await content(ctx)).page(slug));
      return page === null ? null : pageModel(page);
    },
    faq: async (_, __, ctx) => {
      const { entries } = await (await content(ctx)).faq();
      return entries.map((entry) => ({
        id: entry.id,
        topic: entry.topic,
        question: entry.question,
        answerHtml: sanitizeRichText(entry.answer),
      }));
    },
    termsOfUse: async (_, __, ctx) => {
      const page = await nullIfNotFound((await content(ctx)).termsOfUse());
      return page === null ? null : pageModel(page);
    },
    legalMentions: async (_, __, ctx) => {
      const page = await nullIfNotFound((await content(ctx)).legalMentions());
      return page === null ? null : pageModel(page);
    },
    pickupPoints: async (_, __, ctx) => {
      const territory = await territoryOf(ctx);
      if (territory === null) return [];
      const points = await (await content(ctx)).pickupPoints(territory);
      return points
        .map((point) => ({
          id: point.id,
          name: point.name,
          street: point.street,
          postCode: point.postCode,
          city: point.city,
          countryCode: point.territory,
          phone: point.phone,
          latitude: point.latitude,
          longitude: point.longitude,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    },
  },
  CategoryTile: {
    category: (tile, _, ctx) => categoryByPath(`${tile.region}/${tile.categorySlug}`, ctx),
    title: async (tile, _, ctx) =>
      tile.title ?? (await categoryByPath(`${tile.region}/${tile.categorySlug}`, ctx))?.label ?? '',
  },
  Mutation: {
    sendContactMessage: async (_, { input }, ctx): Promise<SendContactMessagePayload> => {
      const checked = check(
        schemasFor(ctx.language).contactMessage,
        {
          name: input.name,
          email: input.email,
          subject: SUBJECTS[input.subject],
          orderReference: input.orderReference ?? undefined,
          message: input.message,
          recaptchaData: input.captcha,
        },
        CONTACT_FIELDS,
      );
      return attempt(checked, CONTACT_FIELDS, ctx.language, { sent: false as boolean }, async (data) => {
        await (await content(ctx)).contact(data);
        return { sent: true };
      });
    },
  },
};
