import { addMessages } from '../../i18n/index.js';
import cartPageEn from '../../i18n/en/cartPage.json';
import cartPageFr from '../../i18n/fr/cartPage.json';

/*
 * The wording of the cart page, the cart side panel and the order summary (fr/cartPage.json,
 * en/cartPage.json) joins the shop's resources when one of their chunks loads: the home page's
 * JavaScript budget has no room for it. Every module of theirs that renders text imports this first.
 */
addMessages({ fr: cartPageFr, en: cartPageEn });

export {};
