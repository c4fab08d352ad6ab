import type { Translate } from '../../i18n/index.js';

/**
 * "en Martinique" but "à La Réunion": the region with the preposition its language needs, from
 * `home.in.<region path>`, else `home.in.default`.
 */
export function inRegionPhrase(t: Translate, path: string, region: string): string {
  const key = `home.in.${path}`;
  const phrase = t(key, { region });
  return phrase === key ? t('home.in.default', { region }) : phrase;
}
