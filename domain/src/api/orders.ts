/**
 * Wire shape of an order (spec 3 Order) as `GET /orders/{reference}` answers it: the cart frozen at
 * validation, with the payment and the event history.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHOD } from '../checkout.js';
import { ORDER_PAGE_SIZES } from '../constants.js';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../text.js';
import {
  ORDER_LABEL_MAX_LENGTH,
  ORDER_SORTS,
  PARCEL_STATUSES,
  TRACKING_EVENT_TYPES,
  TRACKING_NUMBER_PATTERN,
} from '../orders.js';
import { couponSchema } from './cart.js';
import { checkoutPriceSchema, shipmentSchema } from './checkout.js';
import { addressSchema } from './customers.js';

const cents = () => z.int().min(0);
const count = () => z.int().min(0);

const trackingSchema = z.object({ trackingNumber: z.string(), trackingUrl: z.string().nullable() });

export const orderEventSchema = z.object({
  instant: z.iso.datetime(),
  type: z.string().describe('Status reached or event kind (`PAYMENT`, `SHIPPED`, `DELIVERED`…).'),
  stage: z.enum(ORDER_STATUSES),
  message: z.string().nullable(),
  payment: z.object({ status: z.string(), transactionReference: z.string() }).nullable(),
  tracking: z.array(trackingSchema).describe('A `SHIPPED` event’s parcels; empty otherwise.'),
});

export const trackingEventSchema = z.object({
  date: z.iso.datetime(),
  type: z.enum(TRACKING_EVENT_TYPES),
  message: z.string(),
});

export const parcelSchema = z
  .object({
    parcelId: z.string(),
    shipmentId: z.string(),
    supplierParcelId: z.string().nullable().describe('The seller’s or carrier’s own parcel id.'),
    creationDate: z.iso.datetime(),
    parcelStatus: z.enum(PARCEL_STATUSES),
    trackingNumber: z.string(),
    trackingUrl: z.string().nullable(),
    pickupCode: z.string().nullable().describe('Code to collect a parcel at a relay point.'),
    shippedItems: z.array(z.object({ productReference: z.string(), quantity: count() })),
    events: z.array(trackingEventSchema).describe('Oldest first.'),
  })
  .describe('A parcel of a shipment (spec 3), with its tracking events.');
export type Parcel = z.output<typeof parcelSchema>;

export const orderSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    customLabel: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    creationDate: z.iso.datetime(),
    rootCategoryPath: z.string(),
    items: z.array(
      z.object({
        offerId: z.string(),
        productReference: z.string(),
        productName: z.string(),
        productSlug: z.string(),
        shopId: z.string(),
        shopName: z.string(),
        quantity: count(),
        unitPrice: checkoutPriceSchema,
        totalPrice: checkoutPriceSchema,
        taxRate: z.number(),
      }),
    ),
    shipments: z.array(shipmentSchema.extend({ parcels: z.array(parcelSchema) })),
    billingAddress: addressSchema,
    shippingAddress: addressSchema.describe('The first shipment’s address.'),
    coupon: couponSchema.nullable(),
    productsPrice: checkoutPriceSchema,
    discountPrice: checkoutPriceSchema.nullable(),
    shippingPrice: checkoutPriceSchema,
    totalPrice: checkoutPriceSchema,
    taxes: z.array(
      z.object({ kind: z.enum(['VAT', 'DOCKING_FEES']), rate: z.number(), base: cents(), amount: cents() }),
    ),
    payment: z.object({
      date: z.iso.datetime().nullable(),
      method: z.literal(PAYMENT_METHOD),
      status: z.enum(['PAID', 'REFUSED', 'PENDING']),
      transactionReference: z.string().nullable(),
      maskedPan: z.string().nullable(),
    }),
    eventHistory: z.array(orderEventSchema).describe('Oldest first.'),
    enableLogisticClassSplitting: z.boolean(),
  })
  .describe('An order (spec 3), created when its payment is accepted.');
export type Order = z.output<typeof orderSchema>;

export const orderPageSchema = z
  .object({
    orders: z.array(orderSchema),
    total: count(),
    page: count(),
    size: count(),
    totalPages: count(),
    sort: z.enum(ORDER_SORTS),
  })
  .describe(
    `GET /orders/ and /orders/customer: the signed-in customer's orders. Query: page (from 0), size (${ORDER_PAGE_SIZES.join(', ')}), ` +
      `sort (${ORDER_SORTS.map((sort) => `\`${sort}\``).join(', ')}; the first is the default).`,
  );
export type OrderPage = z.output<typeof orderPageSchema>;

/** Path of the order calls by reference (`orders/{reference}`, `orders/rename/{reference}`, operator). */
export const orderReferenceParamsSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u, 'référence invalide'),
});
/** Path of `orders/id/{id}` and `order-invoices/pdf/order/{id}`. */
export const orderIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/u, 'identifiant invalide'),
});
/** Path of the operator's `parcels/{parcelId}/events`. */
export const parcelIdParamsSchema = z.object({
  parcelId: z.string().regex(/^[1-9][0-9]{0,17}$/u, 'colis invalide'),
});

export const orderPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (ORDER_PAGE_SIZES as readonly number[]).includes(size), {
      message: `taille de page : ${ORDER_PAGE_SIZES.join(', ')}`,
    })
    .default(ORDER_PAGE_SIZES[0]),
  sort: z.enum(ORDER_SORTS).default(ORDER_SORTS[0]),
});

const plainText = () => z.string().refine(isPlainText, PLAIN_TEXT_MESSAGE);

/** `POST orders/rename/{reference}`: the shopper's own label; empty clears it. */
export const renameOrderBodySchema = z
  .object({ newName: plainText().trim().max(ORDER_LABEL_MAX_LENGTH) })
  .describe(`newName: up to ${ORDER_LABEL_MAX_LENGTH} characters; empty removes the label.`);

const trackingNumberSchema = z
  .string()
  .regex(TRACKING_NUMBER_PATTERN, 'numéro de suivi : 4 à 40 lettres, chiffres ou tirets');

/** Operator API: a parcel handed to the carrier for a shipment of the order. */
export const createParcelBodySchema = z.object({
  shipmentId: plainText().min(1).max(200),
  trackingNumber: trackingNumberSchema,
  trackingUrl: z
    .url({ protocol: /^https?$/u })
    .max(500)
    .optional(),
  supplierParcelId: plainText().min(1).max(100).optional(),
  items: z
    .array(z.object({ productReference: plainText().min(1).max(100), quantity: z.int().min(1).max(10_000) }))
    .min(1)
    .max(500)
    .optional()
    .describe('What the parcel holds; all the shipment’s units not yet shipped when absent.'),
});

/** Operator API: a carrier's tracking event for a parcel. */
export const trackingEventBodySchema = z.object({
  type: z.enum(TRACKING_EVENT_TYPES),
  message: plainText().trim().min(1).max(300).optional(),
  date: z.iso.datetime({ offset: true }).optional(),
});

/** Operator API: cancel an order nothing of which has shipped. */
export const cancelOrderBodySchema = z.object({ reason: plainText().trim().min(1).max(300).optional() });

export const orderSchemas = { Order: orderSchema, OrderPage: orderPageSchema, Parcel: parcelSchema } as const;
