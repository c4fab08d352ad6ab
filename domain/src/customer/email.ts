/**
 * The e-mail check of spec 5, on its own: the web's footer newsletter runs it on every page, and
 * `validation.ts` brings zod and the postcode tables with it.
 */

/**
 * Text, at sign, text, dot, text, and no whitespace anywhere (spec 5); and none of the characters
 * that make a mail header's address list (`<>()[]\,;:"`): `someone<victim@example.test>` passed
 * the spec's rule, was stored as the account's e-mail, and its mail went to the inner address.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/u;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);
