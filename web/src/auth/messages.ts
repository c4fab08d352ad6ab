import { addMessages } from '../i18n/index.js';
import authEn from '../i18n/en/auth.json';
import authFr from '../i18n/fr/auth.json';

/*
 * The sign-in wording (fr/auth.json, en/auth.json) joins the shop's resources when the sign-in
 * chunks load, not with the first page: the home page's JavaScript budget has no room for it (the
 * account pages do the same with theirs). Every sign-in module that renders text imports this first.
 */
addMessages({ fr: authFr, en: authEn });

export {};
