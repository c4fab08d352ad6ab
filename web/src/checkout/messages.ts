import { addMessages } from '../i18n/index.js';
import checkoutEn from '../i18n/en/checkout.json';
import checkoutFr from '../i18n/fr/checkout.json';

/*
 * The wording of the checkout screens joins the shop's resources when one of their chunks loads:
 * checkout code stays out of the home page's JavaScript. Every checkout module that renders text
 * imports this first.
 */
addMessages({ fr: checkoutFr, en: checkoutEn });

export {};
