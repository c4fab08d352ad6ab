/**
 * The SQL of checkout: the cart's choices (addresses, methods, relay points), the shipping reference
 * data (rates, relay points, places), validations and the stock they reserve.
 */
import type { Address, Cart, CarrierCode, DeliveryTimeUnit, ShippingRate, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';

interface RateRow {
  id: string;
  carrier: CarrierCode;
  name: string;
  logistic_classes: string[];
  territories: string[];
  max_weight_grams: number | null;
  base_cents: number;
  per_kg_cents: number;
  delivery_time: number;
  delivery_unit: DeliveryTimeUnit;
  is_air: boolean;
  is_standard: boolean;
}

export async function shippingRates(db: Queryable): Promise<ShippingRate[]> {
  const rows = await db.query<RateRow>('SELECT * FROM shipping_rates ORDER BY position');
  return rows.map((row) => ({
    id: row.id,
    carrier: row.carrier,
    name: row.name,
    logisticClasses: row.logistic_classes,
    territories: row.territories,
    maxWeightGrams: row.max_weight_grams,
    baseCents: row.base_cents,
    perKgCents: row.per_kg_cents,
    deliveryTime: row.delivery_time,
    deliveryUnit: row.delivery_unit,
    isAir: row.is_air,
    isStandard: row.is_standard,
  }));
}

/** VAT on transport: the territory's normal rate where it has VAT (docking fees tax goods only). */
export async function shippingTaxRate(db: Queryable, territory: TerritoryCode): Promise<number> {
  const [row] = await db.query<{ rate_bp: number }>(
    `SELECT rate_bp FROM tax_rates WHERE territory = $1 AND tax_class = 'NORMAL' AND kind = 'VAT'`,
    [territory],
  );
  return row?.rate_bp ?? 0;
}

export interface ChoiceRow {
  shipment_id: string;
  method_id: string;
  relay_code: string | null;
}

export interface CheckoutChoices {
  shippingAddress: Address | null;
  billingAddress: Address | null;
  shipments: ChoiceRow[];
}

export async function checkoutChoices(db: Queryable, cartId: string): Promise<CheckoutChoices> {
  const [cart] = await db.query<{ shipping_address: Address | null; billing_address: Address | null }>(
    'SELECT shipping_address, billing_address FROM checkout_addresses WHERE cart_id = $1',
    [cartId],
  );
  const shipments = await db.query<ChoiceRow>(
    'SELECT shipment_id, method_id, relay_code FROM cart_shipments WHERE cart_id = $1',
    [cartId],
  );
  return {
    shippingAddress: cart?.shipping_address ?? null,
    billingAddress: cart?.billing_address ?? null,
    shipments,
  };
}

export async function setShippingAddress(db: Queryable, cartId: string, address: Address): Promise<void> {
  await db.query(
    `INSERT INTO checkout_addresses (cart_id, shipping_address) VALUES ($1, $2)
     ON CONFLICT (cart_id) DO UPDATE SET shipping_address = EXCLUDED.shipping_address`,
    [cartId, JSON.stringify(address)],
  );
  // The relay points chosen were near the previous address.
  await db.query('UPDATE cart_shipments SET relay_code = NULL WHERE cart_id = $1', [cartId]);
}

export async function setBillingAddress(db: Queryable, cartId: string, address: Address): Promise<void> {
  await db.query(
    `INSERT INTO checkout_addresses (cart_id, billing_address) VALUES ($1, $2)
     ON CONFLICT (cart_id) DO UPDATE SET billing_address = EXCLUDED.billing_address`,
    [cartId, JSON.stringify(address)],
  );
}

export async function setShipmentChoice(db: Queryable, cartId: string, choice: ChoiceRow): Promise<void> {
  await db.query(
    `INSERT INTO cart_shipments (cart_id, shipment_id, method_id, relay_code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cart_id, shipment_id) DO UPDATE SET method_id = EXCLUDED.method_id, relay_code = EXCLUDED.relay_code`,
    [cartId, choice.shipment_id, choice.method_id, choice.relay_code],
  );
}

/** Forgets every checkout choice (after the order: the next cart starts afresh). */
export async function clearChoices(db: Queryable, cartId: string): Promise<void> {
  await db.query('DELETE FROM cart_shipments WHERE cart_id = $1', [cartId]);
  await db.query('DELETE FROM checkout_addresses WHERE cart_id = $1', [cartId]);
}

export interface RelayRow {
  code: string;
  territory: TerritoryCode;
  company: string;
  house_number: string | null;
  street: string;
  street2: string | null;
  street3: string | null;
  city: string;
  post_code: string;
  lat: number;
  lng: number;
  phone: string | null;
  opening_times: Record<string, [string, string][]>;
}

export function relayPoints(db: Queryable, territory: TerritoryCode): Promise<RelayRow[]> {
  return db.query<RelayRow>('SELECT * FROM relay_points WHERE territory = $1', [territory]);
}

export async function relayPointsByCode(db: Queryable, codes: string[]): Promise<Map<string, RelayRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<RelayRow>('SELECT * FROM relay_points WHERE code = ANY($1)', [codes]);
  return new Map(rows.map((row) => [row.code, row]));
}

export interface PlaceRow {
  territory: TerritoryCode;
  post_code: string;
  city: string;
  lat: number;
  lng: number;
}

/** A town by postcode (the first of its towns matching the city when several share it), else by name. */
export async function findPlace(
  db: Queryable,
  postCode: string,
  city: string,
): Promise<PlaceRow | undefined> {
  const [row] = await db.query<PlaceRow>(
    `SELECT territory, post_code, city, lat, lng FROM places
     WHERE post_code = $1 OR lower(shop_unaccent(city)) = lower(shop_unaccent($2))
     ORDER BY (post_code = $1 AND lower(shop_unaccent(city)) = lower(shop_unaccent($2))) DESC,
              (post_code = $1) DESC, city
     LIMIT 1`,
    [postCode, city],
  );
  return row;
}

export async function shopTerms(db: Queryable, shopIds: string[]): Promise<Map<string, string | null>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; terms: string }>(
    'SELECT id, terms FROM shops WHERE id = ANY($1)',
    [shopIds],
  );
  return new Map(rows.map((row) => [row.id, row.terms.trim() === '' ? null : row.terms]));
}

export interface ValidationRow {
  id: string;
  order_reference: string;
  expires_at: Date;
  amount: number;
  snapshot: Cart;
}

/** The cart's validation that still holds its stock. */
export async function liveValidation(db: Queryable, cartId: string): Promise<ValidationRow | undefined> {
  const [row] = await db.query<ValidationRow>(
    `SELECT id::text, order_reference, expires_at, amount, snapshot FROM checkouts
     WHERE cart_id = $1 AND status = 'VALIDATED' AND expires_at > now()`,
    [cartId],
  );
  return row;
}

/** Ends the cart's unpaid validation (changed, or validated again); answers the ids ended. */
export async function closeValidations(db: Queryable, cartId: string): Promise<string[]> {
  const closed = await db.query<{ id: string }>(
    `UPDATE checkouts SET status = CASE WHEN expires_at > now() THEN 'CANCELLED' ELSE 'EXPIRED' END,
                          closed_at = now()
     WHERE cart_id = $1 AND status = 'VALIDATED' RETURNING id::text`,
    [cartId],
  );
  return closed.map((row) => row.id);
}

/** The validation paid: its order is made. */
export async function markPaid(db: Queryable, checkoutId: string): Promise<void> {
  await db.query(`UPDATE checkouts SET status = 'PAID', closed_at = now() WHERE id = $1`, [checkoutId]);
}

/** Forgets the shipping address and the methods chosen (the cart moved to another territory). */
export async function forgetShipping(db: Queryable, cartId: string): Promise<void> {
  await db.query('DELETE FROM cart_shipments WHERE cart_id = $1', [cartId]);
  await db.query('UPDATE checkout_addresses SET shipping_address = NULL WHERE cart_id = $1', [cartId]);
}

/**
 * Minutes the customer's unpaid validations held stock within the last `windowMinutes` (paid ones
 * are purchases, not holds).
 */
export async function heldMinutes(db: Queryable, customerId: string, windowMinutes: number): Promise<number> {
  const [row] = await db.query<{ minutes: number }>(
    `SELECT coalesce(sum(extract(epoch FROM
              least(coalesce(closed_at, expires_at), expires_at, now())
              - greatest(created_at, now() - make_interval(mins => $2)))), 0)::float / 60 AS minutes
     FROM checkouts
     WHERE customer_id = $1 AND status <> 'PAID' AND created_at > now() - make_interval(mins => $2 + 60)
       AND least(coalesce(closed_at, expires_at), expires_at) > now() - make_interval(mins => $2)`,
    [customerId, windowMinutes],
  );
  return Math.max(0, row?.minutes ?? 0);
}

/**
 * A new validation; its amount and snapshot are written by `freezeValidation` from the reply read in
 * the same transaction, under the same locks.
 */
export async function insertValidation(
  db: Queryable,
  values: {
    cartId: string;
    customerId: string;
    territory: TerritoryCode;
    couponId: string | null;
    minutes: number;
  },
): Promise<{ id: string; order_reference: string; expires_at: Date }> {
  const [row] = await db.query<{ id: string; order_reference: string; expires_at: Date }>(
    `INSERT INTO checkouts (cart_id, customer_id, territory, order_reference, status, amount, snapshot, expires_at,
                            coupon_id)
     VALUES ($1, $2, $3, 'OM' || to_char(now(), 'YYMMDD') || '-' || lpad(nextval('order_reference_seq')::text, 6, '0'),
             'VALIDATED', 0, '{}', now() + make_interval(mins => $4), $5)
     RETURNING id::text, order_reference, expires_at`,
    [values.cartId, values.customerId, values.territory, values.minutes, values.couponId],
  );
  return row!;
}

/** The amount to charge and the frozen cart, both from one reply. */
export async function freezeValidation(db: Queryable, id: string, snapshot: Cart): Promise<void> {
  await db.query('UPDATE checkouts SET snapshot = $2, amount = $3 WHERE id = $1', [
    id,
    JSON.stringify(snapshot),
    snapshot.orderTotalPrice.taxIncluded,
  ]);
}
