/**
 * Wire shapes of the restock alerts (spec 2.4 stock block, 3 "Restock alert", 7
 * `POST products/offer/restock-alert` with email and offerId) and of the operator's stock calls
 * that bring an offer back in stock (the moment the alerts fire). The request body is checked by
 * `customerSchemas().restockAlert` (spec 5: the shared e-mail check, `form.errors.email`).
 */
import { z } from 'zod';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../text.js';
import { OFFER_ID_PATTERN } from '../customer/validation.js';
import { TERRITORY_CODES } from '../territories.js';

/** Stock an operator may set on one offer: a whole number of units, never negative. */
export const MAX_OFFER_STOCK = 10_000_000;
/** Lines one stock import may carry (a seller's feed; a larger one is sent in parts). */
export const MAX_STOCK_IMPORT_LINES = 10_000;

export const restockAlertReplySchema = z
  .object({ offerId: z.string(), email: z.string().describe('Lower-cased.') })
  .describe('The alert waits: one e-mail when the offer is back in stock.');
export type RestockAlertReply = z.output<typeof restockAlertReplySchema>;

export const restockAlertUnsubscribeReplySchema = z
  .object({ removed: z.number().int().describe('Waiting alerts of that address removed.') })
  .describe('The address gets no restock alert any more (until it asks again).');
export type RestockAlertUnsubscribeReply = z.output<typeof restockAlertUnsubscribeReplySchema>;

/** The unsubscribe link's token (random, base64url): checked before any lookup. */
export const RESTOCK_UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/u;

const stock = z.int('stock : un nombre entier d’unités').min(0, 'stock : 0 ou plus').max(MAX_OFFER_STOCK);
const plain = (max: number) => z.string().min(1).max(max).refine(isPlainText, PLAIN_TEXT_MESSAGE);

/** `PUT /operator/offers/{offerId}/stock`: the offer's stock as counted now. */
export const offerStockBodySchema = z.strictObject({ stock });
export const offerIdParamsSchema = z.object({
  offerId: z.string().regex(OFFER_ID_PATTERN, 'identifiant d’offre invalide'),
});

/** `POST /operator/stock/import`: a stock feed, each line naming an offer as a seller knows it. */
export const stockImportBodySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        reference: plain(100).describe('The product’s SKU (a variant’s own).'),
        shopId: plain(100),
        territory: z.enum(TERRITORY_CODES),
        stock,
      }),
    )
    .min(1, 'au moins une ligne')
    .max(MAX_STOCK_IMPORT_LINES, `au plus ${MAX_STOCK_IMPORT_LINES} lignes par import`),
});
export type StockImportLine = z.output<typeof stockImportBodySchema>['lines'][number];

export const offerStockReplySchema = z
  .object({
    offerId: z.string(),
    previousStock: z.number().int(),
    stock: z.number().int(),
    alertsSent: z.number().int().describe('Restock alerts e-mailed because the offer came back in stock.'),
  })
  .describe('The offer’s stock after the change.');
export type OfferStockReply = z.output<typeof offerStockReplySchema>;

export const stockImportReplySchema = z
  .object({
    updated: z.number().int().describe('Offers whose line was applied.'),
    restocked: z.number().int().describe('Offers that went from no stock to some.'),
    alertsSent: z.number().int(),
    unknown: z
      .array(z.number().int())
      .describe(
        'Indexes of the lines naming no offer (reference, seller and territory); nothing else changed for them.',
      ),
  })
  .describe('What the import changed, in one transaction.');
export type StockImportReply = z.output<typeof stockImportReplySchema>;

/** Named reply shapes for the OpenAPI document. */
export const restockAlertSchemas = {
  RestockAlertReply: restockAlertReplySchema,
  RestockAlertUnsubscribeReply: restockAlertUnsubscribeReplySchema,
  OfferStockReply: offerStockReplySchema,
  StockImportReply: stockImportReplySchema,
} as const;
