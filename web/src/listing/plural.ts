import type { Locale } from '@shop/domain/constants';
import { formatNumber, pluralForm } from '../format/numbers.js';
import type { Translate } from '../i18n/index.js';

/**
 * A counted message: `<key>.one` or `<key>.other` by the language's plural rules (in French 0 and 1
 * are singular), with `{count}` written the language's way (`1 234`).
 */
export function countMessage(
  t: Translate,
  locale: Locale,
  key: string,
  count: number,
  params: Record<string, string | number> = {},
): string {
  return t(`${key}.${pluralForm(count, locale)}`, { ...params, count: formatNumber(count, locale) });
}
