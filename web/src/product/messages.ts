import { addMessages } from '../i18n/index.js';
import productPageFr from '../i18n/fr/productPage.json';

/*
 * The wording of the product page's « Informations » and « Les plus du produit » blocks (issue 35)
 * joins the French resources with the product page's code: the home page's JavaScript has no room
 * for it. English has it in its own resources, which load whole on first use (`i18n/en/index.ts`).
 */
addMessages({ fr: productPageFr });

export {};
