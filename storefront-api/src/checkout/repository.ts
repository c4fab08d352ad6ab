/**
 * The SQL of checkout: the cart's choices (addresses, methods, relay points), the shipping reference
 * data (rates, relay points, places), validations and the stock they reserve.
 */
import type { Address, Cart, CarrierCode, DeliveryTimeUnit, ShippingRate, TerritoryCode } from '@shop/domain';
import { ADDRESS_COLUMNS, addressOf, type AddressRow } from '../customers/shared/repository.js';
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
    'SELECT shipping_address, billing_address FROM carts WHERE id = $1',
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
  await db.query('UPDATE carts SET shipping_address = $2, updated_at = now() WHERE id = $1', [
    cartId,
    JSON.stringify(address),
  ]);
  // The relay points chosen were near the previous address.
  await db.query('UPDATE cart_shipments SET relay_code = NULL WHERE cart_id = $1', [cartId]);
}

export async function setBillingAddress(db: Queryable, cartId: string, address: Address): Promise<void> {
  await db.query('UPDATE carts SET billing_address = $2, updated_at = now() WHERE id = $1', [
    cartId,
    JSON.stringify(address),
  ]);
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
  await db.query('UPDATE carts SET shipping_address = NULL, billing_address = NULL WHERE id = $1', [cartId]);
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

/** Ends the cart's unpaid validation (changed, or validated again): its reservations go with it. */
export async function cancelValidation(db: Queryable, cartId: string): Promise<void> {
  await db.query(
    `WITH closed AS (
       UPDATE checkouts SET status = CASE WHEN expires_at > now() THEN 'CANCELLED' ELSE 'EXPIRED' END,
                            closed_at = now()
       WHERE cart_id = $1 AND status = 'VALIDATED' RETURNING id)
     DELETE FROM stock_reservations WHERE checkout_id IN (SELECT id FROM closed)`,
    [cartId],
  );
}

export interface LockedOffer {
  id: string;
  name: string;
  stock: number;
  /** Units other live validations hold. */
  reserved: number;
}

/**
 * Locks the offers (in id order, so two validations never wait on each other crosswise) and counts
 * what other live validations hold of them.
 */
export async function lockOffers(db: Queryable, offerIds: string[]): Promise<Map<string, LockedOffer>> {
  const locked = await db.query<{ id: string; stock: number; name: string }>(
    `SELECT o.id::text, o.stock, p.name FROM offers o JOIN products p ON p.id = o.product_id
     WHERE o.id = ANY($1) ORDER BY o.id FOR UPDATE OF o`,
    [offerIds],
  );
  const reserved = await db.query<{ offer_id: string; quantity: number }>(
    `SELECT offer_id::text, sum(quantity)::int AS quantity FROM stock_reservations
     WHERE offer_id = ANY($1) AND expires_at > now() GROUP BY offer_id`,
    [offerIds],
  );
  const held = new Map(reserved.map((row) => [row.offer_id, row.quantity]));
  return new Map(locked.map((row) => [row.id, { ...row, reserved: held.get(row.id) ?? 0 }]));
}

export async function insertValidation(
  db: Queryable,
  values: { cartId: string; customerId: string; territory: TerritoryCode; amount: number; minutes: number },
): Promise<{ id: string; order_reference: string; expires_at: Date }> {
  const [row] = await db.query<{ id: string; order_reference: string; expires_at: Date }>(
    `INSERT INTO checkouts (cart_id, customer_id, territory, order_reference, status, amount, snapshot, expires_at)
     VALUES ($1, $2, $3, 'OM' || to_char(now(), 'YYMMDD') || '-' || lpad(nextval('order_reference_seq')::text, 6, '0'),
             'VALIDATED', $4, '{}', now() + make_interval(mins => $5))
     RETURNING id::text, order_reference, expires_at`,
    [values.cartId, values.customerId, values.territory, values.amount, values.minutes],
  );
  return row!;
}

export async function setValidationSnapshot(db: Queryable, id: string, snapshot: Cart): Promise<void> {
  await db.query('UPDATE checkouts SET snapshot = $2 WHERE id = $1', [id, JSON.stringify(snapshot)]);
}

export async function reserve(
  db: Queryable,
  checkoutId: string,
  lines: { offerId: string; quantity: number }[],
): Promise<void> {
  await db.query(
    `INSERT INTO stock_reservations (checkout_id, offer_id, quantity, expires_at)
     SELECT $1, offer_id, quantity, c.expires_at
     FROM unnest($2::bigint[], $3::int[]) AS l(offer_id, quantity), checkouts c WHERE c.id = $1`,
    [checkoutId, lines.map((line) => line.offerId), lines.map((line) => line.quantity)],
  );
}
