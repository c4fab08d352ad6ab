import type { Messages } from '../index.js';
import common from './common.json';
import shell from './shell.json';
import catalog from './catalog.json';
import product from './product.json';
import home from './home.json';
import newsletter from './newsletter.json';
// The wording French adds with lazy chunks (consent banner, carousels): English loads all at once.
import consent from './consent.json';
import marketing from './marketing.json';
import wishlist from './wishlist.json';
import preview from './preview.json';
import productPage from './productPage.json';

// One file per area of the shop, merged: each area's keys start with its own prefixes.
export const en: Messages = {
  ...common,
  ...shell,
  ...catalog,
  ...product,
  ...home,
  ...newsletter,
  ...consent,
  ...marketing,
  ...wishlist,
  ...preview,
  ...productPage,
};
