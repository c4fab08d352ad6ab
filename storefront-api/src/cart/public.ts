/**
 * What other modules may ask of the cart (it alone writes carts, their lines and coupon uses):
 * customers create carts and merge a guest's, checkout holds a coupon use for its validation,
 * payment redeems it and empties the cart once the order is made.
 */
import { STOCK_RESERVATION_MINUTES, type TerritoryCode } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { mergeGuestCart } from './relocate.js';
import * as repository from './repository.js';
import { cartError } from './errors.js';

export type { CartLineRow } from './repository.js';

/** The customer's cart, created when missing. */
export function createCart(tx: Queryable, customerId: string): Promise<void> {
  return repository.createCart(tx, customerId);
}

/** The cart's offers and quantities, in the order they were added. */
export const cartQuantities = (db: Queryable, cartId: string) => repository.cartQuantities(db, cartId);

/** The territory's free-delivery threshold (tax-included cents); undefined: none. */
export const francoThreshold = (db: Queryable, territory: TerritoryCode) =>
  repository.francoThreshold(db, territory);

/** Moves a guest's lines into the customer's cart at sign-in (`relocate.ts`). */
export const mergeGuestLines = (tx: Queryable, customerId: string, guestId: string) =>
  mergeGuestCart(tx, repository, customerId, guestId);

/**
 * The coupon's limits checked again as a validation holds its use (the coupon row locked while its
 * uses are counted; a hold of the cart that lapsed may have been taken by others), then held for
 * as long as the validation's reservation.
 */
export async function holdCouponForValidation(
  tx: Queryable,
  hold: { cartId: string; couponId: string; customerId: string; checkoutId: string },
): Promise<void> {
  const coupon = await repository.lockCouponById(tx, hold.couponId);
  const uses =
    coupon && (await repository.couponUses(tx, coupon.id, hold.customerId, { exceptCart: hold.cartId }));
  if (coupon && uses && coupon.per_customer_limit !== null && uses.customer >= coupon.per_customer_limit)
    throw cartError('coupon-already-used', `Vous avez déjà utilisé le code promo ${coupon.code}.`);
  if (!coupon || !coupon.in_window || (coupon.usage_limit !== null && uses!.total >= coupon.usage_limit))
    throw cartError(
      'coupon-not-valid',
      `Le code promo ${coupon?.code ?? ''} n’existe pas ou n’est plus valide : retirez-le pour commander.`,
    );
  await repository.holdCoupon(tx, { ...hold, minutes: STOCK_RESERVATION_MINUTES });
}

/** Validations ended (replaced, changed): their coupon holds go with them. */
export function releaseValidationHolds(tx: Queryable, checkoutIds: readonly string[]): Promise<void> {
  return checkoutIds.length === 0 ? Promise.resolve() : repository.releaseCheckoutHolds(tx, checkoutIds);
}

export interface PaidCheckout {
  id: string;
  customer_id: string | null;
  coupon_id: string | null;
}

/**
 * Whether the order may take its coupon's use: yes while the checkout's hold lives; a hold that
 * lapsed (a payment after the reservation) only if the coupon's limits still allow one more use,
 * counted with the coupon row locked until the transaction ends.
 */
export async function couponStillUsable(tx: Queryable, checkout: PaidCheckout): Promise<boolean> {
  if (checkout.coupon_id === null) return true;
  const coupon = await repository.lockCouponById(tx, checkout.coupon_id);
  if (!coupon) return false;
  if (await repository.hasLiveHold(tx, checkout.id)) return true;
  const uses = await repository.couponUses(tx, coupon.id, checkout.customer_id ?? '', {
    exceptCheckout: checkout.id,
  });
  if (coupon.per_customer_limit !== null && uses.customer >= coupon.per_customer_limit) return false;
  return coupon.usage_limit === null || uses.total < coupon.usage_limit;
}

/** The order's coupon use: the checkout's hold becomes a redemption. */
export function redeemCoupon(tx: Queryable, checkout: PaidCheckout): Promise<void> {
  return checkout.coupon_id === null
    ? Promise.resolve()
    : repository.redeem(tx, checkout.id, checkout.coupon_id, checkout.customer_id);
}

/** An order cancelled whole: its coupon use is given back (the coupon counts it no more). */
export function releaseOrderCoupon(tx: Queryable, checkoutId: string): Promise<void> {
  return repository.releaseRedemption(tx, checkoutId);
}

/** The cart after its order: no lines, no coupon (the next cart starts afresh). */
export function emptyAfterOrder(tx: Queryable, cartId: string): Promise<void> {
  return repository.emptyAfterOrder(tx, cartId);
}
