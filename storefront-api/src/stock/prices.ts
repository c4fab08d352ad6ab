/**
 * What the `prices` module asks of the offers' writer: a price change, inside the caller's
 * transaction (the change and its history row commit together).
 */
import type { Queryable } from '../db/database.js';
import * as repository from './prices-repository.js';
import type { OfferPriceRow, OfferPriceTerms } from './prices-repository.js';

export type { OfferPriceRow, OfferPriceTerms };

export const setOfferPrice = (tx: Queryable, offerId: string, terms: OfferPriceTerms) =>
  repository.setPrice(tx, offerId, terms);
