/** All the SQL of the content module: pages, blocks, locations, import sources, contact messages. */
import type { TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type { StoredPage } from './sources.js';
import type { StoredLocation } from './location-sources.js';

export type BlockName = 'home' | 'footer' | 'top-banner' | 'faq';

export interface PageRow {
  slug: string;
  title: string;
  body_html: string;
  purchase_guide_html: string | null;
  seo_title: string | null;
  seo_description: string | null;
  updated_at: Date;
}

export async function findPage(db: Queryable, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.query<PageRow>(
    `SELECT slug, title, body_html, purchase_guide_html, seo_title, seo_description, updated_at
     FROM content_pages WHERE slug = $1`,
    [slug],
  );
  return row;
}

export async function pageSlugs(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ slug: string }>('SELECT slug FROM content_pages ORDER BY slug');
  return rows.map((r) => r.slug);
}

export async function upsertPage(db: Queryable, page: StoredPage): Promise<void> {
  await db.query(
    `INSERT INTO content_pages (slug, title, body_html, purchase_guide_html, seo_title, seo_description, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, body_html = excluded.body_html,
       purchase_guide_html = excluded.purchase_guide_html, seo_title = excluded.seo_title,
       seo_description = excluded.seo_description, updated_at = now()`,
    [
      page.slug,
      page.title,
      page.bodyHtml,
      page.purchaseGuideHtml,
      page.seo?.title ?? null,
      page.seo?.description ?? null,
    ],
  );
}

export async function deletePage(db: Queryable, slug: string): Promise<boolean> {
  const rows = await db.query<{ slug: string }>('DELETE FROM content_pages WHERE slug = $1 RETURNING slug', [
    slug,
  ]);
  return rows.length > 0;
}

export async function findBlock<T>(db: Queryable, name: BlockName): Promise<T | undefined> {
  const [row] = await db.query<{ data: T }>('SELECT data FROM content_blocks WHERE name = $1', [name]);
  return row?.data;
}

export async function saveBlock(db: Queryable, name: BlockName, data: unknown): Promise<void> {
  await db.query(
    `INSERT INTO content_blocks (name, data, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET data = excluded.data, updated_at = now()`,
    [name, JSON.stringify(data)],
  );
}

export interface LocationRow {
  id: string;
  module: string;
  type: string;
  territory: TerritoryCode;
  name: string;
  street: string;
  post_code: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  skus: string[];
}

const LOCATION_COLUMNS = `id, module, type, territory, name, street, post_code, city, country, latitude, longitude,
  phone, skus`;

/** Locations of a module, optionally of one type and one territory, in the content's order. */
export function findLocations(
  db: Queryable,
  module: string,
  filter: { type?: string | undefined; territory?: string | undefined },
): Promise<LocationRow[]> {
  return db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM content_locations
     WHERE module = $1 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR territory = $3)
     ORDER BY position, id`,
    [module, filter.type ?? null, filter.territory ?? null],
  );
}

export async function findLocation(
  db: Queryable,
  module: string,
  id: string,
): Promise<LocationRow | undefined> {
  const [row] = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM content_locations WHERE module = $1 AND id = $2`,
    [module, id],
  );
  return row;
}

/** Replaces every location with these, in this order. */
export async function replaceLocations(db: Queryable, locations: readonly StoredLocation[]): Promise<void> {
  await db.query('DELETE FROM content_locations');
  if (locations.length === 0) return;
  await db.query(
    `INSERT INTO content_locations (id, module, type, territory, name, street, post_code, city, country,
                                    latitude, longitude, phone, skus, position)
     SELECT l.id, l.module, l.type, l.territory, l.name, l.street, l.post_code, l.city, l.country,
            l.latitude, l.longitude, l.phone, ARRAY(SELECT jsonb_array_elements_text(l.skus::jsonb)), l.position
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::text[], $10::float8[], $11::float8[], $12::text[], $13::text[], $14::int[])
          AS l(id, module, type, territory, name, street, post_code, city, country, latitude, longitude, phone,
               skus, position)`,
    [
      locations.map((l) => l.id),
      locations.map((l) => l.module),
      locations.map((l) => l.type),
      locations.map((l) => l.territory),
      locations.map((l) => l.name),
      locations.map((l) => l.street),
      locations.map((l) => l.postCode),
      locations.map((l) => l.city),
      locations.map((l) => l.country),
      locations.map((l) => l.latitude),
      locations.map((l) => l.longitude),
      locations.map((l) => l.phone),
      locations.map((l) => JSON.stringify(l.skus)),
      locations.map((_, i) => i),
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Import sources

export interface SourceRow {
  item: string;
  file_hash: string | null;
  changed_by: 'file' | 'operator';
  changed_at: Date;
}

export function sources(db: Queryable): Promise<SourceRow[]> {
  return db.query<SourceRow>(
    'SELECT item, file_hash, changed_by, changed_at FROM content_sources ORDER BY item',
  );
}

/** Records that `item` now holds what a file with this hash says. */
export async function markImported(db: Queryable, item: string, fileHash: string): Promise<void> {
  await db.query(
    `INSERT INTO content_sources (item, file_hash, changed_by, changed_at) VALUES ($1, $2, 'file', now())
     ON CONFLICT (item) DO UPDATE SET file_hash = excluded.file_hash, changed_by = 'file', changed_at = now()`,
    [item, fileHash],
  );
}

/** Records an operator's change of `item` (the hash of the file last imported is kept). */
export async function markOperatorChange(db: Queryable, item: string): Promise<void> {
  await db.query(
    `INSERT INTO content_sources (item, file_hash, changed_by, changed_at) VALUES ($1, NULL, 'operator', now())
     ON CONFLICT (item) DO UPDATE SET changed_by = 'operator', changed_at = now()`,
    [item],
  );
}

export async function forgetSource(db: Queryable, item: string): Promise<void> {
  await db.query('DELETE FROM content_sources WHERE item = $1', [item]);
}

/** One import at a time across processes (a start-up and `pnpm shop content import`). */
export async function lockImport(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [72_410_014]);
}

// ---------------------------------------------------------------------------------------------
// Products named by the content

export interface ProductRefRow {
  id: string;
  reference: string;
  slug: string;
}

/** Listed products (not variants) by reference, for links the content makes to products. */
export function productsByReference(db: Queryable, references: readonly string[]): Promise<ProductRefRow[]> {
  if (references.length === 0) return Promise.resolve([]);
  return db.query<ProductRefRow>(
    'SELECT id::text, reference, slug FROM products WHERE reference = ANY($1::text[]) AND parent_id IS NULL',
    [references],
  );
}

/**
 * Ids of the products the territory lists among `refs` (matched on the SKU or on the id), in the
 * order of `refs`, unknown or unlisted ones left out.
 */
export async function listedProductIds(
  db: Queryable,
  territory: TerritoryCode,
  attribute: 'sku' | 'id',
  refs: readonly string[],
): Promise<string[]> {
  if (refs.length === 0) return [];
  const match =
    attribute === 'sku' ? 'p.reference = r.ref' : `r.ref ~ '^[0-9]{1,18}$' AND p.id = r.ref::bigint`;
  const rows = await db.query<{ id: string }>(
    `SELECT p.id::text AS id
     FROM unnest($2::text[]) WITH ORDINALITY AS r(ref, n)
     JOIN products p ON ${match} AND p.parent_id IS NULL
     JOIN listings l ON l.territory = $1 AND l.product_id = p.id
     ORDER BY r.n`,
    [territory, refs],
  );
  return [...new Set(rows.map((r) => r.id))];
}

// ---------------------------------------------------------------------------------------------
// Contact messages

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  orderReference: string | null;
  message: string;
  territory: TerritoryCode | null;
  locale: string;
}

export interface ContactMessageRow {
  id: string;
  mail_attempts: number;
  name: string;
  email: string;
  subject: string;
  order_reference: string | null;
  message: string;
  territory: TerritoryCode | null;
  locale: string;
  created_at: Date;
  shop_mail_sent_at: Date | null;
  ack_mail_sent_at: Date | null;
}

const MESSAGE_COLUMNS = `id::text, mail_attempts, name, email, subject, order_reference, message, territory, locale, created_at,
  shop_mail_sent_at, ack_mail_sent_at`;

/** Stores a message, claimed for `claimSeconds` by the request that sends its e-mails right away. */
export async function insertContactMessage(
  db: Queryable,
  message: NewContactMessage,
  claimSeconds: number,
): Promise<ContactMessageRow> {
  const [row] = await db.query<ContactMessageRow>(
    `INSERT INTO contact_messages (name, email, subject, order_reference, message, territory, locale, claimed_until,
                                   mail_attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8), 1)
     RETURNING ${MESSAGE_COLUMNS}`,
    [
      message.name,
      message.email,
      message.subject,
      message.orderReference,
      message.message,
      message.territory,
      message.locale,
      claimSeconds,
    ],
  );
  return row!;
}

/**
 * Claims up to `limit` messages with an unsent e-mail that nobody holds (claims expire), for
 * `claimSeconds`: two processes never send the same message's mail at the same time.
 */
export function claimUnsentMessages(
  db: Queryable,
  limit: number,
  claimSeconds: number,
  maxAttempts: number,
): Promise<ContactMessageRow[]> {
  return db.query<ContactMessageRow>(
    `UPDATE contact_messages SET claimed_until = now() + make_interval(secs => $2), mail_attempts = mail_attempts + 1
     WHERE id IN (
       SELECT id FROM contact_messages
       WHERE (shop_mail_sent_at IS NULL OR ack_mail_sent_at IS NULL)
         AND (claimed_until IS NULL OR claimed_until < now()) AND mail_attempts < $3
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${MESSAGE_COLUMNS}`,
    [limit, claimSeconds, maxAttempts],
  );
}

/** Marks one of a message's e-mails sent (once: a mail already marked stays as it was). */
export async function markMailSent(db: Queryable, id: string, mail: 'shop' | 'ack'): Promise<void> {
  const column = mail === 'shop' ? 'shop_mail_sent_at' : 'ack_mail_sent_at';
  await db.query(`UPDATE contact_messages SET ${column} = coalesce(${column}, now()) WHERE id = $1::bigint`, [
    id,
  ]);
}

/** Lets the message go; the next try may claim it in `retryAfterSeconds` (its mail failed). */
export async function releaseMessage(db: Queryable, id: string, retryAfterSeconds: number): Promise<void> {
  await db.query(
    'UPDATE contact_messages SET claimed_until = now() + make_interval(secs => $2) WHERE id = $1::bigint',
    [id, retryAfterSeconds],
  );
}

export async function findContactMessage(db: Queryable, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.query<ContactMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM contact_messages WHERE id = $1::bigint`,
    [id],
  );
  return row;
}
