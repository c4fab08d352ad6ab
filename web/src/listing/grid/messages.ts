import type { Messages } from '../../i18n/index.js';
import { en } from '../../i18n/en/index.js';
import { fr } from '../../i18n/fr/index.js';
import gridEn from '../../i18n/en/grid.json';
import gridFr from '../../i18n/fr/grid.json';

/* The product grid's wording (fr/grid.json, en/grid.json) joins the shop's when its chunk loads. */
Object.assign(fr as Record<string, Messages[string]>, gridFr);
Object.assign(en as Record<string, Messages[string]>, gridEn);

export {};
