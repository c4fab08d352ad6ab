/**
 * The delivery promise (spec 9): fast delivery in 72 h, and an estimated delivery by the "period"
 * strategy, counted in days. Read here as: a seller ships within its picking delay (spec 3 Offer
 * `pickingDelay`, « Expédié sous N jour(s) »), then the carrier takes its delivery time; so the parcel
 * arrives no sooner than the transport time alone (shipped on the day) and no later than the picking
 * delay plus the transport time. That span of days, laid on the calendar of the shopper's island from
 * the day it is counted from (today, or the day of the order), is the period shown.
 *
 * Calendar days, not working days: the spec counts days and the rates give no carrier calendar.
 */
import type { DeliveryTimeUnit } from './checkout.js';
import type { Locale } from './constants.js';
import { calendarDayIn } from './territory-time.js';

/** Spec 9: the fast delivery promise, once shipped. */
export const FAST_DELIVERY_HOURS = 72;
/** Spec 9: the estimated delivery is a period of days (not a single date, not an hour count). */
export const ESTIMATED_DELIVERY_STRATEGY = 'period';

const HOURS_PER_DAY = 24;
const DAY_MS = 86_400_000;

/** A transport time in whole days: hours round up (26 h is delivered on the second day). */
export function transportDays(time: number, unit: DeliveryTimeUnit): number {
  return unit === 'HOUR' ? Math.ceil(time / HOURS_PER_DAY) : time;
}

export interface DeliveryPeriod {
  /** Fewest days from the day counted from: shipped at once, only the transport. */
  minDays: number;
  /** Most days: the whole picking delay, then the transport. */
  maxDays: number;
}

/** The period of a shipment: its picking delay (days) and its method's delivery time. */
export function deliveryPeriod(input: {
  pickingDelayDays: number;
  deliveryTime: number;
  deliveryTimeUnit: DeliveryTimeUnit;
}): DeliveryPeriod {
  const transport = transportDays(input.deliveryTime, input.deliveryTimeUnit);
  return { minDays: transport, maxDays: Math.max(0, input.pickingDelayDays) + transport };
}

/** The period of an offer on the product page: its picking delay, then fast delivery (72 h). */
export function fastDeliveryPeriod(pickingDelayDays: number): DeliveryPeriod {
  return deliveryPeriod({ pickingDelayDays, deliveryTime: FAST_DELIVERY_HOURS, deliveryTimeUnit: 'HOUR' });
}

/**
 * A shipment waits for its slowest line: the largest picking delay of the offers it holds (0 for
 * none, which no shipment is).
 */
export function shipmentPickingDelay(pickingDelays: readonly number[]): number {
  return pickingDelays.reduce((largest, days) => Math.max(largest, days), 0);
}

export interface DeliveryDates {
  /** `YYYY-MM-DD` in the island's time zone. */
  earliest: string;
  latest: string;
}

/** `YYYY-MM-DD` plus whole days (on the calendar: no clock, no zone, so no daylight-saving slip). */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The period on the island's calendar: counted from the day `from` falls on there, so a shopper in
 * Martinique at 22:00 counts from their own day, not UTC's next one.
 */
export function deliveryDates(period: DeliveryPeriod, from: Date | string, timeZone: string): DeliveryDates {
  const day = calendarDayIn(from, timeZone);
  return { earliest: addCalendarDays(day, period.minDays), latest: addCalendarDays(day, period.maxDays) };
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day (`YYYY-MM-DD`) as a shopper reads it: `mardi 1 décembre`. The day is already the
 * island's, so it is printed as it is (UTC), and server and browser write the same text.
 */
export function formatDeliveryDay(day: string, locale: Locale = 'fr'): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
