import type { Translate } from '../i18n/index.js';

/**
 * A counted message: `<key>.one` or `<key>.other` by the language's plural rules (in French 0 and 1
 * are singular), with `{count}` written the language's way (`1 234`).
 */
export function countMessage(
  t: Translate,
  locale: string,
  key: string,
  count: number,
  params: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}`, { ...params, count: new Intl.NumberFormat(locale).format(count) });
}
