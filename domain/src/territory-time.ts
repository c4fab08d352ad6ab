/**
 * The islands' clocks: a date shown or printed to a shopper is the calendar day of the order's (or
 * the shopper's) island, not UTC's. Martinique is UTC−4 and Réunion UTC+4, so an order paid at 21:00
 * in Martinique is already the next day in UTC, and a legal document (the invoice) must not say so.
 *
 * Everything goes through `Intl.DateTimeFormat` with the territory's IANA zone: the runtime's time
 * zone data knows each island's offset (and any change of it), so no offset is written here. The web
 * formats with these same functions on the server and in the browser, so hydration sees equal text
 * whatever the zone of either machine.
 */
import type { Locale } from './constants.js';
import { territoryByRootPath } from './territories.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is far slower than using one: each kind is built once. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const instantOf = (instant: Date | string): Date =>
  typeof instant === 'string' ? new Date(instant) : instant;

/** The calendar day (`YYYY-MM-DD`) of `instant` in an IANA time zone. */
export function calendarDayIn(instant: Date | string, timeZone: string): string {
  const parts = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instantOf(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** No time zone is further than 14 hours from UTC (Kiribati's +14; the islands are within ±4). */
const MAX_ZONE_OFFSET_MS = 14 * 3_600_000;

/**
 * The calendar year of `instant` in an IANA time zone. Away from New Year it is UTC's year in every
 * zone, and that answer needs no formatter: building the first `Intl.DateTimeFormat` of a page costs
 * its browser tens of milliseconds (ICU's zone data), which the footer's copyright would otherwise
 * add to every hydration.
 */
export function yearIn(instant: Date | string, timeZone: string): number {
  const at = instantOf(instant);
  const year = at.getUTCFullYear();
  const time = at.getTime();
  const nearNewYear =
    time - Date.UTC(year, 0, 1) < MAX_ZONE_OFFSET_MS || Date.UTC(year + 1, 0, 1) - time <= MAX_ZONE_OFFSET_MS;
  return nearNewYear ? Number(calendarDayIn(at, timeZone).slice(0, 4)) : year;
}

/**
 * The time zone of a region (its root path, `martinique`): its territory's. A path no territory has
 * (none in the shop's data) falls back to UTC, so an invoice or an e-mail is still printed.
 */
export function regionTimeZone(rootPath: string): string {
  return territoryByRootPath(rootPath)?.timeZone ?? 'UTC';
}

export interface DateFormatOptions {
  /** French (`24/11/2026`) by default; English writes the day first too (`24/11/2026`, en-GB). */
  locale?: Locale;
  /** With the hour and minute (`24/11/2026 23:30`). */
  withTime?: boolean;
}

/** `instant` as a shopper of that time zone reads it: its day, and its time when asked. */
export function formatDateIn(
  instant: Date | string,
  timeZone: string,
  { locale = 'fr', withTime = false }: DateFormatOptions = {},
): string {
  return formatter(locale === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone,
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(instantOf(instant));
}
