import type { Messages } from '../../i18n/index.js';
import { fr } from '../../i18n/fr/index.js';
import quickOrderFr from '../../i18n/fr/quickOrder.json';

/*
 * The quick order's French wording (`shell.quickOrder.*`) joins the shell's with the dialog's chunk,
 * not with the first page. English has it in its own resources (`i18n/en/shell.json`), which load
 * whole on first use.
 */
const shell = fr['shell'];
if (typeof shell === 'object') Object.assign(shell as Record<string, Messages[string]>, quickOrderFr.shell);

export {};
