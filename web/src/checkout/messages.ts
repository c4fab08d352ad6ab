import type { Messages } from '../i18n/index.js';
import { en } from '../i18n/en/index.js';
import { fr } from '../i18n/fr/index.js';
import checkoutEn from '../i18n/en/checkout.json';
import checkoutFr from '../i18n/fr/checkout.json';

/*
 * The wording of the checkout screens joins the shop's resources when one of their chunks loads:
 * checkout code stays out of the home page's JavaScript. Every checkout module that renders text
 * imports this first.
 */
Object.assign(fr as Record<string, Messages[string]>, checkoutFr);
Object.assign(en as Record<string, Messages[string]>, checkoutEn);

export {};
