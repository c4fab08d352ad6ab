/**
 * Wire shapes of the wish list (spec 2.4 product page "wish list", spec 9 flag `wishlist`): the
 * products a shopper keeps for later, by reference (SKU: the same product in every region, whatever
 * its offers there), per customer — a guest's too, handed over to the account at sign-in.
 */
import { z } from 'zod';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../text.js';

/** Products one wish list may hold: a list, not a second catalogue. */
export const MAX_WISHLIST_ITEMS = 200;

/** `PUT|DELETE wishlist/{reference}`: a product's reference (SKU). */
export const wishlistParamsSchema = z.object({
  reference: z
    .string()
    .min(1, 'référence requise')
    .max(64, 'référence : 64 caractères au plus')
    .refine(isPlainText, PLAIN_TEXT_MESSAGE)
    .describe('The product’s reference (SKU).'),
});

export const wishlistReplySchema = z
  .object({
    items: z.array(
      z.object({
        reference: z.string().describe('The product’s reference (SKU).'),
        addedAt: z.string().describe('When it was added (ISO 8601).'),
      }),
    ),
  })
  .describe('The wish list, the latest addition first.');
export type WishlistReply = z.output<typeof wishlistReplySchema>;

/** Named reply shapes for the OpenAPI document. */
export const wishlistSchemas = { WishlistReply: wishlistReplySchema } as const;
