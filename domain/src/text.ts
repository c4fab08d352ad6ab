/**
 * Free text a shopper or an operator types, checked before it is stored: no control characters
 * (PostgreSQL refuses NUL, and none belongs in a label) and no lone UTF-16 surrogate (it cannot be
 * written as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A UTF-16 surrogate without its other half: no UTF-8 can carry it (JSON's `"\ud800"` can). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Text every layer can carry: no lone surrogate, and no NUL (PostgreSQL refuses it in text). */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !hasLoneSurrogate(text);
}

export function isPlainText(text: string): boolean {
  return !CONTROL.test(text) && !hasLoneSurrogate(text);
}

/**
 * The longest text a request may carry in one value (a field of an input, an argument): far above
 * any form's own limit (a contact message is 400 characters, an address line 200), far below what
 * would cost memory or time to check, store or send on.
 */
export const MAX_INPUT_TEXT_LENGTH = 10_000;

export const PLAIN_TEXT_MESSAGE = 'caractères non autorisés (caractères de contrôle ou invalides)';
