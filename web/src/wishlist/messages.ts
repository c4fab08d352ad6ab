import { addMessages } from '../i18n/index.js';
import wishlistFr from '../i18n/fr/wishlist.json';

/*
 * The wish list's wording (issue 35) joins the French resources with the wish list's code; English
 * has it in its own resources, which load whole on first use (`i18n/en/index.ts`): the English
 * file stays out of the home page's JavaScript.
 */
addMessages({ fr: wishlistFr });

export {};
