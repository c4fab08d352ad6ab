import type { NotificationKind } from '../../notifications/store.js';

/** A coupon call's expected failures, as the gateway names them (`UserErrorCode`). */
export interface CouponError {
  readonly code: string;
}

export interface CouponNotice {
  kind: NotificationKind;
  key: string;
}

const APPLY: Readonly<Record<string, string>> = {
  COUPON_ALREADY_APPLIED: 'cartPage.coupon.alreadyApplied',
  COUPON_NOT_VALID: 'cartPage.coupon.notValid',
  COUPON_ALREADY_USED: 'cartPage.coupon.alreadyUsed',
};

// Spec 8 names these after the upstream's replies: 409 `coupon.allReady`, 404 `coupon.not`.
const REMOVE: Readonly<Record<string, string>> = {
  COUPON_ALREADY_REMOVED: 'cartPage.coupon.allReady',
  COUPON_NOT_FOUND: 'cartPage.coupon.not',
};

/**
 * The spec 8 notification after `applyCoupon` or `removeCoupon`, from the errors the form did not
 * put under its field: coupon added or removed (info), already applied, not valid, already used,
 * already removed or not in the cart (danger); anything else is the cart's server failure.
 */
export function couponNotice(operation: 'apply' | 'remove', errors: readonly CouponError[]): CouponNotice {
  const first = errors[0];
  if (!first)
    return { kind: 'info', key: operation === 'apply' ? 'cartPage.coupon.added' : 'cartPage.coupon.removed' };
  const key = (operation === 'apply' ? APPLY : REMOVE)[first.code];
  return { kind: 'danger', key: key ?? 'errors.server.access' };
}
