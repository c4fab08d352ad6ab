/**
 * The content's rules: what each read answers (the region's home blocks, pages, FAQ, footer, top
 * banner, locations) and the operator's run-time changes (validated and sanitised like the files,
 * recorded so the next start-up's import keeps them).
 */
import type {
  ContentImage,
  ContentLink,
  ContentPage,
  Faq,
  Footer,
  HomeMarketing,
  Location,
  TerritoryCode,
  TopBanner,
} from '@shop/domain';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { applyWrite, importContent, lookupIn, readImages, type ImportReport } from './import.js';
import { resolveInternalLinks } from './render.js';
import type * as contentRepository from './repository.js';
import type { LocationRow, PageRow } from './repository.js';
import {
  compileFaq,
  compileFooter,
  compileHome,
  compilePage,
  compileTopBanner,
  ContentSourceError,
  type StoredHome,
  type StoredImage,
  type StoredLink,
} from './sources.js';
import { compileLocations, type locationsSourceSchema } from './location-sources.js';
import type {
  faqSourceSchema,
  footerSourceSchema,
  homeSourceSchema,
  pageSourceSchema,
  topBannerSourceSchema,
} from './sources.js';
import type { z } from 'zod';

export interface ContentDeps {
  db: Database;
  repository: typeof contentRepository;
  mediaBaseUrl: () => string;
  /** The content files' directory (`CONTENT_DIR`). */
  dir: string;
}

/** How the content names products (`attrRef`), and how the reply's product links read (`replaceIdBy`). */
export interface ProductRefOptions {
  attrRef: 'sku' | 'id';
  replaceIdBy: 'slug' | null;
}

/**
 * `/{catalog}/{locale}/` of the request (its `root-category` header and `locale`), which the
 * internal links of served HTML are made absolute with; null leaves them relative.
 */
export type LinkBase = string | null;

export const contentNotFound = (slug: string) =>
  notFound('content-not-found', `Aucun contenu pour « ${slug.slice(0, 80)} »`);

const forTerritory =
  (territory: TerritoryCode) =>
  <T extends { territories: TerritoryCode[] | null }>(item: T) =>
    item.territories === null || item.territories.includes(territory);

export class ContentService {
  constructor(private readonly deps: ContentDeps) {}

  private get db(): Queryable {
    return this.deps.db;
  }

  private image(image: StoredImage): ContentImage {
    return {
      url: `${this.deps.mediaBaseUrl()}/media/content/${image.file}`,
      alt: image.alt,
      width: image.width,
      height: image.height,
    };
  }

  /** The region's home blocks; product links read `produit/{id}`, or `produit/{slug}` with replaceIdBy=slug. */
  async homeMarketing(
    territory: TerritoryCode,
    options: ProductRefOptions,
    base: LinkBase,
  ): Promise<HomeMarketing> {
    const html = <T extends string | null>(text: T): T =>
      text === null ? text : (resolveInternalLinks(text, base) as T);
    const home = await this.deps.repository.findBlock<StoredHome>(this.db, 'home');
    if (!home)
      return {
        slider: [],
        universes: [],
        featuredBlock: [],
        categoryTiles: [],
        sectionBlocks: [],
        seo: null,
      };
    const shown = forTerritory(territory);
    const slider = home.slider.filter(shown);
    const universes = home.universes.filter(shown);
    const featured = home.featuredBlock.filter(shown);
    const links = [
      ...slider.map((s) => s.link),
      ...universes.map((u) => u.link),
      ...featured.map((f) => f.link),
    ];
    const resolve = await this.linkResolver(links, options);
    return {
      slider: slider.map((s) => ({
        id: s.id,
        title: s.title,
        description: html(s.description),
        label: s.label,
        link: resolve(s.link),
        image: { mobile: this.image(s.image.mobile), desktop: this.image(s.image.desktop) },
      })),
      universes: universes.flatMap((u) => {
        const link = resolve(u.link);
        return link ? [{ id: u.id, title: u.title, text: u.text, image: this.image(u.image), link }] : [];
      }),
      featuredBlock: featured.map((f) => ({
        id: f.id,
        title: f.title,
        description: html(f.description),
        label: f.label,
        link: resolve(f.link),
        image: f.image ? this.image(f.image) : null,
      })),
      categoryTiles: home.categoryTiles.filter(shown).map((t) => ({
        id: t.id,
        categorySlug: t.categorySlug,
        title: t.title,
        image: this.image(t.image),
      })),
      sectionBlocks: home.sectionBlocks
        .filter(shown)
        .map((b) => ({ id: b.id, title: b.title, html: html(b.html) })),
      seo: home.seo,
    };
  }

  /**
   * Product links become `produit/{id}` (or `{slug}`); a product that is not in the catalogue (any
   * more) leaves its link out, rather than sending the shopper to a dead page.
   */
  private async linkResolver(
    links: (StoredLink | null)[],
    options: ProductRefOptions,
  ): Promise<(link: StoredLink | null) => ContentLink | null> {
    const references = links.flatMap((l) => (l && 'product' in l ? [l.product] : []));
    const rows = await this.deps.repository.productsByReference(this.db, references);
    const byReference = new Map(rows.map((r) => [r.reference, r]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return (link) => {
      if (link === null) return null;
      if (!('product' in link)) return link;
      const product = options.attrRef === 'id' ? byId.get(link.product) : byReference.get(link.product);
      if (!product) return null;
      return {
        url: `produit/${options.replaceIdBy === 'slug' ? product.slug : product.id}`,
        external: false,
      };
    };
  }

  /** The listed product ids of `section=featured-products` for the region, in the content's order. */
  async featuredProductIds(territory: TerritoryCode, attrRef: 'sku' | 'id', size: number): Promise<string[]> {
    const home = await this.deps.repository.findBlock<StoredHome>(this.db, 'home');
    const references = (home?.featuredProducts ?? [])
      .filter(forTerritory(territory))
      .flatMap((f) => f.references);
    const ids = await this.deps.repository.listedProductIds(this.db, territory, attrRef, [
      ...new Set(references),
    ]);
    return ids.slice(0, size);
  }

  async page(slug: string, base: LinkBase = null): Promise<ContentPage> {
    const row = await this.deps.repository.findPage(this.db, slug);
    if (!row) throw contentNotFound(slug);
    return toPage(row, base);
  }

  async faq(base: LinkBase = null): Promise<Faq> {
    const faq = (await this.deps.repository.findBlock<Faq>(this.db, 'faq')) ?? { entries: [] };
    return { entries: faq.entries.map((e) => ({ ...e, answer: resolveInternalLinks(e.answer, base) })) };
  }

  async footer(): Promise<Footer> {
    const footer = await this.deps.repository.findBlock<Footer>(this.db, 'footer');
    if (!footer) throw contentNotFound('footer');
    return footer;
  }

  async topBanner(): Promise<TopBanner> {
    return (await this.deps.repository.findBlock<TopBanner>(this.db, 'top-banner')) ?? { items: [] };
  }

  async locations(module: string, filter: { type?: string; territory?: string }): Promise<Location[]> {
    return (await this.deps.repository.findLocations(this.db, module, filter)).map(toLocation);
  }

  async location(module: string, id: string): Promise<Location> {
    const row = await this.deps.repository.findLocation(this.db, module, id);
    if (!row) throw notFound('location-not-found', `Lieu introuvable : ${id.slice(0, 80)}`);
    return toLocation(row);
  }

  // -------------------------------------------------------------------------------------------
  // Operator

  /** Imports the content files (changed ones, or all with `force`). */
  import(force: boolean): Promise<ImportReport> {
    return importContent(this.deps.db, this.deps.repository, this.deps.dir, { force });
  }

  /** Where each item last came from. */
  async sources(): Promise<{ item: string; changedBy: 'file' | 'operator'; changedAt: string }[]> {
    return (await this.deps.repository.sources(this.db)).map((s) => ({
      item: s.item,
      changedBy: s.changed_by,
      changedAt: s.changed_at.toISOString(),
    }));
  }

  /** Writes an operator's change and records it, so the start-up import keeps it. */
  private async write(item: string, compile: () => Promise<Parameters<typeof applyWrite>[2]>): Promise<void> {
    let write;
    try {
      write = await compile();
    } catch (error) {
      if (error instanceof ContentSourceError) throw badRequest('invalid-content', error.message);
      throw error;
    }
    await this.deps.db.transaction(async (tx) => {
      await this.deps.repository.lockImport(tx);
      await applyWrite(tx, this.deps.repository, write);
      await this.deps.repository.markOperatorChange(tx, item);
    });
  }

  async putPage(slug: string, source: z.output<typeof pageSourceSchema>): Promise<ContentPage> {
    await this.write(`page:${slug}`, async () => ({ kind: 'page', page: compilePage(slug, source) }));
    return this.page(slug, null);
  }

  /** Removes a page; the file's page comes back only once its file changes (or a forced import). */
  async deletePage(slug: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.repository.lockImport(tx);
      if (!(await this.deps.repository.deletePage(tx, slug))) throw contentNotFound(slug);
      await this.deps.repository.markOperatorChange(tx, `page:${slug}`);
    });
  }

  async putHome(source: z.output<typeof homeSourceSchema>): Promise<void> {
    await this.write('block:home', async () => ({
      kind: 'block',
      name: 'home',
      data: compileHome(source, lookupIn(await readImages(this.deps.dir))),
    }));
  }

  async putFooter(source: z.output<typeof footerSourceSchema>): Promise<Footer> {
    await this.write('block:footer', async () => ({
      kind: 'block',
      name: 'footer',
      data: compileFooter(source),
    }));
    return this.footer();
  }

  async putTopBanner(source: z.output<typeof topBannerSourceSchema>): Promise<TopBanner> {
    await this.write('block:top-banner', async () => ({
      kind: 'block',
      name: 'top-banner',
      data: compileTopBanner(source),
    }));
    return this.topBanner();
  }

  async putFaq(source: z.output<typeof faqSourceSchema>): Promise<Faq> {
    await this.write('block:faq', async () => ({ kind: 'block', name: 'faq', data: compileFaq(source) }));
    return this.faq(null);
  }

  async putLocations(source: z.output<typeof locationsSourceSchema>): Promise<{ count: number }> {
    const locations = compileLocationsOr400(source);
    await this.write('locations', async () => ({ kind: 'locations', locations }));
    return { count: locations.length };
  }
}

function compileLocationsOr400(source: z.output<typeof locationsSourceSchema>) {
  try {
    return compileLocations(source);
  } catch (error) {
    if (error instanceof ContentSourceError) throw badRequest('invalid-content', error.message);
    throw error;
  }
}

function toPage(row: PageRow, base: LinkBase): ContentPage {
  return {
    slug: row.slug,
    title: row.title,
    description: resolveInternalLinks(row.body_html, base),
    purchase_guide:
      row.purchase_guide_html === null ? null : resolveInternalLinks(row.purchase_guide_html, base),
    seo:
      row.seo_title === null && row.seo_description === null
        ? null
        : { title: row.seo_title, description: row.seo_description },
    updatedAt: row.updated_at.toISOString(),
  };
}

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    module: row.module,
    type: row.type,
    territory: row.territory,
    name: row.name,
    street: row.street,
    postCode: row.post_code,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    skus: row.skus,
  };
}
