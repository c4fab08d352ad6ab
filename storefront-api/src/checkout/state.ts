/** Reads what the checkout part of a Cart reply needs, in the caller's transaction. */
import type { TerritoryCode } from '@shop/domain';
import type { CartLineRow } from '../cart/public.js';
import type { Queryable } from '../db/database.js';
import * as repository from './repository.js';
import type { CheckoutState } from './shipments.js';

export async function loadCheckoutState(
  db: Queryable,
  cartId: string,
  territory: TerritoryCode,
  lines: CartLineRow[],
): Promise<CheckoutState> {
  const choices = await repository.checkoutChoices(db, cartId);
  const relayCodes = choices.shipments.flatMap((row) => (row.relay_code ? [row.relay_code] : []));
  // One after the other: they share the transaction's connection.
  const rates = await repository.shippingRates(db);
  const shippingTaxRate = await repository.shippingTaxRate(db, territory);
  const relays = await repository.relayPointsByCode(db, relayCodes);
  const terms = await repository.shopTerms(db, [...new Set(lines.map((line) => line.shop_id))]);
  const validation = await repository.liveValidation(db, cartId);
  return { territory, choices, rates, shippingTaxRate, relays, terms, validation };
}
