import { addMessages } from '../../i18n/index.js';
import stockAlertEn from '../../i18n/en/stockAlert.json';
import stockAlertFr from '../../i18n/fr/stockAlert.json';

/*
 * The restock alert's wording (fr/stockAlert.json, en/stockAlert.json) joins the shop's resources
 * when its chunk loads: only out-of-stock offers of a shop with the stock alert flag need it.
 */
addMessages({ fr: stockAlertFr, en: stockAlertEn });

export {};
