/**
 * The shapes of the content as the shop's team writes it (files of `content/`, bodies of the
 * operator API: one validation for both) and as it is stored (`content_pages`, `content_blocks`,
 * `content_locations`). `compile*` turns a written item into its stored form: Markdown rendered and
 * sanitised, pictures resolved to files that exist with their true size, links checked. Pure: the
 * pictures are looked up through the function given.
 */
import { footerSchema, TERRITORY_CODES, type Footer, type Seo, type TerritoryCode } from '@shop/domain';
import { z } from 'zod';
import { CONTENT_IMAGE_FILE, type ImageSize } from './images.js';
import { renderMarkdown, renderOptional } from './render.js';

/** A page's slug, and any content id: what a URL path segment may safely hold. */
export const CONTENT_SLUG = /^[a-z0-9_-]{1,80}$/u;
export const contentSlugSchema = z
  .string()
  .regex(CONTENT_SLUG, 'slug invalide : 1 à 80 caractères parmi a-z, 0-9, _ et -');

const id = contentSlugSchema;
export const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const markdown = (max: number) => z.string().max(max);
const territories = z
  .array(z.enum(TERRITORY_CODES))
  .min(1)
  .nullish()
  .transform((value) => value ?? null)
  .describe('Territories (GP, GY, MQ, RE, BL, MF) the item is for; absent: all of them.');

/**
 * An internal path below `/{catalog}/{locale}/` (`cms/a-propos`, `categorie/mode#top`,
 * `promotions?page=2`) or an absolute `https:` URL; nothing else (no `javascript:`, no `//host`).
 */
const INTERNAL_PATH =
  /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9_.-]+)*\/?(?:\?[A-Za-z0-9_.=&%-]*)?(?:#[a-z0-9_-]+)?$/u;
export const linkUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (url) =>
      url.startsWith('https://') ? URL.canParse(url) : INTERNAL_PATH.test(url) && !url.includes('..'),
    'lien invalide : un chemin interne (ex. cms/a-propos) ou une adresse https://',
  );

/** A link as written: a path or URL, or a product named by reference (resolved when served). */
const linkSource = z.union([linkUrlSchema, z.object({ product: z.string().trim().min(1).max(64) })]);
export type StoredLink = { url: string; external: boolean } | { product: string };

const toLink = (link: z.output<typeof linkSource>): StoredLink =>
  typeof link === 'string' ? { url: link, external: link.startsWith('https://') } : { product: link.product };

const imageFile = z
  .string()
  .regex(CONTENT_IMAGE_FILE, 'image : un fichier de content/images (svg, png, webp)');
const alt = z.string().trim().max(200);

/** A picture as stored: a file of `content/images/` with its intrinsic size. */
export interface StoredImage {
  file: string;
  alt: string;
  width: number;
  height: number;
}

/** Looks a picture up in `content/images/`; null when it is missing or unreadable. */
export type ImageLookup = (file: string) => ImageSize | null;

export class ContentSourceError extends Error {}

function image(lookup: ImageLookup, file: string, altText: string): StoredImage {
  const size = lookup(file);
  if (!size) throw new ContentSourceError(`image introuvable ou illisible : content/images/${file}`);
  return { file, alt: altText, ...size };
}

// ---------------------------------------------------------------------------------------------
// Pages

/** A page as written: front matter of a Markdown file, or the operator API's body. */
export const pageSourceSchema = z.strictObject({
  title: text(200),
  body: markdown(200_000).refine((value) => value.trim() !== '', 'le corps de la page est vide'),
  purchaseGuide: markdown(100_000).nullish(),
  seo: z
    .strictObject({ title: optionalText(200), description: optionalText(400) })
    .nullish()
    .transform((value) => value ?? null),
});
export type PageSource = z.input<typeof pageSourceSchema>;

export interface StoredPage {
  slug: string;
  title: string;
  bodyHtml: string;
  purchaseGuideHtml: string | null;
  seo: Seo | null;
}

export function compilePage(slug: string, source: z.output<typeof pageSourceSchema>): StoredPage {
  const bodyHtml = renderMarkdown(source.body);
  if (bodyHtml === '') throw new ContentSourceError(`page ${slug} : rien ne reste du corps une fois nettoyé`);
  const seo = source.seo && (source.seo.title || source.seo.description) ? source.seo : null;
  return {
    slug,
    title: source.title,
    bodyHtml,
    purchaseGuideHtml: renderOptional(source.purchaseGuide),
    seo,
  };
}

// ---------------------------------------------------------------------------------------------
// Home page

const slideSource = z.strictObject({
  id,
  territories,
  title: optionalText(200),
  description: markdown(2_000).nullish(),
  label: optionalText(80),
  link: linkSource.nullish(),
  image: z.strictObject({ desktop: imageFile, mobile: imageFile, alt }),
});
const universeSource = z.strictObject({
  id,
  territories,
  title: text(120),
  text: optionalText(400),
  image: z.strictObject({ src: imageFile, alt }),
  link: linkSource,
});
const featuredSource = z.strictObject({
  id,
  territories,
  title: text(200),
  description: markdown(4_000).nullish(),
  label: optionalText(80),
  link: linkSource.nullish(),
  image: z.strictObject({ src: imageFile, alt }).nullish(),
});
const tileSource = z.strictObject({
  id,
  territories,
  category: z
    .string()
    .regex(
      /^[a-z0-9-]+(\/[a-z0-9-]+)*$/u,
      'catégorie : un chemin sous la racine (ex. maison-et-jardin/cuisine)',
    )
    .max(300),
  title: optionalText(120),
  image: z.strictObject({ src: imageFile, alt }),
});
const sectionSource = z.strictObject({
  id,
  territories,
  title: optionalText(200),
  body: markdown(20_000),
});
const featuredProductsSource = z.strictObject({
  territories,
  references: z.array(z.string().trim().min(1).max(64)).min(1).max(50),
});

export const homeSourceSchema = z.strictObject({
  seo: z
    .strictObject({ title: optionalText(200), description: optionalText(400) })
    .nullish()
    .transform((value) => value ?? null),
  slider: z.array(slideSource).max(20).default([]),
  universes: z.array(universeSource).max(20).default([]),
  featuredBlock: z.array(featuredSource).max(20).default([]),
  categoryTiles: z.array(tileSource).max(40).default([]),
  sectionBlocks: z.array(sectionSource).max(20).default([]),
  featuredProducts: z
    .array(featuredProductsSource)
    .max(20)
    .default([])
    .describe('Products of `section=featured-products`, by reference (see `attrRef`).'),
});
export type HomeSource = z.input<typeof homeSourceSchema>;

type Scoped = { id: string; territories: TerritoryCode[] | null };
export interface StoredHome {
  seo: Seo | null;
  slider: (Scoped & {
    title: string | null;
    description: string | null;
    label: string | null;
    link: StoredLink | null;
    image: { mobile: StoredImage; desktop: StoredImage };
  })[];
  universes: (Scoped & { title: string; text: string | null; image: StoredImage; link: StoredLink })[];
  featuredBlock: (Scoped & {
    title: string;
    description: string | null;
    label: string | null;
    link: StoredLink | null;
    image: StoredImage | null;
  })[];
  categoryTiles: (Scoped & { categorySlug: string; title: string | null; image: StoredImage })[];
  sectionBlocks: (Scoped & { title: string | null; html: string })[];
  featuredProducts: { territories: TerritoryCode[] | null; references: string[] }[];
}

export function uniqueIds(kind: string, items: { id: string }[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw new ContentSourceError(`${kind} : id « ${item.id} » en double`);
    seen.add(item.id);
  }
}

export function compileHome(source: z.output<typeof homeSourceSchema>, lookup: ImageLookup): StoredHome {
  uniqueIds('slider', source.slider);
  uniqueIds('universes', source.universes);
  uniqueIds('featuredBlock', source.featuredBlock);
  uniqueIds('categoryTiles', source.categoryTiles);
  uniqueIds('sectionBlocks', source.sectionBlocks);
  const seo = source.seo && (source.seo.title || source.seo.description) ? source.seo : null;
  return {
    seo,
    slider: source.slider.map((s) => ({
      id: s.id,
      territories: s.territories,
      title: s.title,
      description: renderOptional(s.description),
      label: s.label,
      link: s.link ? toLink(s.link) : null,
      image: {
        desktop: image(lookup, s.image.desktop, s.image.alt),
        mobile: image(lookup, s.image.mobile, s.image.alt),
      },
    })),
    universes: source.universes.map((u) => ({
      id: u.id,
      territories: u.territories,
      title: u.title,
      text: u.text,
      image: image(lookup, u.image.src, u.image.alt),
      link: toLink(u.link),
    })),
    featuredBlock: source.featuredBlock.map((f) => ({
      id: f.id,
      territories: f.territories,
      title: f.title,
      description: renderOptional(f.description),
      label: f.label,
      link: f.link ? toLink(f.link) : null,
      image: f.image ? image(lookup, f.image.src, f.image.alt) : null,
    })),
    categoryTiles: source.categoryTiles.map((t) => ({
      id: t.id,
      territories: t.territories,
      categorySlug: t.category,
      title: t.title,
      image: image(lookup, t.image.src, t.image.alt),
    })),
    sectionBlocks: source.sectionBlocks.map((b) => {
      const html = renderMarkdown(b.body);
      if (html === '') throw new ContentSourceError(`sectionBlocks : ${b.id} est vide une fois nettoyé`);
      return { id: b.id, territories: b.territories, title: b.title, html };
    }),
    featuredProducts: source.featuredProducts.map((f) => ({
      territories: f.territories,
      references: [...new Set(f.references)],
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Footer, top banner, FAQ

/** The footer as written is the footer as served (`Footer` of domain), its links checked. */
export const footerSourceSchema = footerSchema.strict();
export type FooterSource = z.input<typeof footerSourceSchema>;

export function compileFooter(source: Footer): Footer {
  const items = [...source.columns.flatMap((c) => c.items), ...source.annex];
  for (const item of items) {
    const target = item.type === 'internal' ? item.slug : item.url;
    const ok =
      target !== null &&
      linkUrlSchema.safeParse(target).success &&
      (item.type === 'internal') !== target.startsWith('https://');
    if (!ok)
      throw new ContentSourceError(
        `footer : « ${item.label} » : ${item.type === 'internal' ? 'slug (chemin interne)' : 'url (https://…)'} invalide`,
      );
  }
  for (const social of source.social) {
    if (!social.url.startsWith('https://') || !URL.canParse(social.url))
      throw new ContentSourceError(`footer : réseau ${social.network} : adresse https:// attendue`);
  }
  if (source.columns.length > 3) throw new ContentSourceError('footer : trois colonnes au plus');
  return source;
}

/** `YYYY-MM-DD` (the whole day, as `isInDateWindow` reads it) or an ISO 8601 date-time. */
const dateBound = z
  .string()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/u.test(value) &&
      !Number.isNaN(Date.parse(value)),
    'date invalide : AAAA-MM-JJ ou date ISO 8601 avec fuseau',
  )
  .nullish()
  .transform((value) => value ?? null);

export const topBannerSourceSchema = z.strictObject({
  items: z
    .array(
      z
        .strictObject({
          id,
          isActive: z.boolean().default(true),
          startDate: dateBound,
          endDate: dateBound,
          titleKey: optionalText(100),
          title: text(200),
          buttonLabelKey: optionalText(100),
          buttonLabel: optionalText(80),
          buttonUrl: linkUrlSchema.nullish().transform((value) => value ?? null),
          isEvent: z.boolean().default(false),
        })
        .refine(
          (item) =>
            item.startDate === null ||
            item.endDate === null ||
            Date.parse(item.startDate) <= Date.parse(item.endDate),
          'la date de fin précède la date de début',
        ),
    )
    .max(20),
});
export type TopBannerSource = z.input<typeof topBannerSourceSchema>;

export function compileTopBanner(source: z.output<typeof topBannerSourceSchema>) {
  uniqueIds('top-banner', source.items);
  return source;
}

export const faqSourceSchema = z.strictObject({
  entries: z
    .array(z.strictObject({ id, topic: text(100), question: text(300), answer: markdown(10_000) }))
    .max(200),
});
export type FaqSource = z.input<typeof faqSourceSchema>;

export function compileFaq(source: z.output<typeof faqSourceSchema>) {
  uniqueIds('faq', source.entries);
  return {
    entries: source.entries.map((e) => {
      const answer = renderMarkdown(e.answer);
      if (answer === '')
        throw new ContentSourceError(`faq : la réponse de ${e.id} est vide une fois nettoyée`);
      return { id: e.id, topic: e.topic, question: e.question, answer };
    }),
  };
}
