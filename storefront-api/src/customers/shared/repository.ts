/**
 * SQL shared by the customer sub-features: customers in the wire shape of
 * `domain/src/api/customers.ts`, accounts, sessions, carts, rate-limit windows and housekeeping.
 */
import type { Address, Customer, Gender, Locale } from '@shop/domain';
import { cartQuantities } from '../../cart/public.js';
import type { Queryable } from '../../db/database.js';

interface CustomerRow {
  id: string;
  is_guest: boolean;
  gender: Gender | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  birth_date: string | null;
  locale: Locale;
  group_label: string;
  default_shipping_address: string | null;
  default_billing_address: string | null;
  two_factor_enabled: boolean;
  newsletter: boolean;
  cart_id: string | null;
}

export interface AddressRow {
  name: string;
  company: string | null;
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  post_code: string;
  country: Address['country'];
  phone: string;
  email: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The columns of an `AddressRow`. */
export const ADDRESS_COLUMNS = `name, company, first_name, last_name, street, city, post_code, country, phone, email,
  website, latitude, longitude`;

/** An address row in the reply shape, with the customer's default names. */
export function addressOf(
  row: AddressRow,
  defaults: { shipping: string | null; billing: string | null } = { shipping: null, billing: null },
): Address {
  return {
    name: row.name,
    company: row.company,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    city: row.city,
    postCode: row.post_code,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    defaultShipping: row.name === defaults.shipping,
    defaultBilling: row.name === defaults.billing,
  };
}

/** The customer with addresses (sorted by name) and cart; null when there is no such customer. */
export async function loadCustomer(db: Queryable, id: string): Promise<Customer | null> {
  const [row] = await db.query<CustomerRow>(
    `SELECT c.id::text, c.is_guest, c.gender, c.first_name, c.last_name, c.email,
            to_char(c.birth_date, 'YYYY-MM-DD') AS birth_date, c.locale, g.label AS group_label,
            c.default_shipping_address, c.default_billing_address, c.two_factor_enabled,
            EXISTS (SELECT 1 FROM newsletter_subscriptions n WHERE n.email = c.email) AS newsletter,
            k.id::text AS cart_id
     FROM customers c
     JOIN customer_groups g ON g.id = c.group_id
     LEFT JOIN carts k ON k.customer_id = c.id
     WHERE c.id = $1`,
    [id],
  );
  if (!row) return null;
  const [addresses, items] = await Promise.all([
    db.query<AddressRow>(
      `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = $1 ORDER BY name COLLATE "C"`,
      [id],
    ),
    row.cart_id ? cartQuantities(db, row.cart_id) : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    isGuest: row.is_guest,
    gender: row.gender,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthDate: row.birth_date,
    locale: row.locale,
    customerGroup: { label: row.group_label },
    addresses: addresses.map((a) =>
      addressOf(a, { shipping: row.default_shipping_address, billing: row.default_billing_address }),
    ),
    defaultShippingAddress: row.default_shipping_address,
    defaultBillingAddress: row.default_billing_address,
    newsLetterSubscribed: row.newsletter,
    twoFactorAuthenticationEnabled: row.two_factor_enabled,
    shoppingCart: {
      id: row.cart_id ?? '',
      cartItems: items.map((i) => ({ offerId: i.offer_id, quantity: i.quantity })),
    },
  };
}

export interface Credentials {
  id: string;
  passwordHash: string;
  twoFactor: boolean;
  locale: Locale;
  firstName: string | null;
  email: string;
}

/** The account of an e-mail (guests have none), with what signing in needs. */
export async function findAccount(db: Queryable, email: string): Promise<Credentials | null> {
  const [row] = await db.query<{
    id: string;
    password_hash: string;
    two_factor_enabled: boolean;
    locale: Locale;
    first_name: string | null;
    email: string;
  }>(
    `SELECT id::text, password_hash, two_factor_enabled, locale, first_name, email
     FROM customers WHERE email = $1 AND NOT is_guest`,
    [email],
  );
  return row
    ? {
        id: row.id,
        passwordHash: row.password_hash,
        twoFactor: row.two_factor_enabled,
        locale: row.locale,
        firstName: row.first_name,
        email: row.email,
      }
    : null;
}

/** Deletes a guest (its cart and sessions go with it); a real account is never touched. */
export async function deleteGuest(db: Queryable, customerId: string): Promise<void> {
  await db.query('DELETE FROM customers WHERE id = $1 AND is_guest', [customerId]);
}

export async function setPasswordHash(
  db: Queryable,
  customerId: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [
    customerId,
    passwordHash,
  ]);
}

export async function deleteOneTimePasswords(db: Queryable, customerId: string): Promise<void> {
  await db.query('DELETE FROM one_time_passwords WHERE customer_id = $1', [customerId]);
}

/**
 * Counts a hit in the key's fixed window, opening a new window when the last one is over. One
 * statement, so parallel requests cannot slip between a read and a write.
 */
export async function countHit(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retryAfter: number }> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END,
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END
     RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
    [key, windowSeconds],
  );
  return { hits: row!.hits, retryAfter: row!.retry_after };
}

/** The hits of the key's current window, without adding one (0 when the window is over). */
export async function peekHits(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retryAfter: number }> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `SELECT hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after
       FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  return { hits: row?.hits ?? 0, retryAfter: row?.retry_after ?? 0 };
}

const EXPIRED = [
  'DELETE FROM one_time_passwords WHERE expires_at <= now()',
  'DELETE FROM password_reset_tokens WHERE expires_at <= now()',
  // The longest window is an hour.
  "DELETE FROM rate_limits WHERE window_start <= now() - interval '1 hour'",
  `DELETE FROM customers c WHERE c.is_guest AND c.created_at <= now() - interval '1 day'
     AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.customer_id = c.id)`,
];

/**
 * Removes expired codes, reset tokens, spent captcha challenges and finished rate-limit
 * windows, and guests (with their carts) that no session can reach any more.
 */
export async function removeExpired(db: Queryable): Promise<void> {
  for (const statement of EXPIRED) await db.query(statement);
}

/** One of the customer's addresses, as a snapshot (not a default of anything in the cart). */
export async function customerAddress(
  db: Queryable,
  customerId: string,
  name: string,
): Promise<Address | undefined> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = $1 AND name = $2`,
    [customerId, name],
  );
  return row && addressOf(row);
}

export async function customerContact(
  db: Queryable,
  customerId: string,
): Promise<{ email: string | null; first_name: string | null; locale: string } | undefined> {
  const [row] = await db.query<{ email: string | null; first_name: string | null; locale: string }>(
    'SELECT email, first_name, locale FROM customers WHERE id = $1',
    [customerId],
  );
  return row;
}
