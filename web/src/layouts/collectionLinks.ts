import { COLLECTION_ROUTES } from '@shop/domain/collections';

/** Spec 2.1's listings that are not categories, as the menus link them (labels `shell.collections.*`). */
export const COLLECTION_LINKS = [
  { key: 'PROMOTIONS', path: COLLECTION_ROUTES.promotions },
  { key: 'BEST_OFFERS', path: COLLECTION_ROUTES['best-offers'] },
  { key: 'MADE_IN_THE_ISLANDS', path: COLLECTION_ROUTES['made-in-the-islands'] },
] as const;
