import type { Messages } from '../../../i18n/index.js';
import { en } from '../../../i18n/en/index.js';
import { fr } from '../../../i18n/fr/index.js';
import afterSalesEn from '../../../i18n/en/afterSales.json';
import afterSalesFr from '../../../i18n/fr/afterSales.json';
import '../../messages.js';

/*
 * The after-sales wording (fr/afterSales.json, en/afterSales.json) joins the shop's resources with
 * the orders chunk, like the account's (`account/messages.ts`): every after-sales module imports
 * this one first.
 */
Object.assign(fr as Record<string, Messages[string]>, afterSalesFr);
Object.assign(en as Record<string, Messages[string]>, afterSalesEn);

export {};
