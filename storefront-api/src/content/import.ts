/**
 * The import of the versioned content files (`storefront-api/content/`) into the content tables,
 * at start-up and on demand (`pnpm shop content import`, through the operator API).
 *
 * The rule (README "Content"): each item (a page, the home blocks, the footer, the top banner, the
 * FAQ, the locations) remembers the hash of the file it was last imported from. An item is imported
 * again only when its file changed since (its hash differs), so an operator's run-time change
 * survives every restart until someone edits the file itself; `force` imports every file anyway.
 * A page whose file was removed is removed, unless an operator wrote it. A file that does not
 * validate is reported and skipped: the others are imported and the shop keeps running.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { CONTENT_IMAGE_FILE, imageSize, type ImageSize } from './images.js';
import type * as contentRepository from './repository.js';
import type { BlockName } from './repository.js';
import {
  compileFaq,
  compileFooter,
  compileHome,
  compilePage,
  compileTopBanner,
  CONTENT_SLUG,
  faqSourceSchema,
  footerSourceSchema,
  homeSourceSchema,
  pageSourceSchema,
  topBannerSourceSchema,
  type ImageLookup,
  type StoredPage,
} from './sources.js';
import { compileLocations, locationsSourceSchema, type StoredLocation } from './location-sources.js';

/**
 * Part of every item's hash: raise it when rendering or sanitising changes, so the next start
 * imports every file again through the new code.
 */
export const CONTENT_FORMAT_VERSION = '1';

export interface ImportReport {
  /** Items written from their file. */
  imported: string[];
  /** Items whose file is the one last imported: left as they are. */
  unchanged: string[];
  /** Of `imported`, items an operator had changed since their last import (that change is replaced). */
  replacedOperatorChanges: string[];
  /** Pages whose file was removed. */
  removed: string[];
  /** Files that do not validate, with why: skipped. */
  errors: { item: string; message: string }[];
}

type Write =
  | { kind: 'page'; page: StoredPage }
  | { kind: 'block'; name: BlockName; data: unknown }
  | { kind: 'locations'; locations: StoredLocation[] };

interface Candidate {
  item: string;
  hash: string;
  write: () => Write;
}

const BLOCK_FILES: readonly { name: BlockName; file: string }[] = [
  { name: 'home', file: 'home.json' },
  { name: 'footer', file: 'footer.json' },
  { name: 'top-banner', file: 'top-banner.json' },
  { name: 'faq', file: 'faq.json' },
];

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256').update(CONTENT_FORMAT_VERSION);
  for (const part of parts) hash.update('\u0000').update(part);
  return hash.digest('hex');
};

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function listDir(path: string): Promise<string[]> {
  try {
    return (await readdir(path)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The pictures of `content/images/` with their sizes (unreadable ones left out). */
export async function readImages(dir: string): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  for (const file of await listDir(join(dir, 'images'))) {
    if (!CONTENT_IMAGE_FILE.test(file)) continue;
    const size = imageSize(file, await readFile(join(dir, 'images', file)));
    if (size) sizes.set(file, size);
  }
  return sizes;
}

export const lookupIn =
  (sizes: Map<string, ImageSize>): ImageLookup =>
  (file) =>
    sizes.get(file) ?? null;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(racine)'} : ${issue.message}`)
    .join(' ; ');
}

function parseJson(item: string, raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new Error(`${item} : JSON invalide (${(error as Error).message})`, { cause: error });
  }
}

/** A Markdown page: front matter (YAML only: no `---js` engine runs) and body. */
export function parsePageFile(raw: string): z.output<typeof pageSourceSchema> {
  const refuse = () => {
    throw new Error('seul le YAML est accepté en en-tête');
  };
  const { data, content } = matter(raw, { engines: { js: refuse, javascript: refuse, coffee: refuse } });
  const { slug: _, ...front } = data as Record<string, unknown>;
  const parsed = pageSourceSchema.safeParse({ ...front, body: content });
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  return parsed.data;
}

function parseWith<S extends z.ZodType>(schema: S, item: string, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${item} : ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Every item the files describe, with its hash; validation happens when it is written. */
async function candidates(dir: string): Promise<{ list: Candidate[]; errors: ImportReport['errors'] }> {
  const list: Candidate[] = [];
  const errors: ImportReport['errors'] = [];
  const images = await readImages(dir);
  const imagesPart = [...images].map(([file, size]) => `${file}:${size.width}x${size.height}`).join(',');

  for (const file of await listDir(join(dir, 'pages'))) {
    if (!file.endsWith('.md')) continue;
    const slug = file.slice(0, -3);
    const item = `page:${slug}`;
    if (!CONTENT_SLUG.test(slug)) {
      errors.push({ item, message: `nom de fichier invalide : pages/${file} (a-z, 0-9, _ et -)` });
      continue;
    }
    const raw = await readFile(join(dir, 'pages', file));
    list.push({
      item,
      hash: hashOf(raw),
      write: () => ({ kind: 'page', page: compilePage(slug, parsePageFile(raw.toString('utf8'))) }),
    });
  }

  for (const { name, file } of BLOCK_FILES) {
    const raw = await readOptional(join(dir, file));
    if (raw === undefined) continue;
    const item = `block:${name}`;
    const json = () => parseJson(file, raw);
    const write = (): Write => {
      switch (name) {
        case 'home':
          return {
            kind: 'block',
            name,
            data: compileHome(parseWith(homeSourceSchema, file, json()), lookupIn(images)),
          };
        case 'footer':
          return { kind: 'block', name, data: compileFooter(parseWith(footerSourceSchema, file, json())) };
        case 'top-banner':
          return {
            kind: 'block',
            name,
            data: compileTopBanner(parseWith(topBannerSourceSchema, file, json())),
          };
        case 'faq':
          return { kind: 'block', name, data: compileFaq(parseWith(faqSourceSchema, file, json())) };
      }
    };
    list.push({ item, hash: name === 'home' ? hashOf(raw, imagesPart) : hashOf(raw), write });
  }

  const locations = await readOptional(join(dir, 'locations.json'));
  if (locations !== undefined) {
    list.push({
      item: 'locations',
      hash: hashOf(locations),
      write: () => ({
        kind: 'locations',
        locations: compileLocations(
          parseWith(locationsSourceSchema, 'locations.json', parseJson('locations.json', locations)),
        ),
      }),
    });
  }
  return { list, errors };
}

export async function applyWrite(
  db: Queryable,
  repository: typeof contentRepository,
  write: Write,
): Promise<void> {
  if (write.kind === 'page') await repository.upsertPage(db, write.page);
  else if (write.kind === 'block') await repository.saveBlock(db, write.name, write.data);
  else await repository.replaceLocations(db, write.locations);
}

/** Imports the content files of `dir` that changed since their last import (all with `force`). */
export async function importContent(
  db: Database,
  repository: typeof contentRepository,
  dir: string,
  options: { force?: boolean } = {},
): Promise<ImportReport> {
  const { list, errors } = await candidates(dir);
  const report: ImportReport = {
    imported: [],
    unchanged: [],
    replacedOperatorChanges: [],
    removed: [],
    errors,
  };
  await db.transaction(async (tx) => {
    await repository.lockImport(tx);
    const known = new Map((await repository.sources(tx)).map((s) => [s.item, s]));
    for (const candidate of list) {
      const previous = known.get(candidate.item);
      if (!options.force && previous?.file_hash === candidate.hash) {
        report.unchanged.push(candidate.item);
        continue;
      }
      let write: Write;
      try {
        write = candidate.write();
      } catch (error) {
        report.errors.push({ item: candidate.item, message: (error as Error).message });
        continue;
      }
      await applyWrite(tx, repository, write);
      await repository.markImported(tx, candidate.item, candidate.hash);
      report.imported.push(candidate.item);
      if (previous?.changed_by === 'operator') report.replacedOperatorChanges.push(candidate.item);
    }
    // Pages imported from a file that is gone; an operator's pages stay. A page whose file does
    // not validate is still there: it stays too.
    const present = new Set([...list.map((c) => c.item), ...errors.map((e) => e.item)]);
    for (const source of known.values()) {
      if (!source.item.startsWith('page:') || present.has(source.item) || source.changed_by !== 'file')
        continue;
      await repository.deletePage(tx, source.item.slice('page:'.length));
      await repository.forgetSource(tx, source.item);
      report.removed.push(source.item);
    }
  });
  return report;
}

/** One line for a log or the command's output. */
export function describeImport(report: ImportReport): string {
  const parts = [
    `${report.imported.length} importé(s)`,
    `${report.unchanged.length} inchangé(s)`,
    `${report.removed.length} retiré(s)`,
    `${report.errors.length} en erreur`,
  ];
  const details = [
    report.replacedOperatorChanges.length > 0
      ? `modifications d’opérateur remplacées par leur fichier : ${report.replacedOperatorChanges.join(', ')}`
      : '',
    ...report.errors.map((e) => `${e.item} : ${e.message}`),
  ].filter(Boolean);
  return [`contenu : ${parts.join(', ')}`, ...details].join('\n');
}
