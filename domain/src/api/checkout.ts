/**
 * Wire shapes of the storefront REST API's checkout and payment calls (spec 7 "Cart" and "Payment
 * and delivery"), shared by the storefront-api and the gateway. Conventions of `cart.ts`: bearer
 * session, `root-category` header, cents, `ApiError` bodies; every `shopping-cart/*` call answers the
 * whole `Cart`, whose `shipments`, `mainShippingAddress`, `billingAddress`, `shippingPrice`,
 * `orderTotalPrice` and `validation` these calls fill.
 *
 * Calls:
 * - `PUT /shopping-cart/shipping-address` body `shippingAddressBodySchema`: `{ name }` picks one of
 *   the customer's addresses; a full address (not saved in the book) is taken as given. It must lie in
 *   the cart's territory (country and postcode), else 400 `address-outside-territory`. Every
 *   shipment's address becomes it (a relay choice made before is dropped).
 * - `PUT /shopping-cart/shipment-methods` body `shipmentMethodsBodySchema`: one method per shipment
 *   given (others keep theirs); a relay method needs `relayCode`, and the relay point becomes that
 *   shipment's address (name `relay_<code>`).
 * - `PUT /shopping-cart/billing-address?billingAddressName=`: one of the customer's addresses.
 * - `POST /shopping-cart/validate` body `validateBodySchema`: checks every shipment has a method
 *   (and relay), the addresses are set, each seller's terms are accepted and stock covers every line;
 *   reserves the stock for `STOCK_RESERVATION_MINUTES` and freezes the amounts in `Cart.validation`.
 *   Short lines: 409 `out-of-stock` with `errorData: { items: ShortItem[] }`. Validating again
 *   replaces the previous validation. Any later change of lines, coupon, addresses or methods drops
 *   an unpaid validation and releases its reservations.
 * - `POST /{relay-carrier}/relays` (carrier path segment `relay`) body `relaySearchBodySchema`:
 *   relay points nearest first (`relaySearchReplySchema`).
 * - `POST /payment/{card-provider}/prepare-checkout` (provider `sandbox` by default) body
 *   `prepareCheckoutBodySchema`, header `Idempotency-Key` (optional, 8 to 100 characters: the same
 *   key answers the same reply for the same validation, for a day): needs a live validation; answers
 *   `prepareCheckoutReplySchema`. Preparing again while the form is unanswered answers the same form
 *   (one payable form per validation). With nothing to pay (0 €), the order is made at once:
 *   `orderPlaced` true, no form.
 * - `POST /payment/{card-provider}/notification`: the provider's server-to-server notification
 *   (IPN), `application/x-www-form-urlencoded` with `kr-answer`, `kr-hash`, `kr-hash-algorithm`,
 *   `kr-hash-key`, `kr-answer-type`; no session. Answers 200 `OK` once applied (or already applied),
 *   400 `payment-signature-invalid` for a forged or altered one. Only a paid answer of the live
 *   validation, of its amount, makes an order; any other paid answer (a replaced validation, a
 *   second payment, another amount) is recorded and refunded, outcome `refunded`.
 * - `POST /payment/{card-provider}/return` body `paymentReturnBodySchema` (what the provider's form
 *   gave the browser back, signed with the HMAC key), with the session: applies the answer exactly as
 *   the notification does (whichever comes first) and answers `paymentResultSchema`.
 * - `GET /orders/{reference}`: the session customer's order (`orderSchema`), 404 `order-not-found`
 *   for anyone else's. (Lists, rename and invoices come with the orders issue.)
 */
import { z } from 'zod';
import { CARRIER_CODES, DELIVERY_TIME_UNITS, PAYMENT_OUTCOMES } from '../checkout.js';
import { hasLoneSurrogate } from '../text.js';
import { addressSchema } from './customers.js';

/** `errorCode` of the checkout and payment calls' failures (spec 8), with their HTTP status. */
export const CHECKOUT_ERRORS = {
  /** The shipping address is not in the cart's territory (spec 1). */
  'address-outside-territory': 400,
  /** No address of the customer has this name (shipping or billing). */
  'address-not-found': 404,
  /** The billing address is already this one (spec 8 "409 address already exists"). */
  'billing-address-already-set': 409,
  'shipment-not-found': 404,
  'shipment-method-not-found': 404,
  'shipment-method-not-available': 409,
  'shipment-method-already-selected': 409,
  /** The method exists but this shipment's items or seller may not use it. */
  'shipment-method-not-authorised': 403,
  /** Delivery costs cannot be computed (no rate for this territory, weight or class). */
  'shipping-cost-unavailable': 409,
  'relay-point-required': 400,
  'relay-point-not-found': 404,
  /** Relay delivery is for addresses in France only (spec 5). */
  'relay-outside-france': 400,
  'invalid-relay-search': 400,
  'cart-empty': 409,
  'shipping-address-missing': 409,
  'shipment-method-missing': 409,
  'billing-address-missing': 409,
  'terms-not-accepted': 409,
  /** Stock does not cover some lines: `errorData.items`. */
  'out-of-stock': 409,
  /**
   * The customer holds too much stock without buying: more units than one validation may reserve, or
   * reservations renewed for too long (`RESERVATION_LIMITS`).
   */
  'reservation-limit-reached': 429,
  /** Prepare-checkout without a live validation (never validated, changed since, or expired). */
  'checkout-not-validated': 409,
  'payment-provider-unknown': 404,
  'payment-provider-unavailable': 502,
  'payment-signature-invalid': 400,
  'idempotency-key-reused': 409,
  'order-not-found': 404,
} as const;
export type CheckoutErrorCode = keyof typeof CHECKOUT_ERRORS;

const cents = () => z.int().min(0);
const count = () => z.int().min(0);

export const checkoutPriceSchema = z.object({
  actualAmount: cents().describe('Tax-free in B2B mode, else tax-included.'),
  taxFree: cents(),
  taxIncluded: cents(),
  taxAmount: cents(),
});

export const shipmentMethodSchema = z
  .object({
    id: z
      .string()
      .describe('Stable within the cart: `<carrier>` or `<carrier>:<option>` (e.g. `EXPRESS:next-day`).'),
    name: z.string().describe('French name of the method.'),
    carrier: z.enum(CARRIER_CODES),
    deliveryTime: count().describe('How long delivery takes once shipped, in `deliveryTimeUnit`.'),
    deliveryTimeUnit: z.enum(DELIVERY_TIME_UNITS),
    price: checkoutPriceSchema.describe('For this shipment (0 when the franco makes it free).'),
    priceDetails: z
      .array(
        z.object({
          label: z.string(),
          amount: z.int().describe('Tax-included cents; negative for a reduction.'),
        }),
      )
      .describe('How the price is made: base, weight, air supplement, franco reduction…'),
    isRelay: z.boolean(),
    isAir: z.boolean().describe('The faster air option (items that may fly).'),
    isFree: z.boolean().describe('Free thanks to the franco threshold.'),
  })
  .describe('A way to deliver a shipment (spec 3).');
export type ShipmentMethod = z.output<typeof shipmentMethodSchema>;

export const openingDaySchema = z.object({
  day: z.int().min(1).max(7).describe('ISO day: 1 Monday … 7 Sunday.'),
  hours: z
    .array(z.object({ open: z.string(), close: z.string() }))
    .describe('`HH:MM` ranges; closed when empty or 00:00-00:00.'),
  closed: z.boolean(),
});

export const relayPointSchema = z
  .object({
    name: z.string().describe('`relay_<code>`: the shipment address name once chosen.'),
    code: z.string(),
    carrier: z.enum(CARRIER_CODES),
    company: z.string(),
    street: z.string(),
    street2: z.string().nullable(),
    street3: z.string().nullable(),
    houseNumber: z.string().nullable(),
    city: z.string(),
    postCode: z.string(),
    country: z.string().describe('Spec territory code (GY is French Guiana).'),
    latlng: z.object({ lat: z.number(), lng: z.number() }),
    distance: count().describe('Metres from the searched place.'),
    openingTimes: z.array(openingDaySchema).length(7),
    phone: z.string().nullable(),
  })
  .describe('A parcel relay point (spec 3).');
export type RelayPoint = z.output<typeof relayPointSchema>;

export const shipmentItemSchema = z.object({
  offerId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  quantity: count(),
  weightGrams: count(),
});

export const shipmentSchema = z
  .object({
    id: z.string().describe('`<shopId>` or `<shopId>:<logisticClassId>` when split by logistic class.'),
    shop: z.object({
      id: z.string(),
      name: z.string(),
      generalSalesTermsAndConditions: z.string().nullable().describe('Null: the seller has no terms.'),
    }),
    logisticClass: z.object({ id: z.string(), label: z.string(), description: z.string() }).nullable(),
    items: z.array(shipmentItemSchema),
    weightGrams: count(),
    pickingDelay: count().describe(
      'Days before the slowest line ships: the largest picking delay of its offers (spec 9 estimated delivery).',
    ),
    availableShipmentMethods: z
      .array(shipmentMethodSchema)
      .describe('Empty until a shipping address is set.'),
    shipmentMethod: shipmentMethodSchema.nullable(),
    address: addressSchema
      .nullable()
      .describe('The shipping address, or the chosen relay point (`relay_…`).'),
    relayPoint: relayPointSchema.nullable(),
    price: checkoutPriceSchema.nullable().describe('The chosen method’s price.'),
    trackingInfo: z.object({ trackingNumber: z.string(), trackingUrl: z.string() }).nullable(),
    parcels: z
      .array(z.unknown())
      .describe('Always empty in a cart; an order’s shipments carry their parcels.'),
  })
  .describe('What one seller (and logistic class) ships (spec 3).');
export type Shipment = z.output<typeof shipmentSchema>;

export const cartValidationSchema = z
  .object({
    id: z.string(),
    expiresAt: z.iso.datetime().describe('When the reservation ends.'),
    amount: checkoutPriceSchema.describe('Frozen total to pay (products after coupon, plus shipping).'),
  })
  .describe('The live validation of the cart: stock reserved, amounts frozen.');

/** Text a shopper may type: 1 to `max` characters, well-formed (a lone surrogate cannot be stored). */
export const wellFormedText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !hasLoneSurrogate(value), 'texte mal formé');

/** Whether every text of a parsed body is well-formed (a lone surrogate cannot be stored). */
const wellFormedJson = (value: unknown): boolean =>
  typeof value === 'string'
    ? !hasLoneSurrogate(value)
    : typeof value === 'object' && value !== null
      ? Object.values(value).every(wellFormedJson)
      : true;
const WELL_FORMED = 'texte mal formé';

export const shippingAddressBodySchema = z
  .union([
    z.object({ name: z.string().min(1).max(200) }).strict(),
    addressSchema.omit({ defaultShipping: true, defaultBilling: true }),
  ])
  .refine(wellFormedJson, WELL_FORMED);
export type ShippingAddressBody = z.input<typeof shippingAddressBodySchema>;

export const shipmentMethodChoiceSchema = z.object({
  shipmentId: z.string().min(1).max(200),
  shipmentMethodId: z.string().min(1).max(100),
  relayCode: z.string().min(1).max(50).optional(),
});
export type ShipmentMethodChoice = z.input<typeof shipmentMethodChoiceSchema>;

export const shipmentMethodsBodySchema = z
  .object({ shipments: z.array(shipmentMethodChoiceSchema).min(1).max(50) })
  .refine(wellFormedJson, WELL_FORMED);
export type ShipmentMethodsBody = z.input<typeof shipmentMethodsBodySchema>;

/** Query of `PUT shopping-cart/billing-address`: one of the customer's addresses. */
export const billingAddressQuerySchema = z.object({
  billingAddressName: z
    .string()
    .min(1)
    .max(200)
    .refine((value) => !hasLoneSurrogate(value), WELL_FORMED),
});
export type BillingAddressQuery = z.input<typeof billingAddressQuerySchema>;

export const validateBodySchema = z
  .object({
    acceptedTermsShopIds: z
      .array(z.string().min(1).max(100))
      .max(50)
      .describe('Sellers whose terms the shopper accepted.'),
  })
  .refine(wellFormedJson, WELL_FORMED);
export type ValidateBody = z.input<typeof validateBodySchema>;

export const shortItemSchema = z.object({
  offerId: z.string(),
  productName: z.string(),
  requested: count(),
  available: count(),
});
export type ShortItem = z.output<typeof shortItemSchema>;

/** Path of `POST /{carrier}/relays`: only `relay` is known (else 404 `not-found`). */
export const relayCarrierParamsSchema = z.object({ carrier: z.string().max(50) });

export const relaySearchBodySchema = z
  .object({
    address: z.string().min(1).max(200),
    countryCode: z.string().min(2).max(2),
    zipCode: z.string().min(1).max(20),
    city: z.string().min(1).max(100),
    weight: z.int().min(1).max(1_000_000).describe('Grams.'),
    shippingDate: z
      .string()
      .regex(/^[0-9]{2}\/[0-9]{2}\/[0-9]{4}$/u)
      .describe('fr-FR date, today plus 2 days.'),
  })
  .refine(wellFormedJson, WELL_FORMED);
export type RelaySearchBody = z.input<typeof relaySearchBodySchema>;
export const relaySearchReplySchema = z.object({
  origin: z
    .object({ lat: z.number(), lng: z.number(), label: z.string() })
    .describe('The searched place, geocoded locally.'),
  relayPoints: z.array(relayPointSchema),
});

/**
 * The `Idempotency-Key` of a payment preparation: 8 to 100 visible ASCII characters (a UUID fits).
 * It travels as an HTTP header, where anything else cannot even be sent: the gateway checks it
 * before the call, the storefront-api again.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,100}$/u, 'Idempotency-Key : 8 à 100 caractères visibles');

/** Path of the payment calls: the card provider (`sandbox` by default). */
export const paymentProviderParamsSchema = z.object({ provider: z.string().max(50) });

/** Headers of `POST payment/{provider}/prepare-checkout`. */
export const prepareCheckoutHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.optional(),
});

export const prepareCheckoutBodySchema = z.object({
  returnUrl: z
    .url()
    .max(500)
    .describe('Where the provider sends the browser back (must be under the shop’s public URL).'),
});
export type PrepareCheckoutBody = z.input<typeof prepareCheckoutBodySchema>;
export const prepareCheckoutReplySchema = z.object({
  formToken: z.string().nullable().describe('Null when `orderPlaced`.'),
  formUrl: z
    .url()
    .nullable()
    .describe(
      'The provider’s hosted card form for this token (shown in an iframe or opened); null when `orderPlaced`.',
    ),
  formOrigin: z.string().nullable().describe('Origin of the form, for the page’s frame-src.'),
  amount: cents().describe('Tax-included cents charged.'),
  currency: z.literal('EUR'),
  orderReference: z.string().describe('Reference the order will have once paid.'),
  expiresAt: z.iso.datetime(),
  orderPlaced: z
    .boolean()
    .describe(
      'True when nothing was left to pay (a 100 % coupon and free delivery): the order exists already, no card form.',
    ),
});

export const paymentReturnBodySchema = z.object({
  'kr-answer': z.string().min(2).max(20_000),
  'kr-hash': z.string().max(200),
  'kr-hash-algorithm': z.string().max(50),
  'kr-hash-key': z.string().max(50),
  'kr-answer-type': z.string().max(50).optional(),
});
/** The signed answer the provider's form gave the browser back (`POST payment/{provider}/return`). */
export type PaymentReturnBody = z.input<typeof paymentReturnBodySchema>;

export const paymentResultSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  orderReference: z.string().nullable().describe('Set once paid.'),
  refusalCode: z.string().nullable().describe('`02` … `42` for a refusal (`cardRefusalExplanation`).'),
});
export type PaymentResult = z.output<typeof paymentResultSchema>;

export const checkoutSchemas = {
  CheckoutPrice: checkoutPriceSchema,
  CartValidation: cartValidationSchema,
  RelaySearch: relaySearchReplySchema,
  PrepareCheckout: prepareCheckoutReplySchema,
  Shipment: shipmentSchema,
  ShipmentMethod: shipmentMethodSchema,
  RelayPoint: relayPointSchema,
  PaymentResult: paymentResultSchema,
} as const;
