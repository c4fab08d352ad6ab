import { addMessages } from '../i18n/index.js';
import accountEn from '../i18n/en/account.json';
import accountFr from '../i18n/fr/account.json';

/*
 * The account screens' wording (fr/account.json, en/account.json) joins the shop's resources when
 * these screens' code loads, not in the first page's chunk: both languages of it weigh about 3 KB
 * gzipped, more than the home page's JavaScript budget has left. Every account module imports this
 * one first, so the keys are there before anything renders or notifies with them.
 */
addMessages({ fr: accountFr, en: accountEn });

export {};
