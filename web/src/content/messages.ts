import type { Messages } from '../i18n/index.js';
import { en } from '../i18n/en/index.js';
import { fr } from '../i18n/fr/index.js';
import contentEn from '../i18n/en/content.json';
import contentFr from '../i18n/fr/content.json';

/*
 * The content pages' wording (fr/content.json, en/content.json: CMS pages, contact, become a seller,
 * gift space, the footer's content) joins the shop's resources when one of their chunks loads: the
 * home page's JavaScript budget has no room for it. Every module of theirs that shows text imports
 * this first. The spec 8 messages of the CMS page (`errors.serviceUnavailable`, `errors.noContent`)
 * are in common.json already.
 */
Object.assign(fr as Record<string, Messages[string]>, contentFr);
Object.assign(en as Record<string, Messages[string]>, contentEn);

export {};
