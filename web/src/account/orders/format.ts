import type { Locale } from '@shop/domain/constants';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as the shopper's language writes it (`24/11/2026`, with the time when asked). */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
      dateStyle: 'short',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
