import { addMessages } from '../i18n/index.js';
import previewFr from '../i18n/fr/preview.json';

/*
 * The product preview's wording (issue 35) joins the French resources with the preview's code;
 * English has it in its own resources, which load whole on first use (`i18n/en/index.ts`).
 */
addMessages({ fr: previewFr });

export {};
