import { addMessages } from '../i18n/index.js';
import marketingFr from '../i18n/fr/marketing.json';

/*
 * The marketing content's wording (the home's blocks, the carousels' controls, the top banner)
 * joins the French resources with the lazy chunks that show it, not with the first page. English
 * has it in its own resources, which load whole on first use (`i18n/en/index.ts`).
 */
addMessages({ fr: marketingFr });

export {};
