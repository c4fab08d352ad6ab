import { CURRENCY } from '@shop/domain/constants';
import type { Locale } from '@shop/domain/constants';

const tags: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** An amount in euros with exactly two decimals (spec 9), e.g. `1 234,50 €` in French. */
export function formatMoney(amount: string | number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(tags[locale], {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format.format(typeof amount === 'number' ? amount : Number(amount));
}

/** A whole percentage; grouping on in French, off in English (spec 9). */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(tags[locale], {
    style: 'percent',
    maximumFractionDigits: 0,
    useGrouping: locale === 'fr',
  }).format(value / 100);
}
