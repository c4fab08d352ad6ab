/** Reading customers in the wire shape of `domain/src/api/customers.ts`. */
import type { Address, Customer, Gender, Locale } from '@shop/domain';
import type { Queryable } from '../db/database.js';

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

interface AddressRow {
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
      `SELECT name, company, first_name, last_name, street, city, post_code, country, phone, email,
              website, latitude, longitude
       FROM addresses WHERE customer_id = $1 ORDER BY name COLLATE "C"`,
      [id],
    ),
    row.cart_id
      ? db.query<{ offer_id: string; quantity: number }>(
          'SELECT offer_id::text, quantity FROM cart_items WHERE cart_id = $1 ORDER BY added_at, offer_id',
          [row.cart_id],
        )
      : Promise.resolve([]),
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
    addresses: addresses.map((a) => ({
      name: a.name,
      company: a.company,
      firstName: a.first_name,
      lastName: a.last_name,
      street: a.street,
      city: a.city,
      postCode: a.post_code,
      country: a.country,
      phone: a.phone,
      email: a.email,
      website: a.website,
      latitude: a.latitude,
      longitude: a.longitude,
      defaultShipping: a.name === row.default_shipping_address,
      defaultBilling: a.name === row.default_billing_address,
    })),
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
