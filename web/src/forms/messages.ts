import { addMessages } from '../i18n/index.js';
import formsEn from '../i18n/en/forms.json';
import formsFr from '../i18n/fr/forms.json';

/*
 * The kit's own wording (fr/forms.json, en/forms.json) joins the shop's resources when a form's
 * chunk loads: no form is on the first page, whose JavaScript budget has no room for it.
 */
addMessages({ fr: formsFr, en: formsEn });

export {};
