import { addMessages } from '../i18n/index.js';
import contentEn from '../i18n/en/content.json';
import contentFr from '../i18n/fr/content.json';

/*
 * The content pages' wording (fr/content.json, en/content.json: CMS pages, contact, become a seller,
 * gift space, the footer's content) joins the shop's resources when one of their chunks loads: the
 * home page's JavaScript budget has no room for it. Every module of theirs that shows text imports
 * this first. The spec 8 messages of the CMS page (`errors.serviceUnavailable`, `errors.noContent`)
 * are in common.json already.
 */
addMessages({ fr: contentFr, en: contentEn });

export {};
