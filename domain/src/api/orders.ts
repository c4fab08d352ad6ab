/**
 * Wire shape of an order (spec 3 Order) as `GET /orders/{reference}` answers it: the cart frozen at
 * validation, with the payment and the event history.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHOD } from '../checkout.js';
import { couponSchema } from './cart.js';
import { checkoutPriceSchema, shipmentSchema } from './checkout.js';
import { addressSchema } from './customers.js';

const cents = () => z.int().min(0);
const count = () => z.int().min(0);

export const orderEventSchema = z.object({
  instant: z.iso.datetime(),
  type: z.string().describe('Status reached or event kind (`PAYMENT`, `SHIPPED`…).'),
  stage: z.enum(ORDER_STATUSES),
  message: z.string().nullable(),
  payment: z.object({ status: z.string(), transactionReference: z.string() }).nullable(),
});

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
    shipments: z.array(shipmentSchema),
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

export const orderSchemas = { Order: orderSchema } as const;
