/**
 * The hosted card form: plain HTML, no script, no outside resource. It sits in the shop's iframe and
 * its form posts with `target="_top"`, so the answer takes the whole page back to the shop: a page
 * whose form POSTs the signed answer to the shop's return URL, as the real provider does.
 */
import { createHash } from 'node:crypto';
import { TEST_CARDS, type FormTokenPayload } from './protocol.js';

export const FORM_STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:30rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:.25rem 0 1rem}.field{margin-bottom:1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem;font:inherit;border:2px solid #555;border-radius:4px}
input:focus,button:focus{outline:3px solid #0b57d0;outline-offset:2px}
.row{display:flex;gap:1rem}.row .field{flex:1}
.error{color:#a50e0e;font-weight:600;margin:.25rem 0 0}
.alert{border:2px solid #a50e0e;padding:.75rem;border-radius:4px;color:#a50e0e}
button{font:inherit;padding:.7rem 1.2rem;border-radius:4px;cursor:pointer;border:2px solid #0b3d91}
.pay{background:#0b3d91;color:#fff;width:100%;margin-bottom:.75rem}.cancel{background:#fff;color:#0b3d91;width:100%}
details{margin-top:1.5rem}code{font-size:.95em}ul{padding-left:1.2rem}
`;
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
export const FORM_STYLE_HASH = cspHash(FORM_STYLE);
/** The return page's only script: it sends the answer on without waiting for a click. */
const RETURN_SCRIPT = 'document.getElementById("back").submit();';
export const RETURN_SCRIPT_HASH = cspHash(RETURN_SCRIPT);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${FORM_STYLE}</style></head><body><main aria-label="${escapeHtml(title)}">${body}</main>${script}</body></html>`;
}

export type FieldErrors = Partial<Record<'cardNumber' | 'holder' | 'expiry' | 'securityCode', string>>;

function field(
  name: keyof FieldErrors,
  label: string,
  attributes: string,
  errors: FieldErrors,
  value = '',
): string {
  const error = errors[name];
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<div class="field"><label for="${name}">${label}</label>
<input id="${name}" name="${name}" required ${attributes}${describedBy} value="${escapeHtml(value)}">
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

/** The card form; on errors only the holder's name and the expiry are kept (never card number or code). */
export function cardFormPage(
  payload: FormTokenPayload,
  errors: FieldErrors = {},
  kept: { holder?: string; expiry?: string } = {},
): string {
  const count = Object.keys(errors).length;
  const summary = count
    ? `<div class="alert" role="alert">Le formulaire contient ${count} erreur${count > 1 ? 's' : ''}.</div>`
    : '';
  const cards = TEST_CARDS.map(
    (card) => `<li><code>${card.number}</code> : ${escapeHtml(card.outcome)}</li>`,
  ).join('');
  return page(
    'Paiement sécurisé par carte',
    `<h1>Paiement sécurisé par carte</h1>
<p>Montant : <strong>${euros(payload.amount)}</strong> — commande ${escapeHtml(payload.orderId)}</p>${summary}
<form method="post" target="_top" novalidate>
${field('cardNumber', 'Numéro de carte', 'autocomplete="cc-number" inputmode="numeric"', errors)}
${field('holder', 'Nom du titulaire', 'autocomplete="cc-name"', errors, kept.holder)}
<div class="row">
${field('expiry', 'Date d’expiration (MMAA)', 'autocomplete="cc-exp" inputmode="numeric" maxlength="5"', errors, kept.expiry)}
${field('securityCode', 'Cryptogramme', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"', errors)}
</div>
<button class="pay" type="submit" name="action" value="pay">Payer ${euros(payload.amount)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Annuler le paiement</button>
</form>
<details><summary>Cartes de test (bac à sable : aucun paiement réel)</summary><ul>${cards}</ul>
<p>Toute date d’expiration future et tout nom conviennent.</p></details>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * The way back to the shop: a form POSTing the signed answer's fields to the return URL, sent at once
 * by the inline script (allowed by its CSP hash), or by the shopper's click where scripts do not run.
 */
export function returnPage(returnUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    'Retour à la boutique',
    `<h1>Paiement traité</h1><p>Vous allez être redirigé vers la boutique.</p>
<form id="back" method="post" action="${escapeHtml(returnUrl)}">
${inputs}
<button class="pay" type="submit">Retour à la boutique</button>
</form>`,
    `<script>${RETURN_SCRIPT}</script>`,
  );
}
