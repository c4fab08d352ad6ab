/**
 * Wire shapes of the storefront REST API's cart calls (spec 7 "Cart" and `shopping-cart/catalog`),
 * shared by the storefront-api (replies, OpenAPI) and the gateway (typed client). Conventions are
 * those of `catalog.ts` (cents, `root-category` header, `ApiError` bodies) and `customers.ts`
 * (`Authorization: Bearer <session token>`: the cart is the session's customer's, guest or not).
 *
 * Calls, each answering the whole `Cart`:
 * - `GET /shopping-cart`.
 * - `DELETE /shopping-cart/{id}`: empties the cart (its coupon goes too); another cart's id is 404.
 * - `PUT /shopping-cart/set-offer-quantity?offerId=&quantity=&method=add|update|remove|add_one`
 *   (quantity defaults to 1 and is ignored by remove and add_one). Rules: `changeLineQuantity` of
 *   `domain/src/cart.ts`. The reply's `adjustment` says when the quantity was capped.
 * - `PUT /shopping-cart/set-coupon?coupon=CODE`, `DELETE /shopping-cart/remove-coupon?coupon=CODE`.
 * - `PUT /shopping-cart/set-logistic-class-splitting?enabled=true|false`.
 * - `POST /shopping-cart/catalog` body `{ rootCategoryPath }`: moves the cart to that region (see
 *   "Region" below) and answers it with `removedItems`.
 *
 * Region: a cart holds offers of one territory, its `rootCategoryPath`. A call whose `root-category`
 * header names another region moves the cart there first, exactly as `shopping-cart/catalog` does:
 * each line goes to the same seller's offer of the same product in the new territory, or leaves the
 * cart and is listed in `removedItems` of that reply.
 */
import { z } from 'zod';
import { CART_LINE_METHODS } from '../cart.js';
import { offerSchema, priceSchema } from './catalog.js';
import { cartValidationSchema, shipmentSchema, wellFormedText } from './checkout.js';
import { addressSchema, customerSchema } from './customers.js';
import { localeQuerySchema } from './catalog-requests.js';

/** `errorCode` of the cart calls' failures (spec 8), with their HTTP status. */
export const CART_ERRORS = {
  'cart-not-found': 404,
  'offer-not-found': 404,
  'out-of-stock': 409,
  'invalid-quantity': 400,
  /** Spec 8 "does not exist or not valid": unknown, outside its window or territories, below its minimum, exhausted. */
  'coupon-not-valid': 404,
  'coupon-already-applied': 409,
  /** The customer used it as many times as it allows. */
  'coupon-already-used': 409,
  /** Removal of a code the cart does not hold. */
  'coupon-not-found': 404,
  /** Removal when the cart holds no coupon at all (spec 8 `coupon.allReady`). */
  'coupon-already-removed': 409,
  'unknown-root-category': 400,
} as const;
export type CartErrorCode = keyof typeof CART_ERRORS;

const cents = () => z.int().min(0);
const count = () => z.int().min(0);

export const cartLineMethodSchema = z.enum(CART_LINE_METHODS);

export const cartItemSchema = z
  .object({
    quantity: count(),
    product: z
      .object({
        id: z.string(),
        reference: z.string(),
        slug: z.string(),
        name: z.string(),
        offerId: z.string(),
        stockQuantity: count(),
      })
      .describe('The product the line sells (a variant for a configurable product).'),
    offer: offerSchema,
    unitPrice: z
      .object({
        regular: priceSchema,
        discount: priceSchema.nullable().describe('The discount price while it applies, else null.'),
      })
      .describe('Price of one unit.'),
    price: priceSchema.describe('What one unit costs now (the discount price while it applies).'),
    isGift: z.boolean(),
    taxFreeTotalPrice: cents(),
    taxIncludedTotalPrice: cents(),
    totalPrice: priceSchema.describe('The line total (unit price × quantity, tax rounded once per line).'),
    addedAt: z.iso.datetime(),
  })
  .describe('A line of the cart: one offer and its quantity.');
export type CartItem = z.output<typeof cartItemSchema>;

export const couponSchema = z
  .object({
    id: z.string(),
    cartPriceRuleId: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    discountType: z.enum(['PERCENT', 'AMOUNT']),
    value: z.number().describe('Percent (10 = 10 %) or tax-included cents.'),
    minimumCart: cents().nullable().describe('Tax-included products total the coupon needs.'),
    isApplicable: z.boolean().describe('False while the cart is below the minimum: no discount then.'),
  })
  .describe('A coupon applied to the cart.');
export type Coupon = z.output<typeof couponSchema>;

/** Spec 3 Price of a cart total: with `actualAmount`, the shop's displayed figure. */
export const cartPriceSchema = z.object({
  actualAmount: cents().describe('Tax-free in B2B mode, else tax-included.'),
  taxFree: cents(),
  taxIncluded: cents(),
  taxAmount: cents(),
});
export type CartPrice = z.output<typeof cartPriceSchema>;

export const cartTaxSchema = z
  .object({
    kind: z.enum(['VAT', 'DOCKING_FEES']),
    rate: z.number().describe('Percent, e.g. 8.5.'),
    base: cents().describe('Tax-free amount taxed at this rate (after the coupon).'),
    amount: cents(),
  })
  .describe('Tax at one rate: VAT (GP, MQ, RE) or docking fees (BL); none in GY and MF.');
export type CartTax = z.output<typeof cartTaxSchema>;

export const francoSchema = z
  .object({
    goal: cents(),
    current: cents(),
    remaining: cents(),
    progress: z.int().min(0).max(100),
    reached: z.boolean(),
  })
  .describe('Progress toward free delivery (`francoProgress` of domain), tax-included cents.');

export const removedItemSchema = z.object({
  offerId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  quantity: count(),
});
export type RemovedItem = z.output<typeof removedItemSchema>;

export const quantityAdjustmentSchema = z
  .object({
    offerId: z.string(),
    requested: count().describe('The quantity the line would have had without the cap.'),
    quantity: count(),
    stock: count(),
    productName: z.string(),
  })
  .describe('The call reached the largest quantity allowed: the max-quantity notice.');

export const cartSchema = z
  .object({
    id: z.string(),
    rootCategoryPath: z.string().describe('The region whose offers the cart holds.'),
    cartItems: z.array(cartItemSchema).describe('Oldest line first.'),
    coupon: couponSchema.nullable(),
    productsPrice: cartPriceSchema.describe('Sum of the lines, before the coupon.'),
    specialPrice: cartPriceSchema
      .nullable()
      .describe('The coupon’s discount; null without an applicable coupon.'),
    totalPrice: cartPriceSchema.describe(
      'What the products cost after the coupon (shipping comes at checkout).',
    ),
    taxes: z.array(cartTaxSchema).describe('By kind and rate, highest rate first; rates at 0 left out.'),
    franco: francoSchema.nullable().describe('Null when the territory has no free-delivery threshold.'),
    enableLogisticClassSplitting: z.boolean(),
    billingAddress: addressSchema.nullable(),
    mainShippingAddress: addressSchema.nullable(),
    shippingPrice: cartPriceSchema.nullable().describe('Known once every shipment has a method (checkout).'),
    orderTotalPrice: cartPriceSchema.describe(
      '`totalPrice` plus `shippingPrice` (shipping counted 0 while unknown).',
    ),
    shipments: z.array(shipmentSchema).describe('Lines grouped by seller (and logistic class when split).'),
    validation: cartValidationSchema.nullable().describe('The live validation (checkout), if any.'),
    removedItems: z
      .array(removedItemSchema)
      .describe('Lines this call removed because their offer is not sold in the new region.'),
    adjustment: quantityAdjustmentSchema.nullable(),
  })
  .describe('The shopper’s cart (spec 3).');
export type Cart = z.output<typeof cartSchema>;

/**
 * Reply of `GET customers/me` (spec 7, "returns customer with cart"): the customer, whose
 * `shoppingCart` is the whole `Cart` as `GET shopping-cart` answers it, not the id-and-quantities
 * summary of the other customer calls, in the cart's own region (a `root-category` header never moves it here).
 */
export const customerWithCartSchema = customerSchema
  .extend({ shoppingCart: cartSchema })
  .describe('The customer of the session with their whole cart (spec 7).');
export type CustomerWithCart = z.output<typeof customerWithCartSchema>;

/**
 * Query of `GET customers/me`. `view=summary` answers the cart's summary (id and quantities) as the
 * other customer calls do, without building the whole cart: for a client that reads the customer
 * on every request and the cart only for a badge (the gateway's session). Without it, spec 7's reply.
 */
export const meQuerySchema = localeQuerySchema.extend({ view: z.enum(['summary']).optional() });
export type MeQuery = z.input<typeof meQuerySchema>;

/** Body of `POST shopping-cart/catalog`: the region to move the cart to. */
export const cartCatalogBodySchema = z.object({ rootCategoryPath: wellFormedText(200) });

/** Query of `PUT shopping-cart/set-offer-quantity` (`quantity`, a whole number, defaults to 1). */
export const setOfferQuantityQuerySchema = z.object({
  offerId: z.string().regex(/^[0-9]{1,30}$/u, 'identifiant d’offre invalide'),
  quantity: z.string().max(30).optional().describe('A whole number; 1 when left out.'),
  method: cartLineMethodSchema,
});
/** Query of `PUT shopping-cart/set-coupon` and `DELETE shopping-cart/remove-coupon` (any case). */
export const couponQuerySchema = z.object({ coupon: wellFormedText(100).transform((code) => code.trim()) });
/** Query of `PUT shopping-cart/set-logistic-class-splitting`. */
export const logisticClassSplittingQuerySchema = z.object({
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
/** Path of `DELETE shopping-cart/{id}`. */
export const cartIdParamsSchema = z.object({ id: wellFormedText(100) });

/** What the cart calls take, as a client sends it. */
export type CartCatalogBody = z.input<typeof cartCatalogBodySchema>;
export type SetOfferQuantityQuery = z.input<typeof setOfferQuantityQuerySchema>;
export type CouponQuery = z.input<typeof couponQuerySchema>;
export type LogisticClassSplittingQuery = z.input<typeof logisticClassSplittingQuerySchema>;

/** The named shapes, as `#/components/schemas/<name>` of the OpenAPI document. */
export const cartSchemas = {
  Cart: cartSchema,
  CustomerWithCart: customerWithCartSchema,
  CartItem: cartItemSchema,
  Coupon: couponSchema,
  CartPrice: cartPriceSchema,
  CartTax: cartTaxSchema,
  RemovedItem: removedItemSchema,
} as const;
