/**
 * What other modules may ask of the catalogue (products alone writes products and offers' content):
 * the catalogue service over its own repositories, and the offer row the cart's lines extend.
 */
import type { ModuleDeps } from '../modules.js';
import * as homeSections from './home-sections.repository.js';
import * as listings from './listing.repository.js';
import { rememberedRepository } from './remembered.js';
import * as search from './search.repository.js';
import { ProductService } from './service.js';

export type { OfferRow } from './repository.js';

/** The catalogue's service: products, listings, home sections and search. */
export function catalogueService({
  db,
  mediaBaseUrl,
  remember,
}: Pick<ModuleDeps, 'db' | 'mediaBaseUrl' | 'remember'>): ProductService {
  const products = rememberedRepository(remember);
  return new ProductService({ db, mediaBaseUrl, products, listings, homeSections, search });
}
