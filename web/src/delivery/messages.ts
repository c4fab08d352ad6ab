import { addMessages } from '../i18n/index.js';
import deliveryEn from '../i18n/en/delivery.json';
import deliveryFr from '../i18n/fr/delivery.json';

/*
 * The estimated delivery's wording (fr/delivery.json, en/delivery.json) joins the shop's resources
 * with the product page's, the checkout's and the order confirmation's chunks that show it: the home
 * page's JavaScript budget has no room for it.
 */
addMessages({ fr: deliveryFr, en: deliveryEn });

export {};
