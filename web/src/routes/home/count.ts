import type { Translate } from '../../i18n/index.js';

/**
 * A counted message of the home page: `<key>.one` or `<key>.other` by the language's plural rules
 * (in French 0 and 1 are singular), with `{count}` written the language's way (`1 234`).
 */
export function counted(t: Translate, locale: string, key: string, count: number): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}`, { count: new Intl.NumberFormat(locale).format(count) });
}

/**
 * "en Martinique" but "à La Réunion": the region with the preposition its language needs, from
 * `home.in.<region path>`, else `home.in.default`.
 */
export function inRegionPhrase(t: Translate, path: string, region: string): string {
  const key = `home.in.${path}`;
  const phrase = t(key, { region });
  return phrase === key ? t('home.in.default', { region }) : phrase;
}
