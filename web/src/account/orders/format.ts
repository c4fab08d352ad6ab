import type { Locale } from '@shop/domain/constants';
import { formatDateIn } from '@shop/domain/territory-time';

/**
 * A date of an order as its shopper's language writes it (`24/11/2026`, with the time when asked),
 * in the order's island time (`Order.timeZone`) rather than the device's or UTC: an order paid at
 * 23:30 in Martinique shows that day, as its invoice does, and the server's HTML and the browser's
 * hydration write the same text whatever zone either machine is in.
 */
export function formatDate(iso: string, locale: Locale, timeZone: string, withTime = false): string {
  return formatDateIn(iso, timeZone, { locale, withTime });
}
