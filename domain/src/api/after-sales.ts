/**
 * Wire shapes of after-sales (issue 32): cancellation, the withdrawal function, returns, refunds and
 * credit notes. The rules are `../after-sales.ts`. Conventions are those of the order calls
 * (`orders.ts`): signed-in customer (bearer), `?locale=`, cents tax-included, `ApiError` bodies
 * (`errorCode` from `AFTER_SALES_ERRORS`, French `errorMessage`); another customer's order is 404
 * `order-not-found`, never 403.
 *
 * CONTRACT CHANGES (newest first; the web reads this list):
 * - `withdrawalPagePath` and `WITHDRAWAL_PAGE_SEGMENT` removed: `orderPagePath('withdrawal', reference)`
 *   of `account-routes.ts` builds the same path under `/{catalog}/{locale}/` (one helper for the web's
 *   routes and the e-mails' links). A refund's `status` is `REFUND_STATUSES` of `after-sales.ts` (same
 *   values), with its French `REFUND_STATUS_LABELS`. Nothing else changed on the wire.
 * - The e-mails link to `/{catalog}/{locale}/mon-compte/commandes/{reference}/retractation` (the
 *   withdrawal function's page; the web serves it). `POST /operator/orders/{reference}/after-sales/cancel`
 *   added (the shop cancels a shipment). Nothing removed or renamed.
 *
 * REST routes served by the storefront-api (`storefront-api/src/after-sales/`):
 *
 * Shopper (signed in; `{reference}` as in `orderReferenceParamsSchema`):
 * - GET  /orders/{reference}/after-sales                         → AfterSales
 *     Every line's rights (cancellable, withdrawable and returnable quantities, exclusion, deadline),
 *     the shipments one may cancel, the returns made, the refunds and the credit notes.
 * - POST /orders/{reference}/cancel        body CancelOrderBody  → AfterSales
 *     Whole order (no `shipmentId`) or one seller's shipment, until its first parcel leaves;
 *     refunded at once, stock back, coupon use released. 409 `order-not-cancellable`,
 *     `shipment-not-cancellable`; 404 `shipment-not-found`.
 * - POST /orders/{reference}/refund-preview body RefundPreviewBody → RefundPreview
 *     What a withdrawal or return of these items would refund, split by seller (nothing recorded).
 * - POST /orders/{reference}/withdrawal    body WithdrawalBody   → ReturnRequest (201)
 *     The « Confirmer la rétractation » step: records the statement, answers the return instructions
 *     per seller and sends the acknowledgement e-mail (statement, date and time). Replaying the same
 *     `requestId` answers the same ReturnRequest (200).
 * - POST /orders/{reference}/returns       body ReturnBody       → ReturnRequest (201)
 *     A return for a defect (guarantee of conformity) with its reason; same replay rule.
 * - GET  /order-credit-notes/pdf/{number}                        → application/pdf (owner only)
 *
 * Operator (`x-operator-key`, as the other `/operator/*` calls):
 * - GET  /operator/returns/{returnReference}                     → ReturnRequest
 * - POST /operator/returns/{returnReference}/receive body ReceiveReturnBody → ReturnRequest
 *     Whole (no `items`: every unit as new) or partial, each item's condition; asks the refund at
 *     once (one per seller, idempotent), puts sellable units back in stock. 409
 *     `return-already-received`, `received-quantity-too-high`.
 * - POST /operator/orders/{reference}/after-sales/cancel body CancelOrderBody → AfterSales
 *     The shop cancels one shipment (or the whole order) with the same refunds as the shopper's.
 * - POST /operator/orders/{reference}/cancel already exists (whole order, by the shop).
 *
 * `pnpm shop`: `returns show <returnReference>`, `returns receive <returnReference> [offerId=qty:condition…]`,
 * `orders cancel-shipment <reference> <shipmentId>`.
 */
import { z } from 'zod';
import {
  AFTER_SALES_ERRORS,
  ITEM_CONDITIONS,
  REFUND_STATUSES,
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATUSES,
  WITHDRAWAL_EXCLUSIONS,
} from '../after-sales.js';
import { OFFER_ID_PATTERN } from '../customer/validation.js';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../text.js';

const cents = () => z.int().min(0);
const count = () => z.int().min(0);
const plainText = () => z.string().refine(isPlainText, PLAIN_TEXT_MESSAGE);

/** Most lines one request may name (an order has far fewer). */
const MAX_LINES = 200;

export const afterSalesErrorCodeSchema = z.enum(
  Object.keys(AFTER_SALES_ERRORS) as [
    keyof typeof AFTER_SALES_ERRORS,
    ...(keyof typeof AFTER_SALES_ERRORS)[],
  ],
);

const offerId = () => z.string().regex(OFFER_ID_PATTERN, 'identifiant d’offre invalide');

export const requestLineSchema = z.object({
  offerId: offerId(),
  quantity: z.int('quantité : un nombre entier').min(1, 'quantité : au moins 1').max(10_000),
});

/** The lines of a request: at least one, each offer once. */
const requestLines = () =>
  z
    .array(requestLineSchema)
    .min(1, 'choisissez au moins un article')
    .max(MAX_LINES)
    .refine((lines) => new Set(lines.map((line) => line.offerId)).size === lines.length, {
      message: 'chaque article une seule fois',
    });

/** `POST /orders/{reference}/cancel`. */
export const cancelOrderRequestSchema = z
  .strictObject({
    shipmentId: plainText()
      .min(1)
      .max(200)
      .optional()
      .describe(
        'One seller’s shipment (`<shopId>` or `<shopId>:<logisticClassId>`); the whole order when absent.',
      ),
  })
  .describe('Cancels the order, or one shipment of it, before its first parcel leaves.');
export type CancelOrderRequest = z.output<typeof cancelOrderRequestSchema>;

/** `POST /orders/{reference}/refund-preview`. */
export const refundPreviewRequestSchema = z.strictObject({
  kind: z.enum(RETURN_KINDS),
  lines: requestLines(),
});
export type RefundPreviewRequest = z.output<typeof refundPreviewRequestSchema>;

/**
 * `POST /orders/{reference}/withdrawal`: the confirmation (second step) of the withdrawal function.
 * `requestId` (a UUID the page draws once) makes a double click or a retry answer the same statement.
 */
export const withdrawalRequestSchema = z.strictObject({
  requestId: z.uuid('requestId : un UUID'),
  lines: requestLines(),
  confirmed: z
    .literal(true, 'confirmez la rétractation')
    .describe('« Confirmer la rétractation » was pressed.'),
});
export type WithdrawalRequest = z.output<typeof withdrawalRequestSchema>;

/** `POST /orders/{reference}/returns`: a return for a defect, with its reason. */
export const returnRequestSchema = z.strictObject({
  requestId: z.uuid('requestId : un UUID'),
  lines: requestLines(),
  reason: z.enum(RETURN_REASONS, 'motif de retour invalide'),
  comment: plainText().trim().max(1000).optional(),
});
export type ReturnRequestBody = z.output<typeof returnRequestSchema>;

/** Operator: `POST /operator/returns/{returnReference}/receive`. */
export const receiveReturnRequestSchema = z.strictObject({
  items: z
    .array(
      z.object({
        offerId: offerId(),
        quantity: z.int().min(0).max(10_000).describe('Units received (0: this line did not come back).'),
        condition: z.enum(ITEM_CONDITIONS),
      }),
    )
    .max(MAX_LINES)
    .optional()
    .describe('What came back; every unit of the return, as new, when absent.'),
});
export type ReceiveReturnRequest = z.output<typeof receiveReturnRequestSchema>;

export const returnReferenceParamsSchema = z.object({
  returnReference: z.string().regex(/^R-[A-Za-z0-9_-]{1,64}-[0-9]{1,4}$/u, 'référence de retour invalide'),
});
export const creditNoteParamsSchema = z.object({
  number: z.string().regex(/^AV-[0-9]{4}-[0-9]{6,9}$/u, 'numéro d’avoir invalide'),
});

// ---------------------------------------------------------------------------------------------
// Replies.

export const sellerRefundSchema = z
  .object({
    shopId: z.string(),
    shopName: z.string(),
    items: z.array(z.object({ offerId: z.string(), quantity: count(), amount: cents() })),
    delivery: cents().describe('Standard delivery refunded (the whole shipment comes back).'),
    total: cents(),
  })
  .describe('One seller’s part of a refund.');

export const refundPreviewSchema = z
  .object({ sellers: z.array(sellerRefundSchema), total: cents() })
  .describe('What the request would refund, split by seller; never above what is left of the payment.');
export type RefundPreview = z.output<typeof refundPreviewSchema>;

export const afterSalesLineSchema = z.object({
  offerId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  shipmentId: z.string(),
  quantity: count(),
  cancellable: z.boolean(),
  withdrawableQuantity: count(),
  returnableQuantity: count(),
  exclusion: z.enum(WITHDRAWAL_EXCLUSIONS).nullable().describe('L221-28 exception: never withdrawable.'),
  exclusionLabel: z.string().nullable(),
  withdrawalDeadline: z.iso
    .datetime()
    .nullable()
    .describe('End of the 14 days (island’s midnight); null until every parcel is delivered.'),
});

export const returnInstructionsSchema = z
  .object({
    shopId: z.string(),
    shopName: z.string(),
    reference: z.string().describe('To write on the parcel: the return’s reference and the seller.'),
    address: z.string().describe('Where to send this seller’s items (several lines).'),
    items: z.array(z.object({ offerId: z.string(), productName: z.string(), quantity: count() })),
  })
  .describe('How to send one seller’s items back.');

export const refundSchema = z.object({
  shopId: z.string().nullable(),
  amount: cents(),
  status: z.enum(REFUND_STATUSES),
  providerReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  doneAt: z.iso.datetime().nullable(),
  creditNoteNumber: z.string().nullable(),
});

export const returnRequestReplySchema = z
  .object({
    reference: z.string().describe('`R-<orderReference>-<n>`.'),
    orderReference: z.string(),
    kind: z.enum(RETURN_KINDS),
    status: z.enum(RETURN_STATUSES),
    statusLabel: z.string(),
    reason: z.enum(RETURN_REASONS).nullable(),
    comment: z.string().nullable(),
    statement: z.string().describe('The statement as the shopper made it (a withdrawal’s words).'),
    requestedAt: z.iso.datetime(),
    receivedAt: z.iso.datetime().nullable(),
    lines: z.array(
      z.object({
        offerId: z.string(),
        productName: z.string(),
        shopId: z.string(),
        quantity: count(),
        receivedQuantity: count().nullable(),
        condition: z.enum(ITEM_CONDITIONS).nullable(),
      }),
    ),
    refundPreview: refundPreviewSchema,
    instructions: z.array(returnInstructionsSchema),
    refunds: z.array(refundSchema),
  })
  .describe('A withdrawal or a return of some items of an order.');
export type ReturnRequestReply = z.output<typeof returnRequestReplySchema>;

export const creditNoteSchema = z.object({
  number: z.string(),
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  amount: cents(),
  createdAt: z.iso.datetime(),
  url: z.string().describe('`/order-credit-notes/pdf/{number}` (owner only).'),
});

export const afterSalesSchema = z
  .object({
    orderReference: z.string(),
    cancellable: z.boolean().describe('The whole order can be cancelled (nothing has left).'),
    cancellableShipments: z.array(
      z.object({ shipmentId: z.string(), shopId: z.string(), shopName: z.string(), refund: cents() }),
    ),
    withdrawalOpen: z
      .boolean()
      .describe('Some item can be withdrawn now (show « Se rétracter du contrat ici »).'),
    withdrawalDeadline: z.iso.datetime().nullable(),
    lines: z.array(afterSalesLineSchema),
    returns: z.array(returnRequestReplySchema),
    refunds: z.array(refundSchema),
    creditNotes: z.array(creditNoteSchema),
    sameRulesEverywhere: z
      .literal(true)
      .describe('Saint-Barthélemy (outside the EU) gets the EU protections too (domain `after-sales.ts`).'),
  })
  .describe('What the shopper may do after the sale, and what was done.');
export type AfterSales = z.output<typeof afterSalesSchema>;

export const afterSalesSchemas = {
  AfterSales: afterSalesSchema,
  RefundPreview: refundPreviewSchema,
  ReturnRequest: returnRequestReplySchema,
} as const;
