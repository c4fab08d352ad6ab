import { addMessages } from '../../../i18n/index.js';
import afterSalesEn from '../../../i18n/en/afterSales.json';
import afterSalesFr from '../../../i18n/fr/afterSales.json';
import '../../messages.js';

/*
 * The after-sales wording (fr/afterSales.json, en/afterSales.json) joins the shop's resources with
 * the orders chunk, like the account's (`account/messages.ts`): every after-sales module imports
 * this one first.
 */
addMessages({ fr: afterSalesFr, en: afterSalesEn });

export {};
