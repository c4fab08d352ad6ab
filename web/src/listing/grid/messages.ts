import { addMessages } from '../../i18n/index.js';
import gridEn from '../../i18n/en/grid.json';
import gridFr from '../../i18n/fr/grid.json';

/* The product grid's wording (fr/grid.json, en/grid.json) joins the shop's when its chunk loads. */
addMessages({ fr: gridFr, en: gridEn });

export {};
