/**
 * The operator's price changes (issue 32): an offer's regular price, discount price and window set
 * together, and the new state recorded in its price history in the same transaction, so no change
 * of price escapes the prior price of a later reduction.
 */
import type { OfferPriceInput, OfferPriceReply } from '@shop/domain';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { setOfferPrice } from '../stock/prices.js';
import { priorPricesOfOffers } from './public.js';
import type * as pricesRepository from './repository.js';

export interface PriceDeps {
  db: Database;
  repository: typeof pricesRepository;
}

export class PriceService {
  constructor(private readonly deps: PriceDeps) {}

  async setOfferPrice(offerId: string, input: OfferPriceInput): Promise<OfferPriceReply> {
    return this.deps.db.transaction(async (tx) => {
      const row = await setOfferPrice(tx, offerId, input);
      if (!row) throw notFound('offer-not-found', 'Aucune offre n’a cet identifiant.');
      const recorded = await this.deps.repository.recordStates(tx, [offerId], 'operator');
      const prior = await priorPricesOfOffers(tx, [offerId], new Date());
      return {
        offerId,
        priceTaxFree: row.price_tax_free,
        discountPriceTaxFree: row.discount_price_tax_free,
        discountStart: row.discount_start?.toISOString() ?? null,
        discountEnd: row.discount_end?.toISOString() ?? null,
        recorded: recorded.length > 0,
        priorPriceTaxFree: prior.get(offerId) ?? null,
      };
    });
  }
}
