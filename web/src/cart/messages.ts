import { addMessages } from '../i18n/index.js';
import cartEn from '../i18n/en/cart.json';
import cartFr from '../i18n/fr/cart.json';

/*
 * The wording of the add-to-cart control, the quantity input, the cart notices and the cart dialogs
 * (fr/cart.json, en/cart.json) joins the shop's resources when one of their chunks loads: the home
 * page's JavaScript budget has no room for it. Every module of theirs that shows text imports this.
 */
addMessages({ fr: cartFr, en: cartEn });

export {};
