import type { Messages } from '../../../i18n/index.js';
import { en } from '../../../i18n/en/index.js';
import { fr } from '../../../i18n/fr/index.js';
import checkoutPaymentEn from '../../../i18n/en/checkoutPayment.json';
import checkoutPaymentFr from '../../../i18n/fr/checkoutPayment.json';

/*
 * The wording of the payment, return, result and thank-you screens joins the shop's resources when
 * one of their chunks loads: checkout code stays off the home page's JavaScript.
 */
Object.assign(fr as Record<string, Messages[string]>, checkoutPaymentFr);
Object.assign(en as Record<string, Messages[string]>, checkoutPaymentEn);

export {};
