/**
 * The SQL of the cart: the cart row (locked by every change), its lines with what the reply shows,
 * the offers a line may move to in another region, coupons with their uses, franco thresholds.
 */
import type { TaxKind, TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type { OfferRow } from '../products/public.js';

export interface CartRow {
  id: string;
  territory: TerritoryCode | null;
  coupon_id: string | null;
  enable_logistic_class_splitting: boolean;
}

/**
 * The customer's cart, created when missing, locked until the transaction ends: changes to one
 * cart run one after the other, so none is lost.
 */
export async function lockCart(db: Queryable, customerId: string): Promise<CartRow> {
  await createCart(db, customerId);
  const [row] = await db.query<CartRow>(
    `SELECT id::text, territory, coupon_id::text, enable_logistic_class_splitting
     FROM carts WHERE customer_id = $1 FOR UPDATE`,
    [customerId],
  );
  return row!;
}

export async function createCart(db: Queryable, customerId: string): Promise<void> {
  await db.query('INSERT INTO carts (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [
    customerId,
  ]);
}

export async function setTerritory(db: Queryable, cartId: string, territory: TerritoryCode): Promise<void> {
  await db.query('UPDATE carts SET territory = $2, updated_at = now() WHERE id = $1', [cartId, territory]);
}

export async function setLogisticClassSplitting(
  db: Queryable,
  cartId: string,
  enabled: boolean,
): Promise<void> {
  await db.query('UPDATE carts SET enable_logistic_class_splitting = $2, updated_at = now() WHERE id = $1', [
    cartId,
    enabled,
  ]);
}

export interface RegionRow {
  code: TerritoryCode;
  root_path: string;
}

export async function regionByCode(db: Queryable, code: TerritoryCode): Promise<RegionRow | undefined> {
  const [row] = await db.query<RegionRow>('SELECT code, root_path FROM regions WHERE code = $1', [code]);
  return row;
}

/** An offer with its product, its seller, its tax and what the quantity rules need. */
export interface OfferLineRow extends OfferRow {
  territory: TerritoryCode;
  reference: string;
  slug: string;
  name: string;
  pack_size: number;
  rate_bp: number;
  tax_kind: TaxKind;
  /** Shipping weight of one unit; null: the logistic class's default. */
  weight_grams: number | null;
}

export interface CartLineRow extends OfferLineRow {
  quantity: number;
  added_at: Date;
}

const OFFER_COLUMNS = `o.id::text, o.product_id::text, o.territory, o.shop_id, s.name AS shop_name, o.stock,
  o.price_tax_free, o.discount_price_tax_free, o.discount_start, o.discount_end, o.picking_delay,
  lc.id AS logistic_class_id, lc.label AS logistic_class_label, lc.description AS logistic_class_description,
  o.min_quantity, o.max_quantity, p.reference, p.slug, p.name, p.pack_size, p.weight_grams,
  coalesce(t.rate_bp, 0) AS rate_bp, coalesce(t.kind, 'NONE') AS tax_kind`;

const OFFER_JOINS = `JOIN products p ON p.id = o.product_id
  JOIN shops s ON s.id = o.shop_id
  JOIN logistic_classes lc ON lc.id = o.logistic_class_id
  LEFT JOIN tax_rates t ON t.territory = o.territory AND t.tax_class = p.tax_class`;

/** The cart's lines, oldest first. */
export function cartLines(db: Queryable, cartId: string): Promise<CartLineRow[]> {
  return db.query<CartLineRow>(
    `SELECT ${OFFER_COLUMNS}, i.quantity, i.added_at
     FROM cart_items i JOIN offers o ON o.id = i.offer_id ${OFFER_JOINS}
     WHERE i.cart_id = $1
     ORDER BY i.added_at, i.offer_id`,
    [cartId],
  );
}

/** An offer sold in the territory. */
export async function offerIn(
  db: Queryable,
  offerId: string,
  territory: TerritoryCode,
): Promise<OfferLineRow | undefined> {
  const [row] = await db.query<OfferLineRow>(
    `SELECT ${OFFER_COLUMNS} FROM offers o ${OFFER_JOINS} WHERE o.id = $1 AND o.territory = $2`,
    [offerId, territory],
  );
  return row;
}

/** The cart's offers and quantities, in the order they were added. */
export function cartQuantities(
  db: Queryable,
  cartId: string,
): Promise<{ offer_id: string; quantity: number }[]> {
  return db.query<{ offer_id: string; quantity: number }>(
    'SELECT offer_id::text, quantity FROM cart_items WHERE cart_id = $1 ORDER BY added_at, offer_id',
    [cartId],
  );
}

export async function lineQuantity(db: Queryable, cartId: string, offerId: string): Promise<number> {
  const [row] = await db.query<{ quantity: number }>(
    'SELECT quantity FROM cart_items WHERE cart_id = $1 AND offer_id = $2',
    [cartId, offerId],
  );
  return row?.quantity ?? 0;
}

/** Sets a line's quantity; a new line is added now, an existing one keeps its place. */
export async function setLine(
  db: Queryable,
  cartId: string,
  offerId: string,
  quantity: number,
  addedAt?: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (cart_id, offer_id, quantity, added_at) VALUES ($1, $2, $3, coalesce($4, now()))
     ON CONFLICT (cart_id, offer_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [cartId, offerId, quantity, addedAt ?? null],
  );
}

export async function deleteLine(db: Queryable, cartId: string, offerId: string): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE cart_id = $1 AND offer_id = $2', [cartId, offerId]);
}

export async function deleteLines(db: Queryable, cartId: string): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
}

/** A line and the offer of the same product and seller in a territory (null: none there). */
export interface CounterpartRow {
  offer_id: string;
  quantity: number;
  added_at: Date;
  reference: string;
  name: string;
  pack_size: number;
  target_offer_id: string | null;
  target_stock: number | null;
  target_min_quantity: number | null;
  target_max_quantity: number | null;
}

export function counterparts(
  db: Queryable,
  cartId: string,
  territory: TerritoryCode,
): Promise<CounterpartRow[]> {
  return db.query<CounterpartRow>(
    `SELECT i.offer_id::text, i.quantity, i.added_at, p.reference, p.name, p.pack_size,
            n.id::text AS target_offer_id, n.stock AS target_stock,
            n.min_quantity AS target_min_quantity, n.max_quantity AS target_max_quantity
     FROM cart_items i
     JOIN offers o ON o.id = i.offer_id
     JOIN products p ON p.id = o.product_id
     LEFT JOIN offers n ON n.product_id = o.product_id AND n.shop_id = o.shop_id AND n.territory = $2
     WHERE i.cart_id = $1
     ORDER BY i.added_at, i.offer_id`,
    [cartId, territory],
  );
}

/** Moves the guest's lines into the customer's cart (quantities of the same offer add up). */
export async function mergeLines(db: Queryable, cartId: string, guestCartId: string): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (cart_id, offer_id, quantity, added_at)
     SELECT $1, offer_id, quantity, added_at FROM cart_items WHERE cart_id = $2
     ON CONFLICT (cart_id, offer_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
    [cartId, guestCartId],
  );
}

export interface CouponRow {
  id: string;
  code: string;
  name: string;
  description: string;
  discount_type: 'PERCENT' | 'AMOUNT';
  value: number;
  minimum_cart: number | null;
  territories: TerritoryCode[];
  usage_limit: number | null;
  per_customer_limit: number | null;
  /** Now inside its validity window. */
  in_window: boolean;
}

const COUPON_COLUMNS = `id::text, code, name, description, discount_type, value, minimum_cart, territories,
  usage_limit, per_customer_limit,
  (valid_from IS NULL OR valid_from <= now()) AND (valid_until IS NULL OR valid_until >= now()) AS in_window`;

/** The coupon of a code (any case), locked: uses are counted and reserved one customer at a time. */
export async function lockCoupon(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons WHERE upper(code) = upper($1) FOR UPDATE`,
    [code],
  );
  return row;
}

export async function couponById(db: Queryable, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1`, [id]);
  return row;
}

/** The coupon of an id, locked as `lockCoupon` does. */
export async function lockCouponById(db: Queryable, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return row;
}

/**
 * Uses of a coupon that count against its limits: redemptions and live holds, in all and the
 * customer's; a cart's or a checkout's own hold can be left out (it is being replaced or redeemed).
 */
export async function couponUses(
  db: Queryable,
  couponId: string,
  customerId: string,
  except: { exceptCart?: string; exceptCheckout?: string } = {},
): Promise<{ total: number; customer: number }> {
  const [row] = await db.query<{ total: number; customer: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE customer_id::text = $2))::int AS customer
     FROM coupon_uses
     WHERE coupon_id = $1 AND (status = 'REDEEMED' OR expires_at > now())
       AND (cart_id IS NULL OR cart_id::text <> $3) AND (checkout_id IS NULL OR checkout_id::text <> $4)`,
    [couponId, customerId, except.exceptCart ?? '', except.exceptCheckout ?? ''],
  );
  return row ?? { total: 0, customer: 0 };
}

/**
 * Applies a coupon to the cart, holding one of its uses for `minutes` (the previous hold is
 * released); a validation holds it again for as long as its reservation (`holdCoupon`).
 */
export async function reserveCoupon(
  db: Queryable,
  cartId: string,
  customerId: string,
  couponId: string,
  minutes: number,
): Promise<void> {
  await holdCoupon(db, { cartId, customerId, couponId, checkoutId: null, minutes });
  await db.query('UPDATE carts SET coupon_id = $2, updated_at = now() WHERE id = $1', [cartId, couponId]);
}

/** The cart's hold of a coupon use, replaced by one until `minutes` from now (tied to a validation or not). */
export async function holdCoupon(
  db: Queryable,
  hold: { cartId: string; customerId: string; couponId: string; checkoutId: string | null; minutes: number },
): Promise<void> {
  await db.query(`DELETE FROM coupon_uses WHERE cart_id = $1 AND status = 'RESERVED'`, [hold.cartId]);
  await db.query(
    `INSERT INTO coupon_uses (coupon_id, customer_id, cart_id, checkout_id, status, expires_at)
     VALUES ($1, $2, $3, $4, 'RESERVED', now() + make_interval(mins => $5))`,
    [hold.couponId, hold.customerId, hold.cartId, hold.checkoutId, hold.minutes],
  );
}

/** Releases the coupon holds of these validations. */
export async function releaseCheckoutHolds(db: Queryable, checkoutIds: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM coupon_uses WHERE checkout_id = ANY($1::uuid[]) AND status = 'RESERVED'`, [
    checkoutIds,
  ]);
}

export async function hasLiveHold(db: Queryable, checkoutId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM coupon_uses WHERE checkout_id = $1 AND status = 'RESERVED' AND expires_at > now()`,
    [checkoutId],
  );
  return rows.length > 0;
}

/** The redemption of a cancelled order's checkout removed: the coupon may be used again. */
export async function releaseRedemption(db: Queryable, checkoutId: string): Promise<void> {
  await db.query(`DELETE FROM coupon_uses WHERE checkout_id = $1 AND status = 'REDEEMED'`, [checkoutId]);
}

/** A checkout's coupon use redeemed (its hold, live or lapsed, replaced by the redemption). */
export async function redeem(
  db: Queryable,
  checkoutId: string,
  couponId: string,
  customerId: string | null,
): Promise<void> {
  await db.query(`DELETE FROM coupon_uses WHERE checkout_id = $1 AND status = 'RESERVED'`, [checkoutId]);
  await db.query(
    `INSERT INTO coupon_uses (coupon_id, customer_id, checkout_id, status) VALUES ($1, $2, $3, 'REDEEMED')`,
    [couponId, customerId, checkoutId],
  );
}

/** The cart after its order: no lines, no coupon held or applied. */
export async function emptyAfterOrder(db: Queryable, cartId: string): Promise<void> {
  await db.query(`DELETE FROM coupon_uses WHERE cart_id = $1 AND status = 'RESERVED'`, [cartId]);
  await db.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
  await db.query('UPDATE carts SET coupon_id = NULL, updated_at = now() WHERE id = $1', [cartId]);
}

/** Takes the coupon off the cart and releases its hold. */
export async function releaseCoupon(db: Queryable, cartId: string): Promise<void> {
  await db.query(`DELETE FROM coupon_uses WHERE cart_id = $1 AND status = 'RESERVED'`, [cartId]);
  await db.query('UPDATE carts SET coupon_id = NULL, updated_at = now() WHERE id = $1', [cartId]);
}

/** The territory's free-delivery threshold (tax-included cents); undefined: none. */
export async function francoThreshold(db: Queryable, territory: TerritoryCode): Promise<number | undefined> {
  const [row] = await db.query<{ amount: number }>(
    'SELECT amount FROM franco_thresholds WHERE territory = $1',
    [territory],
  );
  return row?.amount;
}
