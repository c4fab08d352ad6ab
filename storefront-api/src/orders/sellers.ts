/** The sellers' legal identity an invoice prints (migration 0009). */
import type { Queryable } from '../db/database.js';

export interface SellerLegal {
  name: string;
  legalName: string | null;
  street: string | null;
  postCode: string | null;
  city: string;
  siret: string | null;
  vatNumber: string | null;
}

export async function sellerLegal(db: Queryable, shopIds: string[]): Promise<Record<string, SellerLegal>> {
  const rows = await db.query<SellerLegal & { id: string }>(
    `SELECT id, name, legal_name AS "legalName", street, post_code AS "postCode", city, siret,
            vat_number AS "vatNumber"
     FROM shops WHERE id = ANY($1::text[])`,
    [shopIds],
  );
  return Object.fromEntries(rows.map(({ id, ...legal }) => [id, legal]));
}
