/**
 * Wire shapes of the operator's price call (issue 32): an offer's regular price, discount price and
 * discount window, set together; every change is recorded in the offer's price history, which the
 * prior price of a reduction (`priorPrice` of prior-price.ts) reads.
 */
import { z } from 'zod';

/** Largest tax-free price an operator may set on one offer: 1,000,000.00 €. */
export const MAX_OFFER_PRICE_CENTS = 100_000_000;

const cents = (what: string) =>
  z
    .int(`${what} : un nombre entier de centimes`)
    .min(0, `${what} : 0 ou plus`)
    .max(MAX_OFFER_PRICE_CENTS, `${what} : au plus ${MAX_OFFER_PRICE_CENTS} centimes`);

/** `PUT /operator/offers/{offerId}/price`: the offer's prices as they apply from now on. */
export const offerPriceBodySchema = z
  .strictObject({
    priceTaxFree: cents('priceTaxFree').describe('Regular price, tax-free cents.'),
    discountPriceTaxFree: cents('discountPriceTaxFree')
      .nullable()
      .default(null)
      .describe('Discount price, tax-free cents; null: no discount.'),
    discountStart: z.iso.datetime().nullable().default(null).describe('Null: from now on (open start).'),
    discountEnd: z.iso.datetime().nullable().default(null).describe('Null: no end.'),
  })
  .refine((body) => body.discountPriceTaxFree === null || body.discountPriceTaxFree < body.priceTaxFree, {
    message: 'discountPriceTaxFree : inférieur au prix',
    path: ['discountPriceTaxFree'],
  })
  .refine(
    (body) =>
      body.discountStart === null ||
      body.discountEnd === null ||
      Date.parse(body.discountStart) < Date.parse(body.discountEnd),
    { message: 'discountEnd : après discountStart', path: ['discountEnd'] },
  );
export type OfferPriceInput = z.output<typeof offerPriceBodySchema>;

export const offerPriceReplySchema = z
  .object({
    offerId: z.string(),
    priceTaxFree: z.int(),
    discountPriceTaxFree: z.int().nullable(),
    discountStart: z.iso.datetime().nullable(),
    discountEnd: z.iso.datetime().nullable(),
    recorded: z.boolean().describe('False when nothing changed (no history row written).'),
    priorPriceTaxFree: z
      .int()
      .nullable()
      .describe('The prior price of the reduction running now (tax-free cents), null without one.'),
  })
  .describe('The offer’s prices after the change.');
export type OfferPriceReply = z.output<typeof offerPriceReplySchema>;

/** Named reply shapes for the OpenAPI document. */
export const priceSchemas = { OfferPriceReply: offerPriceReplySchema } as const;
