import { addMessages } from '../i18n/index.js';
import consentFr from '../i18n/fr/consent.json';

/*
 * The consent wording joins the French resources when the banner's or the settings' chunk loads: a
 * shopper who has chosen never downloads it (the home page's JavaScript budget). English has it in
 * its own resources, which load whole on first use (`i18n/en/index.ts`).
 */
addMessages({ fr: consentFr });

export {};
