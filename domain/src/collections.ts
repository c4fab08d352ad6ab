/**
 * The listings of spec 2.1 that are not categories: promotions, best offers and made in the
 * islands. Every layer names them the same way: the REST path `GET products/collection/{name}`,
 * the graph's `CollectionName` (upper case, `_` for `-`) and the web's routes.
 *
 * - `promotions`: products whose default offer has a discount running now that lowers its price
 *   (the rule of the home page's promotions section).
 * - `best-offers`: products flagged bestseller.
 * - `made-in-the-islands`: products whose attribute `made_in_islands` is true (set from their
 *   `origine`, or by the seller for crafts, furniture and clothes), also a facet and a characteristic.
 */
export const COLLECTIONS = ['promotions', 'best-offers', 'made-in-the-islands'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export const isCollectionName = (value: unknown): value is CollectionName =>
  (COLLECTIONS as readonly unknown[]).includes(value);

/** The route of each collection below `/{catalog}/{locale}/` (French, as the shop's other routes). */
export const COLLECTION_ROUTES: Readonly<Record<CollectionName, string>> = {
  promotions: 'promotions',
  'best-offers': 'meilleures-offres',
  'made-in-the-islands': 'fabrique-dans-les-iles',
};

/** The boolean attribute marking a product made in the overseas territories. */
export const MADE_IN_ISLANDS_ATTRIBUTE = 'made_in_islands';
