import { addMessages } from '../../i18n/index.js';
import pickupPointsEn from '../../i18n/en/pickupPoints.json';
import pickupPointsFr from '../../i18n/fr/pickupPoints.json';

/*
 * The pickup-point dialog's wording (fr/pickupPoints.json, en/pickupPoints.json) joins the shop's
 * resources when the dialog's chunk loads: the home page's JavaScript budget has no room for it.
 */
addMessages({ fr: pickupPointsFr, en: pickupPointsEn });

export {};
