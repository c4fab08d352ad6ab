/** The address book: addresses by name per customer, and the customer's two default names. */
import type { ValidAddress } from '@shop/domain';
import type { Queryable } from '../../db/database.js';

export interface DefaultFlags {
  shipping?: boolean | undefined;
  billing?: boolean | undefined;
}

/** The customer's default address names, the row locked until the end of the transaction. */
export async function lockDefaults(
  db: Queryable,
  customerId: string,
): Promise<{ shipping: string | null; billing: string | null } | undefined> {
  const [row] = await db.query<{ shipping: string | null; billing: string | null }>(
    `SELECT default_shipping_address AS shipping, default_billing_address AS billing
     FROM customers WHERE id = $1 FOR UPDATE`,
    [customerId],
  );
  return row;
}

/** Locks the named address; false when the customer has none of that name. */
export async function lockAddress(db: Queryable, customerId: string, name: string): Promise<boolean> {
  const rows = await db.query('SELECT name FROM addresses WHERE customer_id = $1 AND name = $2 FOR UPDATE', [
    customerId,
    name,
  ]);
  return rows.length > 0;
}

/**
 * Whether another address of the customer (not `except`) has the same content (case aside), or
 * the name a new address asks for.
 */
export async function hasDuplicate(
  db: Queryable,
  customerId: string,
  address: ValidAddress,
  except: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT name FROM addresses
     WHERE customer_id = $1 AND ($2::text IS NULL OR name <> $2)
       AND (name = $3 OR (coalesce(company, '') = coalesce($4, '') AND lower(first_name) = lower($5)
         AND lower(last_name) = lower($6) AND lower(street) = lower($7) AND lower(city) = lower($8)
         AND post_code = $9 AND country = $10 AND phone = $11))
     LIMIT 1`,
    [
      customerId,
      except,
      except === null ? (address.name ?? null) : null,
      // The content without the contact fields and position: company to phone.
      ...addressValues(address).slice(0, 8),
    ],
  );
  return rows.length > 0;
}

export async function insertAddress(
  db: Queryable,
  customerId: string,
  name: string,
  address: ValidAddress,
): Promise<void> {
  await db.query(
    `INSERT INTO addresses (customer_id, name, company, first_name, last_name, street, city, post_code,
       country, phone, email, website, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [customerId, name, ...addressValues(address)],
  );
}

export async function updateAddress(
  db: Queryable,
  customerId: string,
  name: string,
  address: ValidAddress,
): Promise<void> {
  await db.query(
    `UPDATE addresses SET company = $3, first_name = $4, last_name = $5, street = $6, city = $7,
       post_code = $8, country = $9, phone = $10, email = $11, website = $12, latitude = $13,
       longitude = $14, updated_at = now()
     WHERE customer_id = $1 AND name = $2`,
    [customerId, name, ...addressValues(address)],
  );
}

/** False when the customer has no address of that name. */
export async function deleteAddress(db: Queryable, customerId: string, name: string): Promise<boolean> {
  const deleted = await db.query(
    'DELETE FROM addresses WHERE customer_id = $1 AND name = $2 RETURNING name',
    [customerId, name],
  );
  return deleted.length > 0;
}

/** true: the address becomes that default; false: it stops being it; undefined: unchanged. */
export async function setDefaults(
  db: Queryable,
  customerId: string,
  name: string,
  defaults: DefaultFlags,
): Promise<void> {
  if (defaults.shipping === undefined && defaults.billing === undefined) return;
  const pick = (flag: boolean | undefined, column: string) =>
    flag === true ? '$2' : flag === false ? `CASE WHEN ${column} = $2 THEN NULL ELSE ${column} END` : column;
  await db.query(
    `UPDATE customers SET default_shipping_address = ${pick(defaults.shipping, 'default_shipping_address')},
       default_billing_address = ${pick(defaults.billing, 'default_billing_address')}
     WHERE id = $1`,
    [customerId, name],
  );
}

function addressValues(address: ValidAddress): unknown[] {
  return [
    address.company ?? null,
    address.firstName,
    address.lastName,
    address.street,
    address.city,
    address.postCode,
    address.country,
    address.phone,
    address.email ?? null,
    address.website ?? null,
    address.latitude ?? null,
    address.longitude ?? null,
  ];
}
