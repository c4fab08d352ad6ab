/**
 * What other modules may ask of validations (checkout alone writes `checkouts` and the cart's
 * checkout choices): the cart ends its unpaid validation when it changes, payment closes the one it
 * paid. A validation's stock reservation and coupon hold end with it.
 */
import { releaseValidationHolds } from '../cart/public.js';
import type { Queryable } from '../db/database.js';
import * as stock from '../stock/service.js';
import * as repository from './repository.js';

/**
 * Ends the cart's unpaid validation (changed, or validated again): its reservation and its coupon
 * hold go with it. A payment of it that still comes is refunded, never made an order.
 */
export async function endValidation(tx: Queryable, cartId: string): Promise<void> {
  const ended = await repository.closeValidations(tx, cartId);
  await stock.release(tx, ended);
  await releaseValidationHolds(tx, ended);
}

/** The validation whose order was made: paid, its reservation turned into the stock taken. */
export async function closePaid(tx: Queryable, checkoutId: string, cartId: string | null): Promise<void> {
  await repository.markPaid(tx, checkoutId);
  await stock.release(tx, [checkoutId]);
  // The next cart starts afresh: no address or method carried over.
  if (cartId !== null) await repository.clearChoices(tx, cartId);
}

/** Forgets the shipping address and methods chosen (the cart moved to another territory). */
export const forgetShipping = (tx: Queryable, cartId: string): Promise<void> =>
  repository.forgetShipping(tx, cartId);

/** VAT on transport: the territory's normal rate where it has VAT. */
export { shippingTaxRate } from './repository.js';
