import { customerSchemas, FORM_MESSAGES_EN, FORM_MESSAGES_FR } from '@shop/domain';
import type {
  AfterSalesErrorCode,
  CartErrorCode,
  CheckoutErrorCode,
  CustomerErrorCode,
  Locale,
} from '@shop/domain';
import { GraphQLError } from 'graphql';
import { upstreamErrorData } from '../upstream/upstream-error.js';
import type { UserError, UserErrorCode } from './__generated__/resolvers-types.js';

type UpstreamErrorCode =
  | CustomerErrorCode
  | CartErrorCode
  | CheckoutErrorCode
  | RestockAlertErrorCode
  | AfterSalesErrorCode
  | WishlistErrorCode
  | 'invalid-request';

/** The refusals of the wish list's calls (`storefront-api/src/wishlist`). */
type WishlistErrorCode = 'product-not-found' | 'wishlist-full';

/** The refusals of the restock alert calls (`storefront-api/src/restock-alerts`). */
type RestockAlertErrorCode = 'restock-alert-exists' | 'offer-in-stock' | 'restock-alert-not-found';

/**
 * The upstream failures a shopper can act on, by `errorCode`. `customer-is-not-logged-in` is not
 * here: it stays an `UNAUTHENTICATED` error (the web then forgets the customer). Nor are
 * `cart-not-found` (the gateway only names the session's own cart) and `unknown-root-category`,
 * an input error of `changeCartRegion` only (elsewhere it comes from the request's `x-catalog`).
 */
export const USER_ERROR_CODES: Partial<Record<UpstreamErrorCode, UserErrorCode>> = {
  'invalid-request': 'INVALID_INPUT',
  unauthorized: 'INVALID_CREDENTIALS',
  'customer-not-found': 'ACCOUNT_NOT_FOUND',
  'customer-already-exists': 'ACCOUNT_ALREADY_EXISTS',
  'recaptcha-low-score': 'CAPTCHA_FAILED',
  'one-time-password-mismatch': 'ONE_TIME_PASSWORD_MISMATCH',
  'one-time-password-too-many-attempts': 'ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS',
  'one-time-password-expired': 'ONE_TIME_PASSWORD_EXPIRED',
  'one-time-password-not-found': 'ONE_TIME_PASSWORD_NOT_FOUND',
  'reset-token-expired': 'RESET_LINK_EXPIRED',
  'wrong-password': 'WRONG_PASSWORD',
  'too-many-requests': 'TOO_MANY_REQUESTS',
  'address-already-exists': 'ADDRESS_ALREADY_EXISTS',
  'address-not-found': 'ADDRESS_NOT_FOUND',
  'newsletter-already-subscribed': 'NEWSLETTER_ALREADY_SUBSCRIBED',
  'newsletter-not-subscribed': 'NEWSLETTER_NOT_SUBSCRIBED',
  'restock-alert-exists': 'RESTOCK_ALERT_EXISTS',
  'offer-in-stock': 'OFFER_IN_STOCK',
  'restock-alert-not-found': 'RESTOCK_UNSUBSCRIBE_LINK_NOT_FOUND',
  'offer-not-found': 'OFFER_NOT_FOUND',
  'out-of-stock': 'OUT_OF_STOCK',
  'invalid-quantity': 'INVALID_INPUT',
  'coupon-not-valid': 'COUPON_NOT_VALID',
  'coupon-already-applied': 'COUPON_ALREADY_APPLIED',
  'coupon-already-used': 'COUPON_ALREADY_USED',
  'coupon-not-found': 'COUPON_NOT_FOUND',
  'coupon-already-removed': 'COUPON_ALREADY_REMOVED',
  'address-outside-territory': 'ADDRESS_OUTSIDE_TERRITORY',
  'billing-address-already-set': 'BILLING_ADDRESS_ALREADY_SET',
  'shipment-not-found': 'SHIPMENT_NOT_FOUND',
  'shipment-method-not-found': 'SHIPMENT_METHOD_NOT_FOUND',
  'shipment-method-not-available': 'SHIPMENT_METHOD_NOT_AVAILABLE',
  'shipment-method-already-selected': 'SHIPMENT_METHOD_ALREADY_SELECTED',
  'shipment-method-not-authorised': 'SHIPMENT_METHOD_NOT_AUTHORISED',
  'shipping-cost-unavailable': 'SHIPPING_COST_UNAVAILABLE',
  'relay-point-required': 'RELAY_POINT_REQUIRED',
  'relay-point-not-found': 'RELAY_POINT_NOT_FOUND',
  'relay-outside-france': 'RELAY_OUTSIDE_FRANCE',
  'cart-empty': 'CART_EMPTY',
  'shipping-address-missing': 'SHIPPING_ADDRESS_MISSING',
  'shipment-method-missing': 'SHIPMENT_METHOD_MISSING',
  'billing-address-missing': 'BILLING_ADDRESS_MISSING',
  'terms-not-accepted': 'TERMS_NOT_ACCEPTED',
  'checkout-not-validated': 'CHECKOUT_NOT_VALIDATED',
  'reservation-limit-reached': 'TOO_MANY_REQUESTS',
  'payment-provider-unavailable': 'PAYMENT_UNAVAILABLE',
  'idempotency-key-reused': 'IDEMPOTENCY_KEY_REUSED',
  'payment-signature-invalid': 'PAYMENT_SIGNATURE_INVALID',
  'order-not-found': 'ORDER_NOT_FOUND',
  'order-not-cancellable': 'ORDER_NOT_CANCELLABLE',
  'shipment-not-cancellable': 'SHIPMENT_NOT_CANCELLABLE',
  'item-not-in-order': 'ITEM_NOT_IN_ORDER',
  'item-excluded-from-withdrawal': 'ITEM_EXCLUDED_FROM_WITHDRAWAL',
  'withdrawal-period-over': 'WITHDRAWAL_PERIOD_OVER',
  'quantity-not-withdrawable': 'QUANTITY_NOT_WITHDRAWABLE',
  'quantity-not-returnable': 'QUANTITY_NOT_RETURNABLE',
  'request-id-reused': 'REQUEST_ID_REUSED',
  'product-not-found': 'PRODUCT_NOT_FOUND',
  'wishlist-full': 'WISHLIST_FULL',
};

/** The upstream writes French; an English shopper reads these instead. */
const MESSAGES_EN: Record<Exclude<UserErrorCode, 'INVALID_INPUT'>, string> = {
  INVALID_CREDENTIALS: 'Invalid e-mail or password.',
  ACCOUNT_NOT_FOUND: 'No account for this e-mail.',
  ACCOUNT_ALREADY_EXISTS: 'An account already exists for this e-mail: sign in or reset your password.',
  CAPTCHA_FAILED: 'The anti-robot check failed: please try again.',
  ONE_TIME_PASSWORD_MISMATCH: 'The code does not match.',
  ONE_TIME_PASSWORD_TOO_MANY_ATTEMPTS: 'Too many attempts: the code is deactivated.',
  ONE_TIME_PASSWORD_EXPIRED: 'The code has expired: please sign in again.',
  ONE_TIME_PASSWORD_NOT_FOUND: 'No code is waiting: please sign in again.',
  RESET_LINK_EXPIRED: 'The password reset link has expired.',
  WRONG_PASSWORD: 'The current password is wrong.',
  TOO_MANY_REQUESTS: 'Too many attempts: please try again in a few minutes.',
  ADDRESS_ALREADY_EXISTS: 'This address already exists.',
  ADDRESS_NOT_FOUND: 'Address not found.',
  NEWSLETTER_ALREADY_SUBSCRIBED: 'This e-mail is already subscribed to the newsletter.',
  NEWSLETTER_NOT_SUBSCRIBED: 'This e-mail is not subscribed to the newsletter.',
  RESTOCK_ALERT_EXISTS: 'An alert is already registered for this e-mail on this product.',
  OFFER_IN_STOCK: 'This offer is in stock: it can be ordered now.',
  RESTOCK_UNSUBSCRIBE_LINK_NOT_FOUND: 'This unsubscribe link is unknown or was already used.',
  MAX_QUANTITY_REACHED: 'Maximum quantity reached.',
  OUT_OF_STOCK: 'This product is out of stock.',
  OFFER_NOT_FOUND: 'This offer is not sold in this region.',
  COUPON_ALREADY_APPLIED: 'This coupon is already applied.',
  COUPON_NOT_VALID: 'This coupon does not exist or is not valid.',
  COUPON_ALREADY_USED: 'You have already used this coupon.',
  COUPON_NOT_FOUND: 'Your cart does not hold this coupon.',
  COUPON_ALREADY_REMOVED: 'The coupon has already been removed.',
  ADDRESS_OUTSIDE_TERRITORY: 'Please add a shipping address located in this territory.',
  BILLING_ADDRESS_ALREADY_SET: 'This is already your billing address.',
  SHIPMENT_NOT_FOUND: 'This shipment no longer exists: your cart changed.',
  SHIPMENT_METHOD_NOT_FOUND: 'This delivery method was not found.',
  SHIPMENT_METHOD_NOT_AVAILABLE: 'This delivery method is not available for this address.',
  SHIPMENT_METHOD_ALREADY_SELECTED: 'This delivery method is already selected.',
  SHIPMENT_METHOD_NOT_AUTHORISED: 'This delivery method is not allowed for these items.',
  SHIPPING_COST_UNAVAILABLE: 'Delivery costs cannot be computed.',
  RELAY_POINT_REQUIRED: 'Please choose a relay point.',
  RELAY_POINT_NOT_FOUND: 'This relay point was not found.',
  RELAY_OUTSIDE_FRANCE: 'This delivery service is only available in France.',
  CART_EMPTY: 'Your cart is empty.',
  SHIPPING_ADDRESS_MISSING: 'Please choose a shipping address.',
  SHIPMENT_METHOD_MISSING: 'Please choose a delivery method for each shipment.',
  BILLING_ADDRESS_MISSING: 'Please choose a billing address.',
  TERMS_NOT_ACCEPTED: 'Please accept the general terms of sale.',
  CHECKOUT_NOT_VALIDATED: 'Your cart changed or your reservation expired: please confirm it again.',
  PAYMENT_UNAVAILABLE: 'The card payment service is unavailable: please try again later.',
  IDEMPOTENCY_KEY_REUSED: 'This payment request was already used for another one.',
  PAYMENT_SIGNATURE_INVALID: 'The payment answer could not be verified.',
  ORDER_NOT_FOUND: 'Order not found.',
  ORDER_NOT_CANCELLABLE: 'This order can no longer be cancelled: a parcel has already left.',
  SHIPMENT_NOT_CANCELLABLE: 'This shipment can no longer be cancelled: a parcel has already left.',
  ITEM_NOT_IN_ORDER: 'This item is not part of the order.',
  ITEM_EXCLUDED_FROM_WITHDRAWAL: 'This item is excluded from the right of withdrawal.',
  WITHDRAWAL_PERIOD_OVER: 'The 14-day withdrawal period is over for this item.',
  QUANTITY_NOT_WITHDRAWABLE: 'This quantity cannot be withdrawn from.',
  QUANTITY_NOT_RETURNABLE: 'This quantity cannot be returned.',
  REQUEST_ID_REUSED: 'This request was already sent with other items.',
  PRODUCT_NOT_FOUND: 'Product not found.',
  WISHLIST_FULL: 'Your wish list is full.',
};

/** Where a field of an upstream body (or of a domain schema) sits in the mutation's input. */
export type FieldMap = (path: readonly string[]) => string[] | null;

/**
 * Field paths for a mutation whose input mirrors the upstream body, except for the renamed fields
 * (`recaptchaData` is `captcha` in GraphQL) and an optional prefix (`address`).
 */
export function inputFields(renamed: Record<string, string> = {}, prefix: readonly string[] = []): FieldMap {
  return (path) => {
    const [first, ...rest] = path;
    if (first === undefined) return null;
    return ['input', ...prefix, renamed[first] ?? first, ...rest];
  };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Schemas of spec 5 with the messages of each language, built once. */
const SCHEMAS = { fr: customerSchemas(FORM_MESSAGES_FR), en: customerSchemas(FORM_MESSAGES_EN) };

export function schemasFor(language: Locale) {
  return SCHEMAS[language];
}

/** The parts of a zod schema this module uses (the gateway does not depend on zod itself). */
export interface Parser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type Checked<T> = { ok: true; data: T } | { ok: false; userErrors: UserError[] };

const issueErrors = (issues: readonly Issue[], fields: FieldMap): UserError[] =>
  issues.map((issue) => ({
    code: 'INVALID_INPUT',
    field: fields(issue.path.map(String)),
    message: issue.message,
  }));

/** Input checked before it leaves the gateway: bad input never costs an upstream call. */
export function check<T>(schema: Parser<T>, value: unknown, fields: FieldMap): Checked<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, userErrors: issueErrors(result.error.issues, fields) };
}

/** A failure of a mutation, as its payload shows it. */
export interface Failure {
  userErrors: UserError[];
  /** Tries left of a one-time code (`errorData.remainingAttempts`). */
  remainingAttempts: number | null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function upstreamIssues(errorData: unknown): Issue[] {
  const issues = record(errorData).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((item) => {
    const { path, message } = record(item);
    if (typeof message !== 'string') return [];
    const parts = typeof path === 'string' ? path.split('.').filter((part) => part !== '') : [];
    return [{ path: parts, message }];
  });
}

/**
 * Turns an upstream refusal into the mutation's `userErrors`; anything else (service down, not
 * signed in, unknown region) is rethrown as the GraphQL error it is.
 */
export function failureOf(error: unknown, fields: FieldMap, language: Locale): Failure {
  if (!(error instanceof GraphQLError)) throw error;
  const upstreamCode = error.extensions.errorCode;
  const code =
    typeof upstreamCode === 'string' ? USER_ERROR_CODES[upstreamCode as UpstreamErrorCode] : undefined;
  if (code === undefined) throw error;
  const errorData = upstreamErrorData(error);
  const attempts = record(errorData).remainingAttempts;
  const remainingAttempts = typeof attempts === 'number' ? attempts : null;
  if (code === 'INVALID_INPUT') {
    const issues = upstreamIssues(errorData);
    return {
      userErrors:
        issues.length > 0 ? issueErrors(issues, fields) : [{ code, field: null, message: error.message }],
      remainingAttempts,
    };
  }
  const message = language === 'en' ? MESSAGES_EN[code] : error.message;
  return { userErrors: [{ code, field: null, message }], remainingAttempts };
}

/**
 * The course every mutation follows: checked input, then the upstream call, an expected failure
 * shown in the payload. `empty` is the payload when nothing was done; `call` gives the fields that
 * change on success.
 */
export async function attempt<T, P extends object>(
  checked: Checked<T>,
  fields: FieldMap,
  language: Locale,
  empty: P,
  call: (data: T) => Promise<Partial<P>>,
): Promise<P & { userErrors: UserError[] }> {
  if (!checked.ok) return { ...empty, userErrors: checked.userErrors };
  try {
    return { ...empty, ...(await call(checked.data)), userErrors: [] };
  } catch (error) {
    return { ...empty, ...failureOf(error, fields, language) };
  }
}
