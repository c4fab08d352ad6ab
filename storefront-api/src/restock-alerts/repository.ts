/** Restock alerts and the offers' stock changes that fire them: all the module's SQL. */
import type { Locale, StockImportLine, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

export interface OfferStockRow {
  id: string;
  territory: TerritoryCode;
  stock: number;
}

/** The offer, if it is sold in that territory (an offer of another region is unknown there). */
export async function findOffer(
  db: Queryable,
  offerId: string,
  territory: TerritoryCode,
): Promise<OfferStockRow | undefined> {
  const [row] = await db.query<OfferStockRow>(
    'SELECT id::text, territory, stock FROM offers WHERE id = $1::bigint AND territory = $2',
    [offerId, territory],
  );
  return row;
}

/** Stores a waiting alert; false when this e-mail already waits on this offer. */
export async function insertAlert(
  db: Queryable,
  alert: { offerId: string; email: string; territory: TerritoryCode; locale: Locale },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO restock_alerts (offer_id, email, territory, locale) VALUES ($1::bigint, $2, $3, $4)
     ON CONFLICT (offer_id, email) WHERE sent_at IS NULL DO NOTHING RETURNING id`,
    [alert.offerId, alert.email, alert.territory, alert.locale],
  );
  return rows.length > 0;
}

/** An alert being e-mailed, with what its e-mail says. */
export interface DueAlertRow {
  id: string;
  email: string;
  locale: Locale;
  mail_attempts: number;
  root_path: string;
  product_name: string;
  /** The product page's slug: the variant's parent, or the product itself. */
  listing_slug: string;
  /** The variant's own slug (`?variante=`), null for a simple product. */
  variant_slug: string | null;
}

/**
 * Claims up to `limit` waiting alerts whose offer has stock again (of `offerIds` only, when given)
 * that nobody holds, for `claimSeconds`: two processes never e-mail the same alert together.
 */
export function claimDueAlerts(
  db: Queryable,
  options: { offerIds: readonly string[] | null; limit: number; claimSeconds: number; maxAttempts: number },
): Promise<DueAlertRow[]> {
  return db.query<DueAlertRow>(
    `WITH claimed AS (
       UPDATE restock_alerts SET claimed_until = now() + make_interval(secs => $2), mail_attempts = mail_attempts + 1
       WHERE id IN (
         SELECT a.id FROM restock_alerts a JOIN offers o ON o.id = a.offer_id
         WHERE a.sent_at IS NULL AND o.stock > 0
           AND (a.claimed_until IS NULL OR a.claimed_until < now()) AND a.mail_attempts < $3
           AND ($4::bigint[] IS NULL OR a.offer_id = ANY ($4::bigint[]))
         ORDER BY a.id LIMIT $1 FOR UPDATE OF a SKIP LOCKED)
       RETURNING id, offer_id, email, territory, locale, mail_attempts)
     SELECT c.id::text, c.email, c.locale, c.mail_attempts, r.root_path, p.name AS product_name,
            lp.slug AS listing_slug, CASE WHEN p.id <> lp.id THEN p.slug END AS variant_slug
     FROM claimed c
     JOIN offers o ON o.id = c.offer_id
     JOIN products p ON p.id = o.product_id
     JOIN products lp ON lp.id = o.listing_product_id
     JOIN regions r ON r.code = c.territory
     ORDER BY c.id`,
    [options.limit, options.claimSeconds, options.maxAttempts, options.offerIds],
  );
}

/** The alert is spent: its e-mail left (once: an alert already marked stays as it was). */
export async function markAlertSent(db: Queryable, id: string, tokenHash: Buffer): Promise<void> {
  await db.query(
    `UPDATE restock_alerts SET sent_at = now(), unsubscribe_token_hash = $2, claimed_until = NULL
     WHERE id = $1::bigint AND sent_at IS NULL`,
    [id, tokenHash],
  );
}

/** Lets the alert go; the next try may claim it in `retryAfterSeconds` (its e-mail failed). */
export async function releaseAlert(db: Queryable, id: string, retryAfterSeconds: number): Promise<void> {
  await db.query(
    'UPDATE restock_alerts SET claimed_until = now() + make_interval(secs => $2) WHERE id = $1::bigint',
    [id, retryAfterSeconds],
  );
}

/** Forgets the spent alerts sent more than `days` ago: their address has no reason to stay. */
export async function deleteSpentAlerts(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM restock_alerts WHERE sent_at < now() - make_interval(days => $1) RETURNING id`,
    [days],
  );
  return rows.length;
}

/** Lets claimed alerts go untried (a round stopped before them): due again, no try counted. */
export async function unclaimAlerts(db: Queryable, ids: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE restock_alerts SET claimed_until = NULL, mail_attempts = greatest(mail_attempts - 1, 0)
     WHERE id = ANY ($1::bigint[]) AND sent_at IS NULL`,
    [ids],
  );
}

/**
 * The unsubscribe link: every alert of the address that e-mail went to (the spent one and those
 * still waiting) is removed. Answers how many were waiting, or null for an unknown token.
 */
export async function removeAlertsOfToken(db: Queryable, tokenHash: Buffer): Promise<number | null> {
  const [row] = await db.query<{ found: boolean; waiting: number }>(
    `WITH owner AS (SELECT email FROM restock_alerts WHERE unsubscribe_token_hash = $1),
     removed AS (DELETE FROM restock_alerts WHERE email IN (SELECT email FROM owner) RETURNING sent_at)
     SELECT EXISTS (SELECT 1 FROM owner) AS found,
            (SELECT count(*) FROM removed WHERE sent_at IS NULL)::int AS waiting`,
    [tokenHash],
  );
  return row?.found ? row.waiting : null;
}

/** The offers a stock feed's lines name (reference, seller, territory), by line index. */
export async function findOffersOfLines(
  db: Queryable,
  lines: readonly StockImportLine[],
): Promise<Map<number, string>> {
  const rows = await db.query<{ line: number; id: string }>(
    `SELECT l.line - 1 AS line, o.id::text
     FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS l(reference, shop_id, territory, line)
     JOIN products p ON p.reference = l.reference
     JOIN offers o ON o.product_id = p.id AND o.shop_id = l.shop_id AND o.territory = l.territory`,
    [lines.map((l) => l.reference), lines.map((l) => l.shopId), lines.map((l) => l.territory)],
  );
  return new Map(rows.map((row) => [Number(row.line), row.id]));
}
