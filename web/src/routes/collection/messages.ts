import { addMessages } from '../../i18n/index.js';
import collectionsEn from '../../i18n/en/collections.json';
import collectionsFr from '../../i18n/fr/collections.json';

/*
 * The collection pages' wording (fr/collections.json, en/collections.json) joins the shop's
 * resources when their chunk loads: the home page's JavaScript budget has no room for it.
 */
addMessages({ fr: collectionsFr, en: collectionsEn });

export {};
